//! JNI exports for `dev.rustpqc.JniBinding` (instance native methods): JDK 17 and 21, and JDK 22+
//! when forced with `-Drustpqc.binding=jni`. Each export pins its Java arrays with
//! `GetPrimitiveArrayCritical` (no copy on HotSpot), calls the same function as the C ABI with the
//! array addresses and lengths, and unpins them: one contract, the C ABI's, for both bindings.
//! No other JNI call is made while arrays are pinned.

use crate::counters;
use crate::counters::Boundary;
use crate::ffi::{
    self, RUSTPQC_ERR_BAD_LENGTH, RUSTPQC_ERR_JVM, RUSTPQC_ERR_PANIC, RUSTPQC_OPERATION_COUNTERS,
};
use jni::objects::{JByteArray, JLongArray, JObject};
use jni::sys::{self, jboolean, jint, jlong, jstring, JNI_ABORT, JNI_FALSE};
use jni::JNIEnv;
use std::panic::{self, AssertUnwindSafe};
use std::ptr;

/// Whether a pinned array is only read (released without copy-back) or written.
#[derive(Clone, Copy)]
enum Access {
    Read,
    Write,
}

/// A Java byte array pinned for the duration of one call.
struct Pinned {
    env: *mut sys::JNIEnv,
    array: sys::jarray,
    address: *mut u8,
    len: usize,
    access: Access,
}

impl Pinned {
    /// Pins `array` (length `len`, read before any array is pinned). A null array gives a null
    /// address with length 1, which the C ABI reports as a missing buffer.
    fn new(
        env: *mut sys::JNIEnv,
        array: &JByteArray,
        len: usize,
        access: Access,
    ) -> Result<Pinned, i32> {
        let raw = array.as_raw();
        if raw.is_null() {
            return Ok(Pinned {
                env,
                array: raw,
                address: ptr::null_mut(),
                len: 1,
                access,
            });
        }
        // SAFETY: `env` is the JNIEnv of this native call and `raw` a live local reference to a
        // byte array; no JNI call other than the critical pair happens until it is released.
        let address = unsafe {
            let get = (**env).GetPrimitiveArrayCritical.ok_or(RUSTPQC_ERR_JVM)?;
            get(env, raw, ptr::null_mut())
        };
        if address.is_null() {
            return Err(RUSTPQC_ERR_JVM);
        }
        Ok(Pinned {
            env,
            array: raw,
            address: address.cast(),
            len,
            access,
        })
    }
}

impl Drop for Pinned {
    fn drop(&mut self) {
        if self.address.is_null() {
            return;
        }
        let mode = match self.access {
            Access::Read => JNI_ABORT,
            Access::Write => 0,
        };
        // SAFETY: releases exactly the pointer `GetPrimitiveArrayCritical` returned for `array`.
        unsafe {
            if let Some(release) = (**self.env).ReleasePrimitiveArrayCritical {
                release(self.env, self.array, self.address.cast(), mode);
            }
        }
    }
}

/// The length of a Java array (0 for null), read before anything is pinned.
fn length(env: &JNIEnv, array: &JByteArray) -> Result<usize, i32> {
    if array.is_null() {
        return Ok(0);
    }
    let len = env.get_array_length(array).map_err(|_| RUSTPQC_ERR_JVM)?;
    usize::try_from(len).map_err(|_| RUSTPQC_ERR_JVM)
}

/// Pins `arrays` (each with the length to pass, or its own length when `None`), runs `call` on
/// their addresses, unpins them in reverse order. A panic anywhere becomes `RUSTPQC_ERR_PANIC`.
fn pinned<const N: usize>(
    env: &JNIEnv,
    arrays: [(&JByteArray, Access, Option<jint>); N],
    call: impl FnOnce([(*mut u8, usize); N]) -> i32,
) -> jint {
    panic::catch_unwind(AssertUnwindSafe(|| {
        let mut lengths = [0usize; N];
        for (slot, (array, _, limit)) in lengths.iter_mut().zip(arrays.iter()) {
            let len = match length(env, array) {
                Ok(len) => len,
                Err(status) => return status,
            };
            *slot = match limit {
                None => len,
                Some(limit) => match usize::try_from(*limit) {
                    Ok(limit) if limit <= len => limit,
                    _ => return RUSTPQC_ERR_BAD_LENGTH,
                },
            };
        }
        let raw = env.get_raw();
        let mut pins = Vec::with_capacity(N);
        for ((array, access, _), len) in arrays.iter().zip(lengths) {
            match Pinned::new(raw, array, len, *access) {
                Ok(pin) => pins.push(pin),
                Err(status) => {
                    while let Some(pin) = pins.pop() {
                        drop(pin);
                    }
                    return status;
                }
            }
        }
        let mut buffers = [(ptr::null_mut(), 0usize); N];
        for (buffer, pin) in buffers.iter_mut().zip(&pins) {
            *buffer = (pin.address, pin.len);
        }
        let status = call(buffers);
        while let Some(pin) = pins.pop() {
            drop(pin);
        }
        status
    }))
    .unwrap_or(RUSTPQC_ERR_PANIC)
}

use Access::{Read, Write};

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_version<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
) -> jstring {
    env.new_string(env!("CARGO_PKG_VERSION"))
        .map(|s| s.into_raw())
        .unwrap_or(ptr::null_mut())
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_selfTest<'l>(
    _env: JNIEnv<'l>,
    _this: JObject<'l>,
) -> jint {
    ffi::rustpqc_self_test()
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_operationCounts<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    out: JLongArray<'l>,
) -> jint {
    if out.is_null() {
        return ffi::RUSTPQC_ERR_NULL_POINTER;
    }
    match env.get_array_length(&out) {
        Ok(len) if len as usize == RUSTPQC_OPERATION_COUNTERS => {}
        Ok(len) => {
            // As the C ABI does: a failed call leaves its output zeroed.
            let zeros = vec![0 as jlong; len.max(0) as usize];
            let _ = env.set_long_array_region(&out, 0, &zeros);
            return RUSTPQC_ERR_BAD_LENGTH;
        }
        Err(_) => return RUSTPQC_ERR_JVM,
    }
    let counts: Vec<jlong> = counters::snapshot().iter().map(|&c| c as jlong).collect();
    match env.set_long_array_region(&out, 0, &counts) {
        Ok(()) => ffi::RUSTPQC_OK,
        Err(_) => RUSTPQC_ERR_JVM,
    }
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlKemGenerate<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    set: jint,
    seed: JByteArray<'l>,
    ek: JByteArray<'l>,
    dk: JByteArray<'l>,
) -> jint {
    pinned(
        &env,
        [(&seed, Write, None), (&ek, Write, None), (&dk, Write, None)],
        |[s, e, d]| {
            // SAFETY: pinned arrays, valid for their lengths until unpinned after the call.
            unsafe { ffi::mlkem_generate(Boundary::Jni, set as u32, s.0, s.1, e.0, e.1, d.0, d.1) }
        },
    )
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlKemFromSeed<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    set: jint,
    seed: JByteArray<'l>,
    ek: JByteArray<'l>,
    dk: JByteArray<'l>,
) -> jint {
    pinned(
        &env,
        [(&seed, Read, None), (&ek, Write, None), (&dk, Write, None)],
        |[s, e, d]| {
            // SAFETY: as above.
            unsafe { ffi::mlkem_from_seed(Boundary::Jni, set as u32, s.0, s.1, e.0, e.1, d.0, d.1) }
        },
    )
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlKemCheckEncapsulationKey<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    set: jint,
    ek: JByteArray<'l>,
) -> jint {
    pinned(&env, [(&ek, Read, None)], |[e]| {
        // SAFETY: as above.
        unsafe { ffi::mlkem_check_encapsulation_key(Boundary::Jni, set as u32, e.0, e.1) }
    })
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlKemCheckDecapsulationKey<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    set: jint,
    dk: JByteArray<'l>,
) -> jint {
    pinned(&env, [(&dk, Read, None)], |[d]| {
        // SAFETY: as above.
        unsafe { ffi::mlkem_check_decapsulation_key(Boundary::Jni, set as u32, d.0, d.1) }
    })
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlKemDecapsulate<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    set: jint,
    dk: JByteArray<'l>,
    ct: JByteArray<'l>,
    ss: JByteArray<'l>,
) -> jint {
    pinned(
        &env,
        [(&dk, Read, None), (&ct, Read, None), (&ss, Write, None)],
        |[d, c, s]| {
            // SAFETY: as above.
            unsafe {
                ffi::mlkem_decapsulate(Boundary::Jni, set as u32, d.0, d.1, c.0, c.1, s.0, s.1)
            }
        },
    )
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlKemPreparedKeyLength<'l>(
    _env: JNIEnv<'l>,
    _this: JObject<'l>,
    set: jint,
    kind: jint,
) -> jlong {
    ffi::rustpqc_mlkem_prepared_key_len(set as u32, kind as u32)
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlKemPrepareEncapsulationKey<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    set: jint,
    ek: JByteArray<'l>,
    prepared: JByteArray<'l>,
) -> jint {
    pinned(
        &env,
        [(&ek, Read, None), (&prepared, Write, None)],
        |[e, p]| {
            // SAFETY: as above.
            unsafe {
                ffi::mlkem_prepare_encapsulation_key(Boundary::Jni, set as u32, e.0, e.1, p.0, p.1)
            }
        },
    )
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlKemPrepareDecapsulationKey<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    set: jint,
    dk: JByteArray<'l>,
    prepared: JByteArray<'l>,
) -> jint {
    pinned(
        &env,
        [(&dk, Read, None), (&prepared, Write, None)],
        |[d, p]| {
            // SAFETY: as above.
            unsafe {
                ffi::mlkem_prepare_decapsulation_key(Boundary::Jni, set as u32, d.0, d.1, p.0, p.1)
            }
        },
    )
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlKemEncapsulatePrepared<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    set: jint,
    prepared: JByteArray<'l>,
    ct: JByteArray<'l>,
    ss: JByteArray<'l>,
) -> jint {
    pinned(
        &env,
        [
            (&prepared, Read, None),
            (&ct, Write, None),
            (&ss, Write, None),
        ],
        |[p, c, s]| {
            // SAFETY: as above.
            unsafe {
                ffi::mlkem_encapsulate_prepared(
                    Boundary::Jni,
                    set as u32,
                    p.0,
                    p.1,
                    c.0,
                    c.1,
                    s.0,
                    s.1,
                )
            }
        },
    )
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlKemDecapsulatePrepared<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    set: jint,
    prepared: JByteArray<'l>,
    ct: JByteArray<'l>,
    ss: JByteArray<'l>,
) -> jint {
    pinned(
        &env,
        [
            (&prepared, Read, None),
            (&ct, Read, None),
            (&ss, Write, None),
        ],
        |[p, c, s]| {
            // SAFETY: as above.
            unsafe {
                ffi::mlkem_decapsulate_prepared(
                    Boundary::Jni,
                    set as u32,
                    p.0,
                    p.1,
                    c.0,
                    c.1,
                    s.0,
                    s.1,
                )
            }
        },
    )
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlDsaGenerate<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    set: jint,
    seed: JByteArray<'l>,
    pk: JByteArray<'l>,
    sk: JByteArray<'l>,
) -> jint {
    pinned(
        &env,
        [(&seed, Write, None), (&pk, Write, None), (&sk, Write, None)],
        |[s, p, k]| {
            // SAFETY: as above.
            unsafe { ffi::mldsa_generate(Boundary::Jni, set as u32, s.0, s.1, p.0, p.1, k.0, k.1) }
        },
    )
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlDsaFromSeed<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    set: jint,
    seed: JByteArray<'l>,
    pk: JByteArray<'l>,
    sk: JByteArray<'l>,
) -> jint {
    pinned(
        &env,
        [(&seed, Read, None), (&pk, Write, None), (&sk, Write, None)],
        |[s, p, k]| {
            // SAFETY: as above.
            unsafe { ffi::mldsa_from_seed(Boundary::Jni, set as u32, s.0, s.1, p.0, p.1, k.0, k.1) }
        },
    )
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlDsaCheckPrivateKey<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    set: jint,
    sk: JByteArray<'l>,
) -> jint {
    pinned(&env, [(&sk, Read, None)], |[k]| {
        // SAFETY: as above.
        unsafe { ffi::mldsa_check_private_key(Boundary::Jni, set as u32, k.0, k.1) }
    })
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlDsaCheckKeyPair<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    set: jint,
    pk: JByteArray<'l>,
    sk: JByteArray<'l>,
) -> jint {
    pinned(&env, [(&pk, Read, None), (&sk, Read, None)], |[p, k]| {
        // SAFETY: as above.
        unsafe { ffi::mldsa_check_key_pair(Boundary::Jni, set as u32, p.0, p.1, k.0, k.1) }
    })
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlDsaSign<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    set: jint,
    sk: JByteArray<'l>,
    msg: JByteArray<'l>,
    msg_len: jint,
    ctx: JByteArray<'l>,
    deterministic: jboolean,
    sig: JByteArray<'l>,
) -> jint {
    let arrays = [
        (&sk, Read, None),
        (&msg, Read, Some(msg_len)),
        (&ctx, Read, None),
        (&sig, Write, None),
    ];
    pinned(&env, arrays, |[k, m, c, s]| {
        let deterministic = u32::from(deterministic != JNI_FALSE);
        // SAFETY: as above.
        unsafe {
            ffi::mldsa_sign(
                Boundary::Jni,
                set as u32,
                k.0,
                k.1,
                m.0,
                m.1,
                c.0,
                c.1,
                deterministic,
                s.0,
                s.1,
            )
        }
    })
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlDsaVerify<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    set: jint,
    pk: JByteArray<'l>,
    msg: JByteArray<'l>,
    msg_len: jint,
    ctx: JByteArray<'l>,
    sig: JByteArray<'l>,
) -> jint {
    let arrays = [
        (&pk, Read, None),
        (&msg, Read, Some(msg_len)),
        (&ctx, Read, None),
        (&sig, Read, None),
    ];
    pinned(&env, arrays, |[p, m, c, s]| {
        // SAFETY: as above.
        unsafe {
            ffi::mldsa_verify(
                Boundary::Jni,
                set as u32,
                p.0,
                p.1,
                m.0,
                m.1,
                c.0,
                c.1,
                s.0,
                s.1,
            )
        }
    })
}

//! JNI exports for `dev.rustpqc.JniBinding` (instance native methods) (JDK 17 and 21, and JDK 22+ when forced with
//! `-Drustpqc.binding=jni`). They are thin: copy the Java arrays in, call the same core
//! functions as the C ABI behind the same panic boundary, copy results out. Results are written
//! back only on success, so a failed call leaves the Java output arrays untouched; the native
//! copies of secrets are zeroed when dropped.

use crate::counters::{Boundary, Operation};
use crate::ffi::{guarded, RUSTPQC_OPERATION_COUNTERS};
use crate::mldsa::{self, MlDsa};
use crate::mlkem::{self, MlKem};
use crate::{counters, Error};
use jni::objects::{JByteArray, JLongArray, JObject};
use jni::sys::{jboolean, jint, jlong, jstring, JNI_FALSE};
use jni::JNIEnv;
use zeroize::Zeroizing;

type Buffer = Zeroizing<Vec<u8>>;

fn jbytes(buf: &[u8]) -> &[i8] {
    // SAFETY: u8 and i8 have the same size and alignment, and every bit pattern is valid.
    unsafe { &*(buf as *const [u8] as *const [i8]) }
}

fn jbytes_mut(buf: &mut [u8]) -> &mut [i8] {
    // SAFETY: as for `jbytes`.
    unsafe { &mut *(buf as *mut [u8] as *mut [i8]) }
}

fn length(env: &JNIEnv, array: &JByteArray) -> Result<usize, Error> {
    if array.is_null() {
        return Err(Error::NullPointer);
    }
    let len = env.get_array_length(array).map_err(|_| Error::Jvm)?;
    usize::try_from(len).map_err(|_| Error::Jvm)
}

/// A zeroizing copy of the first `len` bytes of a Java array.
fn copy_in(env: &JNIEnv, array: &JByteArray, len: usize) -> Result<Buffer, Error> {
    let mut buf = Zeroizing::new(vec![0u8; len]);
    env.get_byte_array_region(array, 0, jbytes_mut(&mut buf))
        .map_err(|_| Error::Jvm)?;
    Ok(buf)
}

/// A zeroizing copy of a whole Java array.
fn read(env: &JNIEnv, array: &JByteArray) -> Result<Buffer, Error> {
    copy_in(env, array, length(env, array)?)
}

/// A copy of the first `len` bytes of a message array; `len` comes from Java.
fn read_prefix(env: &JNIEnv, array: &JByteArray, len: jint) -> Result<Buffer, Error> {
    let available = length(env, array)?;
    // A negative length becomes usize::MAX and fails the bound.
    let len = usize::try_from(len).unwrap_or(usize::MAX);
    if len > available {
        return Err(Error::BadLength {
            what: "message",
            expected: available,
            actual: len,
        });
    }
    copy_in(env, array, len)
}

/// A zeroed native buffer as long as a Java output array.
fn scratch(env: &JNIEnv, array: &JByteArray) -> Result<Buffer, Error> {
    Ok(Zeroizing::new(vec![0u8; length(env, array)?]))
}

fn write(env: &JNIEnv, array: &JByteArray, data: &[u8]) -> Result<(), Error> {
    env.set_byte_array_region(array, 0, jbytes(data))
        .map_err(|_| Error::Jvm)
}

/// Runs an export behind the shared panic boundary, counted as a JNI call.
fn jni_call(operation: Option<Operation>, body: impl FnOnce() -> Result<(), Error>) -> jint {
    guarded(Boundary::Jni, operation, body, || {})
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_version<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
) -> jstring {
    env.new_string(env!("CARGO_PKG_VERSION"))
        .map(|s| s.into_raw())
        .unwrap_or(std::ptr::null_mut())
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_operationCounts<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    out: JLongArray<'l>,
) -> jint {
    jni_call(None, || {
        if out.is_null() {
            return Err(Error::NullPointer);
        }
        let len = env.get_array_length(&out).map_err(|_| Error::Jvm)?;
        if len as usize != RUSTPQC_OPERATION_COUNTERS {
            return Err(Error::BadLength {
                what: "counter array",
                expected: RUSTPQC_OPERATION_COUNTERS,
                actual: len as usize,
            });
        }
        let counts: Vec<jlong> = counters::snapshot().iter().map(|&c| c as jlong).collect();
        env.set_long_array_region(&out, 0, &counts)
            .map_err(|_| Error::Jvm)
    })
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_selfTest<'l>(
    _env: JNIEnv<'l>,
    _this: JObject<'l>,
) -> jint {
    crate::ffi::rustpqc_self_test()
}

/// Shared shape of the two key-pair exports: three outputs (seed or nothing, public, private).
fn key_pair_outputs(
    env: &JNIEnv,
    outputs: [&JByteArray; 3],
    fill: impl FnOnce(&mut [u8], &mut [u8], &mut [u8]) -> Result<(), Error>,
) -> Result<(), Error> {
    let [a, b, c] = outputs;
    let (mut x, mut y, mut z) = (scratch(env, a)?, scratch(env, b)?, scratch(env, c)?);
    fill(&mut x, &mut y, &mut z)?;
    write(env, a, &x)?;
    write(env, b, &y)?;
    write(env, c, &z)
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlKemGenerate<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    parameter_set: jint,
    seed: JByteArray<'l>,
    ek: JByteArray<'l>,
    dk: JByteArray<'l>,
) -> jint {
    jni_call(Some(Operation::MlKemGenerate), || {
        let set = MlKem::from_id(parameter_set as u32)?;
        key_pair_outputs(&env, [&seed, &ek, &dk], |s, e, d| {
            mlkem::generate(set, s, e, d)
        })
    })
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlKemFromSeed<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    parameter_set: jint,
    seed: JByteArray<'l>,
    ek: JByteArray<'l>,
    dk: JByteArray<'l>,
) -> jint {
    jni_call(Some(Operation::MlKemFromSeed), || {
        let set = MlKem::from_id(parameter_set as u32)?;
        let seed = read(&env, &seed)?;
        let (mut e, mut d) = (scratch(&env, &ek)?, scratch(&env, &dk)?);
        mlkem::keypair_from_seed(set, &seed, &mut e, &mut d)?;
        write(&env, &ek, &e)?;
        write(&env, &dk, &d)
    })
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlKemCheckEncapsulationKey<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    parameter_set: jint,
    ek: JByteArray<'l>,
) -> jint {
    jni_call(None, || {
        mlkem::check_encapsulation_key(MlKem::from_id(parameter_set as u32)?, &read(&env, &ek)?)
    })
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlKemCheckDecapsulationKey<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    parameter_set: jint,
    dk: JByteArray<'l>,
) -> jint {
    jni_call(None, || {
        mlkem::check_decapsulation_key(MlKem::from_id(parameter_set as u32)?, &read(&env, &dk)?)
    })
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlKemDecapsulate<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    parameter_set: jint,
    dk: JByteArray<'l>,
    ct: JByteArray<'l>,
    ss: JByteArray<'l>,
) -> jint {
    jni_call(Some(Operation::MlKemDecapsulate), || {
        let set = MlKem::from_id(parameter_set as u32)?;
        let (dk, ct) = (read(&env, &dk)?, read(&env, &ct)?);
        let mut s = scratch(&env, &ss)?;
        mlkem::decapsulate(set, &dk, &ct, &mut s)?;
        write(&env, &ss, &s)
    })
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlKemPreparedKeyLength<'l>(
    _env: JNIEnv<'l>,
    _this: JObject<'l>,
    parameter_set: jint,
    kind: jint,
) -> jlong {
    crate::ffi::rustpqc_mlkem_prepared_key_len(parameter_set as u32, kind as u32)
}

/// Shared shape of the two prepare exports: one key in, one prepared buffer out.
fn prepare(
    env: &JNIEnv,
    key: &JByteArray,
    prepared: &JByteArray,
    fill: impl FnOnce(&[u8], &mut [u8]) -> Result<(), Error>,
) -> Result<(), Error> {
    let key = read(env, key)?;
    let mut out = scratch(env, prepared)?;
    fill(&key, &mut out)?;
    write(env, prepared, &out)
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlKemPrepareEncapsulationKey<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    parameter_set: jint,
    ek: JByteArray<'l>,
    prepared: JByteArray<'l>,
) -> jint {
    jni_call(None, || {
        let set = MlKem::from_id(parameter_set as u32)?;
        prepare(&env, &ek, &prepared, |k, out| {
            mlkem::prepare_encapsulation_key(set, k, out)
        })
    })
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlKemPrepareDecapsulationKey<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    parameter_set: jint,
    dk: JByteArray<'l>,
    prepared: JByteArray<'l>,
) -> jint {
    jni_call(None, || {
        let set = MlKem::from_id(parameter_set as u32)?;
        prepare(&env, &dk, &prepared, |k, out| {
            mlkem::prepare_decapsulation_key(set, k, out)
        })
    })
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlKemEncapsulatePrepared<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    parameter_set: jint,
    prepared: JByteArray<'l>,
    ct: JByteArray<'l>,
    ss: JByteArray<'l>,
) -> jint {
    jni_call(Some(Operation::MlKemEncapsulate), || {
        let set = MlKem::from_id(parameter_set as u32)?;
        let prepared = read(&env, &prepared)?;
        let (mut c, mut s) = (scratch(&env, &ct)?, scratch(&env, &ss)?);
        mlkem::encapsulate_prepared(set, &prepared, &mut c, &mut s)?;
        write(&env, &ct, &c)?;
        write(&env, &ss, &s)
    })
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlKemDecapsulatePrepared<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    parameter_set: jint,
    prepared: JByteArray<'l>,
    ct: JByteArray<'l>,
    ss: JByteArray<'l>,
) -> jint {
    jni_call(Some(Operation::MlKemDecapsulate), || {
        let set = MlKem::from_id(parameter_set as u32)?;
        let (prepared, ct) = (read(&env, &prepared)?, read(&env, &ct)?);
        let mut s = scratch(&env, &ss)?;
        mlkem::decapsulate_prepared(set, &prepared, &ct, &mut s)?;
        write(&env, &ss, &s)
    })
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlDsaGenerate<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    parameter_set: jint,
    seed: JByteArray<'l>,
    pk: JByteArray<'l>,
    sk: JByteArray<'l>,
) -> jint {
    jni_call(Some(Operation::MlDsaGenerate), || {
        let set = MlDsa::from_id(parameter_set as u32)?;
        key_pair_outputs(&env, [&seed, &pk, &sk], |s, p, k| {
            mldsa::generate(set, s, p, k)
        })
    })
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlDsaFromSeed<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    parameter_set: jint,
    seed: JByteArray<'l>,
    pk: JByteArray<'l>,
    sk: JByteArray<'l>,
) -> jint {
    jni_call(Some(Operation::MlDsaFromSeed), || {
        let set = MlDsa::from_id(parameter_set as u32)?;
        let seed = read(&env, &seed)?;
        let (mut p, mut k) = (scratch(&env, &pk)?, scratch(&env, &sk)?);
        mldsa::keypair_from_seed(set, &seed, &mut p, &mut k)?;
        write(&env, &pk, &p)?;
        write(&env, &sk, &k)
    })
}

#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlDsaCheckPrivateKey<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    parameter_set: jint,
    sk: JByteArray<'l>,
) -> jint {
    jni_call(None, || {
        mldsa::check_private_key(MlDsa::from_id(parameter_set as u32)?, &read(&env, &sk)?)
    })
}

#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlDsaSign<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    parameter_set: jint,
    sk: JByteArray<'l>,
    msg: JByteArray<'l>,
    msg_len: jint,
    ctx: JByteArray<'l>,
    deterministic: jboolean,
    sig: JByteArray<'l>,
) -> jint {
    jni_call(Some(Operation::MlDsaSign), || {
        let set = MlDsa::from_id(parameter_set as u32)?;
        let sk = read(&env, &sk)?;
        let msg = read_prefix(&env, &msg, msg_len)?;
        let ctx = read(&env, &ctx)?;
        let mut s = scratch(&env, &sig)?;
        mldsa::sign(set, &sk, &msg, &ctx, deterministic != JNI_FALSE, &mut s)?;
        write(&env, &sig, &s)
    })
}

#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "system" fn Java_dev_rustpqc_JniBinding_mlDsaVerify<'l>(
    env: JNIEnv<'l>,
    _this: JObject<'l>,
    parameter_set: jint,
    pk: JByteArray<'l>,
    msg: JByteArray<'l>,
    msg_len: jint,
    ctx: JByteArray<'l>,
    sig: JByteArray<'l>,
) -> jint {
    jni_call(Some(Operation::MlDsaVerify), || {
        let set = MlDsa::from_id(parameter_set as u32)?;
        mldsa::verify(
            set,
            &read(&env, &pk)?,
            &read_prefix(&env, &msg, msg_len)?,
            &read(&env, &ctx)?,
            &read(&env, &sig)?,
        )
    })
}

//! The JNI side of the boundary (JDK 17 and 21, and JDK 22+ with `-Drustpqc.binding=jni`).
//!
//! `JNI_OnLoad` registers one static native method of `dev.rustpqc.binding.JniBinding` per export,
//! named as the C function, from the declarations `#[exports]` writes; so the library exports no
//! `Java_*` symbols, and a Java declaration that differs from the Rust one fails when the library
//! loads (`NoSuchMethodError`), not when it is called.
//!
//! Each JNI method reads its arrays' lengths, pins the arrays with `GetPrimitiveArrayCritical`
//! (no copy on HotSpot), calls the export's code with the addresses, and unpins them. No other
//! JNI call is made while an array is pinned. A pinned array holds off the garbage collector,
//! so the methods of long-running exports (`#[export(long_running)]`: SLH-DSA) copy their arrays
//! into native buffers instead (`GetByteArrayRegion`), copy the outputs back
//! (`SetByteArrayRegion`) and wipe the buffers.

use super::declarations::{Function, Kind, Returns};
use super::Status;
use std::ffi::{c_char, c_void, CString};
use std::panic::{self, AssertUnwindSafe};
use std::ptr;

use jni_sys::{
    jarray, jbyte, jsize, JNINativeMethod, JavaVM, JNI_ABORT, JNI_ERR, JNI_OK, JNI_VERSION_1_8,
};
pub(crate) use jni_sys::{jbyteArray, jclass, jint, jlong, jlongArray, jstring, JNIEnv};
use zeroize::Zeroize;

/// The Java class whose native methods the library registers.
const BINDING_CLASS: &str = "dev/rustpqc/binding/JniBinding";

/// Whether a pinned array is only read (released without copy-back) or written.
#[derive(Clone, Copy)]
pub(crate) enum Access {
    Read,
    Write,
}

struct Pin {
    array: jarray,
    address: *mut c_void,
    mode: jint,
}

/// The most arrays one call pins.
const MAX_PINS: usize = 8;

/// A native copy of (part of) a Java array, for a long-running call.
struct NativeCopy {
    array: jbyteArray,
    buffer: Vec<u8>,
    /// Whether the buffer is an output, copied back into the array after the call.
    output: bool,
}

/// The arrays of one JNI call: their lengths are read first, then they are pinned (or copied,
/// for a long-running call), and they are unpinned (in reverse order) and the copies wiped when
/// the frame is dropped, also when the call panics.
pub(crate) struct Frame {
    env: *mut JNIEnv,
    pins: [Option<Pin>; MAX_PINS],
    pinned: usize,
    copies: Vec<NativeCopy>,
}

impl Frame {
    fn new(env: *mut JNIEnv) -> Frame {
        Frame {
            env,
            pins: [const { None }; MAX_PINS],
            pinned: 0,
            copies: Vec::new(),
        }
    }

    fn array_length(&self, array: jarray) -> Result<usize, Status> {
        assert_eq!(self.pinned, 0, "no JNI call while an array is pinned");
        // SAFETY: `env` is the JNIEnv of this native call, `array` a live local reference to an
        // array, and no array is pinned (asserted above).
        let length = unsafe {
            let get = (**self.env).GetArrayLength.ok_or(Status::Jvm)?;
            get(self.env, array)
        };
        usize::try_from(length).map_err(|_| Status::Jvm)
    }

    /// The length to pass for `array`. A null array gets 1, which the C ABI then reports as a
    /// null pointer with a non-zero length.
    pub(crate) fn length(&self, array: jarray) -> Result<usize, Status> {
        if array.is_null() {
            return Ok(1);
        }
        self.array_length(array)
    }

    /// The checked offset and length of a range of `array`.
    pub(crate) fn range(
        &self,
        array: jarray,
        offset: jint,
        length: jint,
    ) -> Result<(usize, usize), Status> {
        if array.is_null() {
            return Err(Status::NullPointer);
        }
        let size = self.array_length(array)?;
        match (usize::try_from(offset), usize::try_from(length)) {
            (Ok(offset), Ok(length)) if offset <= size && length <= size - offset => {
                Ok((offset, length))
            }
            _ => Err(Status::BadLength),
        }
    }

    /// Pins `array` (null stays null) for the rest of the call.
    pub(crate) fn pin<T>(&mut self, array: jarray, access: Access) -> Result<*mut T, Status> {
        if array.is_null() {
            return Ok(ptr::null_mut());
        }
        let slot = self.pins.get_mut(self.pinned).ok_or(Status::Jvm)?;
        // SAFETY: `env` is this call's JNIEnv and `array` a live local reference to a primitive
        // array; until it is released only further critical gets happen.
        let address = unsafe {
            let get = (**self.env).GetPrimitiveArrayCritical.ok_or(Status::Jvm)?;
            get(self.env, array, ptr::null_mut())
        };
        if address.is_null() {
            return Err(Status::Jvm);
        }
        let mode = match access {
            Access::Read => JNI_ABORT,
            Access::Write => 0,
        };
        *slot = Some(Pin {
            array,
            address,
            mode,
        });
        self.pinned += 1;
        Ok(address.cast())
    }
}

impl Frame {
    /// Refuses an output array that is also passed as another buffer, when both are non-empty:
    /// the copies would not overlap, but the pinned arrays of the same call would, and the C
    /// ABI refuses that (`Status::OverlappingBuffers`). Each buffer is `(array, length)`.
    pub(crate) fn check_distinct(
        &self,
        outputs: &[(jbyteArray, usize)],
        inputs: &[(jbyteArray, usize)],
    ) -> Result<(), Status> {
        let live = |&(array, len): &(jbyteArray, usize)| !array.is_null() && len != 0;
        for (i, output) in outputs.iter().enumerate().filter(|(_, o)| live(o)) {
            let others = outputs.iter().skip(i + 1).chain(inputs).filter(|o| live(o));
            for other in others {
                // SAFETY: this call's JNIEnv and two live local references; nothing is pinned.
                let same = unsafe {
                    let is_same = (**self.env).IsSameObject.ok_or(Status::Jvm)?;
                    is_same(self.env, output.0, other.0)
                };
                if same != 0 {
                    return Err(Status::OverlappingBuffers);
                }
            }
        }
        Ok(())
    }

    /// A native copy of `length` bytes of `array` from `offset` (a checked range); null stays
    /// null.
    pub(crate) fn copy_in(
        &mut self,
        array: jbyteArray,
        offset: usize,
        length: usize,
    ) -> Result<*const u8, Status> {
        if array.is_null() {
            return Ok(ptr::null());
        }
        let mut buffer = zeroed(length)?;
        let (offset, count) = (jsize_of(offset)?, jsize_of(length)?);
        // SAFETY: this call's JNIEnv, a live array reference, a range inside the array (checked
        // by `range` or equal to its length) and a buffer of `length` bytes; nothing is pinned.
        unsafe {
            let get = (**self.env).GetByteArrayRegion.ok_or(Status::Jvm)?;
            get(
                self.env,
                array,
                offset,
                count,
                buffer.as_mut_ptr().cast::<jbyte>(),
            );
        }
        let address = buffer.as_ptr();
        self.copies.push(NativeCopy {
            array,
            buffer,
            output: false,
        });
        Ok(address)
    }

    /// A zeroed native buffer of `length` bytes for the output `array` (null stays null), copied
    /// back by [`Frame::copy_back`].
    pub(crate) fn copy_out(&mut self, array: jbyteArray, length: usize) -> Result<*mut u8, Status> {
        if array.is_null() {
            return Ok(ptr::null_mut());
        }
        let mut buffer = zeroed(length)?;
        let address = buffer.as_mut_ptr();
        self.copies.push(NativeCopy {
            array,
            buffer,
            output: true,
        });
        Ok(address)
    }

    /// Copies every output buffer back into its array (after the call: zeros if it failed).
    pub(crate) fn copy_back(&mut self) -> Result<(), Status> {
        for copy in self.copies.iter().filter(|c| c.output) {
            let count = jsize_of(copy.buffer.len())?;
            // SAFETY: this call's JNIEnv, a live array reference whose length is the buffer's
            // (read by `length`), and nothing pinned.
            unsafe {
                let set = (**self.env).SetByteArrayRegion.ok_or(Status::Jvm)?;
                set(
                    self.env,
                    copy.array,
                    0,
                    count,
                    copy.buffer.as_ptr().cast::<jbyte>(),
                );
            }
        }
        Ok(())
    }
}

/// A zeroed buffer, or `Status::OutOfMemory` instead of aborting the process.
fn zeroed(length: usize) -> Result<Vec<u8>, Status> {
    let mut buffer = Vec::new();
    buffer
        .try_reserve_exact(length)
        .map_err(|_| Status::OutOfMemory)?;
    buffer.resize(length, 0);
    Ok(buffer)
}

fn jsize_of(n: usize) -> Result<jsize, Status> {
    jsize::try_from(n).map_err(|_| Status::BadLength)
}

impl Drop for Frame {
    fn drop(&mut self) {
        for copy in &mut self.copies {
            copy.buffer.zeroize();
        }
        while self.pinned > 0 {
            self.pinned -= 1;
            if let Some(pin) = self.pins[self.pinned].take() {
                // SAFETY: releases exactly the address GetPrimitiveArrayCritical returned for
                // `pin.array`, in reverse order of pinning.
                unsafe {
                    if let Some(release) = (**self.env).ReleasePrimitiveArrayCritical {
                        release(self.env, pin.array, pin.address, pin.mode);
                    }
                }
            }
        }
    }
}

/// Runs `call` with a fresh frame behind the panic guard: a panic becomes `Status::Panic`.
fn framed<R>(
    env: *mut JNIEnv,
    call: impl FnOnce(&mut Frame) -> Result<R, Status>,
) -> Result<R, Status> {
    panic::catch_unwind(AssertUnwindSafe(|| call(&mut Frame::new(env))))
        .unwrap_or(Err(Status::Panic))
}

/// A JNI method returning a status.
pub(crate) fn status(
    env: *mut JNIEnv,
    call: impl FnOnce(&mut Frame) -> Result<Status, Status>,
) -> jint {
    framed(env, call).unwrap_or_else(|status| status) as jint
}

/// A JNI method returning a length (or a negative status).
pub(crate) fn length(
    env: *mut JNIEnv,
    call: impl FnOnce(&mut Frame) -> Result<i64, Status>,
) -> jlong {
    framed(env, call).unwrap_or_else(|status| status as i64)
}

/// A JNI method returning text: a Java string, or null when the call failed.
pub(crate) fn text(
    env: *mut JNIEnv,
    call: impl FnOnce(&mut Frame) -> Result<*const c_char, Status>,
) -> jstring {
    let made = panic::catch_unwind(AssertUnwindSafe(|| {
        let text = framed(env, call).unwrap_or(ptr::null());
        if text.is_null() {
            return ptr::null_mut();
        }
        // SAFETY: `text` is a NUL-terminated static string and no array is pinned any more.
        unsafe {
            match (**env).NewStringUTF {
                Some(new) => new(env, text),
                None => ptr::null_mut(),
            }
        }
    }));
    made.unwrap_or(ptr::null_mut())
}

/// The JNI type signature of an export's method.
pub fn signature(function: &Function) -> String {
    let mut text = String::from("(");
    for param in function.params {
        text.push_str(match param.kind {
            Kind::U32 => "I",
            Kind::Input | Kind::Output => "[B",
            Kind::InputSlice => "[BII",
            Kind::OutputU64 => "[J",
        });
    }
    text.push(')');
    text.push_str(match function.returns {
        Returns::Status => "I",
        Returns::Length => "J",
        Returns::Text => "Ljava/lang/String;",
    });
    text
}

/// Registers every export's JNI method on `JniBinding`. A library loaded by another class loader
/// or program (no `JniBinding` visible) registers nothing.
///
/// # Safety
/// Called by the JVM from `System.load`, with its JavaVM, on a thread attached to it.
#[no_mangle]
pub unsafe extern "system" fn JNI_OnLoad(vm: *mut JavaVM, _reserved: *mut c_void) -> jint {
    // SAFETY: `vm` is the JavaVM the JVM passes to JNI_OnLoad.
    panic::catch_unwind(|| unsafe { register(vm) }).unwrap_or(JNI_ERR)
}

/// # Safety
/// `vm` must be the JavaVM of the running JVM, on a thread attached to it.
unsafe fn register(vm: *mut JavaVM) -> jint {
    let mut env: *mut c_void = ptr::null_mut();
    // SAFETY: the caller's contract; every function pointer is checked before use.
    unsafe {
        let Some(get_env) = (**vm).GetEnv else {
            return JNI_ERR;
        };
        if get_env(vm, &mut env, JNI_VERSION_1_8) != JNI_OK {
            return JNI_ERR;
        }
        let env: *mut JNIEnv = env.cast();
        let (Some(find_class), Some(clear), Some(register_natives), Some(delete)) = (
            (**env).FindClass,
            (**env).ExceptionClear,
            (**env).RegisterNatives,
            (**env).DeleteLocalRef,
        ) else {
            return JNI_ERR;
        };
        let class_name = CString::new(BINDING_CLASS).expect("no NUL in the class name");
        let class = find_class(env, class_name.as_ptr());
        if class.is_null() {
            clear(env);
            return JNI_VERSION_1_8;
        }
        let functions = super::functions();
        let names: Vec<(CString, CString)> = functions
            .iter()
            .map(|f| {
                (
                    CString::new(f.name).expect("no NUL in a name"),
                    CString::new(signature(f)).expect("no NUL in a signature"),
                )
            })
            .collect();
        let methods: Vec<JNINativeMethod> = functions
            .iter()
            .zip(&names)
            .map(|(f, (name, signature))| JNINativeMethod {
                name: name.as_ptr().cast_mut(),
                signature: signature.as_ptr().cast_mut(),
                fnPtr: f.jni.cast_mut().cast(),
            })
            .collect();
        let count = jint::try_from(methods.len()).expect("few methods");
        // A Java declaration that differs leaves NoSuchMethodError pending: System.load throws it.
        let registered = register_natives(env, class, methods.as_ptr(), count);
        delete(env, class);
        if registered == JNI_OK {
            JNI_VERSION_1_8
        } else {
            JNI_ERR
        }
    }
}

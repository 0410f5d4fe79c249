//! The boundary: the C ABI (called through Panama FFM on JDK 22+, and by C) and the JNI methods
//! (JDK 17 and 21), both from one definition per operation. The header `include/rustpqc.h` and
//! the Java declarations are generated from these definitions; tests fail when either drifts.
//!
//! Each operation is an ordinary Rust function over slices in a module marked `#[exports]` (see
//! the `rustpqc-ffi-macros` crate), which writes its C export, its JNI method and its declaration.
//!
//! Conventions: every buffer is caller-owned and passed as a pointer and an explicit length;
//! nothing is allocated across the boundary. Every function returns `RUSTPQC_STATUS_OK` (0) or a
//! negative `RUSTPQC_STATUS_*` error. A panic never crosses the boundary: it becomes
//! `RUSTPQC_STATUS_PANIC`. Output buffers must not overlap any other buffer of the same call.
//! A call refused for its arguments (a length, a null pointer, overlapping buffers, a parameter
//! set, a pre-hash number, a context, a prepared key or a hash state; every operation checks
//! them before it computes anything) writes nothing: zeroing an output of the wrong length would
//! write past the caller's buffer, and zeroing overlapping outputs would wipe the inputs. Any
//! later failure zeroes the outputs, so it never leaves key material or a partial result behind.
//!
//! Parameter sets are named by their numbers: 512, 768 and 1024 for ML-KEM; 44, 65 and 87 for
//! ML-DSA; 20 to 31 for SLH-DSA (the last arc of each set's OID). X-Wing has a single set and
//! takes no number.

mod buffers;
mod declarations;
pub mod jni;
mod library;
mod mldsa;
mod mlkem;
mod runtime;
mod shake;
mod slhdsa;
mod stack;
mod status;
mod xwing;

pub use declarations::{Function, Kind, Param, Returns};
pub use library::*;
pub use mldsa::*;
pub use mlkem::*;
pub use shake::*;
pub use slhdsa::*;
pub use status::Status;
pub use xwing::*;

/// Every function of the boundary, in the order the Java declarations list them.
pub fn functions() -> Vec<Function> {
    let mut all = library::functions();
    all.extend(mlkem::functions());
    all.extend(mldsa::functions());
    all.extend(shake::functions());
    all.extend(xwing::functions());
    all.extend(slhdsa::functions());
    all
}

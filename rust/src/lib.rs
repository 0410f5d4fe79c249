//! rustpqc: ML-KEM (FIPS 203) and ML-DSA (FIPS 204) for the JVM.
//!
//! The core modules ([`mlkem`], [`mldsa`], [`entropy`]) are safe Rust over libcrux. Two thin
//! boundaries expose them: the C ABI in `ffi` (called through Panama FFM; its header is generated
//! by cbindgen into `include/rustpqc.h`) and the JNI exports in `jni` (JDK 17/21). Both call the
//! same core functions, and neither lets a panic cross into the JVM.

#![deny(unsafe_op_in_unsafe_fn)]

pub mod counters;
pub mod entropy;
mod error;
#[cfg(feature = "entropy-fault-injection")]
mod fault_hooks;
pub mod ffi;
mod jni;
pub mod mldsa;
pub mod mlkem;
mod platform;
pub mod self_test;

pub use error::Error;

//! Test-only controls, compiled only with the `entropy-fault-injection` feature (never in the
//! libraries the jar ships): make the OS random source fail or repeat, so tests can show that
//! key generation, encapsulation and hedged signing then fail and produce no key material.

use crate::entropy::fault;
use jni_sys::{jclass, jint, JNIEnv};

/// Sets the random source's behaviour: 0 works, 1 fails every draw, 2 repeats one block.
#[no_mangle]
pub extern "C" fn rustpqc_test_entropy_fault(mode: u32) {
    fault::set(mode as u8);
}

/// `dev.rustpqc.EntropyFaults.set(int)` in the Java tests.
#[no_mangle]
pub extern "system" fn Java_dev_rustpqc_EntropyFaults_set(
    _env: *mut JNIEnv,
    _class: jclass,
    mode: jint,
) {
    fault::set(mode as u8);
}

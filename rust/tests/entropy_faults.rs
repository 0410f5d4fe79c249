//! With the OS random source made to fail or repeat (test builds only), key generation,
//! encapsulation (ML-KEM and X-Wing) and hedged signing fail through the C ABI and write no key
//! material; operations
//! that need no randomness still work, and everything recovers when the source does.
//! Run with: cargo test --features entropy-fault-injection --test entropy_faults

#![cfg(feature = "entropy-fault-injection")]

use rustpqc::entropy::fault;
use rustpqc::ffi::*;

#[macro_use]
mod ffi_call;

const FILL: u8 = 0xaa;

/// What a call returned, and its output buffers after it.
type Outputs<const N: usize> = (Status, [Vec<u8>; N]);

/// Asserts that a call failed with `expected` and left each of its outputs zero.
fn assert_failed<const N: usize>(expected: Status, (status, outputs): Outputs<N>) {
    assert_eq!(status, expected);
    assert!(
        outputs.iter().all(|out| out.iter().all(|&b| b == 0)),
        "key material left by a call that failed with {status:?}"
    );
}

/// Output buffers of these lengths, filled with a pattern the call must overwrite or zero.
fn buffers<const N: usize>(lens: [usize; N]) -> [Vec<u8>; N] {
    lens.map(|len| vec![FILL; len])
}

fn mlkem_generate() -> Outputs<3> {
    let [mut seed, mut ek, mut dk] = buffers([64, 1184, 2400]);
    let status = unsafe { ffi_call!(rustpqc_mlkem_generate(768, &mut seed, &mut ek, &mut dk)) };
    (status, [seed, ek, dk])
}

fn mldsa_generate() -> Outputs<3> {
    let [mut seed, mut pk, mut sk] = buffers([32, 1312, 2560]);
    let status = unsafe { ffi_call!(rustpqc_mldsa_generate(44, &mut seed, &mut pk, &mut sk)) };
    (status, [seed, pk, sk])
}

fn encapsulate(ek: &[u8]) -> Outputs<2> {
    let [mut ct, mut ss] = buffers([1088, 32]);
    let status = unsafe { ffi_call!(rustpqc_mlkem_encapsulate(768, &ek, &mut ct, &mut ss)) };
    (status, [ct, ss])
}

fn xwing_generate() -> Outputs<2> {
    let [mut seed, mut pk] = buffers([32, 1216]);
    let status = unsafe { ffi_call!(rustpqc_xwing_generate(&mut seed, &mut pk)) };
    (status, [seed, pk])
}

fn xwing_encapsulate(pk: &[u8]) -> Outputs<2> {
    let [mut ct, mut ss] = buffers([1120, 32]);
    let status = unsafe { ffi_call!(rustpqc_xwing_encapsulate(&pk, &mut ct, &mut ss)) };
    (status, [ct, ss])
}

fn xwing_decapsulate(seed: &[u8], ct: &[u8]) -> Outputs<1> {
    let [mut ss] = buffers([32]);
    let status = unsafe { ffi_call!(rustpqc_xwing_decapsulate(&seed, &ct, &mut ss)) };
    (status, [ss])
}

fn sign(sk: &[u8], deterministic: u32) -> Outputs<1> {
    let [mut sig] = buffers([2420]);
    let (msg, no_context) = (b"m", std::ptr::null());
    let status = unsafe {
        ffi_call!(rustpqc_mldsa_sign(
            44,
            &sk,
            &msg,
            no_context,
            0,
            deterministic,
            &mut sig
        ))
    };
    (status, [sig])
}

/// One test, because the fault mode is process-wide.
#[test]
fn a_failing_or_stuck_random_source_yields_errors_and_no_key_material() {
    let (status, [_, ek, dk]) = mlkem_generate();
    assert_eq!(status, Status::Ok);
    let (status, [_, _, sk]) = mldsa_generate();
    assert_eq!(status, Status::Ok);
    let (status, [x_seed, x_pk]) = xwing_generate();
    assert_eq!(status, Status::Ok);
    let (status, [x_ct, x_ss]) = xwing_encapsulate(&x_pk);
    assert_eq!(status, Status::Ok);

    fault::set(fault::FAIL);
    assert_failed(Status::RandomnessUnavailable, mlkem_generate());
    assert_failed(Status::RandomnessUnavailable, mldsa_generate());
    assert_failed(Status::RandomnessUnavailable, encapsulate(&ek));
    assert_failed(Status::RandomnessUnavailable, sign(&sk, 0));
    assert_failed(Status::RandomnessUnavailable, xwing_generate());
    assert_failed(Status::RandomnessUnavailable, xwing_encapsulate(&x_pk));
    // No randomness needed: deterministic signing, decapsulation, key import.
    assert_eq!(
        xwing_decapsulate(&x_seed, &x_ct),
        (Status::Ok, [x_ss.clone()])
    );
    let mut derived = vec![0u8; 1216];
    let status = unsafe { ffi_call!(rustpqc_xwing_from_seed(&x_seed, &mut derived)) };
    assert_eq!((status, &derived), (Status::Ok, &x_pk));
    assert_eq!(sign(&sk, 1).0, Status::Ok);
    let (mut ss, ct) = (vec![0u8; 32], vec![7u8; 1088]);
    let status = unsafe { ffi_call!(rustpqc_mlkem_decapsulate(768, &dk, &ct, &mut ss)) };
    assert_eq!(status, Status::Ok);
    assert_eq!(rustpqc_self_test(), Status::Ok);

    fault::set(fault::REPEAT);
    assert_failed(Status::RandomnessRepeated, mlkem_generate());
    assert_eq!(encapsulate(&ek).0, Status::RandomnessRepeated);
    assert_failed(Status::RandomnessRepeated, xwing_generate());
    assert_failed(Status::RandomnessRepeated, xwing_encapsulate(&x_pk));

    fault::set(fault::NONE);
    let (status, [_, ek2, _]) = mlkem_generate();
    assert_eq!(status, Status::Ok);
    assert_ne!(ek2, ek);
    assert_eq!(encapsulate(&ek).0, Status::Ok);
    assert_eq!(sign(&sk, 0).0, Status::Ok);
    let (status, [x_seed2, x_pk2]) = xwing_generate();
    assert_eq!(status, Status::Ok);
    assert_ne!((x_seed2, x_pk2), (x_seed, x_pk.clone()));
    let (status, [x_ct2, x_ss2]) = xwing_encapsulate(&x_pk);
    assert_eq!(status, Status::Ok);
    assert_ne!((x_ct2, x_ss2), (x_ct, x_ss));
}

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

fn all_zero(buf: &[u8]) -> bool {
    buf.iter().all(|&b| b == 0)
}

fn mlkem_generate() -> (Status, Vec<u8>, Vec<u8>, Vec<u8>) {
    let (mut seed, mut ek, mut dk) = (vec![FILL; 64], vec![FILL; 1184], vec![FILL; 2400]);
    let status = unsafe { ffi_call!(rustpqc_mlkem_generate(768, &mut seed, &mut ek, &mut dk)) };
    (status, seed, ek, dk)
}

fn mldsa_generate() -> (Status, Vec<u8>, Vec<u8>, Vec<u8>) {
    let (mut seed, mut pk, mut sk) = (vec![FILL; 32], vec![FILL; 1312], vec![FILL; 2560]);
    let status = unsafe { ffi_call!(rustpqc_mldsa_generate(44, &mut seed, &mut pk, &mut sk)) };
    (status, seed, pk, sk)
}

fn encapsulate(ek: &[u8]) -> (Status, Vec<u8>, Vec<u8>) {
    let (mut ct, mut ss) = (vec![FILL; 1088], vec![FILL; 32]);
    let status = unsafe { ffi_call!(rustpqc_mlkem_encapsulate(768, &ek, &mut ct, &mut ss)) };
    (status, ct, ss)
}

fn xwing_generate() -> (Status, Vec<u8>, Vec<u8>) {
    let (mut seed, mut pk) = (vec![FILL; 32], vec![FILL; 1216]);
    let status = unsafe { ffi_call!(rustpqc_xwing_generate(&mut seed, &mut pk)) };
    (status, seed, pk)
}

fn xwing_encapsulate(pk: &[u8]) -> (Status, Vec<u8>, Vec<u8>) {
    let (mut ct, mut ss) = (vec![FILL; 1120], vec![FILL; 32]);
    let status = unsafe { ffi_call!(rustpqc_xwing_encapsulate(&pk, &mut ct, &mut ss)) };
    (status, ct, ss)
}

fn xwing_decapsulate(seed: &[u8], ct: &[u8]) -> (Status, Vec<u8>) {
    let mut ss = vec![FILL; 32];
    let status = unsafe { ffi_call!(rustpqc_xwing_decapsulate(&seed, &ct, &mut ss)) };
    (status, ss)
}

fn sign(sk: &[u8], deterministic: u32) -> (Status, Vec<u8>) {
    let mut sig = vec![FILL; 2420];
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
    (status, sig)
}

/// One test, because the fault mode is process-wide.
#[test]
fn a_failing_or_stuck_random_source_yields_errors_and_no_key_material() {
    let (status, _, ek, dk) = mlkem_generate();
    assert_eq!(status, Status::Ok);
    let (status, _, _, sk) = mldsa_generate();
    assert_eq!(status, Status::Ok);
    let (status, x_seed, x_pk) = xwing_generate();
    assert_eq!(status, Status::Ok);
    let (status, x_ct, x_ss) = xwing_encapsulate(&x_pk);
    assert_eq!(status, Status::Ok);

    fault::set(fault::FAIL);
    let (status, seed, ek_out, dk_out) = mlkem_generate();
    assert_eq!(status, Status::RandomnessUnavailable);
    assert!(all_zero(&seed) && all_zero(&ek_out) && all_zero(&dk_out));
    let (status, seed, pk_out, sk_out) = mldsa_generate();
    assert_eq!(status, Status::RandomnessUnavailable);
    assert!(all_zero(&seed) && all_zero(&pk_out) && all_zero(&sk_out));
    let (status, ct, ss) = encapsulate(&ek);
    assert_eq!(status, Status::RandomnessUnavailable);
    assert!(all_zero(&ct) && all_zero(&ss));
    let (status, sig) = sign(&sk, 0);
    assert_eq!(status, Status::RandomnessUnavailable);
    assert!(all_zero(&sig));
    let (status, seed, pk_out) = xwing_generate();
    assert_eq!(status, Status::RandomnessUnavailable);
    assert!(all_zero(&seed) && all_zero(&pk_out));
    let (status, ct, ss) = xwing_encapsulate(&x_pk);
    assert_eq!(status, Status::RandomnessUnavailable);
    assert!(all_zero(&ct) && all_zero(&ss));
    // No randomness needed: deterministic signing, decapsulation, key import.
    assert_eq!(
        xwing_decapsulate(&x_seed, &x_ct),
        (Status::Ok, x_ss.clone())
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
    let (status, seed, ek_out, dk_out) = mlkem_generate();
    assert_eq!(status, Status::RandomnessRepeated);
    assert!(all_zero(&seed) && all_zero(&ek_out) && all_zero(&dk_out));
    assert_eq!(encapsulate(&ek).0, Status::RandomnessRepeated);
    let (status, seed, pk_out) = xwing_generate();
    assert_eq!(status, Status::RandomnessRepeated);
    assert!(all_zero(&seed) && all_zero(&pk_out));
    let (status, ct, ss) = xwing_encapsulate(&x_pk);
    assert_eq!(status, Status::RandomnessRepeated);
    assert!(all_zero(&ct) && all_zero(&ss));

    fault::set(fault::NONE);
    let (status, _, ek2, _) = mlkem_generate();
    assert_eq!(status, Status::Ok);
    assert_ne!(ek2, ek);
    assert_eq!(encapsulate(&ek).0, Status::Ok);
    assert_eq!(sign(&sk, 0).0, Status::Ok);
    let (status, x_seed2, x_pk2) = xwing_generate();
    assert_eq!(status, Status::Ok);
    assert_ne!((x_seed2, x_pk2), (x_seed, x_pk.clone()));
    let (status, x_ct2, x_ss2) = xwing_encapsulate(&x_pk);
    assert_eq!(status, Status::Ok);
    assert_ne!((x_ct2, x_ss2), (x_ct, x_ss));
}

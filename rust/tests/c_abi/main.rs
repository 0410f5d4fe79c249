//! The C ABI as a C caller sees it: status codes, explicit lengths, null and overlapping
//! buffers; a call refused for its arguments writes nothing, a later failure zeroes the outputs.

use rustpqc::ffi::*;
use std::ptr;

#[macro_use]
#[path = "../ffi_call/mod.rs"]
mod ffi_call;
mod slh_dsa;
mod x_wing;

const KEM: u32 = 768;
const EK: usize = 1184;
const DK: usize = 2400;
const CT: usize = 1088;

/// Whether every byte of `buf` is `byte`: an output a call left as it was, or zeroed.
fn filled(buf: &[u8], byte: u8) -> bool {
    buf.iter().all(|&b| b == byte)
}

fn kem_keypair() -> (Vec<u8>, Vec<u8>) {
    let (mut seed, mut ek, mut dk) = ([0u8; 64], vec![0u8; EK], vec![0u8; DK]);
    let status = unsafe { ffi_call!(rustpqc_mlkem_generate(KEM, &mut seed, &mut ek, &mut dk)) };
    assert_eq!(status, Status::Ok);
    (ek, dk)
}

#[test]
fn ml_kem_round_trip() {
    let (ek, dk) = kem_keypair();
    let mut ct = vec![0u8; CT];
    let mut ss = [0u8; 32];
    let mut ss2 = [0u8; 32];
    unsafe {
        let encapsulated = ffi_call!(rustpqc_mlkem_encapsulate(KEM, &ek, &mut ct, &mut ss));
        assert_eq!(encapsulated, Status::Ok);
        let decapsulated = ffi_call!(rustpqc_mlkem_decapsulate(KEM, &dk, &ct, &mut ss2));
        assert_eq!(decapsulated, Status::Ok);
    }
    assert_eq!(ss, ss2);
}

#[test]
fn wrong_lengths_unknown_sets_and_nulls_are_reported() {
    let (ek, _) = kem_keypair();
    let mut ct = vec![0xaau8; CT];
    let mut ss = [0xaau8; 32];
    unsafe {
        let short = ffi_call!(rustpqc_mlkem_encapsulate(
            KEM,
            ek.as_ptr(),
            EK - 1,
            &mut ct,
            &mut ss
        ));
        assert_eq!(short, Status::BadLength);
        assert!(
            filled(&ct, 0xaa) && ss == [0xaa; 32],
            "a call refused for its arguments writes nothing"
        );
        let unknown = ffi_call!(rustpqc_mlkem_encapsulate(769, &ek, &mut ct, &mut ss));
        assert_eq!(unknown, Status::UnknownParameterSet);
        let null = ffi_call!(rustpqc_mlkem_encapsulate(
            KEM,
            ptr::null(),
            EK,
            &mut ct,
            &mut ss
        ));
        assert_eq!(null, Status::NullPointer);
        let mut pk = vec![0xaau8; 1952];
        let null_out = ffi_call!(rustpqc_mldsa_generate(
            65,
            ptr::null_mut(),
            32,
            &mut pk,
            ptr::null_mut(),
            4032
        ));
        assert_eq!(null_out, Status::NullPointer);
        assert!(
            filled(&pk, 0xaa),
            "a call refused for its arguments writes nothing"
        );
    }
}

#[test]
fn overlapping_output_is_refused() {
    let (_, dk) = kem_keypair();
    let mut buf = vec![0u8; DK + 32];
    buf[..DK].copy_from_slice(&dk);
    let ct = vec![0u8; CT];
    let status = unsafe {
        let base = buf.as_mut_ptr();
        ffi_call!(rustpqc_mlkem_decapsulate(
            KEM,
            base,
            DK,
            &ct,
            base.add(DK - 16),
            32
        ))
    };
    assert_eq!(status, Status::OverlappingBuffers);
    assert_eq!(
        &buf[..DK],
        &dk[..],
        "a refused call writes nothing: zeroing its output would wipe the input it overlaps"
    );
}

#[test]
fn ml_dsa_sign_verify_with_context() {
    let (mut seed, mut pk, mut sk) = ([0u8; 32], vec![0u8; 1312], vec![0u8; 2560]);
    let mut sig = vec![0u8; 2420];
    let msg = b"wire 2249.00 to account 42";
    let ctx = b"payments";
    unsafe {
        let generated = ffi_call!(rustpqc_mldsa_generate(44, &mut seed, &mut pk, &mut sk));
        assert_eq!(generated, Status::Ok);
        let signed = ffi_call!(rustpqc_mldsa_sign(44, &sk, &msg, &ctx, 0, &mut sig));
        assert_eq!(signed, Status::Ok);
        let verify = |m: &[u8], c: &[u8]| ffi_call!(rustpqc_mldsa_verify(44, &pk, &m, &c, &sig));
        assert_eq!(verify(msg, ctx), Status::Ok);
        assert_eq!(
            verify(b"wire 9999.00 to account 42", ctx),
            Status::VerificationFailed
        );
        assert_eq!(verify(msg, b""), Status::VerificationFailed);
        // An empty message may come with a null pointer.
        let signed = ffi_call!(rustpqc_mldsa_sign(
            44,
            &sk,
            ptr::null(),
            0,
            ptr::null(),
            0,
            1,
            &mut sig
        ));
        assert_eq!(signed, Status::Ok);
    }
}

#[test]
fn counters_see_ffi_calls() {
    let mut before = [0u64; RUSTPQC_OPERATION_COUNTERS];
    let mut after = [0u64; RUSTPQC_OPERATION_COUNTERS];
    unsafe {
        assert_eq!(ffi_call!(rustpqc_operation_counts(&mut before)), Status::Ok);
        kem_keypair();
        assert_eq!(ffi_call!(rustpqc_operation_counts(&mut after)), Status::Ok);
        let mut short = [7u64; 3];
        assert_eq!(
            rustpqc_operation_counts(short.as_mut_ptr(), 3),
            Status::BadLength
        );
        assert_eq!(
            short, [7; 3],
            "a refused length leaves its output untouched"
        );
        // A length no buffer can have is refused without touching memory.
        let mut one = [7u64; 1];
        assert_eq!(
            rustpqc_operation_counts(one.as_mut_ptr(), 1 << 63),
            Status::BadLength
        );
        assert_eq!(one, [7]);
    }
    let jni = RUSTPQC_OPERATION_COUNTERS / 2;
    assert!(after[0] > before[0], "ML-KEM generate counted on the C ABI");
    assert_eq!(after[jni], before[jni], "and not on JNI");
}

#[test]
fn version_is_the_crate_version() {
    let v = unsafe { std::ffi::CStr::from_ptr(rustpqc_version()) };
    assert_eq!(v.to_str().unwrap(), env!("CARGO_PKG_VERSION"));
}

#[test]
fn external_mu_signing_refuses_a_key_with_secrets_out_of_range() {
    let (seed, mut pk, mut sk) = ([0x40u8; 32], vec![0u8; 1312], vec![0u8; 2560]);
    let mut sig = vec![0xaau8; 2420];
    let mu = [7u8; 64];
    unsafe {
        let derived = ffi_call!(rustpqc_mldsa_from_seed(44, &seed, &mut pk, &mut sk));
        assert_eq!(derived, Status::Ok);
        sk[128] |= 0x07;
        let status = ffi_call!(rustpqc_mldsa_sign_mu(44, &sk, &mu, 1, &mut sig));
        assert_eq!(status, Status::InvalidSigningKey, "not a panic");
    }
    assert!(filled(&sig, 0), "the signature buffer is zeroed");
}

/// A wrong output length is refused and nothing is written: not the declared bytes past the
/// real buffer, nor a length far beyond it (the wipe used to write the declared length).
#[test]
fn an_output_with_a_wrong_length_is_left_untouched() {
    let (ek, dk) = kem_keypair();
    // The caller's buffer really is as long as it says; only the first CT bytes would be valid.
    let mut long_ct = vec![0xaau8; CT + 12];
    let mut ss = [0xaau8; 32];
    let status = unsafe { ffi_call!(rustpqc_mlkem_encapsulate(KEM, &ek, &mut long_ct, &mut ss)) };
    assert_eq!(status, Status::BadLength);
    assert!(filled(&long_ct, 0xaa) && ss == [0xaa; 32]);
    // A wrong length with a bad key too: the length is refused first, and nothing is written.
    let mut bad_dk = dk.clone();
    bad_dk[DK - 64] ^= 1;
    let mut short_ss = [0xaau8; 31];
    let ct = vec![0u8; CT];
    let status = unsafe { ffi_call!(rustpqc_mlkem_decapsulate(KEM, &bad_dk, &ct, &mut short_ss)) };
    assert_eq!(status, Status::BadLength);
    assert_eq!(short_ss, [0xaa; 31]);
    // A declared length far beyond the real buffer (but below isize::MAX): refused, as a length
    // or as a span over the other buffers, and nothing written (the wipe used to crash here).
    let mut ct = vec![0xaau8; CT];
    let status = unsafe {
        ffi_call!(rustpqc_mlkem_encapsulate(
            KEM,
            &ek,
            ct.as_mut_ptr(),
            1 << 40,
            &mut ss
        ))
    };
    assert!(
        [Status::BadLength, Status::OverlappingBuffers].contains(&status),
        "{status:?}"
    );
    assert!(filled(&ct, 0xaa));
}

/// A length no buffer can have is a wrong length, not an overlap (its span would cover
/// every other buffer).
#[test]
fn an_impossible_length_is_a_bad_length() {
    let (ek, _) = kem_keypair();
    let mut ct = vec![0xaau8; CT];
    let mut ss = [0xaau8; 32];
    for huge in [usize::MAX, isize::MAX as usize + 1] {
        let status = unsafe {
            ffi_call!(rustpqc_mlkem_encapsulate(
                KEM,
                &ek,
                ct.as_mut_ptr(),
                huge,
                &mut ss
            ))
        };
        assert_eq!(status, Status::BadLength, "ct_len {huge:#x}");
        let status = unsafe {
            ffi_call!(rustpqc_mlkem_encapsulate(
                KEM,
                ek.as_ptr(),
                huge,
                &mut ct,
                &mut ss
            ))
        };
        assert_eq!(status, Status::BadLength, "ek_len {huge:#x}");
    }
    let mut counts = [0u64; 4];
    let status = unsafe { rustpqc_operation_counts(counts.as_mut_ptr(), usize::MAX / 4) };
    assert_eq!(
        status,
        Status::BadLength,
        "a u64 length whose bytes overflow"
    );
    assert!(filled(&ct, 0xaa) && ss == [0xaa; 32] && counts == [0; 4]);
}

/// Every ML-DSA signing path refuses a key whose secret coefficients are out of range, as the
/// key check does: signatures made with such a key can leak it.
#[test]
fn every_signing_path_refuses_a_key_with_secrets_out_of_range() {
    let (seed, mut pk, mut sk) = ([0x41u8; 32], vec![0u8; 1952], vec![0u8; 4032]);
    let derived = unsafe { ffi_call!(rustpqc_mldsa_from_seed(65, &seed, &mut pk, &mut sk)) };
    assert_eq!(derived, Status::Ok);
    // ML-DSA-65 packs s1 and s2 in 4 bits per coefficient, at most 2 * eta = 8.
    sk[128] |= 0x0f;
    let check = unsafe { ffi_call!(rustpqc_mldsa_check_private_key(65, &sk)) };
    assert_eq!(check, Status::InvalidSigningKey);
    let (message, context, digest) = (b"message", b"context", [9u8; 64]);
    for deterministic in [0, 1] {
        let mut sig = vec![0xaau8; 3309];
        let plain = unsafe {
            ffi_call!(rustpqc_mldsa_sign(
                65,
                &sk,
                &message,
                &context,
                deterministic,
                &mut sig
            ))
        };
        assert_eq!(plain, Status::InvalidSigningKey, "rustpqc_mldsa_sign");
        assert!(filled(&sig, 0), "the signature buffer is zeroed");
        sig.fill(0xaa);
        // 3: SHA-512 (the last arc of its OID), a 64-byte digest.
        let prehashed = unsafe {
            ffi_call!(rustpqc_mldsa_sign_prehashed(
                65,
                &sk,
                3,
                &digest,
                &context,
                deterministic,
                &mut sig
            ))
        };
        assert_eq!(
            prehashed,
            Status::InvalidSigningKey,
            "rustpqc_mldsa_sign_prehashed"
        );
        assert!(filled(&sig, 0), "the signature buffer is zeroed");
    }
}

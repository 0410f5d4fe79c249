//! SLH-DSA through the C ABI: contexts, pre-hashes, and the stack it needs.

use super::*;

/// SLH-DSA-SHA2-256f: the set with the longest signatures, and the most stack (240 KiB to sign).
const SLH: u32 = 25;
const SLH_PK: usize = 64;
const SLH_SK: usize = 128;
const SLH_SIG: usize = 49856;

fn slh_sign_verify(message: &[u8]) -> (Status, Status) {
    let mut pk = vec![0u8; SLH_PK];
    let mut sk = vec![0u8; SLH_SK];
    let mut sig = vec![0u8; SLH_SIG];
    let context = b"ctx";
    unsafe {
        let generated = ffi_call!(rustpqc_slhdsa_generate(SLH, &mut pk, &mut sk));
        assert_eq!(generated, Status::Ok);
        let signed = ffi_call!(rustpqc_slhdsa_sign(
            SLH, &sk, &message, &context, 0, &mut sig
        ));
        let verified = ffi_call!(rustpqc_slhdsa_verify(SLH, &pk, &message, &context, &sig));
        (signed, verified)
    }
}

#[test]
fn slh_dsa_sign_verify_with_context_and_prehash() {
    assert_eq!(slh_sign_verify(b"message"), (Status::Ok, Status::Ok));
    let mut pk = vec![0u8; SLH_PK];
    let mut sk = vec![0u8; SLH_SK];
    let mut sig = vec![0u8; SLH_SIG];
    let digest = [7u8; 64];
    unsafe {
        ffi_call!(rustpqc_slhdsa_generate(SLH, &mut pk, &mut sk));
        // SHA-512 (3) takes a 64-byte digest; 13 is no pre-hash function.
        let signed = ffi_call!(rustpqc_slhdsa_sign_prehash(
            SLH,
            &sk,
            3,
            &digest,
            ptr::null(),
            0,
            1,
            &mut sig
        ));
        assert_eq!(signed, Status::Ok);
        let verify = |hash: u32, digest_len: usize| {
            let digest = digest.as_ptr();
            let no_context = ptr::null();
            ffi_call!(rustpqc_slhdsa_verify_prehash(
                SLH, &pk, hash, digest, digest_len, no_context, 0, &sig
            ))
        };
        assert_eq!(verify(3, 64), Status::Ok);
        assert_eq!(verify(10, 64), Status::VerificationFailed);
        assert_eq!(verify(3, 63), Status::BadLength);
        assert_eq!(verify(13, 64), Status::UnknownHashFunction);
        assert_eq!(verify(0, 64), Status::UnknownHashFunction);
        // A failed signing call leaves zeros.
        sig.fill(0xA5);
        let short = ffi_call!(rustpqc_slhdsa_sign_prehash(
            SLH,
            &sk,
            12,
            &digest,
            ptr::null(),
            0,
            1,
            sig.as_mut_ptr(),
            SLH_SIG - 1
        ));
        assert_eq!(short, Status::BadLength);
        assert!(filled(&sig, 0xA5), "a refused length: nothing written");
        assert_eq!(
            ffi_call!(rustpqc_slhdsa_generate(44, &mut pk, &mut sk)),
            Status::UnknownParameterSet
        );
    }
}

/// A thread with a small stack (a JVM thread made with `-Xss256k`, say) signs and verifies with
/// the set that needs the most stack: the calls run on a helper thread instead of overflowing.
#[test]
fn slh_dsa_works_on_a_thread_with_a_small_stack() {
    let small = std::thread::Builder::new().stack_size(160 * 1024);
    let statuses = small
        .spawn(|| slh_sign_verify(&[1u8; 100]))
        .unwrap()
        .join()
        .unwrap();
    assert_eq!(statuses, (Status::Ok, Status::Ok));
}

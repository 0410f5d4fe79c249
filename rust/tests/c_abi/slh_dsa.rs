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
    unsafe {
        assert_eq!(
            rustpqc_slhdsa_generate(SLH, pk.as_mut_ptr(), SLH_PK, sk.as_mut_ptr(), SLH_SK),
            Status::Ok
        );
        let signed = rustpqc_slhdsa_sign(
            SLH,
            sk.as_ptr(),
            SLH_SK,
            message.as_ptr(),
            message.len(),
            b"ctx".as_ptr(),
            3,
            0,
            sig.as_mut_ptr(),
            SLH_SIG,
        );
        let verified = rustpqc_slhdsa_verify(
            SLH,
            pk.as_ptr(),
            SLH_PK,
            message.as_ptr(),
            message.len(),
            b"ctx".as_ptr(),
            3,
            sig.as_ptr(),
            SLH_SIG,
        );
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
        rustpqc_slhdsa_generate(SLH, pk.as_mut_ptr(), SLH_PK, sk.as_mut_ptr(), SLH_SK);
        // SHA-512 (3) takes a 64-byte digest; 13 is no pre-hash function.
        assert_eq!(
            rustpqc_slhdsa_sign_prehash(
                SLH,
                sk.as_ptr(),
                SLH_SK,
                3,
                digest.as_ptr(),
                64,
                ptr::null(),
                0,
                1,
                sig.as_mut_ptr(),
                SLH_SIG
            ),
            Status::Ok
        );
        let verify = |hash: u32, digest_len: usize| {
            rustpqc_slhdsa_verify_prehash(
                SLH,
                pk.as_ptr(),
                SLH_PK,
                hash,
                digest.as_ptr(),
                digest_len,
                ptr::null(),
                0,
                sig.as_ptr(),
                SLH_SIG,
            )
        };
        assert_eq!(verify(3, 64), Status::Ok);
        assert_eq!(verify(10, 64), Status::VerificationFailed);
        assert_eq!(verify(3, 63), Status::BadLength);
        assert_eq!(verify(13, 64), Status::UnknownHashFunction);
        assert_eq!(verify(0, 64), Status::UnknownHashFunction);
        // A failed signing call leaves zeros.
        sig.fill(0xA5);
        assert_eq!(
            rustpqc_slhdsa_sign_prehash(
                SLH,
                sk.as_ptr(),
                SLH_SK,
                12,
                digest.as_ptr(),
                64,
                ptr::null(),
                0,
                1,
                sig.as_mut_ptr(),
                SLH_SIG - 1
            ),
            Status::BadLength
        );
        assert!(
            sig.iter().all(|&b| b == 0xA5),
            "a refused length: nothing written"
        );
        assert_eq!(
            rustpqc_slhdsa_generate(44, pk.as_mut_ptr(), SLH_PK, sk.as_mut_ptr(), SLH_SK),
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

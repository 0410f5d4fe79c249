//! `rustpqc_operation_counts`: fuzzer-chosen lengths and null pointers, interleaved with a few
//! operations that succeed or fail (packed and prepared ML-KEM keys, X-Wing, checks, the
//! self-test). It
//! must succeed exactly for a non-null array of RUSTPQC_OPERATION_COUNTERS values; a refusal
//! must leave the array it was given untouched; and between two snapshots each C ABI counter must grow by
//! exactly the number of successful operations of its kind (a prepared encapsulation or
//! decapsulation counts as one; preparing, checking and the self-test count nothing), the JNI
//! counters not at all.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::*;
use rustpqc_fuzz::*;

/// Counter indices of the C ABI (see rust/src/counters.rs): ML-KEM generate, from-seed,
/// encapsulate, decapsulate; ML-DSA generate, from-seed, sign, verify; X-Wing generate,
/// from-seed, encapsulate, decapsulate.
const KEM_FROM_SEED: usize = 1;
const KEM_ENCAPSULATE: usize = 2;
const KEM_DECAPSULATE: usize = 3;
const XWING_FROM_SEED: usize = 9;
const XWING_ENCAPSULATE: usize = 10;
const XWING_DECAPSULATE: usize = 11;

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let before = counts();
    let mut expected = before;

    // A few operations; only successes may be counted.
    for _ in 0..input.u8() % 4 {
        let id = KEM_IDS[input.below(3)];
        let seed: [u8; 64] = input.array();
        match input.u8() % 8 {
            0 => {
                kem_from_seed(id, &seed);
                expected[KEM_FROM_SEED] += 1;
            }
            1 => {
                let (ek, _) = kem_from_seed(id, &seed);
                kem_encapsulate(id, &ek);
                expected[KEM_FROM_SEED] += 1;
                expected[KEM_ENCAPSULATE] += 1;
            }
            2 => {
                // A failed encapsulation (wrong length) is not counted.
                let (ek, _) = kem_from_seed(id, &seed);
                let (status, _, _) = into_two(rustpqc_mlkem_encapsulate, id, &ek, (8, 32));
                assert_eq!(status, Status::BadLength);
                expected[KEM_FROM_SEED] += 1;
            }
            3 => {
                let kem = Kem::of(id).unwrap();
                kem_decapsulate(id, &vec![7u8; kem.dk], &vec![9u8; kem.ct]);
                expected[KEM_DECAPSULATE] += 1;
            }
            4 => {
                // X-Wing: both decapsulations count, preparing and checking do not.
                let pk = xwing_from_seed(&seed[..32]);
                assert_eq!(xwing_check_pk(&pk), Status::Ok);
                let (ct, _) = xwing_encapsulate(&pk);
                xwing_decapsulate(&seed[..32], &ct);
                xwing_decapsulate_prepared(&xwing_prepare(&seed[..32]), &ct);
                expected[XWING_FROM_SEED] += 1;
                expected[XWING_ENCAPSULATE] += 1;
                expected[XWING_DECAPSULATE] += 2;
            }
            5 => {
                // Preparing is not counted; the prepared operations are.
                let (ek, dk) = kem_from_seed(id, &seed);
                let (ct, _) = kem_encapsulate_prepared(id, &kem_prepare_ek(id, &ek));
                kem_decapsulate_prepared(id, &kem_prepare_dk(id, &dk), &ct);
                expected[KEM_FROM_SEED] += 1;
                expected[KEM_ENCAPSULATE] += 1;
                expected[KEM_DECAPSULATE] += 1;
            }
            6 => {
                // A prepared key refused for its header is not counted, nor are the checks and
                // the self-test.
                let (ek, _) = kem_from_seed(id, &seed);
                let mut prepared = kem_prepare_ek(id, &ek);
                prepared[input.below(8)] ^= 0x10;
                let ct_len = Kem::of(id).unwrap().ct;
                let encapsulate = rustpqc_mlkem_encapsulate_prepared;
                let (status, _, _) = into_two(encapsulate, id, &prepared, (ct_len, 32));
                assert_eq!(status, Status::InvalidPreparedKey);
                assert_eq!(kem_check_ek(id, &ek), Status::Ok);
                assert_eq!(rustpqc_self_test(), Status::Ok);
                expected[KEM_FROM_SEED] += 1;
            }
            7 => {
                let dsa = Dsa::of(65).unwrap();
                assert_eq!(
                    dsa_check_sk(65, &vec![0xFFu8; dsa.sk]),
                    Status::InvalidSigningKey
                );
                assert_eq!(
                    dsa_check_pair(65, &vec![0u8; dsa.pk], &vec![0u8; dsa.sk]),
                    Status::InvalidSigningKey
                );
            }
            _ => {
                // A failed verification is not counted.
                let dsa = Dsa::of(44).unwrap();
                let status = dsa_verify(44, &vec![1u8; dsa.pk], b"m", b"", &[0u8; 3]);
                assert_eq!(status, Status::VerificationFailed);
            }
        }
    }

    // The snapshot under test: fuzzer-chosen length and pointer; a refused one writes nothing, so
    // no partial snapshot may be left.
    if let Some(out) = fill_values(
        &mut input,
        RUSTPQC_OPERATION_COUNTERS,
        rustpqc_operation_counts,
    ) {
        assert_eq!(
            out, expected,
            "counters moved by other than the successful operations"
        );
    }
    assert_eq!(counts(), expected, "a snapshot changed the counters");
});

//! `rustpqc_self_test`: between fuzzer-driven calls that succeed or fail (any set number, key
//! and prepared-key bytes of any length), the known-answer self-test must pass every time and
//! count no operation. Once per process the C ABI must also reproduce, through its own
//! functions, three of the digests the self-test records (ML-KEM-768 key generation, ML-DSA-65
//! key generation and deterministic signing: SHA3-256 computed here).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc::self_test as kat;
use rustpqc_fuzz::ffi::*;
use rustpqc_fuzz::*;
use std::sync::Once;

fn recorded_digests_match_the_c_abi() {
    let digests = self_test_digests(
        &kat::ML_KEM_SEED,
        &kat::ML_DSA_SEED,
        kat::MESSAGE,
        kat::CONTEXT,
    );
    assert_eq!(
        digests,
        [kat::ML_KEM_KEYS, kat::ML_DSA_KEYS, kat::ML_DSA_SIGNATURE],
        "the C ABI does not reproduce the self-test's recorded digests"
    );
}

fuzz_target!(|data: &[u8]| {
    static ONCE: Once = Once::new();
    ONCE.call_once(recorded_digests_match_the_c_abi);
    let mut input = Input::new(data);
    for _ in 0..1 + input.u8() % 3 {
        let id = input.u32();
        let len = input.below(16384);
        let bytes = input.blob(len);
        match input.u8() % 5 {
            0 => {
                let _ = kem_check_ek(id, &bytes);
                let _ = kem_check_dk(id, &bytes);
            }
            1 => {
                let _ = dsa_check_sk(id, &bytes);
                let _ = dsa_check_pair(id, &bytes, &bytes);
            }
            2 => {
                // Fuzzer bytes as a prepared key, for either kind.
                let ct_len = Kem::of(id).map_or(1568, |k| k.ct);
                let encapsulate = rustpqc_mlkem_encapsulate_prepared;
                let (_, ct, _) = into_two(encapsulate, id, &bytes, (ct_len, 32));
                let decapsulate = rustpqc_mlkem_decapsulate_prepared;
                let _ = two_into_one(decapsulate, id, &bytes, &ct, 32);
            }
            3 => {
                // A successful round trip through prepared keys of a known set.
                let id = KEM_IDS[id as usize % 3];
                let seed: [u8; 64] = input.array();
                let (ek, dk) = kem_from_seed(id, &seed);
                let (ct, ss) = kem_encapsulate_prepared(id, &kem_prepare_ek(id, &ek));
                assert_eq!(
                    kem_decapsulate_prepared(id, &kem_prepare_dk(id, &dk), &ct),
                    ss
                );
            }
            _ => {
                let id = DSA_IDS[id as usize % 3];
                let seed: [u8; 32] = input.array();
                let (pk, sk) = dsa_from_seed(id, &seed);
                let signature = dsa_sign(id, &sk, &bytes, b"", false);
                assert_eq!(dsa_verify(id, &pk, &bytes, b"", &signature), Status::Ok);
            }
        }
        let before = counts();
        assert_eq!(rustpqc_self_test(), Status::Ok, "the self-test failed");
        assert_eq!(counts(), before, "the self-test counted operations");
    }
});

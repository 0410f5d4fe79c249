//! `rustpqc_mldsa_generate`: fuzzer-chosen set, output lengths, null and overlapping outputs.
//! A success must give a seed whose derived key pair is the one returned, a consistent key pair
//! (shared rho, tr = H(pk)), and a key that signs verifiably.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_mldsa_generate;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let Some((id, dsa, [seed, pk, sk])) = fuzz_generate::<Dsa>(data, rustpqc_mldsa_generate) else {
        return;
    };
    assert!(seed.iter().any(|&b| b != 0), "an all-zero seed");
    check_dsa_pair(dsa, &pk, &sk);
    let (pk2, sk2) = dsa_from_seed(id, &seed);
    assert_eq!(pk, pk2, "pk is not the one the seed derives");
    assert_eq!(sk, sk2, "sk is not the one the seed derives");
    let sig = dsa_sign(id, &sk, b"fuzz", b"", false);
    assert_eq!(
        dsa_verify(id, &pk, b"fuzz", b"", &sig),
        Status::Ok,
        "round trip"
    );
});

//! `rustpqc_mldsa_from_seed`: fuzzer-chosen seed bytes and length, output lengths, null and
//! overlapping buffers. A success must be deterministic, consistent (shared rho, tr = H(pk))
//! and sign verifiably.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_mldsa_from_seed;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let from_seed = rustpqc_mldsa_from_seed;
    let Some((id, dsa, seed, pair)) = fuzz_from_seed::<Dsa>(data, from_seed, 4 * Dsa::SEED) else {
        return;
    };
    let (pk, sk) = (&pair.0, &pair.1);
    check_dsa_pair(dsa, pk, sk);
    assert_eq!(
        dsa_from_seed(id, &seed),
        pair,
        "from_seed is not deterministic"
    );
    let sig = dsa_sign(id, sk, &seed, b"ctx", true);
    assert_eq!(
        dsa_verify(id, pk, &seed, b"ctx", &sig),
        Status::Ok,
        "round trip"
    );
});

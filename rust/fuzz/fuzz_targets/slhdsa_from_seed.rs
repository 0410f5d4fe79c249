//! `rustpqc_slhdsa_from_seed`: fuzzer-chosen set, seed (any length and contents), output
//! lengths, null and overlapping buffers. A success must give the key pair fips205 derives from
//! the same seed, the private key starting with the seed and ending with the public key.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_slhdsa_from_seed;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let from_seed = rustpqc_slhdsa_from_seed;
    let Some((id, slh, seed, (pk, sk))) = fuzz_from_seed::<Slh>(data, from_seed, 256) else {
        return;
    };
    check_slh_pair(slh, &pk, &sk);
    assert_eq!(&sk[..slh.seed()], seed, "sk does not start with the seed");
    assert_eq!(
        (slh_oracle(id).keygen)(&seed),
        (pk, sk),
        "fips205 derives another key pair"
    );
});

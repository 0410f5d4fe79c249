//! `rustpqc_mlkem_generate`: fuzzer-chosen set, output lengths, null and overlapping outputs.
//! A success must give a seed whose derived key pair is the one returned, and that key pair
//! must pass the FIPS 203 checks and round-trip a shared secret.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_mlkem_generate;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let Some((id, kem, [seed, ek, dk])) = fuzz_generate::<Kem>(data, rustpqc_mlkem_generate) else {
        return;
    };
    assert!(seed.iter().any(|&b| b != 0), "an all-zero seed");
    check_kem_pair(kem, &ek, &dk, Some(&seed));
    let (ek2, dk2) = kem_from_seed(id, &seed);
    assert_eq!(ek, ek2, "ek is not the one the seed derives");
    assert_eq!(dk, dk2, "dk is not the one the seed derives");
    let (ct, ss) = kem_encapsulate(id, &ek);
    assert_eq!(kem_decapsulate(id, &dk, &ct), ss, "round trip");
});

//! `rustpqc_fips_indicator`: fuzzer-chosen lengths and null pointers, after a few operations that
//! succeed or fail. It must succeed exactly for a non-null array of 3 values, which the default
//! flavour (the fuzzed library) fills with zeros whatever ran before; a refusal must leave the
//! array it was given untouched.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::*;
use rustpqc_fuzz::*;

const VALUES: usize = 3;

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    // Operations the FIPS flavour would indicate: they must leave the default flavour's zeros.
    for _ in 0..input.u8() % 3 {
        let id = KEM_IDS[input.below(3)];
        let seed: [u8; 64] = input.array();
        let (ek, dk) = kem_from_seed(id, &seed);
        let (ct, _) = kem_encapsulate(id, &ek);
        kem_decapsulate(id, &dk, &ct);
        let dsa = Dsa::of(44).unwrap();
        let _ = dsa_verify(44, &vec![1u8; dsa.pk], b"m", b"", &[0u8; 3]);
    }

    if let Some(out) = fill_values(&mut input, VALUES, rustpqc_fips_indicator) {
        assert_eq!(out, [0; VALUES], "the default flavour indicated something");
    }
});

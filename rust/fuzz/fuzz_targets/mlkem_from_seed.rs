//! `rustpqc_mlkem_from_seed`: fuzzer-chosen seed bytes and length, output lengths, null and
//! overlapping buffers. A success must be deterministic, pass the FIPS 203 checks, carry z of
//! the seed, and round-trip a shared secret.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_mlkem_from_seed;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let from_seed = rustpqc_mlkem_from_seed;
    let Some((id, kem, seed, (ek, dk))) = fuzz_from_seed::<Kem>(data, from_seed, 4 * Kem::SEED)
    else {
        return;
    };
    check_kem_pair(kem, &ek, &dk, Some(&seed));
    assert_eq!(
        kem_from_seed(id, &seed),
        (ek.clone(), dk.clone()),
        "from_seed is not deterministic"
    );
    assert_eq!(kem_check_ek(id, &ek), Status::Ok);
    assert_eq!(kem_check_dk(id, &dk), Status::Ok);
    let (ct, ss) = kem_encapsulate(id, &ek);
    assert_eq!(kem_decapsulate(id, &dk, &ct), ss, "round trip");
});

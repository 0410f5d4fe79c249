//! `rustpqc_mlkem_prepare_encapsulation_key`: encapsulation keys that are genuine, mutated,
//! random or coefficient-valid random, of fuzzer-chosen lengths; prepared-key buffers of
//! fuzzer-chosen lengths; null and overlapping buffers. The status must agree with an
//! independent modulus check; a success must be deterministic, carry the header (set, kind,
//! CPU layout decided here from the CPU's features), rho and H(ek), and encapsulate to a secret
//! that the packed decapsulation of the genuine key recovers.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::RUSTPQC_PREPARED_ENCAPSULATION_KEY as KIND;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let Some(call) = CheckedKey::Encapsulation.fuzz_prepare(data) else {
        return;
    };
    let (id, ek, prepared) = (call.id, &call.key, &call.prepared);
    check_prepared(call.kem, id, KIND, prepared, ek, None);
    assert_eq!(
        kem_prepare_ek(id, ek),
        *prepared,
        "preparing is not deterministic"
    );
    let (ct, ss) = kem_encapsulate_prepared(id, prepared);
    assert!(ss.iter().any(|&b| b != 0), "an all-zero shared secret");
    if let Some((ek0, dk0)) = &call.genuine {
        if ek == ek0 {
            assert_eq!(kem_decapsulate(id, dk0, &ct), ss, "round trip");
        }
    }
});

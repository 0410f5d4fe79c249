//! `rustpqc_mlkem_prepare_decapsulation_key`: decapsulation keys that are genuine, mutated,
//! random, or random with a correct embedded H(ek) (then perhaps mutated), of fuzzer-chosen
//! lengths; prepared-key buffers of fuzzer-chosen lengths; null and overlapping buffers. The
//! status must agree with an independent FIPS 203 hash check; a success must be deterministic,
//! carry the header, rho, H(ek) and z, and decapsulate exactly as the packed key does, on a
//! genuine ciphertext (when the embedded key can be encapsulated to) and on a tampered one.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::RUSTPQC_PREPARED_DECAPSULATION_KEY as KIND;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let Some(mut call) = CheckedKey::Decapsulation.fuzz_prepare(data) else {
        return;
    };
    let (id, kem, dk, prepared) = (call.id, call.kem, &call.key, &call.prepared);
    let ek = kem.embedded_ek(dk);
    check_prepared(kem, id, KIND, prepared, ek, Some(kem.z(dk)));
    assert_eq!(
        kem_prepare_dk(id, dk),
        *prepared,
        "preparing is not deterministic"
    );
    // A ciphertext to the embedded key if it can be encapsulated to, else random bytes; then
    // the same with a few bytes changed (implicit rejection).
    let (mut ct, ss) = if modulus_check(kem, ek) {
        let (ct, ss) = kem_encapsulate(id, ek);
        (ct, Some(ss))
    } else {
        (call.input.blob(kem.ct), None)
    };
    let secret = kem_decapsulate_prepared(id, prepared, &ct);
    assert_eq!(
        secret,
        kem_decapsulate(id, dk, &ct),
        "prepared and packed differ"
    );
    let genuine = call.genuine.as_ref().is_some_and(|(_, dk0)| dk == dk0);
    if let (true, Some(ss)) = (genuine, ss) {
        assert_eq!(secret, ss, "round trip");
    }
    let untouched = ct.clone();
    call.input.mutate(&mut ct);
    if ct == untouched {
        ct[0] ^= 1;
    }
    let rejected = kem_decapsulate_prepared(id, prepared, &ct);
    assert_eq!(
        rejected,
        kem_decapsulate(id, dk, &ct),
        "prepared and packed differ on a tampered ciphertext"
    );
    if genuine {
        assert_eq!(rejected, implicit_rejection(kem, dk, &ct), "not J(z || c)");
    }
});

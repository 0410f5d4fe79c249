//! `rustpqc_mlkem_prepare_decapsulation_key`: decapsulation keys that are genuine, mutated,
//! random, or random with a correct embedded H(ek) (then perhaps mutated), of fuzzer-chosen
//! lengths; prepared-key buffers of fuzzer-chosen lengths; null and overlapping buffers. The
//! status must agree with an independent FIPS 203 hash check; a success must be deterministic,
//! carry the header, rho, H(ek) and z, and decapsulate exactly as the packed key does, on a
//! genuine ciphertext (when the embedded key can be encapsulated to) and on a tampered one.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::{
    rustpqc_mlkem_prepare_decapsulation_key, RUSTPQC_PREPARED_DECAPSULATION_KEY as KIND,
};
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, base, kem, sizes) = Kem::case(data);
    let prepared_len = expected_prepared_len(sizes, KIND);
    let mut frame = Frame::new(input.arena());
    let dk_spec = input.spec(sizes.dk);
    let prepared = frame.output(input.spec(prepared_len), Expect::Exact(prepared_len));
    let (content, genuine) = decapsulation_key(&mut input, base, sizes);
    let dk = frame.input(dk_spec, Expect::Exact(sizes.dk), &content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe {
        c_call!(frame => rustpqc_mlkem_prepare_decapsulation_key(id, &dk, &mut prepared))
    };
    let passed = frame.passed(dk).map(<[u8]>::to_vec);
    let invalid = match (kem, &passed) {
        (Some(kem), Some(bytes)) if bytes.len() == kem.dk => !hash_check(kem, bytes),
        _ => false,
    };
    let semantics = Semantics {
        statuses: &[(Status::InvalidDecapsulationKey, invalid)],
        must_fail: invalid,
        may_fail: false,
    };
    if !judge(status, kem.is_some(), &frame, semantics) {
        return;
    }
    let kem = kem.unwrap();
    let dk = passed.unwrap();
    let prepared = frame.bytes(prepared).unwrap();
    let ek = kem.embedded_ek(&dk);
    check_prepared(kem, id, KIND, prepared, ek, Some(kem.z(&dk)));
    assert_eq!(
        kem_prepare_dk(id, &dk),
        prepared,
        "preparing is not deterministic"
    );
    // A ciphertext to the embedded key if it can be encapsulated to, else random bytes; then
    // the same with a few bytes changed (implicit rejection).
    let (mut ct, ss) = if modulus_check(kem, ek) {
        let (ct, ss) = kem_encapsulate(id, ek);
        (ct, Some(ss))
    } else {
        (input.blob(kem.ct), None)
    };
    let secret = kem_decapsulate_prepared(id, prepared, &ct);
    assert_eq!(
        secret,
        kem_decapsulate(id, &dk, &ct),
        "prepared and packed differ"
    );
    if let (Some((_, dk0)), Some(ss)) = (&genuine, ss) {
        if dk == *dk0 {
            assert_eq!(secret, ss, "round trip");
        }
    }
    let untouched = ct.clone();
    input.mutate(&mut ct);
    if ct == untouched {
        ct[0] ^= 1;
    }
    let rejected = kem_decapsulate_prepared(id, prepared, &ct);
    assert_eq!(
        rejected,
        kem_decapsulate(id, &dk, &ct),
        "prepared and packed differ on a tampered ciphertext"
    );
    if genuine.is_some_and(|(_, dk0)| dk == dk0) {
        assert_eq!(rejected, implicit_rejection(kem, &dk, &ct), "not J(z || c)");
    }
});

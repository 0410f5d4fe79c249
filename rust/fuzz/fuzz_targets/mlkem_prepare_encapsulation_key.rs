//! `rustpqc_mlkem_prepare_encapsulation_key`: encapsulation keys that are genuine, mutated,
//! random or coefficient-valid random, of fuzzer-chosen lengths; prepared-key buffers of
//! fuzzer-chosen lengths; null and overlapping buffers. The status must agree with an
//! independent modulus check; a success must be deterministic, carry the header (set, kind,
//! CPU layout decided here from the CPU's features), rho and H(ek), and encapsulate to a secret
//! that the packed decapsulation of the genuine key recovers.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::{
    rustpqc_mlkem_prepare_encapsulation_key, RUSTPQC_PREPARED_ENCAPSULATION_KEY as KIND,
};
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, base, kem, sizes) = Kem::case(data);
    let prepared_len = expected_prepared_len(sizes, KIND);
    let mut frame = Frame::new(input.arena());
    let ek_spec = input.spec(sizes.ek);
    let prepared = frame.output(input.spec(prepared_len), Expect::Exact(prepared_len));
    let (content, genuine) = encapsulation_key(&mut input, base, sizes);
    let ek = frame.input(ek_spec, Expect::Exact(sizes.ek), &content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe {
        c_call!(frame => rustpqc_mlkem_prepare_encapsulation_key(id, &ek, &mut prepared))
    };
    let passed = frame.passed(ek).map(<[u8]>::to_vec);
    let invalid = match (kem, &passed) {
        (Some(kem), Some(bytes)) if bytes.len() == kem.ek => !modulus_check(kem, bytes),
        _ => false,
    };
    let semantics = Semantics {
        statuses: &[(Status::InvalidEncapsulationKey, invalid)],
        must_fail: invalid,
        may_fail: false,
    };
    if !judge(status, kem.is_some(), &frame, semantics) {
        return;
    }
    let kem = kem.unwrap();
    let ek = passed.unwrap();
    let prepared = frame.bytes(prepared).unwrap();
    check_prepared(kem, id, KIND, prepared, &ek, None);
    assert_eq!(
        kem_prepare_ek(id, &ek),
        prepared,
        "preparing is not deterministic"
    );
    let (ct, ss) = kem_encapsulate_prepared(id, prepared);
    assert!(ss.iter().any(|&b| b != 0), "an all-zero shared secret");
    if let Some((ek0, dk0)) = genuine {
        if ek == ek0 {
            assert_eq!(kem_decapsulate(id, &dk0, &ct), ss, "round trip");
        }
    }
});

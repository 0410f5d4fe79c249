//! `rustpqc_mlkem_check_encapsulation_key`: keys that are genuine, mutated, random, or random
//! with every coefficient reduced below q (then perhaps one pushed to q or above), of fuzzer-
//! chosen lengths. The status must agree with an independent FIPS 203 modulus check.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_mlkem_check_encapsulation_key;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, base, kem, sizes) = Kem::case(data);
    let spec = input.spec(sizes.ek);
    let (content, _) = encapsulation_key(&mut input, base, sizes);
    let mut frame = Frame::new(false);
    let ek = frame.input(spec, Expect::Exact(sizes.ek), &content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe { c_call!(frame => rustpqc_mlkem_check_encapsulation_key(id, &ek)) };
    let invalid = match (kem, frame.passed(ek)) {
        (Some(kem), Some(bytes)) if bytes.len() == kem.ek => !modulus_check(kem, bytes),
        _ => false,
    };
    let semantics = Semantics {
        statuses: &[(Status::InvalidEncapsulationKey, invalid)],
        must_fail: invalid,
        may_fail: false,
    };
    judge(status, kem.is_some(), &frame, semantics);
});

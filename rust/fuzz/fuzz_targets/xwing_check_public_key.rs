//! `rustpqc_xwing_check_public_key`: keys that are genuine, mutated, with a low-order X25519
//! part, random, or random with the ML-KEM part reduced below q (then perhaps mutated), of
//! fuzzer-chosen lengths. The status must agree with an independent FIPS 203 modulus check of the
//! ML-KEM part; the X25519 part never makes a key invalid.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_xwing_check_public_key;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let spec = input.spec(XWing::PK);
    let (content, _) = xwing_encapsulation_key(&mut input);
    let mut frame = Frame::new(false);
    let pk = frame.input(spec, Expect::Exact(XWing::PK), &content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe { c_call!(frame => rustpqc_xwing_check_public_key(&pk)) };
    let invalid = frame.passed_exact(pk).is_some_and(|pk| !xwing_pk_valid(pk));
    let semantics = Semantics::refusal(Status::InvalidEncapsulationKey, invalid);
    judge(status, true, &frame, semantics);
});

//! `rustpqc_mlkem_check_decapsulation_key`: keys that are genuine, mutated, random, or random
//! with a correct embedded H(ek) (then perhaps mutated), of fuzzer-chosen lengths. The status
//! must agree with an independent FIPS 203 hash check.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_mlkem_check_decapsulation_key;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, base, kem, sizes) = Kem::case(data);
    let spec = input.spec(sizes.dk);
    let (content, _) = decapsulation_key(&mut input, base, sizes);
    let mut frame = Frame::new(false);
    let dk = frame.input(spec, Expect::Exact(sizes.dk), &content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe { c_call!(frame => rustpqc_mlkem_check_decapsulation_key(id, &dk)) };
    let invalid = match (kem, frame.passed(dk)) {
        (Some(kem), Some(bytes)) if bytes.len() == kem.dk => !hash_check(kem, bytes),
        _ => false,
    };
    let semantics = Semantics {
        statuses: &[(Status::InvalidDecapsulationKey, invalid)],
        must_fail: invalid,
        may_fail: false,
    };
    judge(status, kem.is_some(), &frame, semantics);
});

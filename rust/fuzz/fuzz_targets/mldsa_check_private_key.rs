//! `rustpqc_mldsa_check_private_key`: expanded private keys that are genuine, mutated, random,
//! or random with every secret coefficient brought into range (then perhaps mutated), of
//! fuzzer-chosen lengths. The status must agree with an independent FIPS 204 range check of s1
//! and s2 (`Status::InvalidSigningKey` exactly when a coefficient lies outside [-eta, eta]).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_mldsa_check_private_key;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, base, dsa, sizes) = Dsa::case(data);
    let spec = input.spec(sizes.sk);
    let (content, _) = signing_key(&mut input, base, sizes);
    let mut frame = Frame::new(false);
    let sk = frame.input(spec, Expect::Exact(sizes.sk), &content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe { c_call!(frame => rustpqc_mldsa_check_private_key(id, &sk)) };
    let invalid = match (dsa, frame.passed(sk)) {
        (Some(dsa), Some(bytes)) if bytes.len() == dsa.sk => !dsa_secrets_in_range(dsa, bytes),
        _ => false,
    };
    let semantics = Semantics {
        statuses: &[(Status::InvalidSigningKey, invalid)],
        must_fail: invalid,
        may_fail: false,
    };
    judge(status, dsa.is_some(), &frame, semantics);
});

//! `rustpqc_mldsa_check_private_key`: expanded private keys that are genuine, mutated, random,
//! or random with every secret coefficient brought into range (then perhaps mutated), of
//! fuzzer-chosen lengths. The status must agree with an independent FIPS 204 range check of s1
//! and s2 (RUSTPQC_ERR_INVALID_SIGNING_KEY exactly when a coefficient lies outside [-eta, eta]).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::{rustpqc_mldsa_check_private_key, RUSTPQC_ERR_INVALID_SIGNING_KEY};
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let (id, base) = input.set(DSA_IDS, KEM_IDS);
    let dsa = Dsa::of(id);
    let sizes = Dsa::of(base).unwrap();
    let spec = input.spec(sizes.sk);
    let (content, _) = signing_key(&mut input, base, sizes);
    let mut frame = Frame::new(false);
    let sk = frame.input(spec, Expect::Exact(sizes.sk), &content);
    frame.layout(&mut input);
    let sk_ptr = frame.cptr(sk);
    // SAFETY: the pointer is null, or valid for its length, or has a length above isize::MAX.
    let status = unsafe { rustpqc_mldsa_check_private_key(id, sk_ptr, frame.len(sk)) };
    let invalid = match (dsa, frame.passed(sk)) {
        (Some(dsa), Some(bytes)) if bytes.len() == dsa.sk => !dsa_secrets_in_range(dsa, bytes),
        _ => false,
    };
    let semantics = Semantics {
        statuses: &[(RUSTPQC_ERR_INVALID_SIGNING_KEY, invalid)],
        must_fail: invalid,
        may_fail: false,
    };
    judge(status, dsa.is_some(), &frame, semantics);
});

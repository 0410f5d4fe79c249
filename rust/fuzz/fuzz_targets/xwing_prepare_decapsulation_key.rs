//! `rustpqc_xwing_prepare_decapsulation_key`: seeds of fuzzer-chosen bytes and lengths (every 32
//! bytes are a seed), prepared-key buffers of fuzzer-chosen lengths, null and overlapping
//! buffers. A success must carry the header, rho, H(pk_M) and z of the ML-KEM part and sk_X and
//! pk_X at its end (from SHAKE256 of the seed, computed here), be deterministic, and decapsulate
//! exactly as RustCrypto's `x-wing` does with the seed, on a genuine ciphertext and on a tampered
//! one.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_xwing_prepare_decapsulation_key;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, mut frame) = XWing::case(data);
    let prepared_len = expected_xwing_prepared_len();
    let seed_spec = input.spec(XWing::SEED);
    let prepared = frame.output(input.spec(prepared_len), Expect::Exact(prepared_len));
    let seed_bytes = input.blob(seed_spec.len.min(4 * XWing::SEED));
    let seed = frame.input(seed_spec, Expect::Exact(XWing::SEED), &seed_bytes);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status =
        unsafe { c_call!(frame => rustpqc_xwing_prepare_decapsulation_key(&seed, &mut prepared)) };
    if !judge(status, true, &frame, Semantics::NONE) {
        return;
    }
    let seed = frame.passed(seed).unwrap().to_vec();
    let prepared = frame.bytes(prepared).unwrap();
    let pk = xwing_public_key(&seed);
    check_xwing_prepared(prepared, &seed, &pk);
    assert_eq!(
        xwing_prepare(&seed),
        prepared,
        "preparing is not deterministic"
    );
    let (mut ct, ss) = xwing_encapsulate(&pk);
    assert_eq!(xwing_decapsulate_prepared(prepared, &ct), ss, "round trip");
    let untouched = ct.clone();
    input.mutate(&mut ct);
    if ct == untouched {
        ct[0] ^= 1;
    }
    assert_eq!(
        xwing_decapsulate_prepared(prepared, &ct),
        xwing_secret(&seed, &ct),
        "prepared and the oracle differ on a tampered ciphertext"
    );
});

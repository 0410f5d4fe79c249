//! `rustpqc_xwing_from_seed`: fuzzer-chosen seed bytes and length, output lengths, null and
//! overlapping buffers. Every 32 bytes are a seed: a success must give the public key RustCrypto's
//! `x-wing` derives, and be deterministic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_xwing_from_seed;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, mut frame) = XWing::case(data);
    let seed_spec = input.spec(XWing::SEED);
    let pk = frame.output(input.spec(XWing::PK), Expect::Exact(XWing::PK));
    let seed_bytes = input.blob(seed_spec.len.min(4 * XWing::SEED));
    let seed = frame.input(seed_spec, Expect::Exact(XWing::SEED), &seed_bytes);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe { c_call!(frame => rustpqc_xwing_from_seed(&seed, &mut pk)) };
    if !judge(status, true, &frame, Semantics::NONE) {
        return;
    }
    let seed = frame.passed(seed).unwrap().to_vec();
    let pk = frame.bytes(pk).unwrap();
    assert_eq!(
        pk,
        &xwing_public_key(&seed)[..],
        "not the oracle's public key"
    );
    assert_eq!(
        pk,
        &xwing_from_seed(&seed)[..],
        "from_seed is not deterministic"
    );
});

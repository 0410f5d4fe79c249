//! `rustpqc_xwing_decapsulate`: seeds and ciphertexts that are genuine, mutated or random (every
//! 32 bytes are a seed), ciphertexts with a low-order X25519 part, of fuzzer-chosen lengths; null
//! and overlapping buffers. Every right-length call must succeed with exactly the secret
//! RustCrypto's `x-wing` computes for that seed and ciphertext (the encapsulated one for the
//! genuine pair; ML-KEM's implicit rejection or a zero `ss_X` inside the combiner otherwise), and
//! be deterministic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_xwing_decapsulate;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, mut frame) = XWing::case(data);
    let seed_spec = input.spec(XWing::SEED);
    let ct_spec = input.spec(XWing::CT);
    let ss = frame.output(input.spec(XWing::SS), Expect::Exact(XWing::SS));
    let seed0: [u8; 32] = input.array();
    let (ct0, ss0) = xwing_encapsulate(&xwing_from_seed(&seed0));
    let seed_content = input.content(&seed0);
    let ct_content = xwing_ciphertext(&mut input, &ct0);
    let seed = frame.input(seed_spec, Expect::Exact(XWing::SEED), &seed_content);
    let ct = frame.input(ct_spec, Expect::Exact(XWing::CT), &ct_content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe { c_call!(frame => rustpqc_xwing_decapsulate(&seed, &ct, &mut ss)) };
    if !judge(status, true, &frame, Semantics::NONE) {
        return;
    }
    let (seed, ct, ss) = (
        frame.passed(seed).unwrap(),
        frame.passed(ct).unwrap(),
        frame.bytes(ss).unwrap(),
    );
    assert_eq!(ss, &xwing_secret(seed, ct)[..], "not the oracle's secret");
    if seed == seed0 && ct == &ct0[..] {
        assert_eq!(ss, ss0, "round trip");
    }
    assert_eq!(xwing_decapsulate(seed, ct)[..], ss[..], "not deterministic");
});

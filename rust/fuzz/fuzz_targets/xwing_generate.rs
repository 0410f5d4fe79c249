//! `rustpqc_xwing_generate`: output lengths, null and overlapping outputs. A success must give a
//! seed whose public key (from RustCrypto's `x-wing`) is the one returned, a public key that
//! passes the check, and a round trip through the library's encapsulation and the oracle's
//! decapsulation.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_xwing_generate;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, mut frame) = XWing::case(data);
    let seed = frame.output(input.spec(XWing::SEED), Expect::Exact(XWing::SEED));
    let pk = frame.output(input.spec(XWing::PK), Expect::Exact(XWing::PK));
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe { c_call!(frame => rustpqc_xwing_generate(&mut seed, &mut pk)) };
    if !judge(status, true, &frame, Semantics::NONE) {
        return;
    }
    let (seed, pk) = (frame.bytes(seed).unwrap(), frame.bytes(pk).unwrap());
    assert!(seed.iter().any(|&b| b != 0), "an all-zero seed");
    assert_eq!(
        pk,
        &xwing_public_key(seed)[..],
        "pk is not the one the seed derives"
    );
    assert!(
        xwing_pk_valid(pk),
        "a generated key fails the modulus check"
    );
    let (ct, ss) = xwing_encapsulate(pk);
    assert_eq!(xwing_secret(seed, &ct), ss, "round trip");
});

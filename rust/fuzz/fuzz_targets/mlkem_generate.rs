//! `rustpqc_mlkem_generate`: fuzzer-chosen set, output lengths, null and overlapping outputs.
//! A success must give a seed whose derived key pair is the one returned, and that key pair
//! must pass the FIPS 203 checks and round-trip a shared secret.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_mlkem_generate;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, _, kem, sizes) = Kem::case(data);
    let mut frame = Frame::new(input.arena());
    let seed = frame.output(input.spec(Kem::SEED), Expect::Exact(Kem::SEED));
    let ek = frame.output(input.spec(sizes.ek), Expect::Exact(sizes.ek));
    let dk = frame.output(input.spec(sizes.dk), Expect::Exact(sizes.dk));
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status =
        unsafe { c_call!(frame => rustpqc_mlkem_generate(id, &mut seed, &mut ek, &mut dk)) };
    if !judge(status, kem.is_some(), &frame, Semantics::NONE) {
        return;
    }
    let kem = kem.unwrap();
    let (seed, ek, dk) = (
        frame.bytes(seed).unwrap(),
        frame.bytes(ek).unwrap(),
        frame.bytes(dk).unwrap(),
    );
    assert!(seed.iter().any(|&b| b != 0), "an all-zero seed");
    check_kem_pair(kem, ek, dk, Some(seed));
    let (ek2, dk2) = kem_from_seed(id, seed);
    assert_eq!(ek, ek2, "ek is not the one the seed derives");
    assert_eq!(dk, dk2, "dk is not the one the seed derives");
    let (ct, ss) = kem_encapsulate(id, ek);
    assert_eq!(kem_decapsulate(id, dk, &ct), ss, "round trip");
});

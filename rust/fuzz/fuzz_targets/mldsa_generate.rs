//! `rustpqc_mldsa_generate`: fuzzer-chosen set, output lengths, null and overlapping outputs.
//! A success must give a seed whose derived key pair is the one returned, a consistent key pair
//! (shared rho, tr = H(pk)), and a key that signs verifiably.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_mldsa_generate;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, _, dsa, sizes) = Dsa::case(data);
    let mut frame = Frame::new(input.arena());
    let seed = frame.output(input.spec(Dsa::SEED), Expect::Exact(Dsa::SEED));
    let pk = frame.output(input.spec(sizes.pk), Expect::Exact(sizes.pk));
    let sk = frame.output(input.spec(sizes.sk), Expect::Exact(sizes.sk));
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status =
        unsafe { c_call!(frame => rustpqc_mldsa_generate(id, &mut seed, &mut pk, &mut sk)) };
    if !judge(status, dsa.is_some(), &frame, Semantics::NONE) {
        return;
    }
    let dsa = dsa.unwrap();
    let (seed, pk, sk) = (
        frame.bytes(seed).unwrap(),
        frame.bytes(pk).unwrap(),
        frame.bytes(sk).unwrap(),
    );
    assert!(seed.iter().any(|&b| b != 0), "an all-zero seed");
    check_dsa_pair(dsa, pk, sk);
    let (pk2, sk2) = dsa_from_seed(id, seed);
    assert_eq!(pk, pk2, "pk is not the one the seed derives");
    assert_eq!(sk, sk2, "sk is not the one the seed derives");
    let sig = dsa_sign(id, sk, b"fuzz", b"", false);
    assert_eq!(
        dsa_verify(id, pk, b"fuzz", b"", &sig),
        Status::Ok,
        "round trip"
    );
});

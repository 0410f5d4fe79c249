//! `rustpqc_slhdsa_generate`: fuzzer-chosen set, output lengths, null and overlapping outputs.
//! A success must give a key pair whose private key ends with the public key, which its seeds
//! (the first 3n bytes) derive again, and which fips205 derives from the same seeds.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_slhdsa_generate;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, _, slh, sizes) = Slh::case(data);
    let mut frame = Frame::new(input.arena());
    let pk = frame.output(input.spec(sizes.pk()), Expect::Exact(sizes.pk()));
    let sk = frame.output(input.spec(sizes.sk()), Expect::Exact(sizes.sk()));
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe { c_call!(frame => rustpqc_slhdsa_generate(id, &mut pk, &mut sk)) };
    if !judge(status, slh.is_some(), &frame, Semantics::NONE) {
        return;
    }
    let slh = slh.unwrap();
    let (pk, sk) = (frame.bytes(pk).unwrap(), frame.bytes(sk).unwrap());
    check_slh_pair(slh, pk, sk);
    let seed = &sk[..slh.seed()];
    assert!(seed.iter().any(|&b| b != 0), "an all-zero seed");
    let (pk2, sk2) = slh_from_seed(id, seed);
    assert_eq!(
        (pk, sk),
        (&pk2[..], &sk2[..]),
        "not the key pair its seeds derive"
    );
    let (pk3, _) = (slh_oracle(id).keygen)(seed);
    assert_eq!(pk, pk3, "fips205 derives another public key");
});

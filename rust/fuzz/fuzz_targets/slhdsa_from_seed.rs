//! `rustpqc_slhdsa_from_seed`: fuzzer-chosen set, seed (any length and contents), output
//! lengths, null and overlapping buffers. A success must give the key pair fips205 derives from
//! the same seed, the private key starting with the seed and ending with the public key.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_slhdsa_from_seed;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, _, slh, sizes) = Slh::case(data);
    let mut frame = Frame::new(input.arena());
    let seed_spec = input.spec(sizes.seed());
    let pk = frame.output(input.spec(sizes.pk()), Expect::Exact(sizes.pk()));
    let sk = frame.output(input.spec(sizes.sk()), Expect::Exact(sizes.sk()));
    let content = input.blob(seed_spec.len.min(256));
    let seed = frame.input(seed_spec, Expect::Exact(sizes.seed()), &content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe { c_call!(frame => rustpqc_slhdsa_from_seed(id, &seed, &mut pk, &mut sk)) };
    if !judge(status, slh.is_some(), &frame, Semantics::NONE) {
        return;
    }
    let slh = slh.unwrap();
    let seed = frame.passed(seed).unwrap();
    let (pk, sk) = (frame.bytes(pk).unwrap(), frame.bytes(sk).unwrap());
    check_slh_pair(slh, pk, sk);
    assert_eq!(&sk[..slh.seed()], seed, "sk does not start with the seed");
    let (pk2, sk2) = (slh_oracle(id).keygen)(seed);
    assert_eq!(
        (pk, sk),
        (&pk2[..], &sk2[..]),
        "fips205 derives another key pair"
    );
});

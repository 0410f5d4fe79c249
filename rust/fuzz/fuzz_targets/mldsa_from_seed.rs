//! `rustpqc_mldsa_from_seed`: fuzzer-chosen seed bytes and length, output lengths, null and
//! overlapping buffers. A success must be deterministic, consistent (shared rho, tr = H(pk))
//! and sign verifiably.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_mldsa_from_seed;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, _, dsa, sizes) = Dsa::case(data);
    let mut frame = Frame::new(input.arena());
    let seed_spec = input.spec(Dsa::SEED);
    let pk = frame.output(input.spec(sizes.pk), Expect::Exact(sizes.pk));
    let sk = frame.output(input.spec(sizes.sk), Expect::Exact(sizes.sk));
    let seed_bytes = input.blob(seed_spec.len.min(4 * Dsa::SEED));
    let seed = frame.input(seed_spec, Expect::Exact(Dsa::SEED), &seed_bytes);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe { c_call!(frame => rustpqc_mldsa_from_seed(id, &seed, &mut pk, &mut sk)) };
    if !judge(status, dsa.is_some(), &frame, Semantics::NONE) {
        return;
    }
    let dsa = dsa.unwrap();
    let seed = frame.passed(seed).unwrap().to_vec();
    let (pk, sk) = (frame.bytes(pk).unwrap(), frame.bytes(sk).unwrap());
    check_dsa_pair(dsa, pk, sk);
    let (pk2, sk2) = dsa_from_seed(id, &seed);
    assert_eq!(
        (pk, sk),
        (&pk2[..], &sk2[..]),
        "from_seed is not deterministic"
    );
    let sig = dsa_sign(id, sk, &seed, b"ctx", true);
    assert_eq!(
        dsa_verify(id, pk, &seed, b"ctx", &sig),
        Status::Ok,
        "round trip"
    );
});

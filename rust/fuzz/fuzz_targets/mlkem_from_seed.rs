//! `rustpqc_mlkem_from_seed`: fuzzer-chosen seed bytes and length, output lengths, null and
//! overlapping buffers. A success must be deterministic, pass the FIPS 203 checks, carry z of
//! the seed, and round-trip a shared secret.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_mlkem_from_seed;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, _, kem, sizes) = Kem::case(data);
    let mut frame = Frame::new(input.arena());
    let seed_spec = input.spec(Kem::SEED);
    let ek = frame.output(input.spec(sizes.ek), Expect::Exact(sizes.ek));
    let dk = frame.output(input.spec(sizes.dk), Expect::Exact(sizes.dk));
    let seed_bytes = input.blob(seed_spec.len.min(4 * Kem::SEED));
    let seed = frame.input(seed_spec, Expect::Exact(Kem::SEED), &seed_bytes);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe { c_call!(frame => rustpqc_mlkem_from_seed(id, &seed, &mut ek, &mut dk)) };
    if !judge(status, kem.is_some(), &frame, Semantics::NONE) {
        return;
    }
    let kem = kem.unwrap();
    let seed = frame.passed(seed).unwrap().to_vec();
    let (ek, dk) = (frame.bytes(ek).unwrap(), frame.bytes(dk).unwrap());
    check_kem_pair(kem, ek, dk, Some(&seed));
    let (ek2, dk2) = kem_from_seed(id, &seed);
    assert_eq!(
        (ek, dk),
        (&ek2[..], &dk2[..]),
        "from_seed is not deterministic"
    );
    assert_eq!(kem_check_ek(id, ek), Status::Ok);
    assert_eq!(kem_check_dk(id, dk), Status::Ok);
    let (ct, ss) = kem_encapsulate(id, ek);
    assert_eq!(kem_decapsulate(id, dk, &ct), ss, "round trip");
});

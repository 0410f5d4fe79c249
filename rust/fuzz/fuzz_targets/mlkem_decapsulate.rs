//! `rustpqc_mlkem_decapsulate`: decapsulation keys that are genuine, mutated or random, and
//! ciphertexts that are genuine, mutated or random, of fuzzer-chosen lengths; null and
//! overlapping buffers. Every right-length call must succeed; the secret must be the
//! encapsulated one for the genuine pair, otherwise the implicit-rejection secret J(z || c)
//! computed independently (or, for a mutated key, possibly still the encapsulated one).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_mlkem_decapsulate;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, base, kem, sizes) = Kem::case(data);
    let mut frame = Frame::new(input.arena());
    let dk_spec = input.spec(sizes.dk);
    let ct_spec = input.spec(sizes.ct);
    let ss = frame.output(input.spec(Kem::SS), Expect::Exact(Kem::SS));
    let seed: [u8; 64] = input.array();
    let (ek0, dk0) = kem_from_seed(base, &seed);
    let (ct0, ss0) = kem_encapsulate(base, &ek0);
    let dk_content = input.content(&dk0);
    let ct_content = input.content(&ct0);
    let dk = frame.input(dk_spec, Expect::Exact(sizes.dk), &dk_content);
    let ct = frame.input(ct_spec, Expect::Exact(sizes.ct), &ct_content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe { c_call!(frame => rustpqc_mlkem_decapsulate(id, &dk, &ct, &mut ss)) };
    if !judge(status, kem.is_some(), &frame, Semantics::NONE) {
        return;
    }
    let kem = kem.unwrap();
    let (dk, ct, ss) = (
        frame.passed(dk).unwrap(),
        frame.passed(ct).unwrap(),
        frame.bytes(ss).unwrap(),
    );
    let rejected = implicit_rejection(kem, dk, ct);
    if dk == &dk0[..] {
        let expected = if ct == &ct0[..] { ss0 } else { rejected };
        assert_eq!(ss, &expected[..], "wrong secret for the genuine key");
    } else {
        assert!(
            ss == &rejected[..] || (ct == &ct0[..] && ss == &ss0[..]),
            "a secret that is neither the rejection secret nor the encapsulated one"
        );
    }
    assert_eq!(kem_decapsulate(id, dk, ct)[..], ss[..], "not deterministic");
});

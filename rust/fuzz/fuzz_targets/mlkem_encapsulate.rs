//! `rustpqc_mlkem_encapsulate`: encapsulation keys that are genuine, mutated, random or
//! coefficient-valid random, of fuzzer-chosen lengths; output lengths; null and overlapping
//! buffers. The status must agree with an independent modulus check, and a success to a genuine
//! key must decapsulate to the same secret.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_mlkem_encapsulate;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, base, kem, sizes) = Kem::case(data);
    let mut frame = Frame::new(input.arena());
    let ek_spec = input.spec(sizes.ek);
    let ct = frame.output(input.spec(sizes.ct), Expect::Exact(sizes.ct));
    let ss = frame.output(input.spec(Kem::SS), Expect::Exact(Kem::SS));
    let (content, genuine) = CheckedKey::Encapsulation.content(&mut input, base);
    let ek = frame.input(ek_spec, Expect::Exact(sizes.ek), &content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe { c_call!(frame => rustpqc_mlkem_encapsulate(id, &ek, &mut ct, &mut ss)) };
    let passed = frame.passed(ek).map(<[u8]>::to_vec);
    let semantics = CheckedKey::Encapsulation.semantics(id, passed.as_deref());
    if !judge(status, kem.is_some(), &frame, semantics) {
        return;
    }
    let (ct, ss) = (frame.bytes(ct).unwrap(), frame.bytes(ss).unwrap());
    assert!(ss.iter().any(|&b| b != 0), "an all-zero shared secret");
    if let Some((ek0, dk0)) = genuine {
        if passed.as_deref() == Some(&ek0[..]) {
            assert_eq!(&kem_decapsulate(id, &dk0, ct)[..], ss, "round trip");
        }
    }
});

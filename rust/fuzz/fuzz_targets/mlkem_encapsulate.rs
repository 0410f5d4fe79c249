//! `rustpqc_mlkem_encapsulate`: encapsulation keys that are genuine, mutated, random or
//! coefficient-valid random, of fuzzer-chosen lengths; output lengths; null and overlapping
//! buffers. The status must agree with an independent modulus check, and a success to a genuine
//! key must decapsulate to the same secret.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::{rustpqc_mlkem_encapsulate, RUSTPQC_ERR_INVALID_ENCAPSULATION_KEY};
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let (id, base) = input.set(KEM_IDS, DSA_IDS);
    let kem = Kem::of(id);
    let sizes = Kem::of(base).unwrap();
    let mut frame = Frame::new(input.arena());
    let ek_spec = input.spec(sizes.ek);
    let ct = frame.output(input.spec(sizes.ct), Expect::Exact(sizes.ct));
    let ss = frame.output(input.spec(Kem::SS), Expect::Exact(Kem::SS));
    let (content, genuine) = encapsulation_key(&mut input, base, sizes);
    let ek = frame.input(ek_spec, Expect::Exact(sizes.ek), &content);
    frame.layout(&mut input);
    let (ek_ptr, ct_ptr, ss_ptr) = (frame.cptr(ek), frame.ptr(ct), frame.ptr(ss));
    // SAFETY: the frame's pointers are null, or valid for their lengths, or have a length above
    // isize::MAX (rejected before any access).
    let status = unsafe {
        rustpqc_mlkem_encapsulate(
            id,
            ek_ptr,
            frame.len(ek),
            ct_ptr,
            frame.len(ct),
            ss_ptr,
            frame.len(ss),
        )
    };
    let passed = frame.passed(ek).map(<[u8]>::to_vec);
    let invalid = match (kem, &passed) {
        (Some(kem), Some(bytes)) if bytes.len() == kem.ek => !modulus_check(kem, bytes),
        _ => false,
    };
    let semantics = Semantics {
        statuses: &[(RUSTPQC_ERR_INVALID_ENCAPSULATION_KEY, invalid)],
        must_fail: invalid,
        may_fail: false,
    };
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

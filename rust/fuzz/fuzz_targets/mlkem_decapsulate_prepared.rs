//! `rustpqc_mlkem_decapsulate_prepared`: prepared keys of fuzzer-chosen lengths whose content is
//! a genuine prepared decapsulation key, a prepared encapsulation key or a key prepared for
//! another set (cut or padded to the length), each perhaps with header bytes changed, the
//! CPU-layout byte flipped, the body mutated, or replaced by random bytes; ciphertexts that are
//! genuine, mutated or random, of fuzzer-chosen lengths; null and overlapping buffers. A prepared
//! key of the wrong length or with any header byte other than the one the call implies must be
//! refused with `Status::InvalidPreparedKey`; every other right-length call must succeed.
//! With the genuine key the secret must equal the packed decapsulation of the same ciphertext,
//! and independently the encapsulated secret or J(z || c); with a mutated body it must at least
//! be deterministic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::{
    rustpqc_mlkem_decapsulate_prepared, RUSTPQC_PREPARED_DECAPSULATION_KEY as KIND,
};
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, base, kem, sizes) = Kem::case(data);
    let prepared_len = expected_prepared_len(sizes, KIND);
    let mut frame = Frame::new(input.arena());
    let prepared_spec = input.spec(prepared_len);
    let ct_spec = input.spec(sizes.ct);
    let ss = frame.output(input.spec(Kem::SS), Expect::Exact(Kem::SS));
    let (key_content, genuine, (ek0, dk0)) = prepared_key(&mut input, (base, KIND));
    let (ct0, ss0) = kem_encapsulate(base, &ek0);
    let ct_content = input.content(&ct0);
    let prepared = frame.input(prepared_spec, Expect::Prepared(prepared_len), &key_content);
    let ct = frame.input(ct_spec, Expect::Exact(sizes.ct), &ct_content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe {
        c_call!(frame => rustpqc_mlkem_decapsulate_prepared(id, &prepared, &ct, &mut ss))
    };
    let semantics = prepared_semantics(&frame, prepared, kem.map(|_| prepared_header(id, KIND)));
    if !judge(status, kem.is_some(), &frame, semantics) {
        return;
    }
    let kem = kem.unwrap();
    let prepared = frame.passed(prepared).unwrap();
    let (ct, ss) = (frame.passed(ct).unwrap(), frame.bytes(ss).unwrap());
    if prepared == genuine {
        assert_eq!(
            &kem_decapsulate(id, &dk0, ct)[..],
            ss,
            "prepared and packed decapsulation differ"
        );
        let expected = if ct == &ct0[..] {
            ss0
        } else {
            implicit_rejection(kem, &dk0, ct)
        };
        assert_eq!(ss, &expected[..], "wrong secret for the genuine key");
    }
    assert_eq!(
        &kem_decapsulate_prepared(id, prepared, ct)[..],
        ss,
        "not deterministic"
    );
});

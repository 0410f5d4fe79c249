//! `rustpqc_mlkem_encapsulate_prepared`: prepared keys of fuzzer-chosen lengths whose content is
//! a genuine prepared encapsulation key, a prepared decapsulation key or a key prepared for
//! another set (cut or padded to the length), each perhaps with header bytes changed, the
//! CPU-layout byte flipped, the body mutated, or replaced by random bytes; output lengths; null
//! and overlapping buffers. A prepared key of the wrong length or with any header byte other
//! than the one the call implies must be refused with `Status::InvalidPreparedKey`; any
//! other well-formed call must succeed (a mutated body cannot be told from a genuine one). The
//! encapsulation draws its own randomness, so a success with the genuine key is checked by
//! decapsulating with the packed key, and by a second encapsulation giving another ciphertext.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::{
    rustpqc_mlkem_encapsulate_prepared, RUSTPQC_PREPARED_ENCAPSULATION_KEY as KIND,
};
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, base, kem, sizes) = Kem::case(data);
    let prepared_len = expected_prepared_len(sizes, KIND);
    let mut frame = Frame::new(input.arena());
    let prepared_spec = input.spec(prepared_len);
    let ct = frame.output(input.spec(sizes.ct), Expect::Exact(sizes.ct));
    let ss = frame.output(input.spec(Kem::SS), Expect::Exact(Kem::SS));
    let (content, genuine, (_, dk0)) = prepared_key(&mut input, (base, KIND));
    let prepared = frame.input(prepared_spec, Expect::Prepared(prepared_len), &content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe {
        c_call!(frame => rustpqc_mlkem_encapsulate_prepared(id, &prepared, &mut ct, &mut ss))
    };
    // The header, judged independently of the library, when the length is right.
    let semantics = prepared_semantics(&frame, prepared, kem.map(|_| prepared_header(id, KIND)));
    if !judge(status, kem.is_some(), &frame, semantics) {
        return;
    }
    let prepared = frame.passed(prepared).unwrap();
    let (ct, ss) = (frame.bytes(ct).unwrap(), frame.bytes(ss).unwrap());
    if prepared == genuine {
        assert_eq!(&kem_decapsulate(id, &dk0, ct)[..], ss, "round trip");
        assert_ne!(
            kem_encapsulate_prepared(id, prepared).0,
            ct,
            "two encapsulations gave one ciphertext"
        );
    }
});

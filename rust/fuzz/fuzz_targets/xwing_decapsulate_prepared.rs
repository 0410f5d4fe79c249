//! `rustpqc_xwing_decapsulate_prepared`: prepared keys of fuzzer-chosen lengths whose content is a
//! genuine prepared X-Wing key or a prepared ML-KEM-768 decapsulation key (cut or padded to the
//! length), each perhaps with header bytes changed, the CPU-layout byte flipped, the body
//! mutated, or replaced by random bytes; ciphertexts that are genuine, mutated, random or with a
//! low-order X25519 part, of fuzzer-chosen lengths; null and overlapping buffers. A prepared key
//! of the wrong length or header must be refused with `Status::InvalidPreparedKey`; every other
//! right-length call must succeed. With the genuine key the secret must be RustCrypto `x-wing`'s
//! for the seed and ciphertext, and the library's own seed decapsulation; with a mutated body it
//! must at least be deterministic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_xwing_decapsulate_prepared;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, mut frame) = XWing::case(data);
    let prepared_len = expected_xwing_prepared_len();
    let prepared_spec = input.spec(prepared_len);
    let ct_spec = input.spec(XWing::CT);
    let ss = frame.output(input.spec(XWing::SS), Expect::Exact(XWing::SS));
    let seed: [u8; 32] = input.array();
    let pk = xwing_from_seed(&seed);
    let (ct0, _) = xwing_encapsulate(&pk);
    let genuine = xwing_prepare(&seed);
    let source = match input.u8() % 8 {
        0..=6 => genuine.clone(),
        _ => {
            let expanded = shake256::<96>(&[&seed]);
            let (_, dk) = kem_from_seed(XWing::MLKEM, &expanded[..64]);
            kem_prepare_dk(XWing::MLKEM, &dk)
        }
    };
    let key_content = prepared_content(&mut input, &source);
    let ct_content = xwing_ciphertext(&mut input, &ct0);
    let prepared = frame.input(prepared_spec, Expect::Prepared(prepared_len), &key_content);
    let ct = frame.input(ct_spec, Expect::Exact(XWing::CT), &ct_content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status =
        unsafe { c_call!(frame => rustpqc_xwing_decapsulate_prepared(&prepared, &ct, &mut ss)) };
    let semantics = prepared_semantics(&frame, prepared, Some(xwing_prepared_header()));
    if !judge(status, true, &frame, semantics) {
        return;
    }
    let prepared = frame.passed(prepared).unwrap().to_vec();
    let (ct, ss) = (frame.passed(ct).unwrap(), frame.bytes(ss).unwrap());
    if prepared == genuine {
        assert_eq!(ss, &xwing_secret(&seed, ct)[..], "not the oracle's secret");
        assert_eq!(
            &xwing_decapsulate(&seed, ct)[..],
            ss,
            "prepared and seed paths differ"
        );
    }
    assert_eq!(
        &xwing_decapsulate_prepared(&prepared, ct)[..],
        ss,
        "not deterministic"
    );
});

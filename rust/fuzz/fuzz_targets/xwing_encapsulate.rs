//! `rustpqc_xwing_encapsulate`: public keys that are genuine, mutated, with a low-order X25519
//! part, random or coefficient-valid random, of fuzzer-chosen lengths; output lengths; null and
//! overlapping buffers. The status must agree with an independent modulus check of the ML-KEM
//! part; a success to the key of a known seed must decapsulate, in RustCrypto's `x-wing`, to the
//! same secret; with a low-order X25519 part it must be the combiner over `ss_X` = 0 (the draft's
//! X25519 is the RFC 7748 function, which does not abort); and the ciphertext's X25519 part must
//! differ from call to call.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_xwing_encapsulate;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, mut frame) = XWing::case(data);
    let pk_spec = input.spec(XWing::PK);
    let ct = frame.output(input.spec(XWing::CT), Expect::Exact(XWing::CT));
    let ss = frame.output(input.spec(XWing::SS), Expect::Exact(XWing::SS));
    let (content, seed) = xwing_encapsulation_key(&mut input);
    let pk = frame.input(pk_spec, Expect::Exact(XWing::PK), &content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe { c_call!(frame => rustpqc_xwing_encapsulate(&pk, &mut ct, &mut ss)) };
    let invalid = frame.passed_exact(pk).is_some_and(|pk| !xwing_pk_valid(pk));
    let semantics = Semantics::refusal(Status::InvalidEncapsulationKey, invalid);
    if !judge(status, true, &frame, semantics) {
        return;
    }
    let pk = frame.passed(pk).unwrap().to_vec();
    let (ct, ss) = (frame.bytes(ct).unwrap(), frame.bytes(ss).unwrap());
    assert!(ss.iter().any(|&b| b != 0), "an all-zero shared secret");
    if let Some(seed) = seed {
        let genuine = xwing_public_key(&seed);
        if pk == genuine {
            assert_eq!(&xwing_secret(&seed, ct)[..], ss, "round trip");
        } else if pk[..XWing::PK_M] == genuine[..XWing::PK_M] && is_low_order(&pk[XWing::PK_M..]) {
            let expected = xwing_combiner(&seed, ct, &[0u8; 32], &pk[XWing::PK_M..]);
            assert_eq!(
                &expected[..],
                ss,
                "a low-order X25519 part must give ss_X = 0"
            );
        }
    }
    let (ct2, _) = xwing_encapsulate(&pk);
    assert_ne!(
        &ct2[XWing::CT_M..],
        &ct[XWing::CT_M..],
        "the same ephemeral X25519 key twice"
    );
});

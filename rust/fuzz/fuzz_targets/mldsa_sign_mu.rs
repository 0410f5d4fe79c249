//! `rustpqc_mldsa_sign_mu`: signing keys that are genuine, mutated or random; a mu that is
//! pure ML-DSA's mu of a fuzzer message and context (computed here), or any 64 bytes, then
//! genuine, mutated or random; the deterministic flag as any u32; fuzzer-chosen lengths, null and
//! overlapping buffers. A well-formed call with a genuine key must succeed; its signature
//! verifies as a signature of mu, and, when mu is the message's, as a signature of the message
//! through `rustpqc_mldsa_verify` (and not when mu was changed); deterministic signing repeats
//! and equals `rustpqc_mldsa_sign`'s; hedged signing differs from it. A malformed key may only
//! fail with `Status::SigningFailed`, or `Status::InvalidSigningKey` when its secret coefficients
//! are out of range (an independent range check).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_mldsa_sign_mu;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, base, dsa, sizes) = Dsa::case(data);
    let mut frame = Frame::new(input.arena());
    let sk_spec = input.spec(sizes.sk);
    let mu_spec = input.spec(Dsa::MU);
    let deterministic = input.deterministic();
    let sig = frame.output(input.spec(sizes.sig), Expect::Exact(sizes.sig));
    let (pk0, sk0) = dsa_from_seed(base, &input.array::<32>());
    let sk_content = input.content(&sk0);
    // The message and context mu stands for, if it stands for one.
    let message = (input.u8() & 1 == 0).then(|| input.message_and_context());
    let mu0 = match &message {
        Some((msg, ctx)) => pure_mu(&pk0, msg, ctx),
        None => input.array(),
    };
    let mu_content = input.content(&mu0);
    let sk = frame.input(sk_spec, Expect::Exact(sizes.sk), &sk_content);
    let mu = frame.input(mu_spec, Expect::Exact(Dsa::MU), &mu_content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status =
        unsafe { c_call!(frame => rustpqc_mldsa_sign_mu(id, &sk, &mu, deterministic, &mut sig)) };
    let genuine = frame.passed(sk) == Some(&sk0[..]);
    let invalid = CheckedKey::Signing.invalid(id, frame.passed(sk));
    if !judge(
        status,
        dsa.is_some(),
        &frame,
        ml_dsa_signing(genuine, invalid),
    ) {
        return;
    }
    let sk = frame.passed(sk).unwrap().to_vec();
    let mu = frame.passed(mu).unwrap().to_vec();
    let signature = frame.bytes(sig).unwrap();
    let repeated = dsa_sign_mu(id, &sk, &mu, true);
    check_repetition((deterministic, genuine), &repeated, signature);
    if !genuine {
        return;
    }
    assert_eq!(
        dsa_verify_mu(id, &pk0, &mu, signature),
        Status::Ok,
        "does not verify as a signature of mu"
    );
    if let Some((msg, ctx)) = &message {
        let verified = dsa_verify(id, &pk0, msg, ctx, signature);
        if mu == mu0 {
            assert_eq!(verified, Status::Ok, "does not verify as the message's");
            if deterministic != 0 {
                assert_eq!(
                    dsa_sign(id, &sk, msg, ctx, true),
                    signature,
                    "differs from rustpqc_mldsa_sign's deterministic signature"
                );
            }
        } else {
            assert_eq!(
                verified,
                Status::VerificationFailed,
                "a signature of another mu verified as the message's"
            );
        }
    }
});

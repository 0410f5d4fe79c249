//! `rustpqc_mldsa_verify_mu`: a genuine signature of a genuine mu (pure ML-DSA's mu of a fuzzer
//! message and context, computed here, signed by `rustpqc_mldsa_sign` or by
//! `rustpqc_mldsa_sign_mu`; or any 64 bytes signed by `rustpqc_mldsa_sign_mu`), then a call whose
//! public key, mu and signature are each genuine, mutated or replaced, of fuzzer-chosen lengths,
//! with null pointers. `Status::Ok` exactly when all three are the genuine bytes; mu must be 64
//! bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_mldsa_verify_mu;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, base, dsa, sizes) = Dsa::case(data);
    let seed: [u8; 32] = input.array();
    let (pk0, sk0) = dsa_from_seed(base, &seed);
    let deterministic = input.u8() & 1 == 1;
    let (mu0, sig0) = match input.u8() % 3 {
        signer @ (0 | 1) => {
            let msg_len = input.below(1025);
            let msg = input.blob(msg_len);
            let ctx_len = input.below(256);
            let ctx = input.blob(ctx_len);
            let mu = pure_mu(&pk0, &msg, &ctx);
            let sig = match signer {
                0 => dsa_sign(base, &sk0, &msg, &ctx, deterministic),
                _ => dsa_sign_mu(base, &sk0, &mu, deterministic).expect("a genuine key"),
            };
            (mu, sig)
        }
        _ => {
            let mu: [u8; 64] = input.array();
            let sig = dsa_sign_mu(base, &sk0, &mu, deterministic).expect("a genuine key");
            (mu, sig)
        }
    };

    let pk_spec = input.spec(sizes.pk);
    let mu_spec = input.spec(Dsa::MU);
    let sig_spec = input.spec(sizes.sig);
    let pk_content = input.content(&pk0);
    let mu_content = input.content(&mu0);
    let sig_content = input.content(&sig0);
    let mut frame = Frame::new(input.arena());
    let pk = frame.input(pk_spec, Expect::Exact(sizes.pk), &pk_content);
    let mu = frame.input(mu_spec, Expect::Exact(Dsa::MU), &mu_content);
    let sig = frame.input(sig_spec, Expect::Any, &sig_content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe { c_call!(frame => rustpqc_mldsa_verify_mu(id, &pk, &mu, &sig)) };
    let genuine = id == base
        && frame.passed(pk) == Some(&pk0[..])
        && frame.passed(mu) == Some(&mu0[..])
        && frame.passed(sig) == Some(&sig0[..]);
    let semantics = Semantics {
        statuses: &[(Status::VerificationFailed, !genuine)],
        must_fail: !genuine,
        may_fail: false,
    };
    if judge(status, dsa.is_some(), &frame, semantics) {
        assert!(genuine, "a non-genuine signature verified");
    }
});

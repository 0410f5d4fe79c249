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
    let (pk0, sk0) = dsa_from_seed(base, &input.array::<32>());
    let deterministic = input.u8() & 1 == 1;
    let (mu0, sig0) = match input.u8() % 3 {
        signer @ (0 | 1) => {
            let (msg, ctx) = input.message_and_context();
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

    let specs = [
        input.spec(sizes.pk),
        input.spec(Dsa::MU),
        input.spec(sizes.sig),
    ];
    let (mut frame, [pk, mu, sig]) = Frame::of_contents(
        &mut input,
        specs,
        [
            (&pk0, Expect::Exact(sizes.pk)),
            (&mu0, Expect::Exact(Dsa::MU)),
            (&sig0, Expect::Any),
        ],
    );
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe { c_call!(frame => rustpqc_mldsa_verify_mu(id, &pk, &mu, &sig)) };
    let genuine = id == base && frame.all_passed(&[(pk, &pk0), (mu, &mu0), (sig, &sig0)]);
    let semantics = Semantics::refusal(Status::VerificationFailed, !genuine);
    if judge(status, dsa.is_some(), &frame, semantics) {
        assert!(genuine, "a non-genuine signature verified");
    }
});

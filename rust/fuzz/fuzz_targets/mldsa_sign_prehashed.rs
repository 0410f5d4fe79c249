//! `rustpqc_mldsa_sign_prehashed` (HashML-DSA): signing keys that are genuine, mutated or
//! random; the pre-hash function number (the twelve, near misses, any u32); a digest of the
//! function's length or not; contexts up to 300 bytes; the deterministic flag as any u32;
//! fuzzer-chosen lengths, null and overlapping buffers. An unknown function must fail with
//! `Status::UnknownHashFunction`, a digest of another length with `Status::BadLength`. A
//! well-formed call with a genuine key must succeed, and its signature verifies with
//! `rustpqc_mldsa_verify_prehashed` and as an external-mu signature of H(tr || 1 || |ctx| || ctx
//! || OID || digest) computed here, but not under another function with the same digest length,
//! another digest, or as a pure ML-DSA signature of the digest; deterministic signing repeats
//! and equals `rustpqc_mldsa_sign_mu`'s of that mu; hedged signing differs from it.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_mldsa_sign_prehashed;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, base, dsa, sizes) = Dsa::case(data);
    let mut frame = Frame::new(input.arena());
    let sk_spec = input.spec(sizes.sk);
    let hash = input.hash_id();
    // For an unknown function, a length some function has.
    let known = digest_len(hash);
    let digest_len = known.unwrap_or_else(|| PREHASHES[input.below(12)].1);
    let digest_spec = input.spec(digest_len);
    let ctx_len = input.below(301);
    let ctx_spec = input.spec(ctx_len);
    let deterministic = input.deterministic();
    let sig = frame.output(input.spec(sizes.sig), Expect::Exact(sizes.sig));
    let (pk0, sk0) = dsa_from_seed(base, &input.array::<32>());
    let sk_content = input.content(&sk0);
    let digest_content = input.blob(digest_spec.len.min(256));
    let ctx_content = input.blob(ctx_spec.len.min(512));
    let digest_expect = known.map_or(Expect::Any, Expect::Exact);
    let sk = frame.input(sk_spec, Expect::Exact(sizes.sk), &sk_content);
    let digest = frame.input(digest_spec, digest_expect, &digest_content);
    let ctx = frame.input(ctx_spec, Expect::AtMost(Dsa::MAX_CONTEXT), &ctx_content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe {
        c_call!(frame => rustpqc_mldsa_sign_prehashed(
            id, &sk, hash, &digest, &ctx, deterministic, &mut sig
        ))
    };
    let genuine = frame.passed(sk) == Some(&sk0[..]);
    let invalid = CheckedKey::Signing.invalid(id, frame.passed(sk));
    let semantics = ml_dsa_signing(genuine, invalid).or_unknown_hash(known.is_none());
    if !judge(status, dsa.is_some(), &frame, semantics) {
        return;
    }
    let sk = frame.passed(sk).unwrap().to_vec();
    let (digest, ctx) = (frame.passed(digest).unwrap(), frame.passed(ctx).unwrap());
    let signature = frame.bytes(sig).unwrap();
    let repeated = Signer::MlDsa.sign_prehash((id, &sk), (hash, digest), ctx, true);
    check_repetition((deterministic, genuine), &repeated, signature);
    if !genuine {
        return;
    }
    let verify =
        |hash: u32, digest: &[u8]| dsa_verify_prehashed(id, &pk0, hash, digest, ctx, signature);
    assert_eq!(verify(hash, digest), Status::Ok, "does not verify");
    let mu = prehash_mu(&pk0, hash, digest, ctx);
    assert_eq!(
        dsa_verify_mu(id, &pk0, &mu, signature),
        Status::Ok,
        "not a signature of HashML-DSA's mu"
    );
    let sibling = sibling_hash(hash);
    assert_eq!(
        verify(sibling, digest),
        Status::VerificationFailed,
        "verifies under function {sibling} too"
    );
    let mut other = digest.to_vec();
    input.mutate(&mut other);
    if other != digest {
        assert_eq!(
            verify(hash, &other),
            Status::VerificationFailed,
            "verifies for another digest"
        );
    }
    assert_eq!(
        dsa_verify(id, &pk0, digest, ctx, signature),
        Status::VerificationFailed,
        "verifies as a pure ML-DSA signature of the digest"
    );
    if deterministic != 0 {
        assert_eq!(
            dsa_sign_mu(id, &sk, &mu, true).as_deref(),
            Ok(signature),
            "differs from the external-mu deterministic signature"
        );
    }
});

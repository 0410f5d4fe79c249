//! `rustpqc_mldsa_verify_prehashed` (HashML-DSA): a genuine signature of a fuzzer digest under
//! one of the twelve pre-hash functions and a fuzzer context, made by
//! `rustpqc_mldsa_sign_prehashed` or by `rustpqc_mldsa_sign_mu` of H(tr || 1 || |ctx| || ctx ||
//! OID || digest) computed here; then a call whose function number is the same, another (of the
//! same digest length or not), unknown or any u32, and whose public key, digest, context and
//! signature are each genuine, mutated or replaced, of fuzzer-chosen lengths, with null pointers.
//! An unknown function fails with `Status::UnknownHashFunction`, a digest of another length with
//! `Status::BadLength`; `Status::Ok` exactly when everything is the genuine call's.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_mldsa_verify_prehashed;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, base, dsa, sizes) = Dsa::case(data);
    let seed: [u8; 32] = input.array();
    let (hash0, digest_len0) = PREHASHES[input.below(12)];
    let digest0 = input.blob(digest_len0);
    let ctx_len = input.below(256);
    let ctx0 = input.blob(ctx_len);
    let (pk0, sk0) = dsa_from_seed(base, &seed);
    let deterministic = input.u8() & 1 == 1;
    let sig0 = match input.u8() & 1 {
        0 => dsa_sign_prehashed(base, &sk0, hash0, &digest0, &ctx0, deterministic),
        _ => {
            let mu = prehash_mu(&pk0, hash0, &digest0, &ctx0);
            dsa_sign_mu(base, &sk0, &mu, deterministic)
        }
    }
    .expect("a genuine key");

    let hash = match input.u8() {
        0..=191 => hash0,
        192..=223 => sibling_hash(hash0),
        _ => input.hash_id(),
    };
    let known = digest_len(hash);
    let pk_spec = input.spec(sizes.pk);
    let digest_spec = input.spec(known.unwrap_or(digest_len0));
    let ctx_spec = match input.u8() {
        0..=223 => input.spec(ctx0.len()),
        _ => Spec::real(256 + input.below(45)),
    };
    let sig_spec = input.spec(sizes.sig);
    let pk_content = input.content(&pk0);
    let digest_content = input.content(&digest0);
    let ctx_content = input.content(&ctx0);
    let sig_content = input.content(&sig0);
    let mut frame = Frame::new(input.arena());
    let pk = frame.input(pk_spec, Expect::Exact(sizes.pk), &pk_content);
    let digest_expect = known.map_or(Expect::Any, Expect::Exact);
    let digest = frame.input(digest_spec, digest_expect, &digest_content);
    let ctx = frame.input(ctx_spec, Expect::AtMost(Dsa::MAX_CONTEXT), &ctx_content);
    let sig = frame.input(sig_spec, Expect::Any, &sig_content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe {
        c_call!(frame => rustpqc_mldsa_verify_prehashed(id, &pk, hash, &digest, &ctx, &sig))
    };
    let genuine = id == base
        && hash == hash0
        && frame.passed(pk) == Some(&pk0[..])
        && frame.passed(digest) == Some(&digest0[..])
        && frame.passed(ctx) == Some(&ctx0[..])
        && frame.passed(sig) == Some(&sig0[..]);
    let semantics = Semantics {
        statuses: &[
            (Status::VerificationFailed, !genuine),
            (Status::UnknownHashFunction, known.is_none()),
        ],
        must_fail: !genuine,
        may_fail: false,
    };
    if judge(status, dsa.is_some(), &frame, semantics) {
        assert!(genuine, "a non-genuine signature verified");
    }
});

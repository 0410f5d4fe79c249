//! `rustpqc_slhdsa_verify_prehash`: a genuine HashSLH-DSA signature on a fuzzer digest and
//! context, then a call whose public key, function number, digest, context and signature are each
//! genuine, changed or replaced, with null pointers. `Status::Ok` exactly when all are the genuine
//! ones; an unknown function number is `Status::UnknownHashFunction`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_slhdsa_verify_prehash;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, base, slh, sizes) = Slh::signing_case(data);
    let seed = input.blob(sizes.seed());
    let (hash0, digest_len) = PREHASHES[input.below(PREHASHES.len())];
    let digest0 = input.blob(digest_len);
    let ctx_len = input.below(256);
    let ctx0 = input.blob(ctx_len);
    let (pk0, sk0) = slh_from_seed(base, &seed);
    let sig0 = slh_sign_prehash(base, &sk0, hash0, &digest0, &ctx0, input.u8() & 1 == 1);

    let hash = match input.u8() {
        0..=0xD7 => hash0,
        0xD8..=0xEF => PREHASHES[input.below(PREHASHES.len())].0,
        _ => input.u32(),
    };
    let known = PREHASHES
        .iter()
        .find(|(h, _)| *h == hash)
        .map(|&(_, len)| len);
    let pk_spec = input.spec(sizes.pk());
    let digest_spec = input.spec(digest0.len());
    let ctx_spec = input.spec(ctx0.len());
    let sig_spec = input.spec(sizes.sig);
    let pk_content = input.content(&pk0);
    let digest_content = input.content(&digest0);
    let ctx_content = input.content(&ctx0);
    let sig_content = input.content(&sig0);
    let mut frame = Frame::new(input.arena());
    let pk = frame.input(pk_spec, Expect::Exact(sizes.pk()), &pk_content);
    let digest_expect = known.map_or(Expect::Any, Expect::Exact);
    let digest = frame.input(digest_spec, digest_expect, &digest_content);
    let ctx = frame.input(ctx_spec, Expect::AtMost(Slh::MAX_CONTEXT), &ctx_content);
    let sig = frame.input(sig_spec, Expect::Any, &sig_content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe {
        c_call!(frame => rustpqc_slhdsa_verify_prehash(id, &pk, hash, &digest, &ctx, &sig))
    };
    let genuine = id == base
        && hash == hash0
        && frame.passed(pk) == Some(&pk0[..])
        && frame.passed(digest) == Some(&digest0[..])
        && frame.passed(ctx) == Some(&ctx0[..])
        && frame.passed(sig) == Some(&sig0[..]);
    let semantics = Semantics {
        statuses: &[
            (Status::VerificationFailed, !genuine && known.is_some()),
            (Status::UnknownHashFunction, known.is_none()),
        ],
        must_fail: !genuine,
        may_fail: false,
    };
    if judge(status, slh.is_some(), &frame, semantics) {
        assert!(genuine, "a non-genuine HashSLH-DSA signature verified");
    }
});

//! `rustpqc_slhdsa_sign_prehash`: HashSLH-DSA signing with a fuzzer-chosen pre-hash function
//! number (mostly one of the twelve, sometimes any u32), digests of the function's length or
//! another, private keys genuine, mutated or random, contexts up to 300 bytes, output lengths,
//! null and overlapping buffers. An unknown function must be refused with
//! `Status::UnknownHashFunction`; a well-formed call with a genuine key must succeed with a
//! signature fips205 verifies as HashSLH-DSA under that function's OID, and never as a pure
//! signature of the digest.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_slhdsa_sign_prehash;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, base, slh, sizes) = Slh::signing_case(data);
    let hash = match input.u8() {
        0..=0xEF => PREHASHES[input.below(PREHASHES.len())].0,
        _ => input.u32(),
    };
    let known = digest_len(hash);
    let mut frame = Frame::new(input.arena());
    let sk_spec = input.spec(sizes.sk());
    let digest_spec = input.spec(known.unwrap_or(32));
    let ctx_len = input.below(301);
    let ctx_spec = input.spec(ctx_len);
    let deterministic = input.u8() & 1;
    let sig = frame.output(input.spec(sizes.sig), Expect::Exact(sizes.sig));
    let (_, sk0) = slh_from_seed(base, &input.blob(sizes.seed()));
    let sk_content = input.content(&sk0);
    let digest_content = input.blob(digest_spec.len.min(128));
    let ctx_content = input.blob(ctx_spec.len.min(512));
    let sk = frame.input(sk_spec, Expect::Exact(sizes.sk()), &sk_content);
    // An unknown function is refused before the digest's length can be judged.
    let digest_expect = known.map_or(Expect::Any, Expect::Exact);
    let digest = frame.input(digest_spec, digest_expect, &digest_content);
    let ctx = frame.input(ctx_spec, Expect::AtMost(Slh::MAX_CONTEXT), &ctx_content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe {
        c_call!(frame => rustpqc_slhdsa_sign_prehash(
            id, &sk, hash, &digest, &ctx, deterministic as u32, &mut sig
        ))
    };
    let genuine = id == base && frame.passed(sk) == Some(&sk0[..]);
    let semantics = Semantics::signing(genuine, vec![(Status::InvalidSigningKey, !genuine)]);
    if !judge(
        status,
        slh.is_some(),
        &frame,
        semantics.or_unknown_hash(known.is_none()),
    ) {
        return;
    }
    let sk = frame.passed(sk).unwrap();
    let (digest, ctx) = (frame.passed(digest).unwrap(), frame.passed(ctx).unwrap());
    let signature = frame.bytes(sig).unwrap();
    let own_pk = &sk[2 * sizes.n..];
    let oracle = slh_oracle(id);
    assert!(
        (oracle.verify_prehash)(own_pk, digest, &prehash_oid(hash), ctx, signature),
        "fips205 does not verify the HashSLH-DSA signature"
    );
    assert!(
        !(oracle.verify)(own_pk, digest, ctx, signature),
        "a HashSLH-DSA signature verifies as a pure signature of the digest"
    );
});

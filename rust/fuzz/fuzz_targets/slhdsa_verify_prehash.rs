//! `rustpqc_slhdsa_verify_prehash`: a genuine HashSLH-DSA signature on a fuzzer digest and
//! context, then a call whose public key, function number, digest, context and signature are each
//! genuine, changed or replaced, with null pointers. `Status::Ok` exactly when all are the genuine
//! ones; an unknown function number is `Status::UnknownHashFunction`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, base, slh, sizes) = Slh::signing_case(data);
    let (pk0, sk0) = Signer::SlhDsa.key_pair(&mut input, base);
    let (hash0, digest0, ctx0) = sets::prehashed(&mut input);
    let sig0 = Signer::SlhDsa
        .sign_prehash((base, &sk0), (hash0, &digest0), &ctx0, input.u8() & 1 == 1)
        .expect("HashSLH-DSA signing with a genuine key");

    let hash = match input.u8() {
        0..=0xD7 => hash0,
        0xD8..=0xEF => PREHASHES[input.below(PREHASHES.len())].0,
        _ => input.u32(),
    };
    // A known function with the wrong signature fails verification; an unknown one is refused.
    let known = digest_len(hash).is_some();
    let specs = [
        input.spec(sizes.pk()),
        input.spec(digest0.len()),
        input.spec(ctx0.len()),
        input.spec(sizes.sig),
    ];
    let genuine_call = [&pk0[..], &digest0, &ctx0, &sig0];
    let (status, frame, genuine) = Signer::SlhDsa.verify_prehash_call(
        (&mut input, id, base),
        (hash0, hash),
        specs,
        genuine_call,
    );
    let semantics = Semantics::refusal(Status::VerificationFailed, !genuine && known);
    if judge(
        status,
        slh.is_some(),
        &frame,
        semantics.or_unknown_hash(!known),
    ) {
        assert!(genuine, "a non-genuine HashSLH-DSA signature verified");
    }
});

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
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, base, dsa, sizes) = Dsa::case(data);
    let (pk0, sk0) = Signer::MlDsa.key_pair(&mut input, base);
    let (hash0, digest0, ctx0) = sets::prehashed(&mut input);
    let deterministic = input.u8() & 1 == 1;
    let sig0 = match input.u8() & 1 {
        0 => {
            let signed = (hash0, &digest0[..]);
            Signer::MlDsa.sign_prehash((base, &sk0), signed, &ctx0, deterministic)
        }
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
    let specs = [
        input.spec(sizes.pk),
        input.spec(known.unwrap_or(digest0.len())),
        input.context_spec(ctx0.len()),
        input.spec(sizes.sig),
    ];
    let genuine_call = [&pk0[..], &digest0, &ctx0, &sig0];
    let call = (&mut input, id, base);
    let (status, frame, genuine) =
        Signer::MlDsa.verify_prehash_call(call, (hash0, hash), specs, genuine_call);
    let semantics = Semantics::refusal(Status::VerificationFailed, !genuine);
    if judge(
        status,
        dsa.is_some(),
        &frame,
        semantics.or_unknown_hash(known.is_none()),
    ) {
        assert!(genuine, "a non-genuine signature verified");
    }
});

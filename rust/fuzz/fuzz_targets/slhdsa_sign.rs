//! `rustpqc_slhdsa_sign`: private keys that are genuine, mutated or random; fuzzer-chosen messages
//! and contexts (up to 300 bytes, so some are too long), the deterministic flag as any u32,
//! output lengths, null and overlapping buffers. A well-formed call with a genuine key must
//! succeed with a signature fips205 verifies (the same again when deterministic). Another key
//! may only be refused with `Status::InvalidSigningKey` (its signature does not verify under its
//! own PK.root), and whatever it signs must verify under that PK.root.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let call = Signer::SlhDsa.sign_call(data);
    let id = call.id;
    let genuine = id == call.base && call.genuine_key();
    let semantics = Semantics::signing(genuine, vec![(Status::InvalidSigningKey, !genuine)]);
    if !call.judge(semantics) {
        return;
    }
    let (sk, msg, ctx, signature) = call.signed();
    let own_pk = &sk[sk.len() / 2..];
    assert!(
        (slh_oracle(id).verify)(own_pk, msg, ctx, signature),
        "fips205 does not verify the signature under the key's own PK.root"
    );
    if genuine && call.deterministic != 0 {
        assert_eq!(
            slh_sign(id, &sk, msg, ctx, true),
            signature,
            "deterministic signing did not repeat"
        );
    }
});

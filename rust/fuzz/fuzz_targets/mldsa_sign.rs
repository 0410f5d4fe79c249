//! `rustpqc_mldsa_sign`: signing keys that are genuine, mutated or random; fuzzer-chosen
//! messages and contexts (up to 300 bytes, so some are too long), the deterministic flag as any
//! u32, output lengths, null and overlapping buffers. A well-formed call with a genuine key
//! must succeed and verify (and repeat when deterministic); a malformed key may only fail with
//! `Status::SigningFailed`, or `Status::InvalidSigningKey` when its secret coefficients are out
//! of range (an independent range check).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let call = Signer::MlDsa.sign_call(data);
    let (id, genuine) = (call.id, call.genuine_key());
    let invalid = CheckedKey::Signing.invalid(id, call.frame.passed(call.sk));
    if !call.judge(ml_dsa_signing(genuine, invalid)) {
        return;
    }
    let (sk, msg, ctx, signature) = call.signed();
    if genuine {
        assert_eq!(
            dsa_verify(id, &call.pair.0, msg, ctx, signature),
            Status::Ok,
            "does not verify"
        );
        if call.deterministic != 0 {
            assert_eq!(
                dsa_sign(id, &sk, msg, ctx, true),
                signature,
                "deterministic signing did not repeat"
            );
        }
    }
});

//! `rustpqc_slhdsa_sign`: private keys that are genuine, mutated or random; fuzzer-chosen messages
//! and contexts (up to 300 bytes, so some are too long), the deterministic flag as any u32,
//! output lengths, null and overlapping buffers. A well-formed call with a genuine key must
//! succeed with a signature fips205 verifies (the same again when deterministic). Another key
//! may only be refused with `Status::InvalidSigningKey` (its signature does not verify under its
//! own PK.root), and whatever it signs must verify under that PK.root.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_slhdsa_sign;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, base, slh, sizes) = Slh::signing_case(data);
    let mut frame = Frame::new(input.arena());
    let sk_spec = input.spec(sizes.sk());
    let msg_len = input.below(1025);
    let msg_spec = input.spec(msg_len);
    let ctx_len = input.below(301);
    let ctx_spec = input.spec(ctx_len);
    let deterministic = match input.u8() % 3 {
        0 => 0,
        1 => 1,
        _ => input.u32(),
    };
    let sig = frame.output(input.spec(sizes.sig), Expect::Exact(sizes.sig));
    let seed = input.blob(sizes.seed());
    let (_, sk0) = slh_from_seed(base, &seed);
    let sk_content = input.content(&sk0);
    let msg_content = input.blob(msg_spec.len.min(2048));
    let ctx_content = input.blob(ctx_spec.len.min(512));
    let sk = frame.input(sk_spec, Expect::Exact(sizes.sk()), &sk_content);
    let msg = frame.input(msg_spec, Expect::Any, &msg_content);
    let ctx = frame.input(ctx_spec, Expect::AtMost(Slh::MAX_CONTEXT), &ctx_content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe {
        c_call!(frame => rustpqc_slhdsa_sign(id, &sk, &msg, &ctx, deterministic, &mut sig))
    };
    let genuine = id == base && frame.passed(sk) == Some(&sk0[..]);
    let semantics = Semantics {
        statuses: &[(Status::InvalidSigningKey, !genuine)],
        must_fail: false,
        may_fail: !genuine,
    };
    if !judge(status, slh.is_some(), &frame, semantics) {
        return;
    }
    let sk = frame.passed(sk).unwrap().to_vec();
    let (msg, ctx) = (frame.passed(msg).unwrap(), frame.passed(ctx).unwrap());
    let signature = frame.bytes(sig).unwrap();
    let own_pk = &sk[2 * sizes.n..];
    assert!(
        (slh_oracle(id).verify)(own_pk, msg, ctx, signature),
        "fips205 does not verify the signature under the key's own PK.root"
    );
    if genuine && deterministic != 0 {
        assert_eq!(
            slh_sign(id, &sk, msg, ctx, true),
            signature,
            "deterministic signing did not repeat"
        );
    }
});

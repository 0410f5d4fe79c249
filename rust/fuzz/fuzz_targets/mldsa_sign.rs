//! `rustpqc_mldsa_sign`: signing keys that are genuine, mutated or random; fuzzer-chosen
//! messages and contexts (up to 300 bytes, so some are too long), the deterministic flag as any
//! u32, output lengths, null and overlapping buffers. A well-formed call with a genuine key
//! must succeed and verify (and repeat when deterministic); a malformed key may only fail with
//! `Status::SigningFailed`, or `Status::InvalidSigningKey` when its secret coefficients are out
//! of range (an independent range check).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_mldsa_sign;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, base, dsa, sizes) = Dsa::case(data);
    let mut frame = Frame::new(input.arena());
    let sk_spec = input.spec(sizes.sk);
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
    let seed: [u8; 32] = input.array();
    let (pk0, sk0) = dsa_from_seed(base, &seed);
    let sk_content = input.content(&sk0);
    let msg_content = input.blob(msg_spec.len.min(2048));
    let ctx_content = input.blob(ctx_spec.len.min(512));
    let sk = frame.input(sk_spec, Expect::Exact(sizes.sk), &sk_content);
    let msg = frame.input(msg_spec, Expect::Any, &msg_content);
    let ctx = frame.input(ctx_spec, Expect::AtMost(Dsa::MAX_CONTEXT), &ctx_content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe {
        c_call!(frame => rustpqc_mldsa_sign(id, &sk, &msg, &ctx, deterministic, &mut sig))
    };
    let genuine = frame.passed(sk) == Some(&sk0[..]);
    let semantics = Semantics {
        statuses: &[
            (Status::SigningFailed, !genuine),
            (
                Status::InvalidSigningKey,
                dsa_key_refusable(dsa, frame.passed(sk)),
            ),
        ],
        must_fail: false,
        may_fail: !genuine,
    };
    if !judge(status, dsa.is_some(), &frame, semantics) {
        return;
    }
    let sk = frame.passed(sk).unwrap().to_vec();
    let (msg, ctx) = (frame.passed(msg).unwrap(), frame.passed(ctx).unwrap());
    let signature = frame.bytes(sig).unwrap();
    if genuine {
        assert_eq!(
            dsa_verify(id, &pk0, msg, ctx, signature),
            Status::Ok,
            "does not verify"
        );
        if deterministic != 0 {
            assert_eq!(
                dsa_sign(id, &sk, msg, ctx, true),
                signature,
                "deterministic signing did not repeat"
            );
        }
    }
});

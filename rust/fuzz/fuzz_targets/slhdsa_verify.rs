//! `rustpqc_slhdsa_verify`: a genuine signature on a fuzzer message and context, then a call whose
//! public key, message, context and signature are each genuine, mutated or replaced, of
//! fuzzer-chosen lengths, with null pointers. `Status::Ok` exactly when all four are the genuine
//! bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_slhdsa_verify;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, base, slh, sizes) = Slh::signing_case(data);
    let seed = input.blob(sizes.seed());
    let msg_len = input.below(1025);
    let msg0 = input.blob(msg_len);
    let ctx_len = input.below(256);
    let ctx0 = input.blob(ctx_len);
    let (pk0, sk0) = slh_from_seed(base, &seed);
    let sig0 = slh_sign(base, &sk0, &msg0, &ctx0, input.u8() & 1 == 1);

    let pk_spec = input.spec(sizes.pk());
    let msg_spec = input.spec(msg0.len());
    let ctx_spec = match input.u8() {
        0..=223 => input.spec(ctx0.len()),
        _ => Spec::real(256 + input.below(45)),
    };
    let sig_spec = input.spec(sizes.sig);
    let pk_content = input.content(&pk0);
    let msg_content = input.content(&msg0);
    let ctx_content = input.content(&ctx0);
    let sig_content = input.content(&sig0);
    let mut frame = Frame::new(input.arena());
    let pk = frame.input(pk_spec, Expect::Exact(sizes.pk()), &pk_content);
    let msg = frame.input(msg_spec, Expect::Any, &msg_content);
    let ctx = frame.input(ctx_spec, Expect::AtMost(Slh::MAX_CONTEXT), &ctx_content);
    let sig = frame.input(sig_spec, Expect::Any, &sig_content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe { c_call!(frame => rustpqc_slhdsa_verify(id, &pk, &msg, &ctx, &sig)) };
    let genuine = id == base
        && frame.passed(pk) == Some(&pk0[..])
        && frame.passed(msg) == Some(&msg0[..])
        && frame.passed(ctx) == Some(&ctx0[..])
        && frame.passed(sig) == Some(&sig0[..]);
    let semantics = Semantics {
        statuses: &[(Status::VerificationFailed, !genuine)],
        must_fail: !genuine,
        may_fail: false,
    };
    if judge(status, slh.is_some(), &frame, semantics) {
        assert!(genuine, "a non-genuine signature verified");
    }
});

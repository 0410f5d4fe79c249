//! `rustpqc_mldsa_verify`: a genuine signature on a fuzzer message and context, then a call
//! whose public key, message, context and signature are each genuine, mutated or replaced, of
//! fuzzer-chosen lengths, with null pointers. RUSTPQC_OK exactly when all four are the genuine
//! bytes; random or mutated signatures never verify.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::{rustpqc_mldsa_verify, RUSTPQC_ERR_VERIFICATION_FAILED};
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let (id, base) = input.set(DSA_IDS, KEM_IDS);
    let dsa = Dsa::of(id);
    let sizes = Dsa::of(base).unwrap();
    let seed: [u8; 32] = input.array();
    let msg_len = input.below(1025);
    let msg0 = input.blob(msg_len);
    let ctx_len = input.below(256);
    let ctx0 = input.blob(ctx_len);
    let (pk0, sk0) = dsa_from_seed(base, &seed);
    let sig0 = dsa_sign(base, &sk0, &msg0, &ctx0, input.u8() & 1 == 1);

    let pk_spec = input.spec(sizes.pk);
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
    let pk = frame.input(pk_spec, Expect::Exact(sizes.pk), &pk_content);
    let msg = frame.input(msg_spec, Expect::Any, &msg_content);
    let ctx = frame.input(ctx_spec, Expect::AtMost(Dsa::MAX_CONTEXT), &ctx_content);
    let sig = frame.input(sig_spec, Expect::Any, &sig_content);
    frame.layout(&mut input);
    let ptrs = [pk, msg, ctx, sig].map(|b| frame.cptr(b));
    // SAFETY: the frame's pointers are null, or valid for their lengths, or have a length above
    // isize::MAX (rejected before any access).
    let status = unsafe {
        rustpqc_mldsa_verify(
            id,
            ptrs[0],
            frame.len(pk),
            ptrs[1],
            frame.len(msg),
            ptrs[2],
            frame.len(ctx),
            ptrs[3],
            frame.len(sig),
        )
    };
    let genuine = id == base
        && frame.passed(pk) == Some(&pk0[..])
        && frame.passed(msg) == Some(&msg0[..])
        && frame.passed(ctx) == Some(&ctx0[..])
        && frame.passed(sig) == Some(&sig0[..]);
    let semantics = Semantics {
        statuses: &[(RUSTPQC_ERR_VERIFICATION_FAILED, !genuine)],
        must_fail: !genuine,
        may_fail: false,
    };
    if judge(status, dsa.is_some(), &frame, semantics) {
        assert!(genuine, "a non-genuine signature verified");
    }
});

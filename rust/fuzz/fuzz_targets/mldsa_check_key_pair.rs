//! `rustpqc_mldsa_check_key_pair`: a public key and an expanded private key, each genuine (of one
//! fuzzer seed), mutated, from another seed, or random; the private key also random with rho and
//! tr made to match the public key (then perhaps mutated); fuzzer-chosen lengths, null pointers,
//! and both inputs in one arena (they may overlap: both are read-only). The status must agree
//! with an independent check: same rho, and tr = SHAKE256(pk, 64)
//! (`Status::InvalidSigningKey` exactly when either differs).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_mldsa_check_key_pair;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (mut input, id, base, dsa, sizes) = Dsa::case(data);
    let mut frame = Frame::new(input.arena());
    let [pk_spec, sk_spec] = [sizes.pk, sizes.sk].map(|len| input.spec(len));
    let (pk0, sk0) = dsa_from_seed(base, &input.array::<32>());
    let other = |input: &mut Input| dsa_from_seed(base, &input.array::<32>());
    let pk_content = match input.u8() % 4 {
        0 | 1 => input.content(&pk0),
        2 => other(&mut input).0,
        _ => input.blob(sizes.pk),
    };
    let sk_content = match input.u8() % 5 {
        0 | 1 => input.content(&sk0),
        2 => other(&mut input).1,
        3 => input.blob(sizes.sk),
        _ => {
            // A forgery the check cannot see: anything with the public key's rho and tr.
            let mut sk = input.blob(sizes.sk);
            sk[..32].copy_from_slice(&pk_content[..32]);
            sk[64..128].copy_from_slice(&shake256::<64>(&[&pk_content]));
            if input.u8() & 1 == 1 {
                input.mutate(&mut sk);
            }
            sk
        }
    };
    let pk = frame.input(pk_spec, Expect::Exact(sizes.pk), &pk_content);
    let sk = frame.input(sk_spec, Expect::Exact(sizes.sk), &sk_content);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe { c_call!(frame => rustpqc_mldsa_check_key_pair(id, &pk, &sk)) };
    let mismatch = match (dsa, frame.passed(pk), frame.passed(sk)) {
        (Some(dsa), Some(pk), Some(sk)) if pk.len() == dsa.pk && sk.len() == dsa.sk => {
            !dsa_pair_matches(dsa, pk, sk)
        }
        _ => false,
    };
    let semantics = Semantics::refusal(Status::InvalidSigningKey, mismatch);
    judge(status, dsa.is_some(), &frame, semantics);
});

//! What the signing and verification targets of ML-DSA and SLH-DSA share: the two families take
//! the same buffers in the same order, so one [`Signer`] lays out and makes their calls, and
//! each target keeps only its own oracle.

use crate::calls::KeyPair;
use crate::calls::{dsa_from_seed, dsa_sign, signature_or_status, slh_from_seed, slh_sign};
use crate::frame::{Buf, Expect, Frame};
use crate::input::Input;
use crate::judge::{judge, Semantics};
use crate::sets::{digest_len, Dsa, Family, Slh};
use crate::spec::Spec;
use crate::{c_call, ffi_call};
use rustpqc::ffi::{
    rustpqc_mldsa_sign, rustpqc_mldsa_sign_prehashed, rustpqc_mldsa_verify,
    rustpqc_mldsa_verify_prehashed, rustpqc_slhdsa_sign, rustpqc_slhdsa_sign_prehash,
    rustpqc_slhdsa_verify, rustpqc_slhdsa_verify_prehash, Status,
};

/// A signature family, for the calls its targets share with the other's.
#[derive(Clone, Copy, Debug)]
pub enum Signer {
    MlDsa,
    SlhDsa,
}

/// One fuzzed signing call, made: its set, its buffers, and the genuine key pair the key
/// buffer's content came from.
pub struct SigningCall {
    /// The set number passed, and the set the buffers are built for.
    pub id: u32,
    pub base: u32,
    /// Whether `id` is a set of the family.
    pub known: bool,
    pub frame: Frame,
    pub sk: Buf,
    pub msg: Buf,
    pub ctx: Buf,
    pub sig: Buf,
    /// The deterministic flag passed (any `u32`).
    pub deterministic: u32,
    /// `(pk, sk)` of set `base`, the private key's genuine content.
    pub pair: KeyPair,
    pub status: Status,
}

impl SigningCall {
    /// Whether the call was passed the genuine private key.
    pub fn genuine_key(&self) -> bool {
        self.frame.passed(self.sk) == Some(&self.pair.1[..])
    }

    /// Judges the call (see [`judge`]): whether it succeeded.
    pub fn judge(&self, semantics: Semantics) -> bool {
        judge(self.status, self.known, &self.frame, semantics)
    }

    /// What a success passed and made: the private key, the message, the context and the
    /// signature.
    pub fn signed(&self) -> (Vec<u8>, &[u8], &[u8], &[u8]) {
        let passed = |buf| self.frame.passed(buf).unwrap();
        let sk = passed(self.sk).to_vec();
        (
            sk,
            passed(self.msg),
            passed(self.ctx),
            self.frame.bytes(self.sig).unwrap(),
        )
    }
}

/// Checks a signature made with the deterministic flag `deterministic` against `repeated`, a
/// deterministic signature of the same by a well-formed call: the same when the flag asked for
/// determinism; another when it did not and the key was the `genuine` one.
pub fn check_repetition(
    (deterministic, genuine): (u32, bool),
    repeated: &Result<Vec<u8>, Status>,
    signature: &[u8],
) {
    if deterministic != 0 {
        assert_eq!(
            repeated.as_deref(),
            Ok(signature),
            "deterministic signing did not repeat"
        );
    } else if genuine {
        assert_ne!(
            repeated.as_deref(),
            Ok(signature),
            "hedged signing gave the deterministic signature"
        );
    }
}

/// The semantics of an ML-DSA signing call (from a message, a mu or a digest): with a key other
/// than the genuine one it may fail to sign, or refuse a key of the right length whose secret
/// coefficients are out of range (`invalid`, see [`CheckedKey::invalid`](crate::keys::CheckedKey::invalid)).
pub fn ml_dsa_signing(genuine: bool, invalid: bool) -> Semantics {
    let refusals = vec![
        (Status::SigningFailed, !genuine),
        (Status::InvalidSigningKey, invalid),
    ];
    Semantics::signing(genuine, refusals)
}

impl Signer {
    /// One fuzz case (see [`Family::case`]): for SLH-DSA one whose buffers are built for an `f`
    /// set (see [`Slh::signing_case`]). Returns the input, the set number to pass, the set the
    /// buffers are built for, and whether the number is a set of the family.
    fn case(self, data: &[u8]) -> (Input<'_>, u32, u32, bool) {
        match self {
            Self::MlDsa => {
                let (input, id, base, dsa, _) = Dsa::case(data);
                (input, id, base, dsa.is_some())
            }
            Self::SlhDsa => {
                let (input, id, base, slh, _) = Slh::signing_case(data);
                (input, id, base, slh.is_some())
            }
        }
    }

    /// The lengths of a public key, a private key and a signature of set `base`.
    fn lens(self, base: u32) -> (usize, usize, usize) {
        match self {
            Self::MlDsa => {
                let dsa = Dsa::of(base).unwrap();
                (dsa.pk, dsa.sk, dsa.sig)
            }
            Self::SlhDsa => {
                let slh = Slh::of(base).unwrap();
                (slh.pk(), slh.sk(), slh.sig)
            }
        }
    }

    /// The longest context a call may pass.
    fn max_context(self) -> usize {
        match self {
            Self::MlDsa => Dsa::MAX_CONTEXT,
            Self::SlhDsa => Slh::MAX_CONTEXT,
        }
    }

    /// A genuine key pair of set `base`, derived from a seed the input gives.
    pub fn key_pair(self, input: &mut Input, base: u32) -> KeyPair {
        match self {
            Self::MlDsa => dsa_from_seed(base, &input.array::<32>()),
            Self::SlhDsa => slh_from_seed(base, &input.blob(Slh::of(base).unwrap().seed())),
        }
    }

    /// The family's pre-hash signing function (HashML-DSA, HashSLH-DSA) with exact buffers: the
    /// signature, or the status.
    pub fn sign_prehash(
        self,
        (id, sk): (u32, &[u8]),
        (hash, digest): (u32, &[u8]),
        ctx: &[u8],
        deterministic: bool,
    ) -> Result<Vec<u8>, Status> {
        let mut sig = vec![0u8; self.lens(id).2];
        let sign = match self {
            Self::MlDsa => rustpqc_mldsa_sign_prehashed,
            Self::SlhDsa => rustpqc_slhdsa_sign_prehash,
        };
        let deterministic = deterministic as u32;
        // SAFETY: every pointer is valid for its length; the buffers are distinct allocations.
        let status =
            unsafe { ffi_call!(sign(id, &sk, hash, &digest, &ctx, deterministic, &mut sig)) };
        signature_or_status((status, sig))
    }

    /// A pre-hash verification call (HashML-DSA, HashSLH-DSA) with `hash` of the genuine call's
    /// inputs `genuine` (public key, digest under `hash0`, context, signature), each passed as
    /// `specs` says with its content genuine, mutated or replaced. Returns the status, the
    /// frame, and whether everything passed was the genuine call's.
    pub fn verify_prehash_call(
        self,
        (input, id, base): (&mut Input, u32, u32),
        (hash0, hash): (u32, u32),
        specs: [Spec; 4],
        genuine: [&[u8]; 4],
    ) -> (Status, Frame, bool) {
        let [pk0, digest0, ctx0, sig0] = genuine;
        let (pk_len, _, _) = self.lens(base);
        let (mut frame, [pk, digest, ctx, sig]) = Frame::of_contents(
            input,
            specs,
            [
                (pk0, Expect::Exact(pk_len)),
                (digest0, digest_len(hash).map_or(Expect::Any, Expect::Exact)),
                (ctx0, Expect::AtMost(self.max_context())),
                (sig0, Expect::Any),
            ],
        );
        let verify = match self {
            Self::MlDsa => rustpqc_mldsa_verify_prehashed,
            Self::SlhDsa => rustpqc_slhdsa_verify_prehash,
        };
        // SAFETY: the frame's buffers (see `c_call!`).
        let status = unsafe { c_call!(frame => verify(id, &pk, hash, &digest, &ctx, &sig)) };
        let passed = [(pk, pk0), (digest, digest0), (ctx, ctx0), (sig, sig0)];
        let genuine = id == base && hash == hash0 && frame.all_passed(&passed);
        (status, frame, genuine)
    }

    /// A signing call: a private key that is genuine, mutated or random; a message of up to
    /// 1024 bytes and a context of up to 300 (so some are too long), each of fuzzer-chosen
    /// length; the deterministic flag as any `u32`; the signature buffer; null and overlapping
    /// buffers. Made, not yet judged.
    pub fn sign_call(self, data: &[u8]) -> SigningCall {
        let (mut input, id, base, known) = self.case(data);
        let (_, sk_len, sig_len) = self.lens(base);
        let mut frame = Frame::new(input.arena());
        let sk_spec = input.spec(sk_len);
        let msg_len = input.below(1025);
        let msg_spec = input.spec(msg_len);
        let ctx_len = input.below(301);
        let ctx_spec = input.spec(ctx_len);
        let deterministic = input.deterministic();
        let sig = frame.output(input.spec(sig_len), Expect::Exact(sig_len));
        let pair = self.key_pair(&mut input, base);
        let sk_content = input.content(&pair.1);
        let msg_content = input.blob(msg_spec.len.min(2048));
        let ctx_content = input.blob(ctx_spec.len.min(512));
        let sk = frame.input(sk_spec, Expect::Exact(sk_len), &sk_content);
        let msg = frame.input(msg_spec, Expect::Any, &msg_content);
        let ctx_expect = Expect::AtMost(self.max_context());
        let ctx = frame.input(ctx_spec, ctx_expect, &ctx_content);
        frame.layout(&mut input);
        let sign = match self {
            Self::MlDsa => rustpqc_mldsa_sign,
            Self::SlhDsa => rustpqc_slhdsa_sign,
        };
        // SAFETY: the frame's buffers (see `c_call!`).
        let status =
            unsafe { c_call!(frame => sign(id, &sk, &msg, &ctx, deterministic, &mut sig)) };
        SigningCall {
            id,
            base,
            known,
            frame,
            sk,
            msg,
            ctx,
            sig,
            deterministic,
            pair,
            status,
        }
    }

    /// The whole of a pure verification target: a genuine signature of a fuzzer message and
    /// context, then a call whose public key, message, context and signature are each genuine,
    /// mutated or replaced, of fuzzer-chosen lengths, with null pointers. `Status::Ok` exactly
    /// when all four are the genuine bytes (and the set the genuine one); random or mutated
    /// signatures never verify.
    pub fn fuzz_verify(self, data: &[u8]) {
        let (mut input, id, base, known) = self.case(data);
        let (pk_len, _, sig_len) = self.lens(base);
        let (pk0, sk0) = self.key_pair(&mut input, base);
        let (msg0, ctx0) = input.message_and_context();
        let deterministic = input.u8() & 1 == 1;
        let sig0 = match self {
            Self::MlDsa => dsa_sign(base, &sk0, &msg0, &ctx0, deterministic),
            Self::SlhDsa => slh_sign(base, &sk0, &msg0, &ctx0, deterministic),
        };

        let specs = [
            input.spec(pk_len),
            input.spec(msg0.len()),
            input.context_spec(ctx0.len()),
            input.spec(sig_len),
        ];
        let ctx_expect = Expect::AtMost(self.max_context());
        let (mut frame, [pk, msg, ctx, sig]) = Frame::of_contents(
            &mut input,
            specs,
            [
                (&pk0, Expect::Exact(pk_len)),
                (&msg0, Expect::Any),
                (&ctx0, ctx_expect),
                (&sig0, Expect::Any),
            ],
        );
        let verify = match self {
            Self::MlDsa => rustpqc_mldsa_verify,
            Self::SlhDsa => rustpqc_slhdsa_verify,
        };
        // SAFETY: the frame's buffers (see `c_call!`).
        let status = unsafe { c_call!(frame => verify(id, &pk, &msg, &ctx, &sig)) };
        let genuine =
            id == base && frame.all_passed(&[(pk, &pk0), (msg, &msg0), (ctx, &ctx0), (sig, &sig0)]);
        let semantics = Semantics::refusal(Status::VerificationFailed, !genuine);
        if judge(status, known, &frame, semantics) {
            assert!(genuine, "a non-genuine signature verified");
        }
    }
}

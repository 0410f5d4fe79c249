//! The SLH-DSA functions of the boundary (FIPS 205). A parameter set is named by the last arc of
//! its NIST OID `2.16.840.1.101.3.4.3.<n>`: 20 SHA2-128s, 21 SHA2-128f, 22 SHA2-192s,
//! 23 SHA2-192f, 24 SHA2-256s, 25 SHA2-256f, 26 SHAKE-128s, 27 SHAKE-128f, 28 SHAKE-192s,
//! 29 SHAKE-192f, 30 SHAKE-256s, 31 SHAKE-256f.
//!
//! Every function here is long-running (a signature takes 8 ms to 2.4 s), so the bindings copy
//! their arrays instead of pinning them, and each runs on a helper thread when the calling
//! thread has less stack left than it needs (see `stack.rs`).

pub use exports::*;

/// Stack that signing and verification may need: twice the most measured (240 KiB, signing with
/// a 256f set), for builds that lay frames out differently.
const SIGNING_STACK: usize = 512 * 1024;
/// Stack that key generation may need: eight times the most measured (16 KiB).
const KEY_GENERATION_STACK: usize = 128 * 1024;

#[rustpqc_ffi_macros::exports(self_test = SlhDsa)]
mod exports {
    use super::{KEY_GENERATION_STACK, SIGNING_STACK};
    use crate::ffi::stack::with_stack;
    use crate::prehash::PreHash;
    use crate::slhdsa::{self, SlhDsa};
    use crate::Error;

    /// Generates an SLH-DSA key pair from OS randomness: the public key `PK.seed || PK.root`
    /// (2n bytes) into `pk` and the private key `SK.seed || SK.prf || PK.seed || PK.root` (4n
    /// bytes) into `sk`.
    #[export(java = slhDsaGenerate, counts = SlhDsaGenerate, long_running)]
    fn rustpqc_slhdsa_generate(
        parameter_set: u32,
        pk: &mut [u8],
        sk: &mut [u8],
    ) -> Result<(), Error> {
        let set = SlhDsa::from_id(parameter_set)?;
        with_stack(KEY_GENERATION_STACK, || slhdsa::generate(set, pk, sk))?
    }

    /// Derives the SLH-DSA key pair of `seed` = `SK.seed || SK.prf || PK.seed` (3n bytes; FIPS
    /// 205 `slh_keygen_internal`), for known-answer tests and keys given as their seeds.
    #[export(java = slhDsaFromSeed, counts = SlhDsaFromSeed, long_running)]
    fn rustpqc_slhdsa_from_seed(
        parameter_set: u32,
        seed: &[u8],
        pk: &mut [u8],
        sk: &mut [u8],
    ) -> Result<(), Error> {
        let set = SlhDsa::from_id(parameter_set)?;
        with_stack(KEY_GENERATION_STACK, || {
            slhdsa::keypair_from_seed(set, seed, pk, sk)
        })?
    }

    /// Signs `msg` under context `ctx` (at most 255 bytes) with the private key `sk`. Hedged
    /// (`opt_rand` from OS randomness) when `deterministic` is 0; deterministic (`opt_rand` =
    /// PK.seed) otherwise. The signature is verified under the key's own PK.root before it is
    /// written: `RUSTPQC_STATUS_INVALID_SIGNING_KEY` when it does not verify (a PK.root that the
    /// seeds do not give, or a fault).
    #[export(java = slhDsaSign, counts = SlhDsaSign, long_running)]
    fn rustpqc_slhdsa_sign(
        parameter_set: u32,
        sk: &[u8],
        #[slice] msg: &[u8],
        ctx: &[u8],
        deterministic: u32,
        sig: &mut [u8],
    ) -> Result<(), Error> {
        let set = SlhDsa::from_id(parameter_set)?;
        with_stack(SIGNING_STACK, || {
            slhdsa::sign(set, sk, msg, ctx, deterministic != 0, sig)
        })?
    }

    /// Verifies `sig` on `msg` under context `ctx`. Returns `RUSTPQC_STATUS_OK` for a valid
    /// signature and `RUSTPQC_STATUS_VERIFICATION_FAILED` for any other signature, including one
    /// of the wrong length.
    #[export(java = slhDsaVerify, counts = SlhDsaVerify, long_running)]
    fn rustpqc_slhdsa_verify(
        parameter_set: u32,
        pk: &[u8],
        #[slice] msg: &[u8],
        ctx: &[u8],
        sig: &[u8],
    ) -> Result<(), Error> {
        let set = SlhDsa::from_id(parameter_set)?;
        with_stack(SIGNING_STACK, || slhdsa::verify(set, pk, msg, ctx, sig))?
    }

    /// HashSLH-DSA (FIPS 205 `hash_slh_sign`): signs `digest`, the hash of the message by the
    /// function `hash` names, under context `ctx`. `hash` is the last arc of the function's NIST
    /// OID `2.16.840.1.101.3.4.2.<hash>`: 1 SHA-256, 2 SHA-384, 3 SHA-512, 4 SHA-224,
    /// 5 SHA-512/224, 6 SHA-512/256, 7 SHA3-224, 8 SHA3-256, 9 SHA3-384, 10 SHA3-512,
    /// 11 SHAKE128 (32 bytes), 12 SHAKE256 (64 bytes); `digest` has that function's length.
    /// Hedged or deterministic, and verified before it is written, as `rustpqc_slhdsa_sign`.
    #[export(java = slhDsaSignPrehash, counts = SlhDsaSign, long_running)]
    fn rustpqc_slhdsa_sign_prehash(
        parameter_set: u32,
        sk: &[u8],
        hash: u32,
        digest: &[u8],
        ctx: &[u8],
        deterministic: u32,
        sig: &mut [u8],
    ) -> Result<(), Error> {
        let set = SlhDsa::from_id(parameter_set)?;
        let hash = PreHash::from_id(hash)?;
        with_stack(SIGNING_STACK, || {
            slhdsa::sign_prehash(set, sk, hash, digest, ctx, deterministic != 0, sig)
        })?
    }

    /// HashSLH-DSA (FIPS 205 `hash_slh_verify`): verifies `sig` on `digest`, the hash of the
    /// message by the function `hash` names (as in `rustpqc_slhdsa_sign_prehash`), under
    /// context `ctx`. Returns `RUSTPQC_STATUS_VERIFICATION_FAILED` for any signature that does
    /// not verify.
    #[export(java = slhDsaVerifyPrehash, counts = SlhDsaVerify, long_running)]
    fn rustpqc_slhdsa_verify_prehash(
        parameter_set: u32,
        pk: &[u8],
        hash: u32,
        digest: &[u8],
        ctx: &[u8],
        sig: &[u8],
    ) -> Result<(), Error> {
        let set = SlhDsa::from_id(parameter_set)?;
        let hash = PreHash::from_id(hash)?;
        with_stack(SIGNING_STACK, || {
            slhdsa::verify_prehash(set, pk, hash, digest, ctx, sig)
        })?
    }
}

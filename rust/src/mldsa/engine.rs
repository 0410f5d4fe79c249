//! The engine that computes ML-DSA in this build, behind five functions. libcrux everywhere but
//! linux-aarch64, where libcrux 0.0.11's ML-DSA arithmetic is portable code: there AWS-LC's
//! mldsa-native runs, with its AArch64 NEON assembly ([`crate::awslc`]; the instruction counts
//! that chose it are in `benchmarks/results/aarch64-count`). Both compute FIPS 204's bytes: the
//! same key pair from a seed, the same signature from a key, M' and rnd; the vector and
//! differential tests run on each.
//!
//! The callers have checked every length and refused private keys with secret coefficients out
//! of range.

#[cfg(all(target_arch = "aarch64", target_os = "linux"))]
pub(super) use crate::awslc::{key_pair, sign, sign_internal, verify, verify_internal};
#[cfg(not(all(target_arch = "aarch64", target_os = "linux")))]
pub(super) use libcrux::{key_pair, sign, sign_internal, verify, verify_internal};

#[cfg(not(all(target_arch = "aarch64", target_os = "linux")))]
mod libcrux {
    use super::super::{dispatch, MlDsa, SEED_LEN, SIGNING_RANDOMNESS_LEN};
    use crate::Error;
    use libcrux_ml_dsa::{
        MLDSASignature, MLDSASigningKey, MLDSAVerificationKey, SigningError, VerificationError,
    };
    use zeroize::Zeroize;

    /// ML-DSA.KeyGen_internal of `seed`.
    pub(crate) fn key_pair(
        set: MlDsa,
        seed: &[u8; SEED_LEN],
        pk_out: &mut [u8],
        sk_out: &mut [u8],
    ) {
        dispatch!(set, m => {
            let mut key_pair = m::generate_key_pair(*seed);
            pk_out.copy_from_slice(key_pair.verification_key.as_slice());
            sk_out.copy_from_slice(key_pair.signing_key.as_slice());
            key_pair.signing_key.as_mut_slice().zeroize();
        });
    }

    /// Signs with `$sign`, `$key` bound to the private key in libcrux's type (a copy, wiped
    /// afterwards, as libcrux keeps no secret of its own), and writes the signature.
    macro_rules! signed {
        ($set:expr, $sk:expr, $signature_out:expr, $m:ident, $key:ident => $sign:expr) => {
            dispatch!($set, $m => {
                let mut $key = MLDSASigningKey::new($sk.try_into().expect("length checked"));
                let result = $sign;
                $key.as_mut_slice().zeroize();
                $signature_out.copy_from_slice(result.map_err(signing_error)?.as_slice());
            })
        };
    }

    /// Verifies with `$verify`, `$key` and `$signature` bound to libcrux's types.
    macro_rules! verified {
        ($set:expr, $pk:expr, $bytes:expr, $m:ident, $key:ident, $signature:ident => $verify:expr) => {
            dispatch!($set, $m => {
                let $key = MLDSAVerificationKey::new($pk.try_into().expect("length checked"));
                let $signature = MLDSASignature::new($bytes.try_into().expect("length checked"));
                $verify
            })
        };
    }

    /// ML-DSA.Sign (FIPS 204 Algorithm 2) with the given rnd.
    pub(crate) fn sign(
        set: MlDsa,
        sk: &[u8],
        message: &[u8],
        context: &[u8],
        rnd: &[u8; SIGNING_RANDOMNESS_LEN],
        signature_out: &mut [u8],
    ) -> Result<(), Error> {
        signed!(set, sk, signature_out, m, key => m::sign(&key, message, context, *rnd));
        Ok(())
    }

    /// ML-DSA.Sign_internal (FIPS 204 Algorithm 7) on a whole M'.
    pub(crate) fn sign_internal(
        set: MlDsa,
        sk: &[u8],
        message_prime: &[u8],
        rnd: &[u8; SIGNING_RANDOMNESS_LEN],
        signature_out: &mut [u8],
    ) -> Result<(), Error> {
        signed!(set, sk, signature_out, m, key => m::sign_internal(&key, message_prime, *rnd));
        Ok(())
    }

    fn signing_error(e: SigningError) -> Error {
        match e {
            SigningError::ContextTooLongError => Error::ContextTooLong,
            SigningError::RejectionSamplingError => Error::SigningFailed,
        }
    }

    /// ML-DSA.Verify (FIPS 204 Algorithm 3).
    pub(crate) fn verify(
        set: MlDsa,
        pk: &[u8],
        message: &[u8],
        context: &[u8],
        signature: &[u8],
    ) -> Result<(), Error> {
        let result = verified!(set, pk, signature, m, key, signature =>
            m::verify(&key, message, context, &signature));
        result.map_err(|e| match e {
            VerificationError::VerificationContextTooLongError => Error::ContextTooLong,
            _ => Error::VerificationFailed,
        })
    }

    /// ML-DSA.Verify_internal (FIPS 204 Algorithm 8) on a whole M'.
    pub(crate) fn verify_internal(
        set: MlDsa,
        pk: &[u8],
        message_prime: &[u8],
        signature: &[u8],
    ) -> bool {
        verified!(set, pk, signature, m, key, signature =>
            m::verify_internal(&key, message_prime, &signature).is_ok())
    }
}

//! ML-DSA from a message representative mu that the caller computed (FIPS 204 Algorithms 7 and 8
//! from the step after mu): the "external mu" interface. It serves two things: signing a message
//! of any size that was streamed into mu = SHAKE256(tr || M') piece by piece, and split signing,
//! where the signer never sees the message.
//!
//! libcrux has no entry point that takes mu, so this runs on RustCrypto's `ml-dsa`, a portable
//! implementation (about a fifth of libcrux's signing speed here); its signatures are
//! byte-identical to libcrux's for the same key, mu and rnd (tests/differential.rs).

use super::{check_signing_inputs, given_rnd, with_rnd, MlDsa, SIGNING_RANDOMNESS_LEN};
use crate::error::expect_len;
use crate::{shake, Error};
use hybrid_array::Array;
use ml_dsa::{EncodedSignature, EncodedVerifyingKey, ExpandedSigningKey, ExpandedSigningKeyBytes};
use ml_dsa::{MlDsa44, MlDsa65, MlDsa87, MlDsaParams, Signature, VerifyingKey};
use zeroize::Zeroize;

/// Length of mu.
pub const MU_LEN: usize = 64;
/// Length of tr = H(pk), the first thing absorbed into mu.
pub const TR_LEN: usize = 64;

/// mu = SHAKE256(tr || 0 || len(context) || context || message) for pure ML-DSA, in one call
/// (the streaming path absorbs the same bytes piece by piece).
pub fn mu(tr: &[u8], context: &[u8], message: &[u8]) -> Result<[u8; MU_LEN], Error> {
    expect_len("tr", tr, TR_LEN)?;
    let context_len = u8::try_from(context.len()).map_err(|_| Error::ContextTooLong)?;
    let mut out = [0u8; MU_LEN];
    shake::shake256(&[tr, &[0, context_len], context, message], &mut out);
    Ok(out)
}

/// tr = SHAKE256(pk, 64): what a verifier absorbs first into mu.
pub fn tr(set: MlDsa, pk: &[u8], tr_out: &mut [u8]) -> Result<(), Error> {
    expect_len("public key", pk, set.public_key_len())?;
    expect_len("tr", tr_out, TR_LEN)?;
    shake::shake256(&[pk], tr_out);
    Ok(())
}

/// Signs `mu` with the expanded private key `sk`: hedged with OS randomness, or deterministic.
pub fn sign_mu(
    set: MlDsa,
    sk: &[u8],
    mu: &[u8],
    deterministic: bool,
    signature_out: &mut [u8],
) -> Result<(), Error> {
    check_signing_inputs(set, sk, &[], signature_out)?;
    expect_len("mu", mu, MU_LEN)?;
    with_rnd(deterministic, |rnd| {
        sign_mu_checked(set, sk, mu, rnd, signature_out)
    })
}

/// Signs `mu` with caller-chosen `rnd`: known-answer tests only, never exported.
pub fn sign_mu_with_randomness(
    set: MlDsa,
    sk: &[u8],
    mu: &[u8],
    rnd: &[u8],
    signature_out: &mut [u8],
) -> Result<(), Error> {
    check_signing_inputs(set, sk, &[], signature_out)?;
    expect_len("mu", mu, MU_LEN)?;
    sign_mu_checked(set, sk, mu, given_rnd(rnd)?, signature_out)
}

fn sign_mu_checked(
    set: MlDsa,
    sk: &[u8],
    mu: &[u8],
    rnd: &[u8; SIGNING_RANDOMNESS_LEN],
    signature_out: &mut [u8],
) -> Result<(), Error> {
    // RustCrypto's key decoding asserts that s1 and s2 are in range (a panic otherwise): refuse
    // such a key with its error first, after the argument checks (found by the mldsa_sign_mu
    // fuzz target).
    super::check_private_key(set, sk)?;
    match set {
        MlDsa::MlDsa44 => sign_with::<MlDsa44>(sk, mu, rnd, signature_out),
        MlDsa::MlDsa65 => sign_with::<MlDsa65>(sk, mu, rnd, signature_out),
        MlDsa::MlDsa87 => sign_with::<MlDsa87>(sk, mu, rnd, signature_out),
    }
}

fn sign_with<P: MlDsaParams>(
    sk: &[u8],
    mu: &[u8],
    rnd: &[u8; SIGNING_RANDOMNESS_LEN],
    signature_out: &mut [u8],
) -> Result<(), Error> {
    let mut bytes =
        ExpandedSigningKeyBytes::<P>::try_from(sk).map_err(|_| Error::InvalidSigningKey)?;
    // from_expanded is deprecated in favour of seeds because it does not validate the key; our
    // keys may come as expanded keys only, and they pass the FIPS 204 range check when imported.
    #[allow(deprecated)]
    let key = ExpandedSigningKey::<P>::from_expanded(&bytes);
    bytes.zeroize();
    let mu = Array::try_from(mu).map_err(|_| Error::SigningFailed)?;
    let signature = key
        .sign_mu_randomized(&mu, &mut GivenRandomness(*rnd))
        .map_err(|_| Error::SigningFailed)?;
    signature_out.copy_from_slice(&signature.encode());
    crate::secret_marks::declassify(&*signature_out);
    Ok(())
}

/// Verifies `signature` on `mu`. Returns [`Error::VerificationFailed`] for a signature that does
/// not verify, including one of the wrong length.
pub fn verify_mu(set: MlDsa, pk: &[u8], mu: &[u8], signature: &[u8]) -> Result<(), Error> {
    expect_len("public key", pk, set.public_key_len())?;
    expect_len("mu", mu, MU_LEN)?;
    if signature.len() != set.signature_len() {
        return Err(Error::VerificationFailed);
    }
    let valid = match set {
        MlDsa::MlDsa44 => verify_with::<MlDsa44>(pk, mu, signature),
        MlDsa::MlDsa65 => verify_with::<MlDsa65>(pk, mu, signature),
        MlDsa::MlDsa87 => verify_with::<MlDsa87>(pk, mu, signature),
    };
    if valid {
        Ok(())
    } else {
        Err(Error::VerificationFailed)
    }
}

fn verify_with<P: MlDsaParams>(pk: &[u8], mu: &[u8], signature: &[u8]) -> bool {
    let (Ok(pk), Ok(mu), Ok(signature)) = (
        EncodedVerifyingKey::<P>::try_from(pk),
        Array::try_from(mu),
        EncodedSignature::<P>::try_from(signature),
    ) else {
        return false;
    };
    Signature::<P>::decode(&signature)
        .is_some_and(|signature| VerifyingKey::<P>::decode(&pk).verify_mu(&mu, &signature))
}

/// Hands RustCrypto's signer the `rnd` we drew (or chose): its signing asks for exactly 32 bytes.
struct GivenRandomness([u8; SIGNING_RANDOMNESS_LEN]);

impl Drop for GivenRandomness {
    fn drop(&mut self) {
        self.0.zeroize();
    }
}

impl rand_core::TryRng for GivenRandomness {
    type Error = core::convert::Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        unreachable!("ML-DSA signing asks for 32 bytes, not words")
    }

    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        unreachable!("ML-DSA signing asks for 32 bytes, not words")
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
        assert_eq!(
            dst.len(),
            SIGNING_RANDOMNESS_LEN,
            "ML-DSA signing asks for 32 bytes"
        );
        dst.copy_from_slice(&self.0);
        Ok(())
    }
}

impl rand_core::TryCryptoRng for GivenRandomness {}

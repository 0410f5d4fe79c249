//! HashML-DSA (FIPS 204 Algorithms 4 and 5): the signer and verifier are given the digest PH(M)
//! of the message under one of the approved hash functions, and sign M' = 1 || len(ctx) || ctx ||
//! OID(PH) || PH(M) through ML-DSA's internal interface (libcrux's, same speed as pure ML-DSA).

use super::{check_signing_inputs, engine, given_rnd, with_rnd, MlDsa, SIGNING_RANDOMNESS_LEN};
use crate::error::expect_len;
use crate::prehash::PreHash;
use crate::Error;

/// The longest M': the domain byte, the context length and context, the OID, a 64-byte digest.
const MAX_MESSAGE_PRIME: usize = 2 + 255 + 11 + 64;

/// M' of HashML-DSA in a stack buffer, and its length.
fn message_prime(
    hash: PreHash,
    digest: &[u8],
    context: &[u8],
) -> Result<([u8; MAX_MESSAGE_PRIME], usize), Error> {
    hash.check_digest(digest)?;
    let context_len = u8::try_from(context.len()).map_err(|_| Error::ContextTooLong)?;
    let mut out = [0u8; MAX_MESSAGE_PRIME];
    let oid = hash.oid_der();
    let mut at = 0;
    for part in [&[1, context_len][..], context, &oid, digest] {
        out[at..at + part.len()].copy_from_slice(part);
        at += part.len();
    }
    Ok((out, at))
}

/// Signs the digest `digest` of a message under `hash`, with context `context`: hedged with OS
/// randomness, or deterministic.
pub fn sign_prehashed(
    set: MlDsa,
    sk: &[u8],
    hash: PreHash,
    digest: &[u8],
    context: &[u8],
    deterministic: bool,
    signature_out: &mut [u8],
) -> Result<(), Error> {
    check_signing_inputs(set, sk, context, signature_out)?;
    with_rnd(deterministic, |rnd| {
        sign_prehashed_checked(set, sk, hash, digest, context, rnd, signature_out)
    })
}

/// As [`sign_prehashed`] with caller-chosen `rnd`: known-answer tests only, never exported.
#[allow(clippy::too_many_arguments)]
pub fn sign_prehashed_with_randomness(
    set: MlDsa,
    sk: &[u8],
    hash: PreHash,
    digest: &[u8],
    context: &[u8],
    rnd: &[u8],
    signature_out: &mut [u8],
) -> Result<(), Error> {
    check_signing_inputs(set, sk, context, signature_out)?;
    let rnd = given_rnd(rnd)?;
    sign_prehashed_checked(set, sk, hash, digest, context, rnd, signature_out)
}

fn sign_prehashed_checked(
    set: MlDsa,
    sk: &[u8],
    hash: PreHash,
    digest: &[u8],
    context: &[u8],
    rnd: &[u8; SIGNING_RANDOMNESS_LEN],
    signature_out: &mut [u8],
) -> Result<(), Error> {
    let (message, len) = message_prime(hash, digest, context)?;
    super::check_private_key(set, sk)?;
    engine::sign_internal(set, sk, &message[..len], rnd, signature_out)?;
    crate::secret_marks::declassify(&*signature_out);
    Ok(())
}

/// Verifies a HashML-DSA signature on the digest `digest` under `hash` and `context`. Returns
/// [`Error::VerificationFailed`] for any signature that does not verify.
pub fn verify_prehashed(
    set: MlDsa,
    pk: &[u8],
    hash: PreHash,
    digest: &[u8],
    context: &[u8],
    signature: &[u8],
) -> Result<(), Error> {
    expect_len("public key", pk, set.public_key_len())?;
    let (message, len) = message_prime(hash, digest, context)?;
    if signature.len() != set.signature_len() {
        return Err(Error::VerificationFailed);
    }
    if engine::verify_internal(set, pk, &message[..len], signature) {
        Ok(())
    } else {
        Err(Error::VerificationFailed)
    }
}

//! AWS-LC's ML-DSA (mldsa-native, with its AArch64 NEON assembly), the ML-DSA engine of
//! linux-aarch64 builds ([`crate::mldsa`]'s engine): the C functions that `aws-lc-sys` links in,
//! called with FIPS 204's internal interface, M' = prefix || message. This module is rustpqc's
//! one outbound C boundary; it checks every length before the C code sees a pointer, so a wrong
//! caller panics (and the export's guard reports it) instead of reading or writing out of bounds.

use crate::mldsa::{MlDsa, SEED_LEN, SIGNING_RANDOMNESS_LEN};
use crate::Error;

// Links the static AWS-LC library; the functions are declared below, by their prefixed names.
use aws_lc_sys as _;

/// Declares one parameter set's three functions, by their names in aws-lc-sys's symbol prefix,
/// in a module of their own.
macro_rules! functions {
    ($module:ident, $set:literal) => {
        mod $module {
            use std::ffi::c_int;
            extern "C" {
                #[link_name = concat!("aws_lc_0_47_0_ml_dsa_", $set, "_keypair_internal")]
                pub fn keypair(pk: *mut u8, sk: *mut u8, seed: *const u8) -> c_int;
                #[link_name = concat!("aws_lc_0_47_0_ml_dsa_", $set, "_sign_internal")]
                pub fn sign(
                    sk: *const u8,
                    sig: *mut u8,
                    sig_len: *mut usize,
                    message: *const u8,
                    message_len: usize,
                    pre: *const u8,
                    pre_len: usize,
                    rnd: *const u8,
                ) -> c_int;
                #[link_name = concat!("aws_lc_0_47_0_ml_dsa_", $set, "_verify_internal")]
                pub fn verify(
                    pk: *const u8,
                    sig: *const u8,
                    sig_len: usize,
                    message: *const u8,
                    message_len: usize,
                    pre: *const u8,
                    pre_len: usize,
                ) -> c_int;
            }
        }
    };
}

functions!(ml_dsa_44, "44");
functions!(ml_dsa_65, "65");
functions!(ml_dsa_87, "87");

/// Calls the function `$function` of the parameter set `$set`.
macro_rules! call {
    ($set:expr, $function:ident($($argument:expr),* $(,)?)) => {
        match $set {
            MlDsa::MlDsa44 => ml_dsa_44::$function($($argument),*),
            MlDsa::MlDsa65 => ml_dsa_65::$function($($argument),*),
            MlDsa::MlDsa87 => ml_dsa_87::$function($($argument),*),
        }
    };
}

/// M' = 0 || |ctx| || ctx || M (FIPS 204 Algorithm 2): the prefix before the message.
fn pure_prefix(context: &[u8]) -> Result<([u8; 2 + 255], usize), Error> {
    let context_len = u8::try_from(context.len()).map_err(|_| Error::ContextTooLong)?;
    let mut prefix = [0u8; 2 + 255];
    prefix[1] = context_len;
    prefix[2..2 + context.len()].copy_from_slice(context);
    Ok((prefix, 2 + context.len()))
}

/// ML-DSA.KeyGen_internal of `seed`.
pub(crate) fn key_pair(set: MlDsa, seed: &[u8; SEED_LEN], pk_out: &mut [u8], sk_out: &mut [u8]) {
    assert_eq!(pk_out.len(), set.public_key_len());
    assert_eq!(sk_out.len(), set.private_key_len());
    // SAFETY: the outputs are exactly the set's public and private key lengths (asserted above),
    // the seed is 32 bytes, and AWS-LC writes and reads nothing else.
    let status = unsafe {
        call!(
            set,
            keypair(pk_out.as_mut_ptr(), sk_out.as_mut_ptr(), seed.as_ptr())
        )
    };
    assert_eq!(status, 1, "AWS-LC ML-DSA key generation");
}

/// ML-DSA.Sign_internal on prefix || message, into `signature_out`.
fn sign_with_prefix(
    set: MlDsa,
    sk: &[u8],
    prefix: &[u8],
    message: &[u8],
    rnd: &[u8; SIGNING_RANDOMNESS_LEN],
    signature_out: &mut [u8],
) -> Result<(), Error> {
    assert_eq!(sk.len(), set.private_key_len());
    assert_eq!(signature_out.len(), set.signature_len());
    let mut written = 0usize;
    // SAFETY: sk and signature_out have the set's lengths (asserted above), AWS-LC writes at most
    // a signature's length and its length into `written`; message, prefix and rnd are read
    // within the lengths passed with them (rnd: 32 bytes).
    let status = unsafe {
        call!(
            set,
            sign(
                sk.as_ptr(),
                signature_out.as_mut_ptr(),
                &mut written,
                message.as_ptr(),
                message.len(),
                prefix.as_ptr(),
                prefix.len(),
                rnd.as_ptr(),
            )
        )
    };
    if status == 1 && written == set.signature_len() {
        Ok(())
    } else {
        Err(Error::SigningFailed)
    }
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
    let (prefix, len) = pure_prefix(context)?;
    sign_with_prefix(set, sk, &prefix[..len], message, rnd, signature_out)
}

/// ML-DSA.Sign_internal (FIPS 204 Algorithm 7) on a whole M'.
pub(crate) fn sign_internal(
    set: MlDsa,
    sk: &[u8],
    message_prime: &[u8],
    rnd: &[u8; SIGNING_RANDOMNESS_LEN],
    signature_out: &mut [u8],
) -> Result<(), Error> {
    sign_with_prefix(set, sk, &[], message_prime, rnd, signature_out)
}

/// ML-DSA.Verify_internal on prefix || message.
fn verify_with_prefix(
    set: MlDsa,
    pk: &[u8],
    prefix: &[u8],
    message: &[u8],
    signature: &[u8],
) -> bool {
    assert_eq!(pk.len(), set.public_key_len());
    // SAFETY: pk has the set's length (asserted above); the signature, message and prefix are
    // read within the lengths passed with them.
    let status = unsafe {
        call!(
            set,
            verify(
                pk.as_ptr(),
                signature.as_ptr(),
                signature.len(),
                message.as_ptr(),
                message.len(),
                prefix.as_ptr(),
                prefix.len(),
            )
        )
    };
    status == 1
}

/// ML-DSA.Verify (FIPS 204 Algorithm 3).
pub(crate) fn verify(
    set: MlDsa,
    pk: &[u8],
    message: &[u8],
    context: &[u8],
    signature: &[u8],
) -> Result<(), Error> {
    let (prefix, len) = pure_prefix(context)?;
    if verify_with_prefix(set, pk, &prefix[..len], message, signature) {
        Ok(())
    } else {
        Err(Error::VerificationFailed)
    }
}

/// ML-DSA.Verify_internal (FIPS 204 Algorithm 8) on a whole M'.
pub(crate) fn verify_internal(
    set: MlDsa,
    pk: &[u8],
    message_prime: &[u8],
    signature: &[u8],
) -> bool {
    verify_with_prefix(set, pk, &[], message_prime, signature)
}

//! ML-DSA-44/65/87 (FIPS 204): key generation from a 32-byte seed, hedged signing (fresh OS
//! randomness per signature, the default) or deterministic signing, and verification, each with
//! a context string of at most 255 bytes; HashML-DSA over a digest ([`prehash`]), and signing and
//! verification from a mu computed by the caller ([`external_mu`]). The arithmetic is the
//! [`engine`]'s: libcrux-ml-dsa, or AWS-LC on linux-aarch64.

mod engine;
mod external_mu;
mod prehash;

pub use external_mu::{mu, sign_mu, sign_mu_with_randomness, tr, verify_mu, MU_LEN, TR_LEN};
pub use prehash::{sign_prehashed, sign_prehashed_with_randomness, verify_prehashed};

use crate::error::expect_len;
use crate::{entropy, Error};
use zeroize::Zeroize;

/// Length of the key-generation seed `xi`.
pub const SEED_LEN: usize = 32;
/// Length of the per-signature randomness `rnd`.
pub const SIGNING_RANDOMNESS_LEN: usize = 32;
/// Longest context string FIPS 204 allows.
pub const MAX_CONTEXT_LEN: usize = crate::error::MAX_CONTEXT_LEN;

/// An ML-DSA parameter set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MlDsa {
    MlDsa44,
    MlDsa65,
    MlDsa87,
}

impl MlDsa {
    /// All parameter sets, weakest first.
    pub const ALL: [MlDsa; 3] = [MlDsa::MlDsa44, MlDsa::MlDsa65, MlDsa::MlDsa87];

    /// The parameter set for its number at the C ABI: 44, 65 or 87.
    pub fn from_id(id: u32) -> Result<Self, Error> {
        match id {
            44 => Ok(MlDsa::MlDsa44),
            65 => Ok(MlDsa::MlDsa65),
            87 => Ok(MlDsa::MlDsa87),
            other => Err(Error::UnknownParameterSet(other)),
        }
    }

    /// The number of this parameter set at the C ABI.
    pub const fn id(self) -> u32 {
        match self {
            MlDsa::MlDsa44 => 44,
            MlDsa::MlDsa65 => 65,
            MlDsa::MlDsa87 => 87,
        }
    }

    /// Public (verification) key length.
    pub const fn public_key_len(self) -> usize {
        match self {
            MlDsa::MlDsa44 => 1312,
            MlDsa::MlDsa65 => 1952,
            MlDsa::MlDsa87 => 2592,
        }
    }

    /// Expanded private (signing) key length.
    pub const fn private_key_len(self) -> usize {
        match self {
            MlDsa::MlDsa44 => 2560,
            MlDsa::MlDsa65 => 4032,
            MlDsa::MlDsa87 => 4896,
        }
    }

    /// (k, l, eta): the dimensions of the matrix A and the bound of the secret coefficients.
    const fn dimensions(self) -> (usize, usize, u8) {
        match self {
            MlDsa::MlDsa44 => (4, 4, 2),
            MlDsa::MlDsa65 => (6, 5, 4),
            MlDsa::MlDsa87 => (8, 7, 2),
        }
    }

    /// Signature length.
    pub const fn signature_len(self) -> usize {
        match self {
            MlDsa::MlDsa44 => 2420,
            MlDsa::MlDsa65 => 3309,
            MlDsa::MlDsa87 => 4627,
        }
    }
}

/// [`crate::platform::dispatch_by_cpu`] over the MlDsa parameter sets: libcrux's module for this
/// CPU (for the [`engine`], and the self-test's answers).
#[cfg(not(all(target_arch = "aarch64", target_os = "linux")))]
macro_rules! dispatch {
    ($set:expr, $m:ident => $body:expr) => {
        crate::platform::dispatch_by_cpu!($set, $m => $body;
            MlDsa::MlDsa44 => libcrux_ml_dsa::ml_dsa_44,
            MlDsa::MlDsa65 => libcrux_ml_dsa::ml_dsa_65,
            MlDsa::MlDsa87 => libcrux_ml_dsa::ml_dsa_87,
        )
    };
}
#[cfg(not(all(target_arch = "aarch64", target_os = "linux")))]
pub(crate) use dispatch;

/// Generates a key pair from fresh OS randomness; the 32-byte seed comes back in `seed_out` for
/// the compact PKCS#8 `seed` form.
pub fn generate(
    set: MlDsa,
    seed_out: &mut [u8],
    pk_out: &mut [u8],
    sk_out: &mut [u8],
) -> Result<(), Error> {
    expect_len("seed", seed_out, SEED_LEN)?;
    check_output_lens(set, pk_out, sk_out)?;
    entropy::fill(seed_out)?;
    expand_seed(set, seed_out, pk_out, sk_out);
    Ok(())
}

/// Derives the key pair of a 32-byte seed (ML-DSA.KeyGen_internal). Deterministic: used to import
/// a private key given as a seed and by known-answer tests.
pub fn keypair_from_seed(
    set: MlDsa,
    seed: &[u8],
    pk_out: &mut [u8],
    sk_out: &mut [u8],
) -> Result<(), Error> {
    expect_len("seed", seed, SEED_LEN)?;
    check_output_lens(set, pk_out, sk_out)?;
    expand_seed(set, seed, pk_out, sk_out);
    Ok(())
}

fn check_output_lens(set: MlDsa, pk_out: &[u8], sk_out: &[u8]) -> Result<(), Error> {
    expect_len("public key", pk_out, set.public_key_len())?;
    expect_len("private key", sk_out, set.private_key_len())
}

fn expand_seed(set: MlDsa, seed: &[u8], pk_out: &mut [u8], sk_out: &mut [u8]) {
    let mut randomness = [0u8; SEED_LEN];
    randomness.copy_from_slice(seed);
    engine::key_pair(set, &randomness, pk_out, sk_out);
    randomness.zeroize();
}

/// Checks an expanded private key before it is accepted: its length, and every coefficient of
/// s1 and s2 within [-eta, eta] (skDecode, FIPS 204 Algorithm 25, assumes this; a key outside
/// the range gives signatures that can leak it). The key's t0 and tr cannot be checked without
/// the public key; keys generated or imported from a seed are consistent by construction.
pub fn check_private_key(set: MlDsa, sk: &[u8]) -> Result<(), Error> {
    expect_len("private key", sk, set.private_key_len())?;
    let (k, l, eta) = set.dimensions();
    // rho (32) || K (32) || tr (64) || s1 (l polynomials) || s2 (k polynomials) || t0
    let bits = if eta == 2 { 3 } else { 4 };
    let secrets = &sk[128..128 + (k + l) * 256 * bits / 8];
    // No early exit: the time does not depend on where a bad coefficient sits.
    let bound = 2 * eta;
    let out_of_range = if bits == 4 {
        secrets.iter().fold(0u8, |bad, &b| {
            bad | u8::from((b & 0x0f) > bound) | u8::from((b >> 4) > bound)
        })
    } else {
        secrets.chunks(3).fold(0u8, |bad, group| {
            let packed = u32::from(group[0]) | u32::from(group[1]) << 8 | u32::from(group[2]) << 16;
            (0..8).fold(bad, |bad, i| {
                bad | u8::from((packed >> (3 * i)) & 7 > u32::from(bound))
            })
        })
    };
    let in_range = out_of_range == 0;
    // Whether the key is refused is public: the caller sees the status.
    crate::secret_marks::declassify(&in_range);
    if in_range {
        Ok(())
    } else {
        Err(Error::InvalidSigningKey)
    }
}

/// Checks that an expanded private key belongs to `pk`: the same rho (its first 32 bytes) and
/// tr (bytes 64..128) equal to H(pk), SHAKE256 with 64 bytes of output (FIPS 204 Algorithm 6).
pub fn check_key_pair(set: MlDsa, pk: &[u8], sk: &[u8]) -> Result<(), Error> {
    expect_len("public key", pk, set.public_key_len())?;
    expect_len("private key", sk, set.private_key_len())?;
    let tr = libcrux_sha3::shake256::<64>(pk);
    if pk[..32] == sk[..32] && tr[..] == sk[64..128] {
        Ok(())
    } else {
        Err(Error::InvalidSigningKey)
    }
}

/// Signs `message` with context `context`. Hedged by default (fresh OS randomness for `rnd`);
/// with `deterministic`, `rnd` is 32 zero bytes as FIPS 204 defines the deterministic variant.
pub fn sign(
    set: MlDsa,
    sk: &[u8],
    message: &[u8],
    context: &[u8],
    deterministic: bool,
    signature_out: &mut [u8],
) -> Result<(), Error> {
    check_signing_inputs(set, sk, context, signature_out)?;
    with_rnd(deterministic, |rnd| {
        sign_checked(set, sk, message, context, rnd, signature_out)
    })
}

/// Signs with caller-chosen randomness `rnd`. Only for known-answer tests; never exported at the
/// C ABI.
pub fn sign_with_randomness(
    set: MlDsa,
    sk: &[u8],
    message: &[u8],
    context: &[u8],
    rnd: &[u8],
    signature_out: &mut [u8],
) -> Result<(), Error> {
    check_signing_inputs(set, sk, context, signature_out)?;
    sign_checked(set, sk, message, context, given_rnd(rnd)?, signature_out)
}

pub(crate) fn check_signing_inputs(
    set: MlDsa,
    sk: &[u8],
    context: &[u8],
    signature_out: &[u8],
) -> Result<(), Error> {
    crate::error::check_signing_inputs(
        sk,
        set.private_key_len(),
        context,
        signature_out,
        set.signature_len(),
    )
}

/// Runs `sign` with the rnd of one signature (FIPS 204 Algorithm 2): 32 fresh bytes of OS
/// randomness (hedged, the default) or, deterministic, 32 zero bytes.
pub(crate) fn with_rnd(
    deterministic: bool,
    sign: impl FnOnce(&[u8; SIGNING_RANDOMNESS_LEN]) -> Result<(), Error>,
) -> Result<(), Error> {
    if deterministic {
        return sign(&[0; SIGNING_RANDOMNESS_LEN]);
    }
    entropy::with_fresh(SIGNING_RANDOMNESS_LEN, |rnd| {
        sign(rnd.try_into().expect("32 bytes"))
    })
}

/// A caller's rnd (known-answer tests only), its length checked.
pub(crate) fn given_rnd(rnd: &[u8]) -> Result<&[u8; SIGNING_RANDOMNESS_LEN], Error> {
    expect_len("signing randomness", rnd, SIGNING_RANDOMNESS_LEN)?;
    Ok(rnd.try_into().expect("length checked"))
}

fn sign_checked(
    set: MlDsa,
    sk: &[u8],
    message: &[u8],
    context: &[u8],
    rnd: &[u8; SIGNING_RANDOMNESS_LEN],
    signature_out: &mut [u8],
) -> Result<(), Error> {
    // libcrux signs with a key whose secret coefficients are out of range, and such signatures
    // can leak the key: every signing path refuses it, after the argument checks.
    check_private_key(set, sk)?;
    engine::sign(set, sk, message, context, rnd, signature_out)?;
    crate::secret_marks::declassify(&*signature_out);
    Ok(())
}

/// Verifies `signature` on `message` under `context`. Returns [`Error::VerificationFailed`] for a
/// signature that does not verify, including one of the wrong length.
pub fn verify(
    set: MlDsa,
    pk: &[u8],
    message: &[u8],
    context: &[u8],
    signature: &[u8],
) -> Result<(), Error> {
    expect_len("public key", pk, set.public_key_len())?;
    if context.len() > MAX_CONTEXT_LEN {
        return Err(Error::ContextTooLong);
    }
    if signature.len() != set.signature_len() {
        return Err(Error::VerificationFailed);
    }
    engine::verify(set, pk, message, context, signature)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sign_verify_every_set() {
        for set in MlDsa::ALL {
            let mut seed = [0u8; SEED_LEN];
            let mut pk = vec![0u8; set.public_key_len()];
            let mut sk = vec![0u8; set.private_key_len()];
            generate(set, &mut seed, &mut pk, &mut sk).unwrap();
            let mut sig = vec![0u8; set.signature_len()];
            sign(set, &sk, b"message", b"ctx", false, &mut sig).unwrap();
            verify(set, &pk, b"message", b"ctx", &sig).unwrap();
            assert_eq!(
                verify(set, &pk, b"messagE", b"ctx", &sig),
                Err(Error::VerificationFailed)
            );
            assert_eq!(
                verify(set, &pk, b"message", b"", &sig),
                Err(Error::VerificationFailed)
            );
            assert_eq!(
                verify(set, &pk, b"message", b"ctx", &sig[1..]),
                Err(Error::VerificationFailed)
            );
        }
    }

    #[test]
    fn deterministic_signing_repeats_and_hedged_does_not() {
        let set = MlDsa::MlDsa44;
        let mut seed = [0u8; SEED_LEN];
        let mut pk = vec![0u8; set.public_key_len()];
        let mut sk = vec![0u8; set.private_key_len()];
        generate(set, &mut seed, &mut pk, &mut sk).unwrap();
        let sig = |deterministic| {
            let mut s = vec![0u8; set.signature_len()];
            sign(set, &sk, b"m", b"", deterministic, &mut s).unwrap();
            s
        };
        assert_eq!(sig(true), sig(true));
        assert_ne!(sig(false), sig(false));
    }

    #[test]
    fn secret_coefficients_out_of_range_are_rejected() {
        for set in MlDsa::ALL {
            let mut seed = [0u8; SEED_LEN];
            let mut pk = vec![0u8; set.public_key_len()];
            let mut sk = vec![0u8; set.private_key_len()];
            generate(set, &mut seed, &mut pk, &mut sk).unwrap();
            check_private_key(set, &sk).unwrap();
            let mut bad = sk.clone();
            bad[128] |= 0x0f; // the first s1 coefficient becomes 7 (eta 2) or 15 (eta 4): out of range
            assert_eq!(check_private_key(set, &bad), Err(Error::InvalidSigningKey));
            let (k, l, _) = set.dimensions();
            let mut last_s2 = sk.clone();
            let end = 128 + (k + l) * 256 * if set == MlDsa::MlDsa65 { 4 } else { 3 } / 8;
            last_s2[end - 1] |= 0xf0;
            assert_eq!(
                check_private_key(set, &last_s2),
                Err(Error::InvalidSigningKey)
            );
        }
    }

    #[test]
    fn a_private_key_belongs_to_its_public_key_only() {
        let set = MlDsa::MlDsa87;
        let pair = || {
            let mut seed = [0u8; SEED_LEN];
            let mut pk = vec![0u8; set.public_key_len()];
            let mut sk = vec![0u8; set.private_key_len()];
            generate(set, &mut seed, &mut pk, &mut sk).unwrap();
            (pk, sk)
        };
        let (pk, sk) = pair();
        let (other_pk, _) = pair();
        check_key_pair(set, &pk, &sk).unwrap();
        assert_eq!(
            check_key_pair(set, &other_pk, &sk),
            Err(Error::InvalidSigningKey)
        );
    }

    #[test]
    fn context_longer_than_255_is_rejected() {
        let set = MlDsa::MlDsa65;
        let sk = vec![0u8; set.private_key_len()];
        let mut sig = vec![0u8; set.signature_len()];
        assert_eq!(
            sign(set, &sk, b"m", &[0u8; 256], false, &mut sig),
            Err(Error::ContextTooLong)
        );
    }
}

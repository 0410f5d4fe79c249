//! The ML-DSA functions of the boundary (parameter sets 44, 65 and 87).

pub use exports::*;

#[rustpqc_ffi_macros::exports(self_test = MlDsa)]
mod exports {
    #[cfg(feature = "fips")]
    use crate::fips::mldsa;
    #[cfg(not(feature = "fips"))]
    use crate::mldsa;
    use crate::mldsa::MlDsa;
    use crate::prehash::PreHash;
    use crate::Error;

    /// Generates an ML-DSA key pair from OS randomness: the 32-byte seed into `seed`, the public
    /// key into `pk` and the expanded private key into `sk`.
    #[export(java = mlDsaGenerate, counts = MlDsaGenerate)]
    fn rustpqc_mldsa_generate(
        parameter_set: u32,
        seed: &mut [u8],
        pk: &mut [u8],
        sk: &mut [u8],
    ) -> Result<(), Error> {
        mldsa::generate(MlDsa::from_id(parameter_set)?, seed, pk, sk)
    }

    /// Derives the ML-DSA key pair of a 32-byte seed (key import, known-answer tests).
    #[export(java = mlDsaFromSeed, counts = MlDsaFromSeed)]
    fn rustpqc_mldsa_from_seed(
        parameter_set: u32,
        seed: &[u8],
        pk: &mut [u8],
        sk: &mut [u8],
    ) -> Result<(), Error> {
        mldsa::keypair_from_seed(MlDsa::from_id(parameter_set)?, seed, pk, sk)
    }

    /// Checks that an expanded ML-DSA private key belongs to a public key: the same rho, and the
    /// private key's tr equal to H(pk) (SHAKE256, 64 bytes). Returns
    /// `RUSTPQC_STATUS_INVALID_SIGNING_KEY` when they do not belong together.
    #[export(java = mlDsaCheckKeyPair)]
    fn rustpqc_mldsa_check_key_pair(parameter_set: u32, pk: &[u8], sk: &[u8]) -> Result<(), Error> {
        mldsa::check_key_pair(MlDsa::from_id(parameter_set)?, pk, sk)
    }

    /// Checks an expanded ML-DSA private key: its length and the range of its secret
    /// coefficients.
    #[export(java = mlDsaCheckPrivateKey)]
    fn rustpqc_mldsa_check_private_key(parameter_set: u32, sk: &[u8]) -> Result<(), Error> {
        mldsa::check_private_key(MlDsa::from_id(parameter_set)?, sk)
    }

    /// Signs `msg` under context `ctx` (at most 255 bytes) with the expanded private key `sk`.
    /// Hedged with OS randomness when `deterministic` is 0; deterministic (FIPS 204 `rnd` of
    /// zeros) otherwise.
    #[export(java = mlDsaSign, counts = MlDsaSign)]
    fn rustpqc_mldsa_sign(
        parameter_set: u32,
        sk: &[u8],
        #[slice] msg: &[u8],
        ctx: &[u8],
        deterministic: u32,
        sig: &mut [u8],
    ) -> Result<(), Error> {
        mldsa::sign(
            MlDsa::from_id(parameter_set)?,
            sk,
            msg,
            ctx,
            deterministic != 0,
            sig,
        )
    }

    /// Verifies `sig` on `msg` under context `ctx`. Returns `RUSTPQC_STATUS_OK` for a valid
    /// signature and `RUSTPQC_STATUS_VERIFICATION_FAILED` for any other signature, including one
    /// of the wrong length.
    #[export(java = mlDsaVerify, counts = MlDsaVerify)]
    fn rustpqc_mldsa_verify(
        parameter_set: u32,
        pk: &[u8],
        #[slice] msg: &[u8],
        ctx: &[u8],
        sig: &[u8],
    ) -> Result<(), Error> {
        mldsa::verify(MlDsa::from_id(parameter_set)?, pk, msg, ctx, sig)
    }

    /// Signs a message representative `mu` (64 bytes, SHAKE256(tr || M') computed by the caller,
    /// FIPS 204's external mu) with the expanded private key `sk`; hedged or deterministic as
    /// `rustpqc_mldsa_sign`.
    #[export(java = mlDsaSignMu, counts = MlDsaSign)]
    fn rustpqc_mldsa_sign_mu(
        parameter_set: u32,
        sk: &[u8],
        mu: &[u8],
        deterministic: u32,
        sig: &mut [u8],
    ) -> Result<(), Error> {
        mldsa::sign_mu(
            MlDsa::from_id(parameter_set)?,
            sk,
            mu,
            deterministic != 0,
            sig,
        )
    }

    /// Verifies `sig` on a message representative `mu`, as `rustpqc_mldsa_verify` does on a
    /// message.
    #[export(java = mlDsaVerifyMu, counts = MlDsaVerify)]
    fn rustpqc_mldsa_verify_mu(
        parameter_set: u32,
        pk: &[u8],
        mu: &[u8],
        sig: &[u8],
    ) -> Result<(), Error> {
        mldsa::verify_mu(MlDsa::from_id(parameter_set)?, pk, mu, sig)
    }

    /// HashML-DSA: signs the digest `digest` of a message under the pre-hash function `hash` (the
    /// last arc of its NIST OID, 2.16.840.1.101.3.4.2.x: 1 SHA-256 ... 12 SHAKE256) and context
    /// `ctx`; hedged or deterministic as `rustpqc_mldsa_sign`.
    #[export(java = mlDsaSignPreHashed, counts = MlDsaSign)]
    fn rustpqc_mldsa_sign_prehashed(
        parameter_set: u32,
        sk: &[u8],
        hash: u32,
        digest: &[u8],
        ctx: &[u8],
        deterministic: u32,
        sig: &mut [u8],
    ) -> Result<(), Error> {
        let set = MlDsa::from_id(parameter_set)?;
        mldsa::sign_prehashed(
            set,
            sk,
            PreHash::from_id(hash)?,
            digest,
            ctx,
            deterministic != 0,
            sig,
        )
    }

    /// Verifies a HashML-DSA signature on the digest `digest` under `hash` and context `ctx`.
    #[export(java = mlDsaVerifyPreHashed, counts = MlDsaVerify)]
    fn rustpqc_mldsa_verify_prehashed(
        parameter_set: u32,
        pk: &[u8],
        hash: u32,
        digest: &[u8],
        ctx: &[u8],
        sig: &[u8],
    ) -> Result<(), Error> {
        let set = MlDsa::from_id(parameter_set)?;
        mldsa::verify_prehashed(set, pk, PreHash::from_id(hash)?, digest, ctx, sig)
    }
}

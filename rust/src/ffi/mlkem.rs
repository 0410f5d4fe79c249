//! The ML-KEM functions of the boundary (parameter sets 512, 768 and 1024).

pub use exports::*;

/// Prepared-key kind: a validated ML-KEM encapsulation key, parsed for encapsulation.
pub const RUSTPQC_PREPARED_ENCAPSULATION_KEY: u32 = 1;
/// Prepared-key kind: a validated ML-KEM decapsulation key, parsed for decapsulation.
pub const RUSTPQC_PREPARED_DECAPSULATION_KEY: u32 = 2;

#[rustpqc_ffi_macros::exports(self_test = MlKem)]
mod exports {
    #[cfg(feature = "fips")]
    use crate::fips::mlkem;
    #[cfg(not(feature = "fips"))]
    use crate::mlkem;
    use crate::mlkem::{MlKem, PreparedKey};
    use crate::Error;

    /// Generates an ML-KEM key pair from OS randomness: the 64-byte seed `d || z` into `seed`,
    /// the encapsulation key into `ek` and the expanded decapsulation key into `dk`.
    #[export(java = mlKemGenerate, counts = MlKemGenerate)]
    fn rustpqc_mlkem_generate(
        parameter_set: u32,
        seed: &mut [u8],
        ek: &mut [u8],
        dk: &mut [u8],
    ) -> Result<(), Error> {
        mlkem::generate(MlKem::from_id(parameter_set)?, seed, ek, dk)
    }

    /// Derives the ML-KEM key pair of a 64-byte seed `d || z` (key import, known-answer tests).
    #[export(java = mlKemFromSeed, counts = MlKemFromSeed)]
    fn rustpqc_mlkem_from_seed(
        parameter_set: u32,
        seed: &[u8],
        ek: &mut [u8],
        dk: &mut [u8],
    ) -> Result<(), Error> {
        mlkem::keypair_from_seed(MlKem::from_id(parameter_set)?, seed, ek, dk)
    }

    /// Checks an ML-KEM encapsulation key: its length and the FIPS 203 modulus check.
    #[export(java = mlKemCheckEncapsulationKey)]
    fn rustpqc_mlkem_check_encapsulation_key(parameter_set: u32, ek: &[u8]) -> Result<(), Error> {
        mlkem::check_encapsulation_key(MlKem::from_id(parameter_set)?, ek)
    }

    /// Checks an ML-KEM decapsulation key: its length and the FIPS 203 hash check.
    #[export(java = mlKemCheckDecapsulationKey)]
    fn rustpqc_mlkem_check_decapsulation_key(parameter_set: u32, dk: &[u8]) -> Result<(), Error> {
        mlkem::check_decapsulation_key(MlKem::from_id(parameter_set)?, dk)
    }

    /// Encapsulates to `ek` with OS randomness, after the FIPS 203 modulus check: the ciphertext
    /// into `ct`, the 32-byte shared secret into `ss`.
    #[export(java = mlKemEncapsulate, counts = MlKemEncapsulate)]
    fn rustpqc_mlkem_encapsulate(
        parameter_set: u32,
        ek: &[u8],
        ct: &mut [u8],
        ss: &mut [u8],
    ) -> Result<(), Error> {
        mlkem::encapsulate(MlKem::from_id(parameter_set)?, ek, ct, ss)
    }

    /// Decapsulates `ct` with the expanded key `dk` into the 32-byte `ss`. A tampered ciphertext
    /// of the right length succeeds with the implicit-rejection secret.
    #[export(java = mlKemDecapsulate, counts = MlKemDecapsulate)]
    fn rustpqc_mlkem_decapsulate(
        parameter_set: u32,
        dk: &[u8],
        ct: &[u8],
        ss: &mut [u8],
    ) -> Result<(), Error> {
        mlkem::decapsulate(MlKem::from_id(parameter_set)?, dk, ct, ss)
    }

    /// The length of a prepared ML-KEM key buffer of `kind` (`RUSTPQC_PREPARED_*`) for the set,
    /// on this CPU (the layout follows the CPU, so ask at run time). Negative: a status.
    #[export(java = mlKemPreparedKeyLength)]
    fn rustpqc_mlkem_prepared_key_len(parameter_set: u32, kind: u32) -> Result<usize, Error> {
        Ok(mlkem::prepared_len(
            MlKem::from_id(parameter_set)?,
            PreparedKey::from_id(kind)?,
        ))
    }

    /// Checks an ML-KEM encapsulation key (length, FIPS 203 modulus check) and parses it once
    /// into the caller's buffer `prepared` (`rustpqc_mlkem_prepared_key_len` bytes), for
    /// `rustpqc_mlkem_encapsulate_prepared`. The buffer holds no secret.
    #[export(java = mlKemPrepareEncapsulationKey)]
    fn rustpqc_mlkem_prepare_encapsulation_key(
        parameter_set: u32,
        ek: &[u8],
        prepared: &mut [u8],
    ) -> Result<(), Error> {
        mlkem::prepare_encapsulation_key(MlKem::from_id(parameter_set)?, ek, prepared)
    }

    /// Checks an ML-KEM decapsulation key (length, FIPS 203 hash check) and parses it once into
    /// the caller's buffer `prepared`, for `rustpqc_mlkem_decapsulate_prepared`. The buffer holds
    /// the secret key: the caller must protect and wipe it like the key itself.
    #[export(java = mlKemPrepareDecapsulationKey)]
    fn rustpqc_mlkem_prepare_decapsulation_key(
        parameter_set: u32,
        dk: &[u8],
        prepared: &mut [u8],
    ) -> Result<(), Error> {
        mlkem::prepare_decapsulation_key(MlKem::from_id(parameter_set)?, dk, prepared)
    }

    /// Encapsulates with OS randomness to a key prepared by
    /// `rustpqc_mlkem_prepare_encapsulation_key`.
    #[export(java = mlKemEncapsulatePrepared, counts = MlKemEncapsulate)]
    fn rustpqc_mlkem_encapsulate_prepared(
        parameter_set: u32,
        prepared: &[u8],
        ct: &mut [u8],
        ss: &mut [u8],
    ) -> Result<(), Error> {
        mlkem::encapsulate_prepared(MlKem::from_id(parameter_set)?, prepared, ct, ss)
    }

    /// Decapsulates `ct` with a key prepared by `rustpqc_mlkem_prepare_decapsulation_key`.
    #[export(java = mlKemDecapsulatePrepared, counts = MlKemDecapsulate)]
    fn rustpqc_mlkem_decapsulate_prepared(
        parameter_set: u32,
        prepared: &[u8],
        ct: &[u8],
        ss: &mut [u8],
    ) -> Result<(), Error> {
        mlkem::decapsulate_prepared(MlKem::from_id(parameter_set)?, prepared, ct, ss)
    }
}

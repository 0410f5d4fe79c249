//! The X-Wing functions of the boundary (draft-connolly-cfrg-xwing-kem: X25519 + ML-KEM-768).
//! The private key is the 32-byte seed; public keys are 1216 bytes, ciphertexts 1120, shared
//! secrets 32. There is no parameter set.

pub use exports::*;

#[rustpqc_ffi_macros::exports(self_test = XWing)]
mod exports {
    use crate::xwing;
    use crate::Error;

    /// Generates an X-Wing key pair from OS randomness: the 32-byte seed (the private key) into
    /// `seed`, the 1216-byte public key into `pk`.
    #[export(java = xWingGenerate, counts = XWingGenerate)]
    fn rustpqc_xwing_generate(seed: &mut [u8], pk: &mut [u8]) -> Result<(), Error> {
        xwing::generate(seed, pk)
    }

    /// Derives the X-Wing public key of a 32-byte seed (key import, known-answer tests).
    #[export(java = xWingFromSeed, counts = XWingFromSeed)]
    fn rustpqc_xwing_from_seed(seed: &[u8], pk: &mut [u8]) -> Result<(), Error> {
        xwing::public_key_from_seed(seed, pk)
    }

    /// Checks an X-Wing public key: its length and the FIPS 203 modulus check of its ML-KEM part
    /// (`RUSTPQC_STATUS_INVALID_ENCAPSULATION_KEY`). Any X25519 part is accepted.
    #[export(java = xWingCheckPublicKey)]
    fn rustpqc_xwing_check_public_key(pk: &[u8]) -> Result<(), Error> {
        xwing::check_public_key(pk)
    }

    /// Encapsulates to `pk` with OS randomness, after the modulus check of its ML-KEM part: the
    /// 1120-byte ciphertext into `ct`, the 32-byte shared secret into `ss`.
    #[export(java = xWingEncapsulate, counts = XWingEncapsulate)]
    fn rustpqc_xwing_encapsulate(pk: &[u8], ct: &mut [u8], ss: &mut [u8]) -> Result<(), Error> {
        xwing::encapsulate(pk, ct, ss)
    }

    /// Decapsulates `ct` with the 32-byte seed into the 32-byte `ss`, expanding the seed first. A
    /// tampered ciphertext of the right length succeeds with a pseudo-random secret (ML-KEM's
    /// implicit rejection inside the combiner).
    #[export(java = xWingDecapsulate, counts = XWingDecapsulate)]
    fn rustpqc_xwing_decapsulate(seed: &[u8], ct: &[u8], ss: &mut [u8]) -> Result<(), Error> {
        xwing::decapsulate(seed, ct, ss)
    }

    /// The length of a prepared (expanded) X-Wing decapsulation key on this CPU.
    #[export(java = xWingPreparedKeyLength)]
    fn rustpqc_xwing_prepared_key_len() -> Result<usize, Error> {
        Ok(xwing::prepared_len())
    }

    /// Expands a 32-byte seed once into the caller's buffer `prepared`
    /// (`rustpqc_xwing_prepared_key_len` bytes), for `rustpqc_xwing_decapsulate_prepared`. The
    /// buffer holds the secret key: protect and wipe it like the key itself, and never send it
    /// anywhere (the draft forbids exchanging expanded keys).
    #[export(java = xWingPrepareDecapsulationKey)]
    fn rustpqc_xwing_prepare_decapsulation_key(
        seed: &[u8],
        prepared: &mut [u8],
    ) -> Result<(), Error> {
        xwing::prepare_decapsulation_key(seed, prepared)
    }

    /// Decapsulates `ct` with a key prepared by `rustpqc_xwing_prepare_decapsulation_key`: the
    /// same secret as `rustpqc_xwing_decapsulate` with the seed.
    #[export(java = xWingDecapsulatePrepared, counts = XWingDecapsulate)]
    fn rustpqc_xwing_decapsulate_prepared(
        prepared: &[u8],
        ct: &[u8],
        ss: &mut [u8],
    ) -> Result<(), Error> {
        xwing::decapsulate_prepared(prepared, ct, ss)
    }
}

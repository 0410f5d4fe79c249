//! ML-KEM-512/768/1024 (FIPS 203) over libcrux-ml-kem, plus the input checks that libcrux
//! leaves to its caller: the encapsulation-key modulus check (FIPS 203 section 7.2) before every
//! encapsulation and the decapsulation-key hash check (section 7.3) for imported keys.

use crate::error::expect_len;
use crate::pod;
use crate::{entropy, Error};
use libcrux_ml_kem::{MlKemCiphertext, MlKemPrivateKey, MlKemPublicKey};
use zeroize::Zeroize;

/// Length of the key-generation seed `d || z`.
pub const SEED_LEN: usize = 64;
/// Length of the shared secret.
pub const SHARED_SECRET_LEN: usize = 32;
/// Length of the encapsulation randomness `m`.
pub const ENCAPSULATION_RANDOMNESS_LEN: usize = 32;

/// An ML-KEM parameter set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MlKem {
    MlKem512,
    MlKem768,
    MlKem1024,
}

impl MlKem {
    /// All parameter sets, weakest first.
    pub const ALL: [MlKem; 3] = [MlKem::MlKem512, MlKem::MlKem768, MlKem::MlKem1024];

    /// The parameter set for its number at the C ABI: 512, 768 or 1024.
    pub fn from_id(id: u32) -> Result<Self, Error> {
        match id {
            512 => Ok(MlKem::MlKem512),
            768 => Ok(MlKem::MlKem768),
            1024 => Ok(MlKem::MlKem1024),
            other => Err(Error::UnknownParameterSet(other)),
        }
    }

    /// The number of this parameter set at the C ABI.
    pub const fn id(self) -> u32 {
        match self {
            MlKem::MlKem512 => 512,
            MlKem::MlKem768 => 768,
            MlKem::MlKem1024 => 1024,
        }
    }

    /// Encapsulation (public) key length.
    pub const fn encapsulation_key_len(self) -> usize {
        match self {
            MlKem::MlKem512 => 800,
            MlKem::MlKem768 => 1184,
            MlKem::MlKem1024 => 1568,
        }
    }

    /// Decapsulation (expanded private) key length.
    pub const fn decapsulation_key_len(self) -> usize {
        match self {
            MlKem::MlKem512 => 1632,
            MlKem::MlKem768 => 2400,
            MlKem::MlKem1024 => 3168,
        }
    }

    /// Ciphertext length.
    pub const fn ciphertext_len(self) -> usize {
        match self {
            MlKem::MlKem512 => 768,
            MlKem::MlKem768 => 1088,
            MlKem::MlKem1024 => 1568,
        }
    }
}

/// [`crate::platform::dispatch_by_cpu`] over the MlKem parameter sets.
macro_rules! dispatch {
    ($set:expr, $m:ident => $body:expr) => {
        crate::platform::dispatch_by_cpu!($set, $m => $body;
            MlKem::MlKem512 => libcrux_ml_kem::mlkem512,
            MlKem::MlKem768 => libcrux_ml_kem::mlkem768,
            MlKem::MlKem1024 => libcrux_ml_kem::mlkem1024,
        )
    };
}

/// Generates a key pair from fresh OS randomness. The 64-byte seed is returned in `seed_out`
/// so that the private key can later be exported in its compact PKCS#8 `seed` form.
pub fn generate(
    set: MlKem,
    seed_out: &mut [u8],
    ek_out: &mut [u8],
    dk_out: &mut [u8],
) -> Result<(), Error> {
    expect_len("seed", seed_out, SEED_LEN)?;
    check_output_lens(set, ek_out, dk_out)?;
    entropy::fill(seed_out)?;
    expand_seed(set, seed_out, ek_out, dk_out)
}

/// Derives the key pair of a 64-byte seed `d || z` (ML-KEM.KeyGen_internal). Deterministic: used
/// to import a private key given as a seed and by known-answer tests.
pub fn keypair_from_seed(
    set: MlKem,
    seed: &[u8],
    ek_out: &mut [u8],
    dk_out: &mut [u8],
) -> Result<(), Error> {
    expect_len("seed", seed, SEED_LEN)?;
    check_output_lens(set, ek_out, dk_out)?;
    expand_seed(set, seed, ek_out, dk_out)
}

fn check_output_lens(set: MlKem, ek_out: &[u8], dk_out: &[u8]) -> Result<(), Error> {
    expect_len("encapsulation key", ek_out, set.encapsulation_key_len())?;
    expect_len("decapsulation key", dk_out, set.decapsulation_key_len())
}

fn expand_seed(set: MlKem, seed: &[u8], ek_out: &mut [u8], dk_out: &mut [u8]) -> Result<(), Error> {
    let mut randomness = [0u8; SEED_LEN];
    randomness.copy_from_slice(seed);
    dispatch!(set, m => {
        let (private_key, public_key) = m::generate_key_pair(randomness).into_parts();
        let mut dk = <[u8; _]>::from(private_key);
        ek_out.copy_from_slice(public_key.as_slice());
        dk_out.copy_from_slice(&dk);
        dk.zeroize();
    });
    randomness.zeroize();
    Ok(())
}

/// The FIPS 203 encapsulation-key check: the right length, and every coefficient below q
/// (decoding and re-encoding gives the same bytes).
pub fn check_encapsulation_key(set: MlKem, ek: &[u8]) -> Result<(), Error> {
    expect_len("encapsulation key", ek, set.encapsulation_key_len())?;
    let valid = dispatch!(set, m => {
        let public_key = MlKemPublicKey::try_from(ek).map_err(|_| Error::InvalidEncapsulationKey)?;
        m::validate_public_key(&public_key)
    });
    if valid {
        Ok(())
    } else {
        Err(Error::InvalidEncapsulationKey)
    }
}

/// The FIPS 203 decapsulation-key check: the right length, and the embedded hash H(ek) matches
/// the embedded encapsulation key.
pub fn check_decapsulation_key(set: MlKem, dk: &[u8]) -> Result<(), Error> {
    expect_len("decapsulation key", dk, set.decapsulation_key_len())?;
    let valid = dispatch!(set, m => {
        let mut private_key = MlKemPrivateKey::try_from(dk).map_err(|_| Error::InvalidDecapsulationKey)?;
        let valid = m::validate_private_key_only(&private_key);
        private_key[0..].zeroize();
        valid
    });
    if valid {
        Ok(())
    } else {
        Err(Error::InvalidDecapsulationKey)
    }
}

/// Encapsulates to `ek` with fresh OS randomness, after the modulus check.
pub fn encapsulate(
    set: MlKem,
    ek: &[u8],
    ciphertext_out: &mut [u8],
    shared_secret_out: &mut [u8],
) -> Result<(), Error> {
    check_encapsulation_outputs(set, ciphertext_out, shared_secret_out)?;
    check_encapsulation_key(set, ek)?;
    let mut m = [0u8; ENCAPSULATION_RANDOMNESS_LEN];
    entropy::fill(&mut m)?;
    let result = encapsulate_checked(set, ek, &m, ciphertext_out, shared_secret_out);
    m.zeroize();
    result
}

/// Encapsulates with caller-chosen randomness `m` (ML-KEM.Encaps_internal). Deterministic: only
/// for known-answer tests; never exported at the C ABI.
pub fn encapsulate_with_randomness(
    set: MlKem,
    ek: &[u8],
    m: &[u8],
    ciphertext_out: &mut [u8],
    shared_secret_out: &mut [u8],
) -> Result<(), Error> {
    check_encapsulation_outputs(set, ciphertext_out, shared_secret_out)?;
    check_encapsulation_key(set, ek)?;
    expect_len("encapsulation randomness", m, ENCAPSULATION_RANDOMNESS_LEN)?;
    encapsulate_checked(set, ek, m, ciphertext_out, shared_secret_out)
}

fn check_encapsulation_outputs(set: MlKem, ct: &[u8], ss: &[u8]) -> Result<(), Error> {
    expect_len("ciphertext", ct, set.ciphertext_len())?;
    expect_len("shared secret", ss, SHARED_SECRET_LEN)
}

fn encapsulate_checked(
    set: MlKem,
    ek: &[u8],
    m: &[u8],
    ciphertext_out: &mut [u8],
    shared_secret_out: &mut [u8],
) -> Result<(), Error> {
    let mut randomness = [0u8; ENCAPSULATION_RANDOMNESS_LEN];
    randomness.copy_from_slice(m);
    dispatch!(set, m => {
        let public_key = MlKemPublicKey::try_from(ek).map_err(|_| Error::InvalidEncapsulationKey)?;
        let (ciphertext, mut shared_secret) = m::encapsulate(&public_key, randomness);
        ciphertext_out.copy_from_slice(ciphertext.as_ref());
        shared_secret_out.copy_from_slice(&shared_secret);
        shared_secret.zeroize();
    });
    randomness.zeroize();
    Ok(())
}

/// Decapsulates `ciphertext` with the expanded key `dk`. A ciphertext of the right length never
/// fails: a tampered one yields the implicit-rejection secret J(z || c).
pub fn decapsulate(
    set: MlKem,
    dk: &[u8],
    ciphertext: &[u8],
    shared_secret_out: &mut [u8],
) -> Result<(), Error> {
    expect_len("decapsulation key", dk, set.decapsulation_key_len())?;
    expect_len("ciphertext", ciphertext, set.ciphertext_len())?;
    expect_len("shared secret", shared_secret_out, SHARED_SECRET_LEN)?;
    #[cfg(valgrind_ct_test)]
    crate::secret_marks::planted_leak(dk);
    dispatch!(set, m => {
        let mut private_key = MlKemPrivateKey::try_from(dk).map_err(|_| Error::InvalidDecapsulationKey)?;
        let ciphertext = MlKemCiphertext::try_from(ciphertext).map_err(|_| Error::BadLength {
            what: "ciphertext",
            expected: set.ciphertext_len(),
            actual: ciphertext.len(),
        })?;
        let mut shared_secret = m::decapsulate(&private_key, &ciphertext);
        shared_secret_out.copy_from_slice(&shared_secret);
        shared_secret.zeroize();
        private_key[0..].zeroize();
    });
    Ok(())
}

/// A key parsed once (libcrux's "unpacked" form: the matrix A sampled, the vectors in NTT
/// form) and kept in a caller-owned buffer, so that each later operation skips the parsing:
/// encapsulation runs about 2.8x and decapsulation 1.7x faster. The buffer starts with an 8-byte
/// header naming the set, the kind and the CPU layout (portable, AVX2 or NEON: each stores the
/// key differently), checked on every use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PreparedKey {
    /// A validated encapsulation key, ready to encapsulate.
    Encapsulation = 1,
    /// A validated decapsulation key (with its public part), ready to decapsulate.
    Decapsulation = 2,
}

impl PreparedKey {
    /// The kind for its number at the C ABI.
    pub fn from_id(id: u32) -> Result<Self, Error> {
        match id {
            1 => Ok(PreparedKey::Encapsulation),
            2 => Ok(PreparedKey::Decapsulation),
            _ => Err(Error::InvalidPreparedKey),
        }
    }
}

const PREPARED_HEADER_LEN: usize = 8;

fn prepared_header(set: MlKem, kind: PreparedKey) -> [u8; PREPARED_HEADER_LEN] {
    let id = (set.id() as u16).to_le_bytes();
    [
        b'R',
        b'P',
        b'Q',
        1,
        id[0],
        id[1],
        kind as u8,
        crate::platform::simd() as u8,
    ]
}

fn pod_len<T: pod::Pod>(_init: fn() -> T) -> usize {
    pod::len::<T>()
}

/// The length of a prepared-key buffer of `kind` for `set` on this CPU.
pub fn prepared_len(set: MlKem, kind: PreparedKey) -> usize {
    PREPARED_HEADER_LEN
        + dispatch!(set, u => match kind {
            PreparedKey::Encapsulation => pod_len(u::unpacked::init_public_key),
            PreparedKey::Decapsulation => pod_len(u::unpacked::init_key_pair),
        })
}

/// Checks length and header of a prepared key and returns its body.
fn prepared_body(set: MlKem, kind: PreparedKey, prepared: &[u8]) -> Result<&[u8], Error> {
    if prepared.len() != prepared_len(set, kind)
        || prepared[..PREPARED_HEADER_LEN] != prepared_header(set, kind)
    {
        return Err(Error::InvalidPreparedKey);
    }
    Ok(&prepared[PREPARED_HEADER_LEN..])
}

/// Prepares a key into `out` ([`prepared_len`] bytes): `out`'s length first (a call refused for
/// its arguments writes nothing: ffi::runtime), then the key's own `check`, then the header and
/// the body that `store` writes.
fn prepare(
    set: MlKem,
    kind: PreparedKey,
    out: &mut [u8],
    check: impl FnOnce() -> Result<(), Error>,
    store: impl FnOnce(&mut [u8]) -> Result<(), Error>,
) -> Result<(), Error> {
    expect_len("prepared key", out, prepared_len(set, kind))?;
    check()?;
    let (header, body) = out.split_at_mut(PREPARED_HEADER_LEN);
    header.copy_from_slice(&prepared_header(set, kind));
    store(body)
}

/// Validates an encapsulation key (length, modulus check) and prepares it into `out`
/// ([`prepared_len`] bytes).
pub fn prepare_encapsulation_key(set: MlKem, ek: &[u8], out: &mut [u8]) -> Result<(), Error> {
    let check = || check_encapsulation_key(set, ek);
    prepare(set, PreparedKey::Encapsulation, out, check, |body| {
        dispatch!(set, u => {
            let public_key =
                MlKemPublicKey::try_from(ek).map_err(|_| Error::InvalidEncapsulationKey)?;
            pod::store(body, |unpacked| u::unpacked::unpacked_public_key(&public_key, unpacked));
        });
        Ok(())
    })
}

/// Validates a decapsulation key (length, hash check) and prepares it into `out`.
pub fn prepare_decapsulation_key(set: MlKem, dk: &[u8], out: &mut [u8]) -> Result<(), Error> {
    let check = || check_decapsulation_key(set, dk);
    prepare(set, PreparedKey::Decapsulation, out, check, |body| {
        dispatch!(set, u => {
            let mut private_key =
                MlKemPrivateKey::try_from(dk).map_err(|_| Error::InvalidDecapsulationKey)?;
            pod::store(body, |unpacked| u::unpacked::key_pair_from_private_mut(&private_key, unpacked));
            private_key[0..].zeroize();
        });
        Ok(())
    })
}

/// Encapsulates to a prepared key with fresh OS randomness.
pub fn encapsulate_prepared(
    set: MlKem,
    prepared: &[u8],
    ciphertext_out: &mut [u8],
    shared_secret_out: &mut [u8],
) -> Result<(), Error> {
    let mut m = [0u8; ENCAPSULATION_RANDOMNESS_LEN];
    let body = prepared_body(set, PreparedKey::Encapsulation, prepared)?;
    check_encapsulation_outputs(set, ciphertext_out, shared_secret_out)?;
    entropy::fill(&mut m)?;
    encapsulate_prepared_checked(set, body, m, ciphertext_out, shared_secret_out);
    m.zeroize();
    Ok(())
}

/// Encapsulates to a prepared key with caller-chosen `m`: known-answer tests only.
pub fn encapsulate_prepared_with_randomness(
    set: MlKem,
    prepared: &[u8],
    m: &[u8],
    ciphertext_out: &mut [u8],
    shared_secret_out: &mut [u8],
) -> Result<(), Error> {
    let body = prepared_body(set, PreparedKey::Encapsulation, prepared)?;
    check_encapsulation_outputs(set, ciphertext_out, shared_secret_out)?;
    expect_len("encapsulation randomness", m, ENCAPSULATION_RANDOMNESS_LEN)?;
    let mut randomness = [0u8; ENCAPSULATION_RANDOMNESS_LEN];
    randomness.copy_from_slice(m);
    encapsulate_prepared_checked(set, body, randomness, ciphertext_out, shared_secret_out);
    Ok(())
}

fn encapsulate_prepared_checked(
    set: MlKem,
    body: &[u8],
    mut randomness: [u8; ENCAPSULATION_RANDOMNESS_LEN],
    ciphertext_out: &mut [u8],
    shared_secret_out: &mut [u8],
) {
    dispatch!(set, u => pod::with(body, |unpacked| {
        let (ciphertext, mut shared_secret) = u::unpacked::encapsulate(unpacked, randomness);
        ciphertext_out.copy_from_slice(ciphertext.as_ref());
        shared_secret_out.copy_from_slice(&shared_secret);
        shared_secret.zeroize();
    }));
    randomness.zeroize();
}

/// Decapsulates with a prepared key; as [`decapsulate`], a tampered ciphertext of the right
/// length yields the implicit-rejection secret.
pub fn decapsulate_prepared(
    set: MlKem,
    prepared: &[u8],
    ciphertext: &[u8],
    shared_secret_out: &mut [u8],
) -> Result<(), Error> {
    let body = prepared_body(set, PreparedKey::Decapsulation, prepared)?;
    expect_len("ciphertext", ciphertext, set.ciphertext_len())?;
    expect_len("shared secret", shared_secret_out, SHARED_SECRET_LEN)?;
    dispatch!(set, u => {
        let ciphertext = MlKemCiphertext::try_from(ciphertext).map_err(|_| Error::BadLength {
            what: "ciphertext",
            expected: set.ciphertext_len(),
            actual: ciphertext.len(),
        })?;
        pod::with(body, |unpacked| {
            let mut shared_secret = u::unpacked::decapsulate(unpacked, &ciphertext);
            shared_secret_out.copy_from_slice(&shared_secret);
            shared_secret.zeroize();
        });
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keypair(set: MlKem) -> (Vec<u8>, Vec<u8>) {
        let mut seed = [0u8; SEED_LEN];
        let mut ek = vec![0u8; set.encapsulation_key_len()];
        let mut dk = vec![0u8; set.decapsulation_key_len()];
        generate(set, &mut seed, &mut ek, &mut dk).unwrap();
        (ek, dk)
    }

    #[test]
    fn round_trip_every_set() {
        for set in MlKem::ALL {
            let (ek, dk) = keypair(set);
            check_encapsulation_key(set, &ek).unwrap();
            check_decapsulation_key(set, &dk).unwrap();
            let mut ct = vec![0u8; set.ciphertext_len()];
            let mut ss = [0u8; SHARED_SECRET_LEN];
            encapsulate(set, &ek, &mut ct, &mut ss).unwrap();
            let mut ss2 = [0u8; SHARED_SECRET_LEN];
            decapsulate(set, &dk, &ct, &mut ss2).unwrap();
            assert_eq!(ss, ss2);
            ct[0] ^= 1;
            decapsulate(set, &dk, &ct, &mut ss2).unwrap();
            assert_ne!(ss, ss2, "implicit rejection gives a different secret");
        }
    }

    #[test]
    fn prepared_keys_agree_with_packed_keys() {
        for set in MlKem::ALL {
            let (ek, dk) = keypair(set);
            let mut prepared_ek = vec![0u8; prepared_len(set, PreparedKey::Encapsulation)];
            let mut prepared_dk = vec![0u8; prepared_len(set, PreparedKey::Decapsulation)];
            prepare_encapsulation_key(set, &ek, &mut prepared_ek).unwrap();
            prepare_decapsulation_key(set, &dk, &mut prepared_dk).unwrap();
            let m = [7u8; 32];
            let (mut ct1, mut ct2) = (
                vec![0u8; set.ciphertext_len()],
                vec![0u8; set.ciphertext_len()],
            );
            let (mut ss1, mut ss2, mut ss3) = ([0u8; 32], [0u8; 32], [0u8; 32]);
            encapsulate_with_randomness(set, &ek, &m, &mut ct1, &mut ss1).unwrap();
            encapsulate_prepared_with_randomness(set, &prepared_ek, &m, &mut ct2, &mut ss2)
                .unwrap();
            assert_eq!((&ct1, ss1), (&ct2, ss2));
            decapsulate_prepared(set, &prepared_dk, &ct1, &mut ss3).unwrap();
            assert_eq!(ss1, ss3);
            ct1[5] ^= 4;
            decapsulate(set, &dk, &ct1, &mut ss1).unwrap();
            decapsulate_prepared(set, &prepared_dk, &ct1, &mut ss3).unwrap();
            assert_eq!(ss1, ss3, "same implicit rejection");
            encapsulate_prepared(set, &prepared_ek, &mut ct2, &mut ss2).unwrap();
            decapsulate_prepared(set, &prepared_dk, &ct2, &mut ss3).unwrap();
            assert_eq!(ss2, ss3);
        }
    }

    #[test]
    fn a_prepared_key_of_another_kind_or_set_is_refused() {
        let (ek, _) = keypair(MlKem::MlKem512);
        let mut prepared = vec![0u8; prepared_len(MlKem::MlKem512, PreparedKey::Encapsulation)];
        prepare_encapsulation_key(MlKem::MlKem512, &ek, &mut prepared).unwrap();
        let mut ss = [0u8; 32];
        let ct = vec![0u8; MlKem::MlKem512.ciphertext_len()];
        assert_eq!(
            decapsulate_prepared(MlKem::MlKem512, &prepared, &ct, &mut ss),
            Err(Error::InvalidPreparedKey)
        );
        prepared[4] ^= 1;
        let mut ct = vec![0u8; MlKem::MlKem512.ciphertext_len()];
        assert_eq!(
            encapsulate_prepared(MlKem::MlKem512, &prepared, &mut ct, &mut ss),
            Err(Error::InvalidPreparedKey)
        );
    }

    #[test]
    fn two_keygens_differ() {
        let (ek1, dk1) = keypair(MlKem::MlKem768);
        let (ek2, dk2) = keypair(MlKem::MlKem768);
        assert_ne!(ek1, ek2);
        assert_ne!(dk1, dk2);
    }

    #[test]
    fn tampered_hash_fails_the_decapsulation_key_check() {
        let (_, mut dk) = keypair(MlKem::MlKem512);
        let hash_at = 768 * 2 + 32;
        dk[hash_at] ^= 0x80;
        assert_eq!(
            check_decapsulation_key(MlKem::MlKem512, &dk),
            Err(Error::InvalidDecapsulationKey)
        );
    }

    #[test]
    fn coefficient_at_q_fails_the_modulus_check() {
        let (mut ek, _) = keypair(MlKem::MlKem768);
        // The first 12-bit coefficient set to q = 3329 = 0xD01.
        ek[0] = 0x01;
        ek[1] = (ek[1] & 0xf0) | 0x0d;
        let mut ct = vec![0u8; MlKem::MlKem768.ciphertext_len()];
        let mut ss = [0u8; SHARED_SECRET_LEN];
        assert_eq!(
            encapsulate(MlKem::MlKem768, &ek, &mut ct, &mut ss),
            Err(Error::InvalidEncapsulationKey)
        );
    }
}

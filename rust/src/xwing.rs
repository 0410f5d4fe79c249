//! X-Wing, the X25519 + ML-KEM-768 hybrid KEM of draft-connolly-cfrg-xwing-kem (the construction
//! and its test vectors are unchanged from -06 to -10), over libcrux-ml-kem, x25519-dalek and
//! libcrux-sha3.
//!
//! The private key is the 32-byte seed `sk`, expanded as `SHAKE256(sk, 96 bytes) = d || z || sk_X`:
//! `(pk_M, sk_M) = ML-KEM-768.KeyGen_internal(d, z)` and `pk_X = X25519(sk_X, 9)`. The public key
//! is `pk_M || pk_X` (1184 + 32 bytes), the ciphertext `ct_M || ct_X` (1088 + 32 bytes), and the
//! shared secret `SHA3-256(ss_M || ss_X || ct_X || pk_X || "\.//^\")`.
//!
//! Input checks: the ML-KEM part of a public key must pass the FIPS 203 modulus check before every
//! encapsulation, as the draft allows ("may raise an error"). The X25519 part is not checked:
//! X25519 is the RFC 7748 function, so a low-order point gives the all-zero `ss_X`, which enters
//! the combiner like any other value (the draft and its reference code do not abort, and the
//! ML-KEM secret still protects the result). Decapsulation never fails for inputs of the right
//! lengths: a tampered ML-KEM part gives ML-KEM's implicit-rejection secret in the place of
//! `ss_M`, and so a pseudo-random X-Wing secret.

use crate::error::expect_len;
use crate::mlkem::{self, MlKem};
use crate::pod;
use crate::{entropy, Error};
use libcrux_ml_kem::{MlKemCiphertext, MlKemPublicKey};
use x25519_dalek::{PublicKey, StaticSecret};
use zeroize::Zeroize;

/// Length of the private key, the seed `sk`.
pub const SEED_LEN: usize = 32;
/// Length of the public key `pk_M || pk_X`.
pub const PUBLIC_KEY_LEN: usize = MLKEM_PUBLIC_KEY_LEN + X25519_LEN;
/// Length of the ciphertext `ct_M || ct_X`.
pub const CIPHERTEXT_LEN: usize = MLKEM_CIPHERTEXT_LEN + X25519_LEN;
/// Length of the shared secret.
pub const SHARED_SECRET_LEN: usize = 32;
/// Length of the encapsulation randomness `eseed`: ML-KEM's `m`, then the X25519 ephemeral key.
pub const ENCAPSULATION_RANDOMNESS_LEN: usize = 64;

const MLKEM: MlKem = MlKem::MlKem768;
const MLKEM_PUBLIC_KEY_LEN: usize = MLKEM.encapsulation_key_len();
const MLKEM_CIPHERTEXT_LEN: usize = MLKEM.ciphertext_len();
const X25519_LEN: usize = 32;
/// `SHAKE256(sk, 96 * 8)`: `d || z` for ML-KEM, then the X25519 secret.
const EXPANDED_LEN: usize = 96;
const MLKEM_SEED_LEN: usize = mlkem::SEED_LEN;
/// XWingLabel, `\.//^\` (hex 5c2e2f2f5e5c).
const LABEL: &[u8; 6] = b"\\.//^\\";
const COMBINER_INPUT_LEN: usize = 4 * 32 + LABEL.len();

/// The one ML-KEM parameter set X-Wing uses, for [`crate::platform::dispatch_by_cpu`].
#[derive(Clone, Copy)]
enum Engine {
    MlKem768,
}

macro_rules! dispatch {
    ($m:ident => $body:expr) => {
        crate::platform::dispatch_by_cpu!(Engine::MlKem768, $m => $body;
            Engine::MlKem768 => libcrux_ml_kem::mlkem768,
        )
    };
}

/// Generates a key pair from fresh OS randomness: the 32-byte seed (the private key, the form
/// every X-Wing implementation exchanges) into `seed_out`, the public key into `pk_out`.
pub fn generate(seed_out: &mut [u8], pk_out: &mut [u8]) -> Result<(), Error> {
    expect_len("seed", seed_out, SEED_LEN)?;
    expect_len("public key", pk_out, PUBLIC_KEY_LEN)?;
    entropy::fill(seed_out)?;
    public_key_from_seed(seed_out, pk_out)
}

/// Derives the public key of a seed (GenerateKeyPairDerand): key import and known-answer tests.
pub fn public_key_from_seed(seed: &[u8], pk_out: &mut [u8]) -> Result<(), Error> {
    expect_len("seed", seed, SEED_LEN)?;
    expect_len("public key", pk_out, PUBLIC_KEY_LEN)?;
    let mut expanded = expand(seed);
    let mut d_z = mlkem_seed(&expanded);
    let (pk_m_out, pk_x_out) = pk_out.split_at_mut(MLKEM_PUBLIC_KEY_LEN);
    dispatch!(u => pod::scratch(|key_pair| {
        u::unpacked::generate_key_pair_mut(d_z, key_pair);
        let mut pk_m = MlKemPublicKey::from([0u8; MLKEM_PUBLIC_KEY_LEN]);
        u::unpacked::key_pair_serialized_public_key_mut(key_pair, &mut pk_m);
        pk_m_out.copy_from_slice(pk_m.as_slice());
    }));
    d_z.zeroize();
    let sk_x = x25519_secret(&expanded);
    expanded.zeroize();
    pk_x_out.copy_from_slice(PublicKey::from(&sk_x).as_bytes());
    Ok(())
}

/// Checks an X-Wing public key: the right length, and its ML-KEM part passes the FIPS 203
/// modulus check. The X25519 part may be any 32 bytes (RFC 7748 accepts every u-coordinate).
pub fn check_public_key(pk: &[u8]) -> Result<(), Error> {
    expect_len("public key", pk, PUBLIC_KEY_LEN)?;
    mlkem::check_encapsulation_key(MLKEM, &pk[..MLKEM_PUBLIC_KEY_LEN])
}

/// Encapsulates to `pk` with 64 bytes of fresh OS randomness, after the modulus check.
pub fn encapsulate(pk: &[u8], ct_out: &mut [u8], ss_out: &mut [u8]) -> Result<(), Error> {
    check_encapsulation_outputs(ct_out, ss_out)?;
    check_public_key(pk)?;
    let mut eseed = [0u8; ENCAPSULATION_RANDOMNESS_LEN];
    entropy::fill(&mut eseed)?;
    let result = encapsulate_checked(pk, &eseed, ct_out, ss_out);
    eseed.zeroize();
    result
}

/// Encapsulates with caller-chosen `eseed` (EncapsulateDerand): `eseed[0..32]` is ML-KEM's `m`,
/// `eseed[32..64]` the X25519 ephemeral secret. Deterministic: only for known-answer tests; never
/// exported at the C ABI.
pub fn encapsulate_with_randomness(
    pk: &[u8],
    eseed: &[u8],
    ct_out: &mut [u8],
    ss_out: &mut [u8],
) -> Result<(), Error> {
    check_encapsulation_outputs(ct_out, ss_out)?;
    check_public_key(pk)?;
    expect_len(
        "encapsulation randomness",
        eseed,
        ENCAPSULATION_RANDOMNESS_LEN,
    )?;
    encapsulate_checked(pk, eseed, ct_out, ss_out)
}

fn check_encapsulation_outputs(ct: &[u8], ss: &[u8]) -> Result<(), Error> {
    expect_len("ciphertext", ct, CIPHERTEXT_LEN)?;
    expect_len("shared secret", ss, SHARED_SECRET_LEN)
}

/// Encapsulation once every length is checked and the modulus check has passed.
fn encapsulate_checked(
    pk: &[u8],
    eseed: &[u8],
    ct_out: &mut [u8],
    ss_out: &mut [u8],
) -> Result<(), Error> {
    let (pk_m, pk_x) = pk.split_at(MLKEM_PUBLIC_KEY_LEN);
    let (ct_m_out, ct_x_out) = ct_out.split_at_mut(MLKEM_CIPHERTEXT_LEN);
    let mut m = [0u8; 32];
    m.copy_from_slice(&eseed[..32]);
    let mut ss_m = dispatch!(u => {
        let public_key = MlKemPublicKey::try_from(pk_m).map_err(|_| Error::InvalidEncapsulationKey)?;
        let (ciphertext, shared_secret) = u::encapsulate(&public_key, m);
        ct_m_out.copy_from_slice(ciphertext.as_ref());
        shared_secret
    });
    m.zeroize();

    let ephemeral = x25519_secret_from(&eseed[32..]);
    let ct_x = PublicKey::from(&ephemeral);
    let pk_x = array32(pk_x);
    // Wiped when dropped, as is `ephemeral` (x25519-dalek's `zeroize` feature).
    let ss_x = ephemeral.diffie_hellman(&PublicKey::from(pk_x));
    ct_x_out.copy_from_slice(ct_x.as_bytes());
    combine(&ss_m, ss_x.as_bytes(), ct_x.as_bytes(), &pk_x, ss_out);
    ss_m.zeroize();
    Ok(())
}

/// Decapsulates `ct` with the seed `seed`, expanding it first (expandDecapsulationKey). A
/// ciphertext of the right length never fails.
pub fn decapsulate(seed: &[u8], ct: &[u8], ss_out: &mut [u8]) -> Result<(), Error> {
    expect_len("seed", seed, SEED_LEN)?;
    check_decapsulation_inputs(ct, ss_out)?;
    let (ct_m, ct_x) = ct.split_at(MLKEM_CIPHERTEXT_LEN);
    let mut expanded = expand(seed);
    let mut d_z = mlkem_seed(&expanded);
    let mut ss_m = dispatch!(u => {
        let ciphertext = MlKemCiphertext::try_from(ct_m).map_err(|_| ciphertext_len_error(ct))?;
        // The unpacked key pair keeps the sampled matrix A, so the re-encryption inside
        // decapsulation does not sample it a second time (the packed path would).
        pod::scratch(|key_pair| {
            u::unpacked::generate_key_pair_mut(d_z, key_pair);
            u::unpacked::decapsulate(key_pair, &ciphertext)
        })
    });
    d_z.zeroize();
    let sk_x = x25519_secret(&expanded);
    expanded.zeroize();
    let pk_x = PublicKey::from(&sk_x);
    finish_decapsulation(&ss_m, &sk_x, pk_x.as_bytes(), ct_x, ss_out);
    ss_m.zeroize();
    Ok(())
}

fn check_decapsulation_inputs(ct: &[u8], ss_out: &[u8]) -> Result<(), Error> {
    expect_len("ciphertext", ct, CIPHERTEXT_LEN)?;
    expect_len("shared secret", ss_out, SHARED_SECRET_LEN)
}

fn ciphertext_len_error(ct: &[u8]) -> Error {
    Error::BadLength {
        what: "ciphertext",
        expected: CIPHERTEXT_LEN,
        actual: ct.len(),
    }
}

/// `ss_X = X25519(sk_X, ct_X)` and the combiner.
fn finish_decapsulation(
    ss_m: &[u8; 32],
    sk_x: &StaticSecret,
    pk_x: &[u8; 32],
    ct_x: &[u8],
    ss_out: &mut [u8],
) {
    let ct_x = array32(ct_x);
    let ss_x = sk_x.diffie_hellman(&PublicKey::from(ct_x));
    combine(ss_m, ss_x.as_bytes(), &ct_x, pk_x, ss_out);
}

// Prepared (expanded) decapsulation keys: expandDecapsulationKey run once and kept in a
// caller-owned buffer, as the draft allows ("Keeping expanded decapsulation key around") for a key
// that decapsulates more than once. The buffer never leaves the process: the draft forbids
// exchanging expanded keys, and its header ties it to this build's CPU layout.
//
// Layout: 8-byte header || libcrux's unpacked ML-KEM-768 key pair || sk_X (32) || pk_X (32).

const PREPARED_HEADER_LEN: usize = 8;
/// In the place of the ML-KEM set number: 25722, the last arc of X-Wing's OID.
const PREPARED_ID: u16 = 25722;
/// The number of `mlkem::PreparedKey::Decapsulation`.
const PREPARED_KIND_DECAPSULATION: u8 = mlkem::PreparedKey::Decapsulation as u8;

fn prepared_header() -> [u8; PREPARED_HEADER_LEN] {
    let id = PREPARED_ID.to_le_bytes();
    [
        b'R',
        b'P',
        b'Q',
        1,
        id[0],
        id[1],
        PREPARED_KIND_DECAPSULATION,
        crate::platform::simd() as u8,
    ]
}

fn pod_len<T: pod::Pod>(_init: fn() -> T) -> usize {
    pod::len::<T>()
}

fn prepared_mlkem_len() -> usize {
    dispatch!(u => pod_len(u::unpacked::init_key_pair))
}

/// The length of a prepared decapsulation key on this CPU.
pub fn prepared_len() -> usize {
    PREPARED_HEADER_LEN + prepared_mlkem_len() + 2 * X25519_LEN
}

/// Expands `seed` into a prepared decapsulation key in `out` ([`prepared_len`] bytes).
pub fn prepare_decapsulation_key(seed: &[u8], out: &mut [u8]) -> Result<(), Error> {
    expect_len("seed", seed, SEED_LEN)?;
    expect_len("prepared key", out, prepared_len())?;
    let (header, body) = out.split_at_mut(PREPARED_HEADER_LEN);
    let (mlkem_out, x_out) = body.split_at_mut(prepared_mlkem_len());
    let (sk_x_out, pk_x_out) = x_out.split_at_mut(X25519_LEN);
    let mut expanded = expand(seed);
    let mut d_z = mlkem_seed(&expanded);
    dispatch!(u => pod::store(mlkem_out, |key_pair| {
        u::unpacked::generate_key_pair_mut(d_z, key_pair)
    }));
    d_z.zeroize();
    let sk_x = x25519_secret(&expanded);
    expanded.zeroize();
    sk_x_out.copy_from_slice(sk_x.as_bytes());
    pk_x_out.copy_from_slice(PublicKey::from(&sk_x).as_bytes());
    header.copy_from_slice(&prepared_header());
    Ok(())
}

/// Decapsulates with a prepared key: the same result as [`decapsulate`] with its seed.
pub fn decapsulate_prepared(prepared: &[u8], ct: &[u8], ss_out: &mut [u8]) -> Result<(), Error> {
    if prepared.len() != prepared_len() || prepared[..PREPARED_HEADER_LEN] != prepared_header() {
        return Err(Error::InvalidPreparedKey);
    }
    check_decapsulation_inputs(ct, ss_out)?;
    let (mlkem_part, x_part) = prepared[PREPARED_HEADER_LEN..].split_at(prepared_mlkem_len());
    let (sk_x, pk_x) = x_part.split_at(X25519_LEN);
    let (ct_m, ct_x) = ct.split_at(MLKEM_CIPHERTEXT_LEN);
    let mut ss_m = dispatch!(u => {
        let ciphertext = MlKemCiphertext::try_from(ct_m).map_err(|_| ciphertext_len_error(ct))?;
        pod::with(mlkem_part, |key_pair| u::unpacked::decapsulate(key_pair, &ciphertext))
    });
    let sk_x = x25519_secret_from(sk_x);
    finish_decapsulation(&ss_m, &sk_x, &array32(pk_x), ct_x, ss_out);
    ss_m.zeroize();
    Ok(())
}

/// `SHAKE256(seed, 96 * 8)`. The caller wipes the result.
fn expand(seed: &[u8]) -> [u8; EXPANDED_LEN] {
    let mut expanded = [0u8; EXPANDED_LEN];
    libcrux_sha3::shake256_ema(&mut expanded, seed);
    expanded
}

/// `d || z`. libcrux takes it by value: the caller passes a copy and wipes its own.
fn mlkem_seed(expanded: &[u8; EXPANDED_LEN]) -> [u8; MLKEM_SEED_LEN] {
    let mut seed = [0u8; MLKEM_SEED_LEN];
    seed.copy_from_slice(&expanded[..MLKEM_SEED_LEN]);
    seed
}

/// `sk_X = expanded[64..96]`, wiped when dropped.
fn x25519_secret(expanded: &[u8; EXPANDED_LEN]) -> StaticSecret {
    x25519_secret_from(&expanded[MLKEM_SEED_LEN..])
}

/// An X25519 secret of 32 bytes, wiped when dropped; the temporary copy is wiped here.
fn x25519_secret_from(bytes: &[u8]) -> StaticSecret {
    let mut copy = array32(bytes);
    let secret = StaticSecret::from(copy);
    copy.zeroize();
    secret
}

/// The 32 bytes of a slice whose length the caller has checked.
fn array32(bytes: &[u8]) -> [u8; 32] {
    let mut out = [0u8; 32];
    out.copy_from_slice(bytes);
    out
}

/// The combiner: `SHA3-256(ss_M || ss_X || ct_X || pk_X || XWingLabel)` into `ss_out`. The 134
/// bytes fit one SHA3-256 block.
fn combine(ss_m: &[u8; 32], ss_x: &[u8; 32], ct_x: &[u8; 32], pk_x: &[u8; 32], ss_out: &mut [u8]) {
    let mut input = [0u8; COMBINER_INPUT_LEN];
    input[..32].copy_from_slice(ss_m);
    input[32..64].copy_from_slice(ss_x);
    input[64..96].copy_from_slice(ct_x);
    input[96..128].copy_from_slice(pk_x);
    input[128..].copy_from_slice(LABEL);
    libcrux_sha3::sha256_ema(ss_out, &input);
    input.zeroize();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keypair() -> ([u8; SEED_LEN], Vec<u8>) {
        let mut seed = [0u8; SEED_LEN];
        let mut pk = vec![0u8; PUBLIC_KEY_LEN];
        generate(&mut seed, &mut pk).unwrap();
        (seed, pk)
    }

    #[test]
    fn label_and_sizes_are_the_drafts() {
        assert_eq!(LABEL, &[0x5c, 0x2e, 0x2f, 0x2f, 0x5e, 0x5c]);
        assert_eq!((PUBLIC_KEY_LEN, CIPHERTEXT_LEN), (1216, 1120));
    }

    #[test]
    fn round_trip_and_implicit_rejection() {
        let (seed, pk) = keypair();
        let mut ct = vec![0u8; CIPHERTEXT_LEN];
        let mut ss = [0u8; SHARED_SECRET_LEN];
        encapsulate(&pk, &mut ct, &mut ss).unwrap();
        let mut ss2 = [0u8; SHARED_SECRET_LEN];
        decapsulate(&seed, &ct, &mut ss2).unwrap();
        assert_eq!(ss, ss2);
        ct[0] ^= 1;
        decapsulate(&seed, &ct, &mut ss2).unwrap();
        assert_ne!(ss, ss2, "implicit rejection gives a different secret");
    }

    #[test]
    fn prepared_key_agrees_with_seed() {
        let (seed, pk) = keypair();
        let mut prepared = vec![0u8; prepared_len()];
        prepare_decapsulation_key(&seed, &mut prepared).unwrap();
        assert_eq!(
            &prepared[prepared.len() - 32..],
            &pk[MLKEM_PUBLIC_KEY_LEN..]
        );
        let mut ct = vec![0u8; CIPHERTEXT_LEN];
        let (mut ss1, mut ss2, mut ss3) = ([0u8; 32], [0u8; 32], [0u8; 32]);
        encapsulate(&pk, &mut ct, &mut ss1).unwrap();
        decapsulate_prepared(&prepared, &ct, &mut ss2).unwrap();
        assert_eq!(ss1, ss2);
        ct[5] ^= 4;
        decapsulate(&seed, &ct, &mut ss2).unwrap();
        decapsulate_prepared(&prepared, &ct, &mut ss3).unwrap();
        assert_eq!(ss2, ss3, "same implicit rejection");
    }

    #[test]
    fn a_prepared_ml_kem_768_key_is_not_an_x_wing_key() {
        let (seed, _) = keypair();
        let mut prepared = vec![0u8; prepared_len()];
        prepare_decapsulation_key(&seed, &mut prepared).unwrap();
        let ct = vec![0u8; CIPHERTEXT_LEN];
        let mut ss = [0u8; 32];
        let mut mlkem_view = prepared[..prepared.len() - 64].to_vec();
        let mlkem_ct = vec![0u8; MLKEM_CIPHERTEXT_LEN];
        assert_eq!(
            mlkem::decapsulate_prepared(MLKEM, &mlkem_view, &mlkem_ct, &mut ss),
            Err(Error::InvalidPreparedKey),
            "ML-KEM refuses the X-Wing header"
        );
        mlkem_view[4..6].copy_from_slice(&768u16.to_le_bytes());
        mlkem::decapsulate_prepared(MLKEM, &mlkem_view, &mlkem_ct, &mut ss).unwrap();
        let mut as_xwing = mlkem_view.clone();
        as_xwing.extend_from_slice(&[0u8; 64]);
        assert_eq!(
            decapsulate_prepared(&as_xwing, &ct, &mut ss),
            Err(Error::InvalidPreparedKey),
            "X-Wing refuses the ML-KEM-768 header"
        );
    }

    #[test]
    fn two_keygens_differ() {
        let (seed1, pk1) = keypair();
        let (seed2, pk2) = keypair();
        assert_ne!(seed1, seed2);
        assert_ne!(pk1, pk2);
    }
}

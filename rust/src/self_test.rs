//! Known-answer self-tests. Each family's run before its first use, whichever boundary and
//! binding asks (`require`, called by every export of the family), and all of them when
//! `rustpqc_self_test` asks; a failure of any one leaves every family refusing from then on.
//! Fixed inputs go through key generation, encapsulation (given `m`), decapsulation (also of a
//! tampered ciphertext: implicit rejection), the prepared-key paths, deterministic signing and
//! verification, X-Wing's key derivation, encapsulation (given `eseed`) and decapsulation (seed
//! and prepared, honest and tampered), and SLH-DSA; SHA3-256 digests of the outputs must equal
//! values recorded here and checked against independent implementations (RustCrypto's ML-KEM,
//! ML-DSA and X-Wing, integritychain's fips205; tests/self_test_kat.rs). SLH-DSA is tested on
//! SLH-DSA-SHA2-128f (key generation, deterministic signing, verification: the fastest set that
//! signs) and SLH-DSA-SHAKE-128f key generation (the SHAKE hash functions).

use crate::catalog::Family;
use crate::mldsa::{self, MlDsa};
use crate::mlkem::{self, MlKem, PreparedKey};
use crate::slhdsa::{self, SlhDsa};
use crate::{xwing, Error};
use libcrux_sha3::sha256;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

/// The families whose known answers run apart, each before its own first use (`OUTCOMES` is
/// indexed by the family). X-Wing's answers cover the ML-KEM-768 inside it.
#[cfg(not(feature = "fips"))]
const FAMILIES: [Family; 4] = [Family::MlKem, Family::MlDsa, Family::SlhDsa, Family::XWing];
/// The FIPS flavour serves ML-KEM and ML-DSA alone, its module's.
#[cfg(feature = "fips")]
const FAMILIES: [Family; 2] = [Family::MlKem, Family::MlDsa];

/// The name `RUSTPQC_TEST_FAIL_SELF_TEST` takes to fail `family` alone.
#[cfg(feature = "entropy-fault-injection")]
fn fault_name(family: Family) -> &'static str {
    match family {
        Family::MlKem => "ml-kem",
        Family::MlDsa => "ml-dsa",
        Family::SlhDsa => "slh-dsa",
        Family::XWing => "x-wing",
    }
}

/// Each family's outcome, settled once: a caller that arrives while the test runs waits for it.
static OUTCOMES: [OnceLock<bool>; 4] = [const { OnceLock::new() }; 4];
/// Set when any family failed: the library then serves no family at all.
static ANY_FAILED: AtomicBool = AtomicBool::new(false);

/// `Ok` once `family`'s known answers have passed (running them now on its first use) and no
/// family has failed; `Err(SelfTestFailed)` otherwise, for good.
pub fn require(family: Family) -> Result<(), Error> {
    // The FIPS flavour serves ML-KEM and ML-DSA through its module alone.
    #[cfg(feature = "fips")]
    if matches!(family, Family::SlhDsa | Family::XWing) {
        return Err(crate::fips::refused());
    }
    let passed = *OUTCOMES[family as usize].get_or_init(|| {
        // A panic in the test is a failure too, and must not leave the outcome unsettled.
        let passed = matches!(
            panic::catch_unwind(AssertUnwindSafe(|| known_answers(family))),
            Ok(Ok(()))
        );
        if !passed {
            ANY_FAILED.store(true, Ordering::SeqCst);
        }
        passed
    });
    if passed && !ANY_FAILED.load(Ordering::SeqCst) {
        Ok(())
    } else {
        Err(Error::SelfTestFailed)
    }
}

/// Runs every family's known answers that have not run yet; `Err(SelfTestFailed)` if any failed,
/// now or before.
pub fn run() -> Result<(), Error> {
    FAMILIES.iter().try_for_each(|&family| require(family))
}

/// The KAT inputs: an ML-KEM-768 seed, its encapsulation randomness, an ML-DSA-65 seed, and the
/// message and context that are signed.
pub const ML_KEM_SEED: [u8; 64] = counting(0x00);
pub const ML_KEM_M: [u8; 32] = [0x5a; 32];
pub const ML_DSA_SEED: [u8; 32] = [0xa5; 32];
/// `SK.seed || SK.prf || PK.seed` for both SLH-DSA sets (3n = 48 bytes).
pub const SLH_DSA_SEED: [u8; 48] = {
    let counted = counting(0x80);
    let mut seed = [0u8; 48];
    let mut i = 0;
    while i < 48 {
        seed[i] = counted[i];
        i += 1;
    }
    seed
};
pub const MESSAGE: &[u8] = b"rustpqc known-answer test";
pub const CONTEXT: &[u8] = b"kat";
/// The X-Wing KAT inputs: the seed (private key) and the encapsulation randomness `eseed`.
pub const X_WING_SEED: [u8; 32] = [0x3c; 32];
pub const X_WING_ESEED: [u8; 64] = counting(0x80);

/// SHA3-256 of ek || dk, of c || K, of the implicit-rejection K of c with its first bit flipped,
/// of pk || sk, of the deterministic signature, of the X-Wing public key, of its ct || ss, and of
/// the X-Wing secret of that ct with its first bit flipped; then of SLH-DSA-SHA2-128f pk || sk and
/// deterministic signature, and of SLH-DSA-SHAKE-128f pk || sk.
pub const ML_KEM_KEYS: [u8; 32] = [
    0x0e, 0xe2, 0xd7, 0xa3, 0xbe, 0xf9, 0x3a, 0x63, 0xf4, 0x27, 0x8a, 0x8f, 0x3a, 0xf6, 0xf3, 0x12,
    0x27, 0xe5, 0xd3, 0xd5, 0x21, 0xfa, 0x75, 0x0a, 0xd7, 0x95, 0x7c, 0xe7, 0xed, 0x6f, 0x50, 0xfc,
];
pub const ML_KEM_ENCAPSULATION: [u8; 32] = [
    0x89, 0x55, 0x6b, 0xeb, 0xd4, 0xe1, 0x3a, 0xb7, 0x90, 0x6c, 0x28, 0xfc, 0x66, 0x37, 0xb7, 0x5f,
    0xdf, 0x01, 0xaf, 0x90, 0x32, 0x09, 0xba, 0x30, 0xcf, 0xef, 0xec, 0x05, 0xd6, 0xb8, 0x5d, 0x03,
];
pub const ML_KEM_REJECTION: [u8; 32] = [
    0x27, 0x8d, 0xbb, 0xa6, 0xf0, 0xcb, 0xac, 0xb6, 0xf7, 0xf9, 0x84, 0x8d, 0xc7, 0xca, 0x84, 0x55,
    0x27, 0xbb, 0x43, 0xbd, 0x7c, 0x5c, 0xc5, 0x5e, 0xf8, 0x25, 0xd5, 0x87, 0xf4, 0x3a, 0x3b, 0xea,
];
pub const ML_DSA_KEYS: [u8; 32] = [
    0x1e, 0x24, 0x18, 0x84, 0x9c, 0xc2, 0x03, 0xc9, 0x02, 0xcc, 0x33, 0x9c, 0xc0, 0xf8, 0x89, 0xd3,
    0x59, 0x18, 0x28, 0x13, 0x08, 0xcb, 0x7b, 0x9f, 0x63, 0x92, 0x03, 0x39, 0x45, 0x1c, 0xaa, 0x67,
];
pub const ML_DSA_SIGNATURE: [u8; 32] = [
    0x2b, 0xf2, 0xda, 0xbb, 0xbf, 0x52, 0x8f, 0xbc, 0x3b, 0x0b, 0x82, 0x61, 0x46, 0xf5, 0x0d, 0x56,
    0x9f, 0x36, 0x61, 0xcb, 0x95, 0x74, 0xda, 0x0a, 0xcc, 0xe9, 0x94, 0x28, 0x9f, 0xf5, 0xed, 0x49,
];

pub const X_WING_PUBLIC_KEY: [u8; 32] = [
    0x11, 0xaf, 0x7f, 0xbe, 0xe3, 0xdc, 0x69, 0x6d, 0x21, 0xd0, 0x28, 0x27, 0x61, 0x8e, 0x53, 0x29,
    0x30, 0x65, 0xa1, 0xeb, 0xa1, 0x83, 0xf8, 0xf1, 0xd5, 0x30, 0xb3, 0x33, 0x43, 0x9b, 0x96, 0xb7,
];
pub const X_WING_ENCAPSULATION: [u8; 32] = [
    0x93, 0x03, 0x31, 0x81, 0x05, 0xb4, 0xf0, 0xcc, 0x21, 0xb9, 0x6d, 0x82, 0x38, 0xdd, 0x5a, 0x60,
    0xb1, 0x58, 0xf3, 0x63, 0x64, 0xbd, 0x45, 0x09, 0xcb, 0xe6, 0x70, 0xce, 0xad, 0x31, 0xb8, 0x91,
];
pub const X_WING_REJECTION: [u8; 32] = [
    0xfe, 0x9e, 0x04, 0x8d, 0x3a, 0x95, 0x0c, 0x96, 0x09, 0xa9, 0x78, 0x73, 0xc7, 0xc9, 0xdb, 0xe9,
    0x2a, 0xb3, 0x6b, 0x02, 0x06, 0x7c, 0xc9, 0x80, 0xd7, 0xf4, 0x6e, 0x2e, 0x2b, 0x45, 0x11, 0xd0,
];
pub const SLH_DSA_KEYS: [u8; 32] = [
    0x66, 0xcc, 0x29, 0xe9, 0xd7, 0x9e, 0x8f, 0xfc, 0xca, 0x74, 0x75, 0xd4, 0x79, 0x5a, 0xef, 0x27,
    0x0f, 0xa9, 0x44, 0xca, 0x83, 0xb1, 0x31, 0x1f, 0xfe, 0xbe, 0x15, 0x77, 0x50, 0xab, 0xa0, 0xbc,
];
pub const SLH_DSA_SIGNATURE: [u8; 32] = [
    0x1d, 0x93, 0x79, 0x77, 0x79, 0x6c, 0x95, 0xb2, 0xdb, 0xc7, 0x52, 0x34, 0x04, 0xcf, 0x29, 0xba,
    0x0d, 0x3a, 0x5f, 0xe1, 0xbf, 0xd3, 0x34, 0x5e, 0x8e, 0xef, 0xa3, 0x48, 0x8c, 0x65, 0x0c, 0x64,
];
pub const SLH_DSA_SHAKE_KEYS: [u8; 32] = [
    0x1c, 0xf3, 0x6b, 0x65, 0x08, 0xd7, 0x8b, 0xbd, 0x8d, 0x76, 0x5a, 0xf6, 0x5b, 0xdb, 0xb5, 0x84,
    0x41, 0xa2, 0x9f, 0xa5, 0x1c, 0xd3, 0x29, 0x27, 0xe9, 0x33, 0x22, 0x8e, 0x70, 0x6c, 0x5c, 0x8b,
];

const fn counting(start: u8) -> [u8; 64] {
    let mut bytes = [0u8; 64];
    let mut i = 0;
    while i < 64 {
        bytes[i] = start.wrapping_add(i as u8);
        i += 1;
    }
    bytes
}

/// The digests the self-test computes, in the order of the constants above.
pub fn digests() -> Result<[[u8; 32]; 11], Error> {
    let [ml_kem_keys, ml_kem_encapsulation, ml_kem_rejection] = ml_kem_digests()?;
    let [ml_dsa_keys, ml_dsa_signature] = ml_dsa_digests()?;
    let [x_wing_pk, x_wing_encapsulation, x_wing_rejection] = x_wing_digests()?;
    let [slh_keys, slh_signature, shake_keys] = slh_dsa_digests()?;
    Ok([
        ml_kem_keys,
        ml_kem_encapsulation,
        ml_kem_rejection,
        ml_dsa_keys,
        ml_dsa_signature,
        x_wing_pk,
        x_wing_encapsulation,
        x_wing_rejection,
        slh_keys,
        slh_signature,
        shake_keys,
    ])
}

/// One family's digests, compared with the recorded ones.
fn known_answers(family: Family) -> Result<(), Error> {
    #[cfg(feature = "entropy-fault-injection")]
    if let Some(failing) = std::env::var_os("RUSTPQC_TEST_FAIL_SELF_TEST") {
        // `1` fails every family; a family's name fails that one alone.
        if failing == "1" || failing == fault_name(family) {
            return Err(Error::SelfTestFailed);
        }
    }
    // The FIPS flavour's ML-KEM and ML-DSA are the module's: its own self-tests, all of them.
    #[cfg(feature = "fips")]
    if matches!(family, Family::MlKem | Family::MlDsa) {
        return if crate::fips::self_test() {
            Ok(())
        } else {
            Err(Error::SelfTestFailed)
        };
    }
    let matches = match family {
        Family::MlKem => agree(
            &ml_kem_digests()?,
            &[ML_KEM_KEYS, ML_KEM_ENCAPSULATION, ML_KEM_REJECTION],
        ),
        Family::MlDsa => agree(&ml_dsa_digests()?, &[ML_DSA_KEYS, ML_DSA_SIGNATURE]),
        Family::SlhDsa => agree(
            &slh_dsa_digests()?,
            &[SLH_DSA_KEYS, SLH_DSA_SIGNATURE, SLH_DSA_SHAKE_KEYS],
        ),
        Family::XWing => agree(
            &x_wing_digests()?,
            &[X_WING_PUBLIC_KEY, X_WING_ENCAPSULATION, X_WING_REJECTION],
        ),
    };
    if matches {
        Ok(())
    } else {
        Err(Error::SelfTestFailed)
    }
}

fn agree(actual: &[[u8; 32]], expected: &[[u8; 32]]) -> bool {
    // Every key of the self-test comes from a fixed seed, so nothing in it is secret, although the
    // libraries mark what they derive from a seed as such.
    crate::secret_marks::declassify(actual);
    actual == expected
}

fn ml_kem_digests() -> Result<[[u8; 32]; 3], Error> {
    let kem = MlKem::MlKem768;
    let mut ek = vec![0u8; kem.encapsulation_key_len()];
    let mut dk = vec![0u8; kem.decapsulation_key_len()];
    mlkem::keypair_from_seed(kem, &ML_KEM_SEED, &mut ek, &mut dk)?;
    let mut c = vec![0u8; kem.ciphertext_len()];
    let mut k = [0u8; 32];
    mlkem::encapsulate_with_randomness(kem, &ek, &ML_KEM_M, &mut c, &mut k)?;

    let mut prepared_ek = vec![0u8; mlkem::prepared_len(kem, PreparedKey::Encapsulation)];
    let mut prepared_dk = vec![0u8; mlkem::prepared_len(kem, PreparedKey::Decapsulation)];
    mlkem::prepare_encapsulation_key(kem, &ek, &mut prepared_ek)?;
    mlkem::prepare_decapsulation_key(kem, &dk, &mut prepared_dk)?;
    let (mut c2, mut k2, mut k3) = (vec![0u8; kem.ciphertext_len()], [0u8; 32], [0u8; 32]);
    mlkem::encapsulate_prepared_with_randomness(kem, &prepared_ek, &ML_KEM_M, &mut c2, &mut k2)?;
    mlkem::decapsulate(kem, &dk, &c, &mut k3)?;
    let mut k4 = [0u8; 32];
    mlkem::decapsulate_prepared(kem, &prepared_dk, &c, &mut k4)?;
    if c2 != c || k2 != k || k3 != k || k4 != k {
        return Err(Error::SelfTestFailed);
    }
    c[0] ^= 1;
    let (mut rejected, mut rejected_prepared) = ([0u8; 32], [0u8; 32]);
    mlkem::decapsulate(kem, &dk, &c, &mut rejected)?;
    mlkem::decapsulate_prepared(kem, &prepared_dk, &c, &mut rejected_prepared)?;
    c[0] ^= 1;
    if rejected == k || rejected_prepared != rejected {
        return Err(Error::SelfTestFailed);
    }
    Ok([
        sha256(&[ek, dk].concat()),
        sha256(&[&c[..], &k[..]].concat()),
        sha256(&rejected),
    ])
}

fn ml_dsa_digests() -> Result<[[u8; 32]; 2], Error> {
    let dsa = MlDsa::MlDsa65;
    let mut pk = vec![0u8; dsa.public_key_len()];
    let mut sk = vec![0u8; dsa.private_key_len()];
    mldsa::keypair_from_seed(dsa, &ML_DSA_SEED, &mut pk, &mut sk)?;
    mldsa::check_private_key(dsa, &sk)?;
    let mut signature = vec![0u8; dsa.signature_len()];
    mldsa::sign(dsa, &sk, MESSAGE, CONTEXT, true, &mut signature)?;
    mldsa::verify(dsa, &pk, MESSAGE, CONTEXT, &signature)?;
    if mldsa::verify(dsa, &pk, b"rustpqc known-answer tesT", CONTEXT, &signature)
        != Err(Error::VerificationFailed)
    {
        return Err(Error::SelfTestFailed);
    }
    Ok([sha256(&[pk, sk].concat()), sha256(&signature)])
}

fn slh_dsa_digests() -> Result<[[u8; 32]; 3], Error> {
    let set = SlhDsa::Sha2_128f;
    let mut pk = vec![0u8; set.public_key_len()];
    let mut sk = vec![0u8; set.private_key_len()];
    slhdsa::keypair_from_seed(set, &SLH_DSA_SEED, &mut pk, &mut sk)?;
    let mut signature = vec![0u8; set.signature_len()];
    // Signing verifies its signature too (see slhdsa::sign).
    slhdsa::sign(set, &sk, MESSAGE, CONTEXT, true, &mut signature)?;
    slhdsa::verify(set, &pk, MESSAGE, CONTEXT, &signature)?;
    if slhdsa::verify(set, &pk, MESSAGE, b"kaT", &signature) != Err(Error::VerificationFailed) {
        return Err(Error::SelfTestFailed);
    }
    let shake = SlhDsa::Shake128f;
    let mut shake_pk = vec![0u8; shake.public_key_len()];
    let mut shake_sk = vec![0u8; shake.private_key_len()];
    slhdsa::keypair_from_seed(shake, &SLH_DSA_SEED, &mut shake_pk, &mut shake_sk)?;
    Ok([
        sha256(&[pk, sk].concat()),
        sha256(&signature),
        sha256(&[shake_pk, shake_sk].concat()),
    ])
}

fn x_wing_digests() -> Result<[[u8; 32]; 3], Error> {
    let mut pk = vec![0u8; xwing::PUBLIC_KEY_LEN];
    xwing::public_key_from_seed(&X_WING_SEED, &mut pk)?;
    let mut ct = vec![0u8; xwing::CIPHERTEXT_LEN];
    let mut ss = [0u8; 32];
    xwing::encapsulate_with_randomness(&pk, &X_WING_ESEED, &mut ct, &mut ss)?;
    let mut prepared = vec![0u8; xwing::prepared_len()];
    xwing::prepare_decapsulation_key(&X_WING_SEED, &mut prepared)?;
    let (mut from_seed, mut from_prepared) = ([0u8; 32], [0u8; 32]);
    xwing::decapsulate(&X_WING_SEED, &ct, &mut from_seed)?;
    xwing::decapsulate_prepared(&prepared, &ct, &mut from_prepared)?;
    if from_seed != ss || from_prepared != ss {
        return Err(Error::SelfTestFailed);
    }
    let encapsulation = sha256(&[&ct[..], &ss[..]].concat());
    ct[0] ^= 1;
    xwing::decapsulate(&X_WING_SEED, &ct, &mut from_seed)?;
    xwing::decapsulate_prepared(&prepared, &ct, &mut from_prepared)?;
    if from_seed == ss || from_prepared != from_seed {
        return Err(Error::SelfTestFailed);
    }
    Ok([sha256(&pk), encapsulation, sha256(&from_seed)])
}

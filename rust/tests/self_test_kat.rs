//! The self-test's recorded answers are right: RustCrypto's independent ml-kem, ml-dsa and x-wing
//! and integritychain's fips205 give the same digests for the same inputs, and the library's own
//! self-test passes.

use libcrux_sha3::sha256;
use rustpqc::self_test::*;

#[test]
fn recorded_answers_match_an_independent_implementation() {
    #[allow(deprecated)]
    use ml_kem::{Decapsulate, ExpandedKeyEncoding, KeyExport};
    let dk = ml_kem::DecapsulationKey::<ml_kem::MlKem768>::from_seed(
        ml_kem::Seed::try_from(&ML_KEM_SEED[..]).unwrap(),
    );
    let ek = dk.encapsulation_key().to_bytes().to_vec();
    #[allow(deprecated)]
    let expanded = dk.to_expanded_bytes().to_vec();
    assert_eq!(sha256(&[ek.clone(), expanded].concat()), ML_KEM_KEYS);

    let (c, k) = dk
        .encapsulation_key()
        .encapsulate_deterministic(&ml_kem::B32::try_from(&ML_KEM_M[..]).unwrap());
    assert_eq!(sha256(&[&c[..], &k[..]].concat()), ML_KEM_ENCAPSULATION);
    let mut tampered = c.to_vec();
    tampered[0] ^= 1;
    let rejected = dk.decapsulate(tampered[..].try_into().unwrap());
    assert_eq!(sha256(&rejected), ML_KEM_REJECTION);

    let key = ml_dsa::ExpandedSigningKey::<ml_dsa::MlDsa65>::from_seed(
        &ml_dsa::Seed::try_from(&ML_DSA_SEED[..]).unwrap(),
    );
    let pk = key.verifying_key().encode().to_vec();
    #[allow(deprecated)]
    let sk = key.to_expanded().to_vec();
    assert_eq!(sha256(&[pk, sk].concat()), ML_DSA_KEYS);
    let signature = key.sign_deterministic(MESSAGE, CONTEXT).unwrap();
    assert_eq!(sha256(&signature.encode()), ML_DSA_SIGNATURE);

    use fips205::traits::{KeyGen, SerDes, Signer};
    let seed = |i: usize| SLH_DSA_SEED[16 * i..16 * (i + 1)].try_into().unwrap();
    let (pk, sk) =
        fips205::slh_dsa_sha2_128f::KG::keygen_from_seed::<16>(seed(0), seed(1), seed(2));
    let keys = [pk.into_bytes().to_vec(), sk.clone().into_bytes().to_vec()].concat();
    assert_eq!(sha256(&keys), SLH_DSA_KEYS);
    // Deterministic: fips205 draws nothing from the RNG.
    let signature = sk
        .try_sign_with_rng(&mut NoRandomness, MESSAGE, CONTEXT, false)
        .unwrap();
    assert_eq!(sha256(&signature), SLH_DSA_SIGNATURE);
    let (pk, sk) =
        fips205::slh_dsa_shake_128f::KG::keygen_from_seed::<16>(seed(0), seed(1), seed(2));
    let keys = [pk.into_bytes().to_vec(), sk.into_bytes().to_vec()].concat();
    assert_eq!(sha256(&keys), SLH_DSA_SHAKE_KEYS);
}

/// An RNG for deterministic signing, which must not draw from it.
struct NoRandomness;

impl fips205::RngCore for NoRandomness {
    fn next_u32(&mut self) -> u32 {
        unreachable!("deterministic signing")
    }

    fn next_u64(&mut self) -> u64 {
        unreachable!("deterministic signing")
    }

    fn fill_bytes(&mut self, _: &mut [u8]) {
        unreachable!("deterministic signing")
    }

    fn try_fill_bytes(&mut self, _: &mut [u8]) -> Result<(), fips205::RngError> {
        unreachable!("deterministic signing")
    }
}

impl fips205::CryptoRng for NoRandomness {}

#[test]
fn the_self_test_passes() {
    assert_eq!(rustpqc::ffi::rustpqc_self_test(), rustpqc::ffi::Status::Ok);
}

/// The X-Wing answers, from RustCrypto's `x-wing` (RustCrypto ml-kem, sha3 and shake; x25519-dalek
/// for X25519, the one part it shares with the library).
#[test]
fn recorded_x_wing_answers_match_an_independent_implementation() {
    use x_wing::{Decapsulate, Decapsulator, KeyExport};
    let sk = x_wing::DecapsulationKey::from(X_WING_SEED);
    let pk = sk.encapsulation_key().to_bytes().to_vec();
    let eseed = x_wing::kem::common::array::Array::try_from(&X_WING_ESEED[..]).unwrap();
    let (ct, ss) = sk.encapsulation_key().encapsulate_deterministic(&eseed);
    let mut tampered = ct.to_vec();
    tampered[0] ^= 1;
    let rejected = sk.decapsulate(&x_wing::Ciphertext::try_from(&tampered[..]).unwrap());
    assert_eq!(sha256(&pk), X_WING_PUBLIC_KEY);
    assert_eq!(
        sha256(&[ct.as_slice(), ss.as_slice()].concat()),
        X_WING_ENCAPSULATION
    );
    assert_eq!(sha256(&rejected), X_WING_REJECTION);
}

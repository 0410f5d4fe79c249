//! X-Wing with hostile inputs: wrong lengths, public keys whose ML-KEM part fails the FIPS 203
//! modulus check, low-order X25519 points (in the public key and in the ciphertext), tampered
//! and junk ciphertexts (implicit rejection: always a value, and the value the spec defines),
//! damaged prepared keys. Expected values are recomputed here from the primitives (libcrux
//! ML-KEM, x25519-dalek's bare `x25519`, SHAKE256 / SHA3-256) rather than taken from the module.

use rustpqc::xwing::{self, CIPHERTEXT_LEN, PUBLIC_KEY_LEN, SEED_LEN, SHARED_SECRET_LEN};
use rustpqc::Error;

const LABEL: &[u8] = b"\\.//^\\";

mod xwing_common;

use xwing_common::{set_coefficient, LOW_ORDER};

fn keypair(seed: &[u8; 32]) -> Vec<u8> {
    let mut pk = vec![0u8; PUBLIC_KEY_LEN];
    xwing::public_key_from_seed(seed, &mut pk).unwrap();
    pk
}

fn decapsulate(seed: &[u8], ct: &[u8]) -> [u8; 32] {
    let mut ss = [0u8; 32];
    xwing::decapsulate(seed, ct, &mut ss).unwrap();
    let mut prepared = vec![0u8; xwing::prepared_len()];
    xwing::prepare_decapsulation_key(seed, &mut prepared).unwrap();
    let mut ss2 = [0u8; 32];
    xwing::decapsulate_prepared(&prepared, ct, &mut ss2).unwrap();
    assert_eq!(ss, ss2, "seed and prepared decapsulation agree");
    ss
}

fn combiner(ss_m: &[u8], ss_x: &[u8], ct_x: &[u8], pk_x: &[u8]) -> [u8; 32] {
    libcrux_sha3::sha256(&[ss_m, ss_x, ct_x, pk_x, LABEL].concat())
}

fn expanded(seed: &[u8]) -> [u8; 96] {
    libcrux_sha3::shake256::<96>(seed)
}

/// ML-KEM-768 encapsulation with `m`, straight from libcrux: (ct_M, ss_M).
fn mlkem_encapsulate(pk_m: &[u8], m: &[u8]) -> (Vec<u8>, [u8; 32]) {
    let pk = libcrux_ml_kem::mlkem768::MlKem768PublicKey::try_from(pk_m).unwrap();
    let (ct, ss) = libcrux_ml_kem::mlkem768::encapsulate(&pk, m.try_into().unwrap());
    (ct.as_ref().to_vec(), ss)
}

fn x25519(k: &[u8], u: &[u8]) -> [u8; 32] {
    x25519_dalek::x25519(k.try_into().unwrap(), u.try_into().unwrap())
}

/// A decapsulation of a ciphertext into a secret buffer.
type Decapsulate<'a> = &'a mut dyn FnMut(&[u8], &mut [u8]) -> Result<(), Error>;

fn bad_length(what: &'static str, expected: usize, actual: usize) -> Result<(), Error> {
    Err(Error::BadLength {
        what,
        expected,
        actual,
    })
}

#[test]
fn wrong_lengths_are_refused_and_write_nothing() {
    let seed = [7u8; SEED_LEN];
    let pk = keypair(&seed);
    let eseed = [9u8; 64];
    for delta in [-1isize, 1] {
        let n = |len: usize| (len as isize + delta) as usize;
        let mut short_seed = vec![0u8; n(SEED_LEN)];
        let mut pk_out = vec![0u8; PUBLIC_KEY_LEN];
        assert_eq!(
            xwing::generate(&mut short_seed, &mut pk_out),
            bad_length("seed", 32, n(32))
        );
        assert!(
            short_seed.iter().all(|&b| b == 0),
            "no randomness drawn into a bad buffer"
        );
        let mut seed_out = [0u8; 32];
        let mut bad_pk_out = vec![0u8; n(PUBLIC_KEY_LEN)];
        assert_eq!(
            xwing::generate(&mut seed_out, &mut bad_pk_out),
            bad_length("public key", 1216, n(1216))
        );
        assert_eq!(
            seed_out, [0u8; 32],
            "no seed drawn when the public-key buffer is wrong"
        );
        assert_eq!(
            xwing::public_key_from_seed(&vec![0u8; n(32)], &mut pk_out),
            bad_length("seed", 32, n(32))
        );
        assert_eq!(
            xwing::public_key_from_seed(&seed, &mut bad_pk_out),
            bad_length("public key", 1216, n(1216))
        );

        let mut ct = vec![0u8; CIPHERTEXT_LEN];
        let mut ss = [0u8; SHARED_SECRET_LEN];
        let mut bad_ct = vec![0u8; n(CIPHERTEXT_LEN)];
        let mut bad_ss = vec![0u8; n(SHARED_SECRET_LEN)];
        let bad_pk = vec![0u8; n(PUBLIC_KEY_LEN)];
        assert_eq!(
            xwing::encapsulate(&bad_pk, &mut ct, &mut ss),
            bad_length("public key", 1216, n(1216))
        );
        assert_eq!(
            xwing::encapsulate(&pk, &mut bad_ct, &mut ss),
            bad_length("ciphertext", 1120, n(1120))
        );
        assert_eq!(
            xwing::encapsulate(&pk, &mut ct, &mut bad_ss),
            bad_length("shared secret", 32, n(32))
        );
        assert_eq!(
            xwing::encapsulate_with_randomness(&pk, &vec![0u8; n(64)], &mut ct, &mut ss),
            bad_length("encapsulation randomness", 64, n(64))
        );
        assert_eq!(
            xwing::encapsulate_with_randomness(&bad_pk, &eseed, &mut ct, &mut ss),
            bad_length("public key", 1216, n(1216))
        );
        assert!(
            ct.iter().all(|&b| b == 0) && ss == [0u8; 32],
            "nothing written"
        );

        let real_ct = vec![1u8; CIPHERTEXT_LEN];
        assert_eq!(
            xwing::decapsulate(&vec![0u8; n(32)], &real_ct, &mut ss),
            bad_length("seed", 32, n(32))
        );
        // The ciphertext and the secret, from the seed and from a prepared key.
        let mut wrong_length = |decapsulate: Decapsulate, ss: &mut [u8]| {
            let ciphertext = decapsulate(&bad_ct, ss);
            let secret = decapsulate(&real_ct, &mut bad_ss);
            assert_eq!(ciphertext, bad_length("ciphertext", 1120, n(1120)));
            assert_eq!(secret, bad_length("shared secret", 32, n(32)));
        };
        wrong_length(&mut |ct, out| xwing::decapsulate(&seed, ct, out), &mut ss);
        assert_eq!(ss, [0u8; 32], "nothing written");

        let mut bad_prepared = vec![0u8; n(xwing::prepared_len())];
        assert_eq!(
            xwing::prepare_decapsulation_key(&seed, &mut bad_prepared),
            bad_length(
                "prepared key",
                xwing::prepared_len(),
                n(xwing::prepared_len())
            )
        );
        let mut prepared = vec![0u8; xwing::prepared_len()];
        xwing::prepare_decapsulation_key(&seed, &mut prepared).unwrap();
        wrong_length(
            &mut |ct, out| xwing::decapsulate_prepared(&prepared, ct, out),
            &mut ss,
        );
    }
    assert_eq!(
        xwing::check_public_key(&[]),
        bad_length("public key", 1216, 0)
    );
}

#[test]
fn modulus_invalid_ml_kem_part_is_refused() {
    let pk = keypair(&[3u8; 32]);
    xwing::check_public_key(&pk).unwrap();
    for (i, value) in [
        (0, 3329),
        (0, 4095),
        (1, 3329),
        (383, 3500),
        (767, 3329),
        (767, 4095),
    ] {
        let mut bad = pk.clone();
        set_coefficient(&mut bad, i, value);
        assert_ne!(bad, pk);
        let mut ct = vec![0u8; CIPHERTEXT_LEN];
        let mut ss = [0u8; 32];
        let invalid = Err(Error::InvalidEncapsulationKey);
        assert_eq!(
            xwing::check_public_key(&bad),
            invalid,
            "coefficient {i} = {value}"
        );
        assert_eq!(xwing::encapsulate(&bad, &mut ct, &mut ss), invalid);
        assert_eq!(
            xwing::encapsulate_with_randomness(&bad, &[1u8; 64], &mut ct, &mut ss),
            invalid
        );
        assert!(
            ct.iter().all(|&b| b == 0) && ss == [0u8; 32],
            "nothing written"
        );
        // q - 1 is still a valid coefficient.
        set_coefficient(&mut bad, i, 3328);
        xwing::check_public_key(&bad).unwrap();
    }
    // All-0xff: every coefficient is 4095.
    assert_eq!(
        xwing::check_public_key(&[0xffu8; PUBLIC_KEY_LEN]),
        Err(Error::InvalidEncapsulationKey)
    );
    // rho and pk_X are not constrained.
    let mut odd = pk.clone();
    odd[1152..].fill(0xff);
    xwing::check_public_key(&odd).unwrap();
}

/// A low-order X25519 part in the public key: encapsulation still works (the draft does not
/// check), ss_X is zero, and the secret is the combiner over it.
#[test]
fn low_order_point_in_the_public_key() {
    let pk = keypair(&[5u8; 32]);
    let eseed: Vec<u8> = (0u8..64).collect();
    for u in LOW_ORDER {
        let u = hex::decode(u).unwrap();
        let mut bad = pk.clone();
        bad[1184..].copy_from_slice(&u);
        let mut ct = vec![0u8; CIPHERTEXT_LEN];
        let mut ss = [0u8; 32];
        xwing::encapsulate_with_randomness(&bad, &eseed, &mut ct, &mut ss).unwrap();
        assert_eq!(
            x25519(&eseed[32..], &u),
            [0u8; 32],
            "u = {} is low order",
            hex::encode(&u)
        );
        let (ct_m, ss_m) = mlkem_encapsulate(&bad[..1184], &eseed[..32]);
        let ct_x = x25519(&eseed[32..], &x25519_dalek::X25519_BASEPOINT_BYTES);
        assert_eq!(&ct[..1088], ct_m.as_slice());
        assert_eq!(&ct[1088..], &ct_x);
        assert_eq!(ss, combiner(&ss_m, &[0u8; 32], &ct_x, &u));
        // Fresh randomness works too.
        xwing::encapsulate(&bad, &mut ct, &mut ss).unwrap();
    }
}

/// A low-order X25519 part in the ciphertext: decapsulation gives a value (no error), the
/// combiner over the honest ss_M and ss_X = 0.
#[test]
fn low_order_point_in_the_ciphertext() {
    let seed = [11u8; 32];
    let pk = keypair(&seed);
    let eseed = [0x42u8; 64];
    let mut ct = vec![0u8; CIPHERTEXT_LEN];
    let mut ss = [0u8; 32];
    xwing::encapsulate_with_randomness(&pk, &eseed, &mut ct, &mut ss).unwrap();
    let (_, ss_m) = mlkem_encapsulate(&pk[..1184], &eseed[..32]);
    for u in LOW_ORDER {
        let u = hex::decode(u).unwrap();
        let mut bad = ct.clone();
        bad[1088..].copy_from_slice(&u);
        let got = decapsulate(&seed, &bad);
        assert_ne!(got, ss);
        assert_eq!(
            got,
            combiner(&ss_m, &[0u8; 32], &u, &pk[1184..]),
            "u = {}",
            hex::encode(&u)
        );
    }
}

/// A tampered ML-KEM part gives the implicit-rejection secret J(z || ct_M) = SHAKE256(z || ct_M)
/// in the place of ss_M, with z = SHAKE256(seed, 96)[32..64]; the X25519 part still counts.
#[test]
fn tampered_ml_kem_part_gives_the_implicit_rejection_secret() {
    let seed: Vec<u8> = (100u8..132).collect();
    let pk = keypair(seed.as_slice().try_into().unwrap());
    let eseed = [0x17u8; 64];
    let mut ct = vec![0u8; CIPHERTEXT_LEN];
    let mut ss = [0u8; 32];
    xwing::encapsulate_with_randomness(&pk, &eseed, &mut ct, &mut ss).unwrap();
    let expanded = expanded(&seed);
    let z = &expanded[32..64];
    let sk_x = &expanded[64..96];
    for at in [0usize, 1, 500, 1087] {
        let mut bad = ct.clone();
        bad[at] ^= 0x01;
        let rejection: [u8; 32] = libcrux_sha3::shake256::<32>(&[z, &bad[..1088]].concat());
        let ss_x = x25519(sk_x, &bad[1088..]);
        let want = combiner(&rejection, &ss_x, &bad[1088..], &pk[1184..]);
        assert_eq!(decapsulate(&seed, &bad), want, "byte {at} flipped");
    }
    // A tampered X25519 part only changes ss_X and ct_X in the combiner.
    let mut bad = ct.clone();
    bad[1100] ^= 0x80;
    let (_, ss_m) = mlkem_encapsulate(&pk[..1184], &eseed[..32]);
    let want = combiner(
        &ss_m,
        &x25519(sk_x, &bad[1088..]),
        &bad[1088..],
        &pk[1184..],
    );
    assert_eq!(decapsulate(&seed, &bad), want);
    assert_ne!(want, ss);
}

#[test]
fn junk_ciphertexts_give_a_stable_value() {
    let seed = [0xa5u8; 32];
    for fill in [0x00u8, 0xff, 0x5a] {
        let junk = vec![fill; CIPHERTEXT_LEN];
        let a = decapsulate(&seed, &junk);
        let b = decapsulate(&seed, &junk);
        assert_eq!(a, b);
        assert_ne!(a, [0u8; 32]);
    }
}

#[test]
fn extreme_seeds_are_ordinary_keys() {
    for seed in [[0u8; 32], [0xffu8; 32]] {
        let pk = keypair(&seed);
        let mut ct = vec![0u8; CIPHERTEXT_LEN];
        let mut ss = [0u8; 32];
        xwing::encapsulate(&pk, &mut ct, &mut ss).unwrap();
        assert_eq!(decapsulate(&seed, &ct), ss);
    }
}

#[test]
fn encapsulation_draws_fresh_randomness() {
    let pk = keypair(&[1u8; 32]);
    let mut seen = std::collections::HashSet::new();
    for _ in 0..16 {
        let mut ct = vec![0u8; CIPHERTEXT_LEN];
        let mut ss = [0u8; 32];
        xwing::encapsulate(&pk, &mut ct, &mut ss).unwrap();
        assert!(seen.insert((ct, ss)), "a repeated encapsulation");
    }
}

#[test]
fn damaged_prepared_keys_are_refused() {
    let seed = [9u8; 32];
    let mut prepared = vec![0u8; xwing::prepared_len()];
    xwing::prepare_decapsulation_key(&seed, &mut prepared).unwrap();
    let ct = vec![0u8; CIPHERTEXT_LEN];
    let mut ss = [0u8; 32];
    for at in 0..8 {
        let mut bad = prepared.clone();
        bad[at] ^= 1;
        assert_eq!(
            xwing::decapsulate_prepared(&bad, &ct, &mut ss),
            Err(Error::InvalidPreparedKey),
            "header byte {at}"
        );
    }
    let mut longer = prepared.clone();
    longer.push(0);
    assert_eq!(
        xwing::decapsulate_prepared(&longer, &ct, &mut ss),
        Err(Error::InvalidPreparedKey)
    );
    for len in [0, 8, prepared.len() - 1] {
        assert_eq!(
            xwing::decapsulate_prepared(&prepared[..len], &ct, &mut ss),
            Err(Error::InvalidPreparedKey)
        );
    }
    assert_eq!(ss, [0u8; 32]);
}

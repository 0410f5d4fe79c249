//! Differential tests: the X-Wing core (libcrux ML-KEM + x25519-dalek + libcrux SHA-3) against
//! RustCrypto's `x-wing` crate (RustCrypto `ml-kem`, x25519-dalek, RustCrypto `sha3`/`shake`) as
//! an independent oracle for everything but X25519.
//!
//! Inputs come from a SHAKE-128 stream with a fixed label, so every run sees the same cases and a
//! failure names the case. `RUSTPQC_DIFFERENTIAL_CASES=<n>` changes the number of cases (200).

#[path = "differential/stream.rs"]
mod stream;
mod xwing_common;

use rustpqc::xwing;
use stream::{cases, Stream};
use x_wing::{Decapsulate, Decapsulator, KeyExport};
use xwing_common::{set_coefficient, LOW_ORDER};

fn ours_encapsulate(pk: &[u8], eseed: &[u8]) -> (Vec<u8>, [u8; 32]) {
    let mut ct = vec![0u8; xwing::CIPHERTEXT_LEN];
    let mut ss = [0u8; 32];
    xwing::encapsulate_with_randomness(pk, eseed, &mut ct, &mut ss).expect("encapsulate");
    (ct, ss)
}

fn ours_decapsulate(seed: &[u8], ct: &[u8]) -> [u8; 32] {
    let mut ss = [0u8; 32];
    xwing::decapsulate(seed, ct, &mut ss).expect("decapsulate");
    ss
}

fn ours_decapsulate_prepared(prepared: &[u8], ct: &[u8]) -> [u8; 32] {
    let mut ss = [0u8; 32];
    xwing::decapsulate_prepared(prepared, ct, &mut ss).expect("decapsulate prepared");
    ss
}

fn theirs_decapsulate(sk: &x_wing::DecapsulationKey, ct: &[u8]) -> [u8; 32] {
    let ct = x_wing::Ciphertext::try_from(ct).expect("ciphertext length");
    sk.decapsulate(&ct).into()
}

/// Keys, encapsulation and decapsulation (honest, tampered in each part, low-order X25519 part),
/// both directions.
#[test]
fn against_rustcrypto_x_wing() {
    let mut s = Stream::new("rustpqc X-Wing differential v1");
    let n = cases(200);
    let mut checks = 0usize;
    for case in 0..n {
        let seed: [u8; 32] = s.array();
        let eseed: [u8; 64] = s.array();
        let ctx = || {
            format!(
                "case {case}: seed {} eseed {}",
                hex::encode(seed),
                hex::encode(eseed)
            )
        };

        // Key generation from the seed.
        let theirs_sk = x_wing::DecapsulationKey::from(seed);
        let theirs_pk = theirs_sk.encapsulation_key().clone();
        let mut pk = vec![0u8; xwing::PUBLIC_KEY_LEN];
        xwing::public_key_from_seed(&seed, &mut pk).unwrap();
        assert_eq!(pk, theirs_pk.to_bytes().as_slice(), "{}: public key", ctx());
        let mut prepared = vec![0u8; xwing::prepared_len()];
        xwing::prepare_decapsulation_key(&seed, &mut prepared).unwrap();

        // Encapsulation with the same eseed.
        let (ct, ss) = ours_encapsulate(&pk, &eseed);
        let eseed_array = x_wing::kem::common::array::Array::try_from(&eseed[..]).unwrap();
        let (theirs_ct, theirs_ss) = theirs_pk.encapsulate_deterministic(&eseed_array);
        assert_eq!(ct, theirs_ct.as_slice(), "{}: ciphertext", ctx());
        assert_eq!(ss, theirs_ss.as_slice(), "{}: encapsulated secret", ctx());

        // Cross decapsulation (same ciphertext, so this is also each side's own round trip).
        assert_eq!(
            ours_decapsulate(&seed, &ct),
            ss,
            "{}: our decapsulation",
            ctx()
        );
        assert_eq!(
            ours_decapsulate_prepared(&prepared, &ct),
            ss,
            "{}: prepared",
            ctx()
        );
        assert_eq!(theirs_decapsulate(&theirs_sk, &ct), ss, "{}: theirs", ctx());
        checks += 6;

        // Tampered ciphertexts: ML-KEM part, X25519 part, both. Implicit rejection must give
        // the same value on all three decapsulation paths.
        let bad_m = s.flip_bits_in(&ct, 0..1088);
        let bad_x = s.flip_bits_in(&ct, 1088..1120);
        let bad_both = s.flip_bits_in(&bad_m, 1088..1120);
        let tampered = [bad_m, bad_x, bad_both];
        for (what, bad) in ["ct_M", "ct_X", "both"].iter().zip(&tampered) {
            let ours = ours_decapsulate(&seed, bad);
            assert_ne!(
                ours,
                ss,
                "{}: tampered {what} gave the honest secret",
                ctx()
            );
            assert_eq!(
                ours_decapsulate_prepared(&prepared, bad),
                ours,
                "{}: {what}",
                ctx()
            );
            assert_eq!(
                theirs_decapsulate(&theirs_sk, bad),
                ours,
                "{}: tampered {what}",
                ctx()
            );
            checks += 3;
        }

        // Low-order X25519 ciphertext part (u = 0 .. the order-8 points): both accept and agree.
        let low_order = LOW_ORDER[case % LOW_ORDER.len()];
        let mut bad = ct.clone();
        bad[1088..].copy_from_slice(&hex::decode(low_order).unwrap());
        let ours = ours_decapsulate(&seed, &bad);
        assert_eq!(
            theirs_decapsulate(&theirs_sk, &bad),
            ours,
            "{}: low order {low_order}",
            ctx()
        );
        checks += 1;

        // A random 1120-byte string as ciphertext.
        let junk: [u8; 1120] = s.array();
        assert_eq!(
            theirs_decapsulate(&theirs_sk, &junk),
            ours_decapsulate(&seed, &junk),
            "{}: random ciphertext",
            ctx()
        );
        checks += 1;
    }
    println!("differential X-Wing: {n} cases, {checks} checks, 0 mismatches");
}

/// Public keys whose ML-KEM part fails the modulus check: both implementations refuse them.
#[test]
fn both_refuse_modulus_invalid_keys() {
    let mut s = Stream::new("rustpqc X-Wing differential: bad modulus v1");
    for case in 0..cases(200).min(50) {
        let seed: [u8; 32] = s.array();
        let mut pk = vec![0u8; xwing::PUBLIC_KEY_LEN];
        xwing::public_key_from_seed(&seed, &mut pk).unwrap();
        // Coefficient i (of 768) set to a value in q..4095.
        let i = s.below(768);
        let value = 3329 + s.below(4096 - 3329) as u16;
        set_coefficient(&mut pk, i, value);
        let mut ct = vec![0u8; xwing::CIPHERTEXT_LEN];
        let mut ss = [0u8; 32];
        assert_eq!(
            xwing::encapsulate(&pk, &mut ct, &mut ss),
            Err(rustpqc::Error::InvalidEncapsulationKey),
            "case {case}: coefficient {i} = {value}"
        );
        assert!(
            x_wing::EncapsulationKey::try_from(pk.as_slice()).is_err(),
            "case {case}: x-wing accepted coefficient {i} = {value}"
        );
    }
}

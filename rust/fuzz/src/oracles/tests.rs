//! The harness checks itself: each oracle must agree with the library and be able to fail.

use super::*;
use crate::calls::*;
use crate::fails;
use crate::input::Input;
use crate::sets::{sibling_hash, Family, DSA_IDS, KEM_IDS, PREHASHES};
use crate::signers::Signer;
use rustpqc::ffi::{
    rustpqc_mlkem_encapsulate_prepared, rustpqc_self_test, Status,
    RUSTPQC_PREPARED_DECAPSULATION_KEY,
};

#[test]
fn oracles_agree_with_genuine_keys_and_catch_tampering() {
    for id in KEM_IDS {
        let kem = Kem::of(id).unwrap();
        let (mut ek, mut dk) = kem_from_seed(id, &[7u8; 64]);
        check_kem_pair(kem, &ek, &dk, Some(&[7u8; 64]));
        assert_eq!(kem_check_ek(id, &ek), Status::Ok);
        // The first coefficient set to q.
        ek[0] = 0x01;
        ek[1] = (ek[1] & 0xF0) | 0x0D;
        assert!(!modulus_check(kem, &ek));
        assert_eq!(kem_check_ek(id, &ek), Status::InvalidEncapsulationKey);
        reduce_coefficients(kem, &mut ek);
        assert!(modulus_check(kem, &ek));
        // Decapsulating a tampered ciphertext gives J(z || c).
        let (ek, _) = kem_from_seed(id, &[7u8; 64]);
        let (mut ct, ss) = kem_encapsulate(id, &ek);
        assert_eq!(kem_decapsulate(id, &dk, &ct), ss);
        ct[5] ^= 0x20;
        assert_eq!(
            kem_decapsulate(id, &dk, &ct),
            implicit_rejection(kem, &dk, &ct)
        );
        dk[768 * kem.k + 40] ^= 1;
        assert!(!hash_check(kem, &dk));
        assert_eq!(kem_check_dk(id, &dk), Status::InvalidDecapsulationKey);
    }
    for id in DSA_IDS {
        let dsa = Dsa::of(id).unwrap();
        let (pk, mut sk) = dsa_from_seed(id, &[9u8; 32]);
        check_dsa_pair(dsa, &pk, &sk);
        sk[70] ^= 1;
        assert!(fails(|| check_dsa_pair(dsa, &pk, &sk)));
    }
}

/// `rustpqc_mlkem_encapsulate_prepared` with exact outputs; the status only.
fn encapsulate_prepared_status(id: u32, prepared: &[u8]) -> Status {
    let ct_len = Kem::of(id).unwrap().ct;
    into_two(
        rustpqc_mlkem_encapsulate_prepared,
        id,
        prepared,
        (ct_len, 32),
    )
    .0
}

#[test]
fn prepared_key_oracles_agree_with_the_library_and_catch_tampering() {
    for id in KEM_IDS {
        let kem = Kem::of(id).unwrap();
        let (ek, dk) = kem_from_seed(id, &[5u8; 64]);
        for kind in [
            RUSTPQC_PREPARED_ENCAPSULATION_KEY,
            RUSTPQC_PREPARED_DECAPSULATION_KEY,
        ] {
            assert_eq!(prepared_len(id, kind), expected_prepared_len(kem, kind));
        }
        let prepared_ek = kem_prepare_ek(id, &ek);
        let prepared_dk = kem_prepare_dk(id, &dk);
        check_prepared(kem, id, 1, &prepared_ek, &ek, None);
        check_prepared(kem, id, 2, &prepared_dk, &ek, Some(kem.z(&dk)));
        // The oracle needs z in a prepared decapsulation key, and the right kind.
        assert!(fails(|| check_prepared(
            kem,
            id,
            2,
            &prepared_dk,
            &ek,
            Some(&[9u8; 32])
        )));
        assert!(fails(|| check_prepared(
            kem,
            id,
            1,
            &prepared_dk,
            &ek,
            None
        )));
        // Any changed header byte: the oracle and the library refuse the key.
        for at in 0..8 {
            let mut bad = prepared_ek.clone();
            bad[at] ^= 1;
            assert_ne!(bad[..8], prepared_header(id, 1));
            assert!(fails(|| check_prepared(kem, id, 1, &bad, &ek, None)));
            assert_eq!(
                encapsulate_prepared_status(id, &bad),
                Status::InvalidPreparedKey
            );
        }
        // rho or H(ek) gone from the body.
        for needle in [sha3_256(&ek).to_vec(), ek[384 * kem.k..].to_vec()] {
            let mut bad = prepared_ek.clone();
            let at = 8 + bad[8..].windows(32).position(|w| w == needle).unwrap();
            bad[at + 31] ^= 0x40;
            assert!(fails(|| check_prepared(kem, id, 1, &bad, &ek, None)));
        }
        // The prepared and packed paths agree, and the comparison can tell a difference.
        let (ct, ss) = kem_encapsulate_prepared(id, &prepared_ek);
        assert_eq!(kem_decapsulate(id, &dk, &ct), ss);
        assert_eq!(kem_decapsulate_prepared(id, &prepared_dk, &ct), ss);
        let mut tampered = ct.clone();
        tampered[0] ^= 1;
        let rejected = kem_decapsulate_prepared(id, &prepared_dk, &tampered);
        assert_eq!(rejected, implicit_rejection(kem, &dk, &tampered));
        assert_ne!(rejected, ss);
    }
}

#[test]
fn x_wing_oracles_agree_with_the_library_and_catch_tampering() {
    let seed = [4u8; 32];
    let pk = xwing_from_seed(&seed);
    assert_eq!(xwing_public_key(&seed), pk);
    assert_ne!(xwing_public_key(&[5u8; 32]), pk);
    assert!(xwing_pk_valid(&pk));
    assert_eq!(xwing_check_pk(&pk), Status::Ok);
    let mut bad = pk.clone();
    bad[0] = 0x01;
    bad[1] = (bad[1] & 0xF0) | 0x0D;
    assert!(!xwing_pk_valid(&bad));
    assert_eq!(xwing_check_pk(&bad), Status::InvalidEncapsulationKey);
    let (ct, ss) = xwing_encapsulate(&pk);
    assert_eq!(xwing_secret(&seed, &ct), ss);
    let mut tampered = ct.clone();
    tampered[3] ^= 1;
    assert_eq!(
        xwing_decapsulate(&seed, &tampered),
        xwing_secret(&seed, &tampered)
    );
    assert_ne!(xwing_secret(&seed, &tampered), ss);
    // The combiner oracle gives the honest secret with the honest ss_X, and tells zero apart.
    let expanded = shake256::<96>(&[&seed]);
    let sk_x: [u8; 32] = expanded[64..].try_into().unwrap();
    let ss_x = x25519_dalek::x25519(sk_x, ct[XWing::CT_M..].try_into().unwrap());
    assert_eq!(xwing_combiner(&seed, &ct, &ss_x, &pk[XWing::PK_M..]), ss);
    assert_ne!(xwing_combiner(&seed, &ct, &[0; 32], &pk[XWing::PK_M..]), ss);
    assert!(is_low_order(&[0u8; 32]) && !is_low_order(&pk[XWing::PK_M..]));

    assert_eq!(xwing_prepared_len(), expected_xwing_prepared_len());
    let prepared = xwing_prepare(&seed);
    check_xwing_prepared(&prepared, &seed, &pk);
    assert!(fails(|| check_xwing_prepared(&prepared, &[5u8; 32], &pk)));
    let n = prepared.len();
    for at in [5, n - 40, n - 1] {
        let mut bad = prepared.clone();
        bad[at] ^= 1;
        assert!(
            fails(|| check_xwing_prepared(&bad, &seed, &pk)),
            "byte {at}"
        );
    }
}

#[test]
fn the_range_oracle_agrees_with_the_library_and_catches_each_end() {
    for id in DSA_IDS {
        let dsa = Dsa::of(id).unwrap();
        let (_, sk) = dsa_from_seed(id, &[1u8; 32]);
        assert!(dsa_secrets_in_range(dsa, &sk));
        assert_eq!(dsa_check_sk(id, &sk), Status::Ok);
        let bits = if dsa.eta == 2 { 3 } else { 4 };
        let end = 128 + (dsa.k + dsa.l) * 256 * bits / 8;
        // The first coefficient of s1 and the last of s2 set to 2 eta + 1 (= eta - c for
        // c = -eta - 1), or to the largest field value.
        for (at, value) in [
            (0, 2 * dsa.eta + 1),
            ((dsa.k + dsa.l) * 256 - 1, (1 << bits) - 1),
        ] {
            let mut bad = sk.clone();
            for j in 0..bits {
                let bit = 128 * 8 + at * bits + j;
                bad[bit / 8] &= !(1 << (bit % 8));
                bad[bit / 8] |= (((value >> j) & 1) as u8) << (bit % 8);
            }
            assert_eq!(dsa_secret_fields(dsa, &bad)[at], value);
            assert!(!dsa_secrets_in_range(dsa, &bad));
            assert_eq!(dsa_check_sk(id, &bad), Status::InvalidSigningKey);
        }
        // t0 is not part of the check.
        let mut t0 = sk.clone();
        t0[end] ^= 0xFF;
        assert!(dsa_secrets_in_range(dsa, &t0));
        assert_eq!(dsa_check_sk(id, &t0), Status::Ok);
        // Random bytes are almost surely out of range; brought into range they pass.
        let mut random = Input::new(&[]).blob(dsa.sk);
        assert!(!dsa_secrets_in_range(dsa, &random));
        assert_eq!(dsa_check_sk(id, &random), Status::InvalidSigningKey);
        dsa_secrets_into_range(dsa, &mut random);
        assert!(dsa_secrets_in_range(dsa, &random));
        assert_eq!(dsa_check_sk(id, &random), Status::Ok);
    }
}

#[test]
fn the_pair_oracle_agrees_with_the_library_and_catches_rho_and_tr() {
    for id in DSA_IDS {
        let dsa = Dsa::of(id).unwrap();
        let (pk, sk) = dsa_from_seed(id, &[2u8; 32]);
        let (other_pk, _) = dsa_from_seed(id, &[3u8; 32]);
        assert!(dsa_pair_matches(dsa, &pk, &sk));
        assert_eq!(dsa_check_pair(id, &pk, &sk), Status::Ok);
        assert!(!dsa_pair_matches(dsa, &other_pk, &sk));
        assert_eq!(
            dsa_check_pair(id, &other_pk, &sk),
            Status::InvalidSigningKey
        );
        for at in [0, 31, 64, 127] {
            let mut bad = sk.clone();
            bad[at] ^= 0x08;
            assert!(!dsa_pair_matches(dsa, &pk, &bad));
            assert_eq!(dsa_check_pair(id, &pk, &bad), Status::InvalidSigningKey);
        }
        // K (bytes 32..64) is not part of the check.
        let mut k = sk.clone();
        k[40] ^= 1;
        assert!(dsa_pair_matches(dsa, &pk, &k));
        assert_eq!(dsa_check_pair(id, &pk, &k), Status::Ok);
    }
}

/// The mu oracles give the mu the library signs: pure ML-DSA's of a message and context,
/// HashML-DSA's of a digest under each pre-hash function; and a change of context or OID
/// shows.
#[test]
fn the_mu_oracles_agree_with_the_library_and_catch_a_change() {
    for (i, id) in DSA_IDS.into_iter().enumerate() {
        let (pk, sk) = dsa_from_seed(id, &[3u8; 32]);
        let (msg, ctx) = (&b"message"[..], &b"ctx"[..]);
        let sig = dsa_sign(id, &sk, msg, ctx, true);
        let mu = pure_mu(&pk, msg, ctx);
        assert_eq!(dsa_verify_mu(id, &pk, &mu, &sig), Status::Ok);
        assert_eq!(dsa_sign_mu(id, &sk, &mu, true), Ok(sig.clone()));
        let other = pure_mu(&pk, msg, b"ctX");
        assert_eq!(
            dsa_verify_mu(id, &pk, &other, &sig),
            Status::VerificationFailed
        );
        // Each pre-hash function with one of the sets.
        for (hash, len) in PREHASHES.into_iter().filter(|(h, _)| *h as usize % 3 == i) {
            let digest = vec![hash as u8; len];
            let signed = (hash, &digest[..]);
            let sig = Signer::MlDsa
                .sign_prehash((id, &sk), signed, ctx, true)
                .unwrap();
            let mu = prehash_mu(&pk, hash, &digest, ctx);
            assert_eq!(dsa_verify_mu(id, &pk, &mu, &sig), Status::Ok);
            assert_eq!(dsa_sign_mu(id, &sk, &mu, true), Ok(sig.clone()));
            let other = prehash_mu(&pk, sibling_hash(hash), &digest, ctx);
            assert_eq!(
                dsa_verify_mu(id, &pk, &other, &sig),
                Status::VerificationFailed
            );
        }
    }
}

#[test]
fn the_self_test_digests_are_reproduced_and_a_change_shows() {
    use rustpqc::self_test as kat;
    let recorded = [kat::ML_KEM_KEYS, kat::ML_DSA_KEYS, kat::ML_DSA_SIGNATURE];
    let digests = self_test_digests(
        &kat::ML_KEM_SEED,
        &kat::ML_DSA_SEED,
        kat::MESSAGE,
        kat::CONTEXT,
    );
    assert_eq!(digests, recorded);
    assert_eq!(rustpqc_self_test(), Status::Ok);
    let mut kem_seed = kat::ML_KEM_SEED;
    kem_seed[63] ^= 1;
    let changed = self_test_digests(&kem_seed, &kat::ML_DSA_SEED, kat::MESSAGE, b"kaT");
    assert_ne!(changed[0], recorded[0]);
    assert_eq!(changed[1], recorded[1]);
    assert_ne!(changed[2], recorded[2]);
}

#[test]
fn the_slh_dsa_oracle_agrees_with_the_library_and_catches_tampering() {
    let id = 21;
    let slh = Slh::of(id).unwrap();
    let seed = [9u8; 48];
    let (pk, sk) = slh_from_seed(id, &seed);
    check_slh_pair(slh, &pk, &sk);
    let oracle = slh_oracle(id);
    assert_eq!((oracle.keygen)(&seed), (pk.clone(), sk.clone()));
    let sig = slh_sign(id, &sk, b"m", b"c", true);
    assert!((oracle.verify)(&pk, b"m", b"c", &sig));
    assert!(!(oracle.verify)(&pk, b"m", b"", &sig));
    let digest = [3u8; 64];
    let prehashed = Signer::SlhDsa
        .sign_prehash((id, &sk), (12, &digest), b"", false)
        .unwrap();
    assert!((oracle.verify_prehash)(
        &pk,
        &digest,
        &prehash_oid(12),
        b"",
        &prehashed
    ));
    assert!(!(oracle.verify_prehash)(
        &pk,
        &digest,
        &prehash_oid(10),
        b"",
        &prehashed
    ));
    assert!(fails(|| check_slh_pair(slh, &pk[1..], &sk)));
    assert!(fails(|| check_slh_pair(slh, &[0u8; 32], &sk)));
}

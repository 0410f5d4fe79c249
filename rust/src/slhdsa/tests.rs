//! The SLH-DSA core checked against its own contract: names and OIDs, sign and verify on every
//! set, deterministic and hedged signing, domain separation, lengths and contexts.

use super::*;

fn key_pair(set: SlhDsa) -> (Vec<u8>, Vec<u8>) {
    let mut pk = vec![0u8; set.public_key_len()];
    let mut sk = vec![0u8; set.private_key_len()];
    generate(set, &mut pk, &mut sk).unwrap();
    (pk, sk)
}

#[test]
fn ids_names_and_oids() {
    for set in SlhDsa::ALL {
        assert_eq!(SlhDsa::from_id(set.id()), Ok(set));
        assert_eq!(SlhDsa::from_name(set.name()), Some(set));
        let (name, oid) = dispatch_crate!(set, P => (P::NAME, P::ALGORITHM_OID.to_string());
            Sha2_128s | Sha2_128f | Sha2_192s | Sha2_192f | Sha2_256s | Sha2_256f
            | Shake128s | Shake128f | Shake192s | Shake192f | Shake256s | Shake256f);
        assert_eq!(name, set.name());
        assert_eq!(oid, format!("2.16.840.1.101.3.4.3.{}", set.id()));
    }
    for id in [0, 19, 32, 44, 65, 87, 512] {
        assert_eq!(SlhDsa::from_id(id), Err(Error::UnknownParameterSet(id)));
    }
}

#[test]
fn sign_verify_every_set() {
    for set in SlhDsa::ALL {
        let (pk, sk) = key_pair(set);
        // The private key's seeds give the same key pair again.
        let (mut pk2, mut sk2) = (vec![0u8; pk.len()], vec![0u8; sk.len()]);
        keypair_from_seed(set, &sk[..set.seed_len()], &mut pk2, &mut sk2).unwrap();
        assert_eq!((&pk2, &sk2), (&pk, &sk));
        assert_eq!(&sk[2 * set.n()..], &pk[..]);

        let mut sig = vec![0u8; set.signature_len()];
        sign(set, &sk, b"message", b"ctx", false, &mut sig).unwrap();
        verify(set, &pk, b"message", b"ctx", &sig).unwrap();
        let fails = |m: &[u8], c: &[u8], s: &[u8]| {
            assert_eq!(
                verify(set, &pk, m, c, s),
                Err(Error::VerificationFailed),
                "{set:?}"
            )
        };
        fails(b"messagE", b"ctx", &sig);
        fails(b"message", b"", &sig);
        fails(b"message", b"ctx", &sig[1..]);
        let mut longer = sig.clone();
        longer.push(0);
        fails(b"message", b"ctx", &longer);
        let mut flipped = sig.clone();
        flipped[sig.len() / 2] ^= 1;
        fails(b"message", b"ctx", &flipped);
    }
}

#[test]
fn deterministic_signing_repeats_and_hedged_does_not() {
    let set = SlhDsa::Shake128f;
    let (pk, sk) = key_pair(set);
    let sig = |deterministic| {
        let mut s = vec![0u8; set.signature_len()];
        sign(set, &sk, b"m", b"", deterministic, &mut s).unwrap();
        s
    };
    let det = sig(true);
    assert_eq!(det, sig(true));
    assert_ne!(sig(false), sig(false));
    // Deterministic means opt_rand = PK.seed (FIPS 205 Algorithm 22, step 6).
    let mut explicit = vec![0u8; set.signature_len()];
    sign_with_randomness(set, &sk, b"m", b"", &pk[..set.n()], &mut explicit).unwrap();
    assert_eq!(explicit, det);
    // The randomizer R (the first n bytes) differs with opt_rand.
    let mut other = vec![0u8; set.signature_len()];
    sign_with_randomness(set, &sk, b"m", b"", &[7u8; 16], &mut other).unwrap();
    assert_ne!(other[..16], det[..16]);
    verify(set, &pk, b"m", b"", &other).unwrap();
}

#[test]
fn pure_prehash_and_internal_are_domain_separated() {
    let set = SlhDsa::Sha2_128f;
    let (pk, sk) = key_pair(set);
    // Any bytes of the right length serve as PH(M) here.
    let digest = [0x42u8; 32];
    let mut pre = vec![0u8; set.signature_len()];
    sign_prehash(set, &sk, PreHash::Sha256, &digest, b"ctx", false, &mut pre).unwrap();
    verify_prehash(set, &pk, PreHash::Sha256, &digest, b"ctx", &pre).unwrap();
    // Not a pure signature of the message, nor of the digest, nor under another hash OID.
    assert_eq!(
        verify(set, &pk, b"message", b"ctx", &pre),
        Err(Error::VerificationFailed)
    );
    assert_eq!(
        verify(set, &pk, &digest, b"ctx", &pre),
        Err(Error::VerificationFailed)
    );
    assert_eq!(
        verify_prehash(set, &pk, PreHash::Sha3_256, &digest, b"ctx", &pre),
        Err(Error::VerificationFailed)
    );
    assert_eq!(
        verify_prehash(set, &pk, PreHash::Sha256, &digest, b"", &pre),
        Err(Error::VerificationFailed)
    );
    // A pure signature does not verify as an internal one on the raw message.
    let mut pure = vec![0u8; set.signature_len()];
    sign(set, &sk, b"message", b"", true, &mut pure).unwrap();
    assert_eq!(
        verify_internal(set, &pk, b"message", &pure),
        Err(Error::VerificationFailed)
    );
    verify_internal(set, &pk, &[&[0u8, 0][..], b"message"].concat(), &pure).unwrap();
    // Wrong digest length.
    assert!(matches!(
        sign_prehash(set, &sk, PreHash::Sha512, &digest, b"", true, &mut pre),
        Err(Error::BadLength {
            what: "digest",
            expected: 64,
            actual: 32
        })
    ));
}

#[test]
fn every_prehash_function_round_trips() {
    let set = SlhDsa::Shake128f;
    let (pk, sk) = key_pair(set);
    let mut sig = vec![0u8; set.signature_len()];
    for hash in PreHash::ALL {
        let digest = vec![hash as u8; hash.digest_len()];
        sign_prehash(set, &sk, hash, &digest, b"", true, &mut sig).unwrap();
        verify_prehash(set, &pk, hash, &digest, b"", &sig).unwrap();
        // The digest's length is the function's.
        let mut longer = digest.clone();
        longer.push(0);
        assert!(matches!(
            verify_prehash(set, &pk, hash, &longer, b"", &sig),
            Err(Error::BadLength { what: "digest", .. })
        ));
    }
}

#[test]
fn signatures_that_do_not_verify_under_the_keys_own_root_are_withheld() {
    let set = SlhDsa::Sha2_128f;
    let (pk, sk) = key_pair(set);
    let n = set.n();
    let mut sig = vec![0u8; set.signature_len()];
    for i in [0, n - 1, 2 * n, 4 * n - 1] {
        // SK.seed, PK.seed or PK.root changed: the root the seeds give is another one.
        let mut bad = sk.clone();
        bad[i] ^= 1;
        sig.fill(0xA5);
        assert_eq!(
            sign(set, &bad, b"m", b"", true, &mut sig),
            Err(Error::InvalidSigningKey),
            "byte {i}"
        );
        assert!(sig.iter().all(|&b| b == 0), "byte {i}: output not zeroed");
    }
    // SK.prf only derives the randomizer R: another one still signs verifiably.
    let mut other_prf = sk.clone();
    other_prf[n] ^= 1;
    sign(set, &other_prf, b"m", b"", true, &mut sig).unwrap();
    verify(set, &pk, b"m", b"", &sig).unwrap();
}

#[test]
fn lengths_and_context_are_checked() {
    let set = SlhDsa::Shake192f;
    let sk = vec![0u8; set.private_key_len()];
    let pk = vec![0u8; set.public_key_len()];
    let mut sig = vec![0u8; set.signature_len()];
    assert_eq!(
        sign(set, &sk, b"m", &[0u8; 256], false, &mut sig),
        Err(Error::ContextTooLong)
    );
    assert_eq!(
        verify(set, &pk, b"m", &[0u8; 256], &sig),
        Err(Error::ContextTooLong)
    );
    assert!(matches!(
        sign(set, &sk[1..], b"m", b"", false, &mut sig),
        Err(Error::BadLength {
            what: "private key",
            ..
        })
    ));
    assert!(matches!(
        sign(set, &sk, b"m", b"", false, &mut sig[1..]),
        Err(Error::BadLength {
            what: "signature",
            ..
        })
    ));
    assert!(matches!(
        verify(set, &pk[1..], b"m", b"", &sig),
        Err(Error::BadLength {
            what: "public key",
            ..
        })
    ));
    assert!(matches!(
        sign_with_randomness(set, &sk, b"m", b"", &[0u8; 16], &mut sig),
        Err(Error::BadLength {
            what: "signing randomness",
            expected: 24,
            actual: 16
        })
    ));
    let (mut pk_out, mut sk_out) = (pk.clone(), vec![0u8; sk.len() + 1]);
    assert!(matches!(
        generate(set, &mut pk_out, &mut sk_out),
        Err(Error::BadLength {
            what: "private key",
            ..
        })
    ));
    assert!(matches!(
        keypair_from_seed(set, &sk[1..set.seed_len()], &mut pk_out, &mut sk_out[1..]),
        Err(Error::BadLength { what: "seed", .. })
    ));
    // A 255-byte context is fine.
    let (pk, sk) = key_pair(set);
    sign(set, &sk, b"m", &[9u8; 255], false, &mut sig).unwrap();
    verify(set, &pk, b"m", &[9u8; 255], &sig).unwrap();
}

#[test]
fn keys_differ_across_calls() {
    let (pk1, sk1) = key_pair(SlhDsa::Sha2_128f);
    let (pk2, sk2) = key_pair(SlhDsa::Sha2_128f);
    assert_ne!(sk1[..48], sk2[..48]);
    assert_ne!(pk1, pk2);
}

/// The SHAKE sets' own core against RustCrypto's `slh-dsa` crate, which runs all twelve sets:
/// the same key from the same seeds and, for the fast sets (the small ones take the crate seconds
/// per signature; the ACVP vectors sign with them), byte-identical signatures for the same
/// opt_rand, each verifying the other's.
#[test]
fn the_shake_core_matches_the_slh_dsa_crate() {
    fn compare<P: ParameterSet>(set: SlhDsa) {
        let n = set.n();
        let seed: Vec<u8> = (0..3 * n)
            .map(|i| (i * 7 + set.id() as usize) as u8)
            .collect();
        let (mut pk, mut sk) = (vec![0u8; 2 * n], vec![0u8; 4 * n]);
        keypair_from_seed(set, &seed, &mut pk, &mut sk).unwrap();
        let theirs =
            SigningKey::<P>::slh_keygen_internal(&seed[..n], &seed[n..2 * n], &seed[2 * n..]);
        assert_eq!(sk, theirs.to_bytes().to_vec(), "{set:?} key");
        if !set.name().ends_with('f') {
            return;
        }
        let message: &[&[u8]] = &[b"\x00\x03ctx", b"a message of some length"];
        let opt_rand = vec![0x5au8; n];
        for randomness in [None, Some(&opt_rand[..])] {
            let mut ours = vec![0u8; set.signature_len()];
            sign_parts(set, &sk, message, randomness, &mut ours).unwrap();
            let expected = theirs.slh_sign_internal(message, randomness).to_bytes();
            assert_eq!(
                ours,
                expected.to_vec(),
                "{set:?} signature, opt_rand {randomness:?}"
            );
            let verifying = VerifyingKey::<P>::try_from(&pk[..]).unwrap();
            let signature = Signature::<P>::try_from(&ours[..]).unwrap();
            assert!(verifying.slh_verify_internal(message, &signature).is_ok());
            let mut tampered = ours.clone();
            tampered[set.signature_len() - 1] ^= 0x80;
            assert_eq!(
                verify_parts(set, &pk, message, &tampered),
                Err(Error::VerificationFailed)
            );
        }
    }
    compare::<slh_dsa::Shake128s>(SlhDsa::Shake128s);
    compare::<slh_dsa::Shake128f>(SlhDsa::Shake128f);
    compare::<slh_dsa::Shake192s>(SlhDsa::Shake192s);
    compare::<slh_dsa::Shake192f>(SlhDsa::Shake192f);
    compare::<slh_dsa::Shake256s>(SlhDsa::Shake256s);
    compare::<slh_dsa::Shake256f>(SlhDsa::Shake256f);
}

//! ML-DSA against RustCrypto's `ml-dsa`, and external mu against libcrux.

use super::*;

/// What the differential test asks of an independent ML-DSA implementation.
trait DsaOracle {
    type Key;
    /// The key object, the public key and the expanded private key of a 32-byte seed.
    fn keygen(seed: &[u8]) -> (Self::Key, Vec<u8>, Vec<u8>);
    /// ML-DSA.Sign of `message` under `context`: deterministic when `rnd` is `None`, hedged with
    /// the given 32 bytes otherwise. `None` when signing fails (a context over 255 bytes).
    fn sign(key: &Self::Key, message: &[u8], context: &[u8], rnd: Option<&[u8]>)
        -> Option<Vec<u8>>;
    /// ML-DSA.Verify.
    fn verify(pk: &[u8], message: &[u8], context: &[u8], signature: &[u8]) -> bool;
}

macro_rules! rust_crypto_dsa {
    ($oracle:ident, $params:ty) => {
        struct $oracle;

        impl DsaOracle for $oracle {
            type Key = ml_dsa::ExpandedSigningKey<$params>;

            fn keygen(seed: &[u8]) -> (Self::Key, Vec<u8>, Vec<u8>) {
                let seed = ml_dsa::Seed::try_from(seed).expect("32-byte seed");
                let key = ml_dsa::ExpandedSigningKey::<$params>::from_seed(&seed);
                let pk = key.verifying_key().encode().to_vec();
                #[allow(deprecated)]
                let sk = key.to_expanded().to_vec();
                (key, pk, sk)
            }

            fn sign(
                key: &Self::Key,
                message: &[u8],
                context: &[u8],
                rnd: Option<&[u8]>,
            ) -> Option<Vec<u8>> {
                let signature = match rnd {
                    None => key.sign_deterministic(message, context).ok()?,
                    Some(rnd) => {
                        // ML-DSA.Sign with given randomness: Sign_internal on
                        // M' = 0 || |ctx| || ctx || M (FIPS 204 Algorithm 2).
                        let context_len = [0, u8::try_from(context.len()).ok()?];
                        let rnd = ml_dsa::B32::try_from(rnd).expect("32-byte rnd");
                        key.sign_internal(&[&context_len, context, message], &rnd)
                    }
                };
                Some(signature.encode().to_vec())
            }

            fn verify(pk: &[u8], message: &[u8], context: &[u8], signature: &[u8]) -> bool {
                let Ok(pk) = pk.try_into() else {
                    return false;
                };
                let vk = ml_dsa::VerifyingKey::<$params>::decode(pk);
                signature
                    .try_into()
                    .ok()
                    .and_then(ml_dsa::Signature::<$params>::decode)
                    .is_some_and(|sig| vk.verify_with_context(message, context, &sig))
            }
        }
    };
}

rust_crypto_dsa!(RustCryptoMlDsa44, ml_dsa::MlDsa44);
rust_crypto_dsa!(RustCryptoMlDsa65, ml_dsa::MlDsa65);
rust_crypto_dsa!(RustCryptoMlDsa87, ml_dsa::MlDsa87);

/// Per case: key pair from a seed, deterministic and hedged signatures of a random message under a
/// random context, each side verifying the other's signature, and both rejecting a corrupted
/// signature, message or context.
fn ml_dsa_differential<O: DsaOracle>(set: MlDsa) {
    let name = &format!("ML-DSA-{}", set.id());
    let mut rng = Stream::new(&format!("rustpqc differential {name}"));
    let mut diff = Diff::new(name);
    let sign = |sk: &[u8], message: &[u8], context: &[u8], rnd: Option<&[u8]>| {
        let mut sig = vec![0u8; set.signature_len()];
        match rnd {
            None => mldsa::sign(set, sk, message, context, true, &mut sig),
            Some(rnd) => mldsa::sign_with_randomness(set, sk, message, context, rnd, &mut sig),
        }
        .map(|()| sig)
    };
    for case in 0..cases(400) {
        let seed = rng.bytes(mldsa::SEED_LEN);
        let message = rng.message();
        let context = rng.context();
        let rnd = rng.bytes(mldsa::SIGNING_RANDOMNESS_LEN);
        let rnd_hex = || format!("rnd {}", hex::encode(&rnd));
        let mut check = diff.signature_case(case, (&seed, &message, &context), rnd_hex);

        let lens = (set.public_key_len(), set.private_key_len());
        let (pk, sk) = common::key_pair((set, &seed), lens, mldsa::keypair_from_seed);
        let (key, oracle_pk, oracle_sk) = O::keygen(&seed);
        check.key_pair((&pk, &sk), (&oracle_pk, &oracle_sk));
        // Both sides' verdicts on a message, context and signature under our public key.
        let verdicts = |m: &[u8], c: &[u8], s: &[u8]| {
            let ours = mldsa::verify(set, &pk, m, c, s).is_ok();
            (ours, O::verify(&pk, m, c, s))
        };

        let deterministic = sign(&sk, &message, &context, None).unwrap();
        let oracle_deterministic = O::sign(&key, &message, &context, None);
        check.check(
            "deterministic signature",
            oracle_deterministic.as_ref() == Some(&deterministic),
        );
        let hedged = sign(&sk, &message, &context, Some(&rnd)).unwrap();
        let oracle_hedged = O::sign(&key, &message, &context, Some(&rnd));
        check.check("hedged signature", oracle_hedged.as_ref() == Some(&hedged));

        check.check(
            "oracle verifies our signature",
            O::verify(&pk, &message, &context, &hedged),
        );
        check.we_verify(oracle_deterministic, |theirs| {
            mldsa::verify(set, &oracle_pk, &message, &context, theirs).is_ok()
        });

        // One corruption: the signature, the message or the context. Both sides must reject.
        let signed = (&message[..], &context[..], &hedged[..]);
        check.rejects_a_corruption(&mut rng, (signed, mldsa::MAX_CONTEXT_LEN), verdicts);

        if case == 0 {
            // A 256-byte context: both refuse to sign.
            let long = rng.bytes(mldsa::MAX_CONTEXT_LEN + 1);
            let ours = sign(&sk, &message, &long, Some(&rnd));
            let theirs = O::sign(&key, &message, &long, None);
            check.check(
                "refusal of a 256-byte context",
                ours == Err(rustpqc::Error::ContextTooLong) && theirs.is_none(),
            );
        }
    }
    diff.finish();
}

differential_tests! { ml_dsa_differential:
    ml_dsa_44_against_rust_crypto => MlDsa::MlDsa44, RustCryptoMlDsa44;
    ml_dsa_65_against_rust_crypto => MlDsa::MlDsa65, RustCryptoMlDsa65;
    ml_dsa_87_against_rust_crypto => MlDsa::MlDsa87, RustCryptoMlDsa87;
}

/// The external-mu path (RustCrypto's ML-DSA underneath) against libcrux's message signing: for
/// the same key, rnd and mu = H(tr || 0 || len(ctx) || ctx || M), both give the same signature,
/// and each side verifies the other's.
fn ml_dsa_external_mu_differential(set: MlDsa) {
    let name = format!("ML-DSA-{} external mu", set.id());
    let mut stream = Stream::new(&name);
    let cases = cases(24);
    for case in 0..cases {
        let seed = stream.bytes(mldsa::SEED_LEN);
        let (message, context) = (stream.message(), stream.context());
        let rnd = if stream.below(2) == 0 {
            vec![0u8; 32]
        } else {
            stream.bytes(32)
        };
        let mut pk = vec![0u8; set.public_key_len()];
        let mut sk = vec![0u8; set.private_key_len()];
        mldsa::keypair_from_seed(set, &seed, &mut pk, &mut sk).unwrap();
        let mut tr = [0u8; mldsa::TR_LEN];
        mldsa::tr(set, &pk, &mut tr).unwrap();
        assert_eq!(
            tr[..],
            sk[64..128],
            "{name} case {case}: tr = H(pk) is the key's tr"
        );
        let mu = mldsa::mu(&tr, &context, &message).unwrap();
        let mut by_message = vec![0u8; set.signature_len()];
        mldsa::sign_with_randomness(set, &sk, &message, &context, &rnd, &mut by_message).unwrap();
        let mut by_mu = vec![0u8; set.signature_len()];
        mldsa::sign_mu_with_randomness(set, &sk, &mu, &rnd, &mut by_mu).unwrap();
        assert_eq!(
            by_message,
            by_mu,
            "{name} case {case}: message {} context {} rnd {}",
            short_hex(&message),
            short_hex(&context),
            short_hex(&rnd)
        );
        mldsa::verify_mu(set, &pk, &mu, &by_message).unwrap();
        mldsa::verify(set, &pk, &message, &context, &by_mu).unwrap();
        assert_eq!(
            mldsa::verify_mu(set, &pk, &stream.flip_bits(&mu), &by_mu),
            Err(rustpqc::Error::VerificationFailed),
            "{name} case {case}: another mu"
        );
    }
    println!("differential {name}: {cases} cases, signatures identical to libcrux's");
}

#[test]
fn ml_dsa_external_mu_against_libcrux() {
    for set in MlDsa::ALL {
        ml_dsa_external_mu_differential(set);
    }
}

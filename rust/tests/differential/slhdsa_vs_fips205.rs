//! SLH-DSA against integritychain's `fips205`.

use super::fips205_oracle::*;
use super::*;

/// Per case: the key pair of random seeds; deterministic pure and HashSLH-DSA signatures, and a
/// hedged one with the same `opt_rand` on both sides, byte for byte; each side verifying the
/// other's; both rejecting one corruption. A signature of an `s` set takes up to 2.6 s (SHAKE-192s
/// in fips205), so those sets run one case by default, the `f` sets four.
fn slh_dsa_differential(set: SlhDsa) {
    struct Differential(SlhDsa);
    impl WithOracle for Differential {
        type Output = ();
        fn with<O: Fips205>(self) {
            slh_dsa_differential_against::<O>(self.0);
        }
    }
    with_oracle(set, Differential(set));
}

/// [`slh_dsa_differential`] against the oracle `O` of `set`.
fn slh_dsa_differential_against<O: Fips205>(set: SlhDsa) {
    let mut rng = Stream::new(&format!("rustpqc differential {}", set.name()));
    let mut diff = Diff::new(set.name());
    let small = set.name().ends_with('s');
    let n = set.n();
    for case in 0..cases(if small { 1 } else { 4 }) {
        let seed = rng.bytes(set.seed_len());
        let message = rng.message();
        let context = rng.context();
        let opt_rand = rng.bytes(n);
        let hash = PreHash::ALL[rng.below(PreHash::ALL.len())];
        let digest = rng.bytes(hash.digest_len());
        let more = || format!("opt_rand {}, {hash:?}", hex::encode(&opt_rand));
        let mut check = diff.signature_case(case, (&seed, &message, &context), more);

        let lens = (set.public_key_len(), set.private_key_len());
        let (pk, sk) = common::key_pair((set, &seed), lens, slhdsa::keypair_from_seed);
        let (oracle_pk, oracle_sk) = O::keygen(&seed);
        check.key_pair((&pk, &sk), (&oracle_pk, &oracle_sk));
        // Both sides' verdicts on a message, context and signature under our public key.
        let verdicts = |m: &[u8], c: &[u8], s: &[u8]| {
            let ours = slhdsa::verify(set, &pk, m, c, s).is_ok();
            (ours, O::verify(&pk, m, c, s))
        };

        let mut deterministic = vec![0u8; set.signature_len()];
        slhdsa::sign(set, &sk, &message, &context, true, &mut deterministic).unwrap();
        let theirs = O::sign(&sk, &message, &context, None);
        check.check(
            "deterministic signature",
            theirs.as_ref() == Some(&deterministic),
        );
        check.check(
            "oracle verifies our signature",
            O::verify(&pk, &message, &context, &deterministic),
        );

        let oid = hash.oid_der();
        let mut prehashed = vec![0u8; set.signature_len()];
        slhdsa::sign_prehash(set, &sk, hash, &digest, &context, true, &mut prehashed).unwrap();
        let theirs = O::sign_prehash(&sk, &digest, &oid, &context);
        check.check(
            "deterministic HashSLH-DSA signature",
            theirs.as_ref() == Some(&prehashed),
        );
        check.check(
            "oracle verifies our HashSLH-DSA signature",
            O::verify_prehash(&pk, &digest, &oid, &context, &prehashed),
        );
        let ours = slhdsa::verify_prehash(set, &pk, hash, &digest, &context, &prehashed);
        check.check("HashSLH-DSA round trip", ours.is_ok());

        if !small {
            let mut hedged = vec![0u8; set.signature_len()];
            slhdsa::sign_with_randomness(set, &sk, &message, &context, &opt_rand, &mut hedged)
                .unwrap();
            let theirs = O::sign(&sk, &message, &context, Some(&opt_rand));
            check.check("hedged signature", theirs.as_ref() == Some(&hedged));
            check.we_verify(theirs, |theirs| {
                slhdsa::verify(set, &pk, &message, &context, theirs).is_ok()
            });
        }

        // One corruption of the signature, the message or the context: both sides reject it.
        let signed = (&message[..], &context[..], &deterministic[..]);
        check.rejects_a_corruption(&mut rng, (signed, slhdsa::MAX_CONTEXT_LEN), verdicts);
        // A HashSLH-DSA signature is no pure signature of the digest, on either side.
        let (ours, theirs) = verdicts(&digest, &context, &prehashed);
        check.check("HashSLH-DSA signature refused as pure", !ours && !theirs);
    }
    diff.finish();
}

/// The pre-hash OIDs that go into M' are the ones fips205 uses.
#[test]
fn slh_dsa_prehash_oids_match_fips205() {
    use fips205::pre_hash::*;
    let theirs = [
        SHA2_256,
        SHA2_384,
        SHA2_512,
        SHA2_224,
        SHA2_512_224,
        SHA2_512_256,
        SHA3_224,
        SHA3_256,
        SHA3_384,
        SHA3_512,
        SHAKE_128,
        SHAKE_256,
    ];
    for (hash, oid) in PreHash::ALL.into_iter().zip(theirs) {
        assert_eq!(hash.oid_der(), oid, "{hash:?}");
    }
}

differential_tests! { slh_dsa_differential:
    slh_dsa_sha2_128s_against_fips205 => SlhDsa::Sha2_128s;
    slh_dsa_sha2_128f_against_fips205 => SlhDsa::Sha2_128f;
    slh_dsa_sha2_192s_against_fips205 => SlhDsa::Sha2_192s;
    slh_dsa_sha2_192f_against_fips205 => SlhDsa::Sha2_192f;
    slh_dsa_sha2_256s_against_fips205 => SlhDsa::Sha2_256s;
    slh_dsa_sha2_256f_against_fips205 => SlhDsa::Sha2_256f;
    slh_dsa_shake_128s_against_fips205 => SlhDsa::Shake128s;
    slh_dsa_shake_128f_against_fips205 => SlhDsa::Shake128f;
    slh_dsa_shake_192s_against_fips205 => SlhDsa::Shake192s;
    slh_dsa_shake_192f_against_fips205 => SlhDsa::Shake192f;
    slh_dsa_shake_256s_against_fips205 => SlhDsa::Shake256s;
    slh_dsa_shake_256f_against_fips205 => SlhDsa::Shake256f;
}

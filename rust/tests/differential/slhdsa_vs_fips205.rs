//! SLH-DSA against integritychain's `fips205`.

use super::*;

/// What the differential test asks of an independent SLH-DSA implementation, for one set.
trait SlhOracle {
    /// `(pk, sk)` of the seed `SK.seed || SK.prf || PK.seed`.
    fn keygen(seed: &[u8]) -> (Vec<u8>, Vec<u8>);
    /// A pure signature: deterministic with `None`, else hedged with the given `opt_rand`;
    /// `None` when refused.
    fn sign(sk: &[u8], message: &[u8], context: &[u8], opt_rand: Option<&[u8]>) -> Option<Vec<u8>>;
    /// A deterministic HashSLH-DSA signature of `digest` under the pre-hash function's DER OID.
    fn sign_prehash(sk: &[u8], digest: &[u8], oid: &[u8], context: &[u8]) -> Option<Vec<u8>>;
    fn verify(pk: &[u8], message: &[u8], context: &[u8], sig: &[u8]) -> bool;
    fn verify_prehash(pk: &[u8], digest: &[u8], oid: &[u8], context: &[u8], sig: &[u8]) -> bool;
}

/// A `rand_core` RNG that hands out fixed bytes: fips205 takes `opt_rand` only through an RNG.
struct FixedRng<'a>(&'a [u8]);

impl fips205::RngCore for FixedRng<'_> {
    fn next_u32(&mut self) -> u32 {
        unreachable!("fips205 draws opt_rand as bytes")
    }

    fn next_u64(&mut self) -> u64 {
        unreachable!("fips205 draws opt_rand as bytes")
    }

    fn fill_bytes(&mut self, out: &mut [u8]) {
        out.copy_from_slice(&self.0[..out.len()]);
        self.0 = &self.0[out.len()..];
    }

    fn try_fill_bytes(&mut self, out: &mut [u8]) -> Result<(), fips205::RngError> {
        self.fill_bytes(out);
        Ok(())
    }
}

impl fips205::CryptoRng for FixedRng<'_> {}

/// integritychain's fips205 for one set: an implementation independent of RustCrypto's `slh-dsa`,
/// which the product uses.
macro_rules! fips205_oracle {
    ($oracle:ident, $module:ident) => {
        struct $oracle;

        impl SlhOracle for $oracle {
            fn keygen(seed: &[u8]) -> (Vec<u8>, Vec<u8>) {
                use fips205::traits::{KeyGen, SerDes};
                use fips205::$module as m;
                let n = seed.len() / 3;
                let (pk, sk) = m::KG::keygen_from_seed::<{ m::N }>(
                    seed[..n].try_into().unwrap(),
                    seed[n..2 * n].try_into().unwrap(),
                    seed[2 * n..].try_into().unwrap(),
                );
                (pk.into_bytes().to_vec(), sk.into_bytes().to_vec())
            }

            fn sign(
                sk: &[u8],
                message: &[u8],
                context: &[u8],
                opt_rand: Option<&[u8]>,
            ) -> Option<Vec<u8>> {
                use fips205::traits::{SerDes, Signer};
                use fips205::$module as m;
                let sk = m::PrivateKey::try_from_bytes(sk.try_into().ok()?).ok()?;
                let mut rng = FixedRng(opt_rand.unwrap_or(&[]));
                let hedged = opt_rand.is_some();
                let sig = sk.try_sign_with_rng(&mut rng, message, context, hedged);
                sig.ok().map(|s| s.to_vec())
            }

            fn sign_prehash(
                sk: &[u8],
                digest: &[u8],
                oid: &[u8],
                context: &[u8],
            ) -> Option<Vec<u8>> {
                use fips205::traits::{SerDes, Signer};
                use fips205::$module as m;
                let sk = m::PrivateKey::try_from_bytes(sk.try_into().ok()?).ok()?;
                let mut rng = FixedRng(&[]);
                let sig = sk.try_hash_sign_with_rng(&mut rng, digest, context, oid, false);
                sig.ok().map(|s| s.to_vec())
            }

            fn verify(pk: &[u8], message: &[u8], context: &[u8], sig: &[u8]) -> bool {
                use fips205::traits::{SerDes, Verifier};
                use fips205::$module as m;
                let (Ok(pk), Ok(sig)) = (pk.try_into(), sig.try_into()) else {
                    return false;
                };
                m::PublicKey::try_from_bytes(pk).is_ok_and(|pk| pk.verify(message, sig, context))
            }

            fn verify_prehash(
                pk: &[u8],
                digest: &[u8],
                oid: &[u8],
                context: &[u8],
                sig: &[u8],
            ) -> bool {
                use fips205::traits::{SerDes, Verifier};
                use fips205::$module as m;
                let (Ok(pk), Ok(sig)) = (pk.try_into(), sig.try_into()) else {
                    return false;
                };
                m::PublicKey::try_from_bytes(pk)
                    .is_ok_and(|pk| pk.hash_verify(digest, sig, context, oid))
            }
        }
    };
}

/// Per case: the key pair of random seeds; deterministic pure and HashSLH-DSA signatures, and a
/// hedged one with the same `opt_rand` on both sides, byte for byte; each side verifying the
/// other's; both rejecting one corruption. A signature of an `s` set takes up to 2.6 s (SHAKE-192s
/// in fips205), so those sets run one case by default, the `f` sets four.
fn slh_dsa_differential<O: SlhOracle>(set: SlhDsa) {
    let mut rng = Stream::new(&format!("rustpqc differential {}", set.name()));
    let mut diff = Diff::new(set.name());
    let small = set.name().ends_with('s');
    let n = set.n();
    for case in 0..cases(if small { 1 } else { 4 }) {
        diff.cases += 1;
        let seed = rng.bytes(set.seed_len());
        let message = rng.message();
        let context = rng.context();
        let opt_rand = rng.bytes(n);
        let hash = PreHash::ALL[rng.below(PreHash::ALL.len())];
        let digest = rng.bytes(hash.digest_len());
        let inputs = || {
            format!(
                "seed {}, message ({} bytes) {}, context ({} bytes) {}, opt_rand {}, {hash:?}",
                hex::encode(&seed),
                message.len(),
                short_hex(&message),
                context.len(),
                short_hex(&context),
                hex::encode(&opt_rand)
            )
        };

        let mut pk = vec![0u8; set.public_key_len()];
        let mut sk = vec![0u8; set.private_key_len()];
        slhdsa::keypair_from_seed(set, &seed, &mut pk, &mut sk).unwrap();
        let (oracle_pk, oracle_sk) = O::keygen(&seed);
        diff.check(case, "public key", pk == oracle_pk, inputs);
        diff.check(case, "private key", sk == oracle_sk, inputs);

        let mut deterministic = vec![0u8; set.signature_len()];
        slhdsa::sign(set, &sk, &message, &context, true, &mut deterministic).unwrap();
        let theirs = O::sign(&sk, &message, &context, None);
        diff.check(
            case,
            "deterministic signature",
            theirs.as_ref() == Some(&deterministic),
            inputs,
        );
        diff.check(
            case,
            "oracle verifies our signature",
            O::verify(&pk, &message, &context, &deterministic),
            inputs,
        );

        let oid = hash.oid_der();
        let mut prehashed = vec![0u8; set.signature_len()];
        slhdsa::sign_prehash(set, &sk, hash, &digest, &context, true, &mut prehashed).unwrap();
        let theirs = O::sign_prehash(&sk, &digest, &oid, &context);
        diff.check(
            case,
            "deterministic HashSLH-DSA signature",
            theirs.as_ref() == Some(&prehashed),
            inputs,
        );
        diff.check(
            case,
            "oracle verifies our HashSLH-DSA signature",
            O::verify_prehash(&pk, &digest, &oid, &context, &prehashed),
            inputs,
        );
        let ours = slhdsa::verify_prehash(set, &pk, hash, &digest, &context, &prehashed);
        diff.check(case, "HashSLH-DSA round trip", ours.is_ok(), inputs);

        if !small {
            let mut hedged = vec![0u8; set.signature_len()];
            slhdsa::sign_with_randomness(set, &sk, &message, &context, &opt_rand, &mut hedged)
                .unwrap();
            let theirs = O::sign(&sk, &message, &context, Some(&opt_rand));
            diff.check(
                case,
                "hedged signature",
                theirs.as_ref() == Some(&hedged),
                inputs,
            );
            let theirs = theirs.unwrap_or_default();
            diff.check(
                case,
                "we verify the oracle's signature",
                slhdsa::verify(set, &pk, &message, &context, &theirs).is_ok(),
                inputs,
            );
        }

        // One corruption of the signature, the message or the context: both sides reject it.
        let (mut m2, mut c2, mut s2) = (message.clone(), context.clone(), deterministic.clone());
        let what = match rng.below(3) {
            0 => {
                s2 = rng.flip_bits(&deterministic);
                "signature"
            }
            1 if !message.is_empty() => {
                m2 = rng.flip_bits(&message);
                "message"
            }
            1 => {
                m2 = vec![0];
                "message"
            }
            _ if context.len() == slhdsa::MAX_CONTEXT_LEN => {
                c2 = rng.flip_bits(&context);
                "context"
            }
            _ => {
                c2.push(rng.bytes(1)[0]);
                "context"
            }
        };
        let ours = slhdsa::verify(set, &pk, &m2, &c2, &s2).is_ok();
        let theirs = O::verify(&pk, &m2, &c2, &s2);
        diff.check(
            case,
            "rejection of a corrupted input",
            !ours && !theirs,
            || {
                format!(
                    "{}; corrupted {what}: ours {ours}, oracle {theirs}",
                    inputs()
                )
            },
        );
        // A HashSLH-DSA signature is no pure signature of the digest, on either side.
        let ours = slhdsa::verify(set, &pk, &digest, &context, &prehashed).is_ok();
        let theirs = O::verify(&pk, &digest, &context, &prehashed);
        diff.check(
            case,
            "HashSLH-DSA signature refused as pure",
            !ours && !theirs,
            inputs,
        );
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

macro_rules! slh_dsa_differential_tests {
    ($($test:ident, $oracle:ident => $set:ident, $module:ident;)*) => {
        $(
            fips205_oracle!($oracle, $module);

            #[test]
            fn $test() {
                slh_dsa_differential::<$oracle>(SlhDsa::$set);
            }
        )*
    };
}

slh_dsa_differential_tests! {
    slh_dsa_sha2_128s_against_fips205, Fips205Sha2_128s => Sha2_128s, slh_dsa_sha2_128s;
    slh_dsa_sha2_128f_against_fips205, Fips205Sha2_128f => Sha2_128f, slh_dsa_sha2_128f;
    slh_dsa_sha2_192s_against_fips205, Fips205Sha2_192s => Sha2_192s, slh_dsa_sha2_192s;
    slh_dsa_sha2_192f_against_fips205, Fips205Sha2_192f => Sha2_192f, slh_dsa_sha2_192f;
    slh_dsa_sha2_256s_against_fips205, Fips205Sha2_256s => Sha2_256s, slh_dsa_sha2_256s;
    slh_dsa_sha2_256f_against_fips205, Fips205Sha2_256f => Sha2_256f, slh_dsa_sha2_256f;
    slh_dsa_shake_128s_against_fips205, Fips205Shake128s => Shake128s, slh_dsa_shake_128s;
    slh_dsa_shake_128f_against_fips205, Fips205Shake128f => Shake128f, slh_dsa_shake_128f;
    slh_dsa_shake_192s_against_fips205, Fips205Shake192s => Shake192s, slh_dsa_shake_192s;
    slh_dsa_shake_192f_against_fips205, Fips205Shake192f => Shake192f, slh_dsa_shake_192f;
    slh_dsa_shake_256s_against_fips205, Fips205Shake256s => Shake256s, slh_dsa_shake_256s;
    slh_dsa_shake_256f_against_fips205, Fips205Shake256f => Shake256f, slh_dsa_shake_256f;
}

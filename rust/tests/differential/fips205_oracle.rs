//! integritychain's `fips205`, an SLH-DSA implementation independent of RustCrypto's `slh-dsa`
//! (the product's), as an oracle for each of the twelve sets: the differential test's, and the
//! fuzz harness's (which includes this file as a module).

// The fuzz harness signs through the library only.
#![allow(dead_code)]

/// What the oracle computes for one set.
pub trait Fips205 {
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

/// What uses the oracle of a set chosen at run time: [`with_oracle`] calls it with the set's.
pub trait WithOracle {
    type Output;
    fn with<O: Fips205>(self) -> Self::Output;
}

/// fips205 for each set, as the type `Oracle` in a module named as fips205's for the set, and
/// [`with_oracle`] to pick one at run time.
macro_rules! fips205_sets {
    ($($set:ident: $module:ident,)*) => {
        $(
            mod $module {
                use super::{FixedRng, Fips205};
                use fips205::$module as m;

                pub struct Oracle;

                impl Fips205 for Oracle {
                    fn keygen(seed: &[u8]) -> (Vec<u8>, Vec<u8>) {
                        use fips205::traits::{KeyGen, SerDes};
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
                        let sk = m::PrivateKey::try_from_bytes(sk.try_into().ok()?).ok()?;
                        let mut rng = FixedRng(&[]);
                        let sig = sk.try_hash_sign_with_rng(&mut rng, digest, context, oid, false);
                        sig.ok().map(|s| s.to_vec())
                    }

                    fn verify(pk: &[u8], message: &[u8], context: &[u8], sig: &[u8]) -> bool {
                        use fips205::traits::{SerDes, Verifier};
                        let (Ok(pk), Ok(sig)) = (pk.try_into(), sig.try_into()) else {
                            return false;
                        };
                        m::PublicKey::try_from_bytes(pk)
                            .is_ok_and(|pk| pk.verify(message, sig, context))
                    }

                    fn verify_prehash(
                        pk: &[u8],
                        digest: &[u8],
                        oid: &[u8],
                        context: &[u8],
                        sig: &[u8],
                    ) -> bool {
                        use fips205::traits::{SerDes, Verifier};
                        let (Ok(pk), Ok(sig)) = (pk.try_into(), sig.try_into()) else {
                            return false;
                        };
                        m::PublicKey::try_from_bytes(pk)
                            .is_ok_and(|pk| pk.hash_verify(digest, sig, context, oid))
                    }
                }
            }
        )*

        /// Calls `user` with the oracle of `set`.
        pub fn with_oracle<U: WithOracle>(set: rustpqc::slhdsa::SlhDsa, user: U) -> U::Output {
            match set {
                $(rustpqc::slhdsa::SlhDsa::$set => user.with::<$module::Oracle>(),)*
            }
        }
    };
}

fips205_sets! {
    Sha2_128s: slh_dsa_sha2_128s,
    Sha2_128f: slh_dsa_sha2_128f,
    Sha2_192s: slh_dsa_sha2_192s,
    Sha2_192f: slh_dsa_sha2_192f,
    Sha2_256s: slh_dsa_sha2_256s,
    Sha2_256f: slh_dsa_sha2_256f,
    Shake128s: slh_dsa_shake_128s,
    Shake128f: slh_dsa_shake_128f,
    Shake192s: slh_dsa_shake_192s,
    Shake192f: slh_dsa_shake_192f,
    Shake256s: slh_dsa_shake_256s,
    Shake256f: slh_dsa_shake_256f,
}

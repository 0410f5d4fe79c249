//! Differential tests: the product's core functions (libcrux underneath) against RustCrypto's
//! `ml-kem` and `ml-dsa` crates as independent oracles, and its SLH-DSA (RustCrypto's `slh-dsa`
//! underneath) against integritychain's `fips205`, over pseudo-random inputs.
//!
//! The inputs come from a SHAKE-128 stream with a fixed label per parameter set, so every run sees
//! the same cases and a failure reproduces: it names the case number and the inputs. Set
//! `RUSTPQC_DIFFERENTIAL_CASES=<n>` for more (or fewer) cases per parameter set.

use libcrux_sha3::portable::incremental::{Shake128Xof, Xof};
use rustpqc::mldsa::{self, MlDsa};
use rustpqc::mlkem::{self, MlKem};
use rustpqc::prehash::PreHash;
use rustpqc::slhdsa::{self, SlhDsa};
use std::time::Instant;

/// The deterministic input generator: a SHAKE-128 stream of a fixed label.
struct Stream(Shake128Xof);

impl Stream {
    fn new(label: &str) -> Stream {
        let mut xof = Shake128Xof::new();
        xof.absorb_final(label.as_bytes());
        Stream(xof)
    }

    fn bytes(&mut self, n: usize) -> Vec<u8> {
        let mut out = vec![0u8; n];
        self.0.squeeze(&mut out);
        out
    }

    /// A number below `n` (the modulo bias is irrelevant here).
    fn below(&mut self, n: usize) -> usize {
        let mut b = [0u8; 8];
        self.0.squeeze(&mut b);
        (u64::from_le_bytes(b) % n as u64) as usize
    }

    /// A message: often empty or short, sometimes up to 8 KiB.
    fn message(&mut self) -> Vec<u8> {
        let len = match self.below(10) {
            0 => 0,
            1..=5 => 1 + self.below(64),
            6..=8 => self.below(1025),
            _ => self.below(8193),
        };
        self.bytes(len)
    }

    /// A context string: empty, the longest allowed (255 bytes), or any length in between.
    fn context(&mut self) -> Vec<u8> {
        let len = match self.below(4) {
            0 => 0,
            1 => mldsa::MAX_CONTEXT_LEN,
            _ => self.below(mldsa::MAX_CONTEXT_LEN + 1),
        };
        self.bytes(len)
    }

    /// `data` with one to three random bits flipped (one bit at least changes).
    fn flip_bits(&mut self, data: &[u8]) -> Vec<u8> {
        let mut out = data.to_vec();
        while out == data {
            for _ in 0..=self.below(3) {
                let bit = self.below(out.len() * 8);
                out[bit / 8] ^= 1 << (bit % 8);
            }
        }
        out
    }
}

/// Hex of at most the first 32 bytes (the case number reproduces the rest).
fn short_hex(data: &[u8]) -> String {
    if data.len() <= 32 {
        hex::encode(data)
    } else {
        format!("{}...", hex::encode(&data[..32]))
    }
}

fn cases(default: usize) -> usize {
    match std::env::var("RUSTPQC_DIFFERENTIAL_CASES") {
        Ok(n) => n
            .parse()
            .expect("RUSTPQC_DIFFERENTIAL_CASES must be a number"),
        Err(_) => default,
    }
}

/// Counts checks and collects mismatches; `finish` prints the summary and fails on any mismatch.
struct Diff {
    name: String,
    cases: usize,
    checks: usize,
    mismatches: Vec<String>,
    started: Instant,
}

impl Diff {
    fn new(name: &str) -> Diff {
        Diff {
            name: name.to_string(),
            cases: 0,
            checks: 0,
            mismatches: Vec::new(),
            started: Instant::now(),
        }
    }

    /// One comparison; `inputs` describes the case when it fails.
    fn check(&mut self, case: usize, what: &str, ok: bool, inputs: impl FnOnce() -> String) {
        self.checks += 1;
        if !ok {
            self.mismatches
                .push(format!("case {case}: {what} differs; {}", inputs()));
        }
    }

    fn finish(self) {
        println!(
            "differential {}: {} cases, {} checks, {} mismatches ({:.1} s)",
            self.name,
            self.cases,
            self.checks,
            self.mismatches.len(),
            self.started.elapsed().as_secs_f64()
        );
        assert!(self.cases > 0, "{}: no case ran", self.name);
        let shown: Vec<&String> = self.mismatches.iter().take(10).collect();
        assert!(
            self.mismatches.is_empty(),
            "{}: {} mismatches, the first ones:\n{}",
            self.name,
            self.mismatches.len(),
            shown
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}

// ---------------------------------------------------------------------------------------------
// ML-KEM

/// What the differential test asks of an independent ML-KEM implementation.
trait KemOracle {
    /// The encapsulation key and expanded decapsulation key of the seed `d || z`.
    fn keygen(seed: &[u8]) -> (Vec<u8>, Vec<u8>);
    /// `(c, K)` for `ek` and randomness `m`, or `None` when `ek` fails its modulus check.
    fn encapsulate(ek: &[u8], m: &[u8]) -> Option<(Vec<u8>, Vec<u8>)>;
    /// `K` for the expanded `dk` and `c`, or `None` when `dk` fails its check.
    fn decapsulate(dk: &[u8], c: &[u8]) -> Option<Vec<u8>>;
    /// Whether `ek` passes the modulus check.
    fn ek_valid(ek: &[u8]) -> bool;
}

macro_rules! rust_crypto_kem {
    ($oracle:ident, $params:ty) => {
        struct $oracle;

        impl KemOracle for $oracle {
            fn keygen(seed: &[u8]) -> (Vec<u8>, Vec<u8>) {
                #[allow(deprecated)]
                use ml_kem::ExpandedKeyEncoding;
                use ml_kem::KeyExport;
                let seed = ml_kem::Seed::try_from(seed).expect("64-byte seed");
                let dk = ml_kem::DecapsulationKey::<$params>::from_seed(seed);
                let ek = dk.encapsulation_key().to_bytes().to_vec();
                #[allow(deprecated)]
                let expanded = dk.to_expanded_bytes().to_vec();
                (ek, expanded)
            }

            fn encapsulate(ek: &[u8], m: &[u8]) -> Option<(Vec<u8>, Vec<u8>)> {
                let ek = ml_kem::EncapsulationKey::<$params>::new(ek.try_into().ok()?).ok()?;
                let m = ml_kem::B32::try_from(m).expect("32-byte m");
                let (c, k) = ek.encapsulate_deterministic(&m);
                Some((c.to_vec(), k.to_vec()))
            }

            fn decapsulate(dk: &[u8], c: &[u8]) -> Option<Vec<u8>> {
                use ml_kem::Decapsulate;
                #[allow(deprecated)]
                use ml_kem::ExpandedKeyEncoding;
                #[allow(deprecated)]
                let dk =
                    ml_kem::DecapsulationKey::<$params>::from_expanded_bytes(dk.try_into().ok()?)
                        .ok()?;
                Some(dk.decapsulate(c.try_into().ok()?).to_vec())
            }

            fn ek_valid(ek: &[u8]) -> bool {
                ek.try_into()
                    .ok()
                    .is_some_and(|ek| ml_kem::EncapsulationKey::<$params>::new(ek).is_ok())
            }
        }
    };
}

rust_crypto_kem!(RustCryptoMlKem512, ml_kem::MlKem512);
rust_crypto_kem!(RustCryptoMlKem768, ml_kem::MlKem768);
rust_crypto_kem!(RustCryptoMlKem1024, ml_kem::MlKem1024);

const Q: u16 = 3329;

/// `ek` with its 12-bit coefficient number `index` set to `value`.
fn with_coefficient(ek: &[u8], index: usize, value: u16) -> Vec<u8> {
    let mut out = ek.to_vec();
    let at = 3 * (index / 2);
    if index % 2 == 0 {
        out[at] = value as u8;
        out[at + 1] = (out[at + 1] & 0xf0) | (value >> 8) as u8;
    } else {
        out[at + 1] = (out[at + 1] & 0x0f) | ((value & 0x0f) as u8) << 4;
        out[at + 2] = (value >> 4) as u8;
    }
    out
}

/// Per case: key pair from a seed, encapsulation with the same `m`, decapsulation by both sides
/// of both sides' ciphertexts, implicit rejection of a corrupted ciphertext, the modulus check on
/// an encapsulation key with one coefficient replaced, and the hash check on a decapsulation key
/// with a flipped bit.
fn ml_kem_differential<O: KemOracle>(set: MlKem, name: &str) {
    let mut rng = Stream::new(&format!("rustpqc differential {name}"));
    let mut diff = Diff::new(name);
    let ek_len = set.encapsulation_key_len();
    let dk_len = set.decapsulation_key_len();
    for case in 0..cases(1000) {
        diff.cases += 1;
        let seed = rng.bytes(mlkem::SEED_LEN);
        let m = rng.bytes(mlkem::ENCAPSULATION_RANDOMNESS_LEN);
        let inputs = || format!("seed {}, m {}", hex::encode(&seed), hex::encode(&m));

        let mut ek = vec![0u8; ek_len];
        let mut dk = vec![0u8; dk_len];
        mlkem::keypair_from_seed(set, &seed, &mut ek, &mut dk).unwrap();
        let (oracle_ek, oracle_dk) = O::keygen(&seed);
        diff.check(case, "encapsulation key", ek == oracle_ek, inputs);
        diff.check(case, "decapsulation key", dk == oracle_dk, inputs);

        let mut c = vec![0u8; set.ciphertext_len()];
        let mut k = vec![0u8; mlkem::SHARED_SECRET_LEN];
        mlkem::encapsulate_with_randomness(set, &ek, &m, &mut c, &mut k).unwrap();
        let oracle = O::encapsulate(&ek, &m);
        diff.check(
            case,
            "encapsulation (c, K)",
            oracle == Some((c.clone(), k.clone())),
            inputs,
        );

        let decapsulate = |dk: &[u8], c: &[u8]| {
            let mut k = vec![0u8; mlkem::SHARED_SECRET_LEN];
            mlkem::decapsulate(set, dk, c, &mut k).map(|()| k)
        };
        diff.check(
            case,
            "our decapsulation",
            decapsulate(&dk, &c).as_ref() == Ok(&k),
            inputs,
        );
        diff.check(
            case,
            "oracle decapsulation of our dk",
            O::decapsulate(&dk, &c).as_ref() == Some(&k),
            inputs,
        );

        // Implicit rejection: a few flipped bits, or now and then an unrelated random ciphertext.
        let bad_c = if rng.below(8) == 0 {
            rng.bytes(c.len())
        } else {
            rng.flip_bits(&c)
        };
        let ours = decapsulate(&dk, &bad_c).unwrap();
        let theirs = O::decapsulate(&dk, &bad_c);
        diff.check(
            case,
            "implicit-rejection secret",
            theirs.as_ref() == Some(&ours) && ours != k,
            || format!("{}, c' {}", inputs(), short_hex(&bad_c)),
        );

        // Modulus check: one coefficient set to a random 12-bit value, often right at q.
        let index = rng.below(256 * (ek_len - 32) / 384);
        let value = if rng.below(2) == 0 {
            Q - 2 + rng.below(4) as u16
        } else {
            rng.below(4096) as u16
        };
        let bad_ek = with_coefficient(&ek, index, value);
        let ours = mlkem::check_encapsulation_key(set, &bad_ek).is_ok();
        diff.check(
            case,
            "modulus check",
            ours == O::ek_valid(&bad_ek) && ours == (value < Q),
            || format!("{}, coefficient {index} = {value}", inputs()),
        );

        // Hash check: one flipped bit is accepted only in dk_pke or z (not covered by H(ek)).
        let bit = rng.below(dk_len * 8);
        let mut bad_dk = dk.clone();
        bad_dk[bit / 8] ^= 1 << (bit % 8);
        let ours = mlkem::check_decapsulation_key(set, &bad_dk).is_ok();
        let theirs = O::decapsulate(&bad_dk, &c).is_some();
        let byte = bit / 8;
        let uncovered = byte < dk_len - ek_len - 64 || byte >= dk_len - 32;
        diff.check(
            case,
            "decapsulation-key check",
            ours == theirs && ours == uncovered,
            || format!("{}, dk bit {bit} flipped", inputs()),
        );
    }
    diff.finish();
}

#[test]
fn ml_kem_512_against_rust_crypto() {
    ml_kem_differential::<RustCryptoMlKem512>(MlKem::MlKem512, "ML-KEM-512");
}

#[test]
fn ml_kem_768_against_rust_crypto() {
    ml_kem_differential::<RustCryptoMlKem768>(MlKem::MlKem768, "ML-KEM-768");
}

#[test]
fn ml_kem_1024_against_rust_crypto() {
    ml_kem_differential::<RustCryptoMlKem1024>(MlKem::MlKem1024, "ML-KEM-1024");
}

// ---------------------------------------------------------------------------------------------
// ML-DSA

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
fn ml_dsa_differential<O: DsaOracle>(set: MlDsa, name: &str) {
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
        diff.cases += 1;
        let seed = rng.bytes(mldsa::SEED_LEN);
        let message = rng.message();
        let context = rng.context();
        let rnd = rng.bytes(mldsa::SIGNING_RANDOMNESS_LEN);
        let inputs = || {
            format!(
                "seed {}, message ({} bytes) {}, context ({} bytes) {}, rnd {}",
                hex::encode(&seed),
                message.len(),
                short_hex(&message),
                context.len(),
                short_hex(&context),
                hex::encode(&rnd)
            )
        };

        let mut pk = vec![0u8; set.public_key_len()];
        let mut sk = vec![0u8; set.private_key_len()];
        mldsa::keypair_from_seed(set, &seed, &mut pk, &mut sk).unwrap();
        let (key, oracle_pk, oracle_sk) = O::keygen(&seed);
        diff.check(case, "public key", pk == oracle_pk, inputs);
        diff.check(case, "private key", sk == oracle_sk, inputs);

        let deterministic = sign(&sk, &message, &context, None).unwrap();
        let oracle_deterministic = O::sign(&key, &message, &context, None);
        diff.check(
            case,
            "deterministic signature",
            oracle_deterministic.as_ref() == Some(&deterministic),
            inputs,
        );
        let hedged = sign(&sk, &message, &context, Some(&rnd)).unwrap();
        let oracle_hedged = O::sign(&key, &message, &context, Some(&rnd));
        diff.check(
            case,
            "hedged signature",
            oracle_hedged.as_ref() == Some(&hedged),
            inputs,
        );

        diff.check(
            case,
            "oracle verifies our signature",
            O::verify(&pk, &message, &context, &hedged),
            inputs,
        );
        let theirs = oracle_deterministic.unwrap_or_default();
        diff.check(
            case,
            "we verify the oracle's signature",
            mldsa::verify(set, &oracle_pk, &message, &context, &theirs).is_ok(),
            inputs,
        );

        // One corruption: the signature, the message or the context. Both sides must reject.
        let (mut m2, mut c2, mut s2) = (message.clone(), context.clone(), hedged.clone());
        let what = match rng.below(3) {
            0 => {
                s2 = rng.flip_bits(&hedged);
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
            _ if context.len() == mldsa::MAX_CONTEXT_LEN => {
                c2 = rng.flip_bits(&context);
                "context"
            }
            _ => {
                c2.push(rng.bytes(1)[0]);
                "context"
            }
        };
        let ours = mldsa::verify(set, &pk, &m2, &c2, &s2).is_ok();
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

        if case == 0 {
            // A 256-byte context: both refuse to sign.
            let long = rng.bytes(mldsa::MAX_CONTEXT_LEN + 1);
            let ours = sign(&sk, &message, &long, Some(&rnd));
            let theirs = O::sign(&key, &message, &long, None);
            diff.check(
                case,
                "refusal of a 256-byte context",
                ours == Err(rustpqc::Error::ContextTooLong) && theirs.is_none(),
                inputs,
            );
        }
    }
    diff.finish();
}

#[test]
fn ml_dsa_44_against_rust_crypto() {
    ml_dsa_differential::<RustCryptoMlDsa44>(MlDsa::MlDsa44, "ML-DSA-44");
}

#[test]
fn ml_dsa_65_against_rust_crypto() {
    ml_dsa_differential::<RustCryptoMlDsa65>(MlDsa::MlDsa65, "ML-DSA-65");
}

#[test]
fn ml_dsa_87_against_rust_crypto() {
    ml_dsa_differential::<RustCryptoMlDsa87>(MlDsa::MlDsa87, "ML-DSA-87");
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

// ---------------------------------------------------------------------------------------------
// SLH-DSA

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

//! Wycheproof ML-KEM and ML-DSA vectors (../shared/vectors/wycheproof) through the Rust core.
//!
//! Every file and every result class runs: a `valid` vector must succeed with exactly the expected
//! output, an `invalid` vector must be rejected with an error from the core, and an `acceptable`
//! vector may go either way (if it succeeds, its output must still match). A modified ML-KEM
//! ciphertext is not an error: Wycheproof lists it as `valid` with the implicit-rejection secret
//! as the expected `K`. ML-DSA vectors that carry an external mu instead of a message (flag
//! `Internal`) go through the product's external-mu signing and verification. An expanded ML-DSA private key goes through the import check (`mldsa::check_private_key`)
//! first, as the provider's KeyFactory does, so keys with out-of-range secrets are rejected.

mod common;

use common::*;
use rustpqc::mldsa::{self, MlDsa};
use rustpqc::mlkem::{self, MlKem};
use rustpqc::Error;
use serde_json::Value;
use std::collections::BTreeMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Expected {
    Valid,
    Invalid,
    Acceptable,
}

impl Expected {
    fn of(t: &Value) -> Expected {
        match str_field(t, "result") {
            "valid" => Expected::Valid,
            "invalid" => Expected::Invalid,
            "acceptable" => Expected::Acceptable,
            other => panic!("tcId {}: unknown result {other:?}", t["tcId"]),
        }
    }
}

/// What the core did with one vector.
enum Outcome {
    /// Succeeded with exactly the expected output.
    Match,
    /// Succeeded, but the output (or a cross-check) differs from what the vector expects.
    Mismatch(String),
    /// Rejected with an error.
    Rejected(Error),
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Outcome::Match => f.write_str("succeeded with the expected output"),
            Outcome::Mismatch(why) => write!(f, "succeeded, but {why}"),
            Outcome::Rejected(e) => write!(f, "rejected: {e} ({e:?})"),
        }
    }
}

impl Outcome {
    /// `Ok(None)` is a match, `Ok(Some(why))` a mismatch.
    fn of(result: Result<Option<String>, Error>) -> Outcome {
        match result {
            Ok(None) => Outcome::Match,
            Ok(Some(why)) => Outcome::Mismatch(why),
            Err(e) => Outcome::Rejected(e),
        }
    }
}

/// `None` when equal, else a short description of the difference.
fn differs(what: &str, actual: &[u8], expected: &[u8]) -> Option<String> {
    (actual != expected).then(|| format!("{what} differs"))
}

/// The name of an error variant, without its fields.
fn variant(e: &Error) -> String {
    let debug = format!("{e:?}");
    debug
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or_default()
        .to_string()
}

/// One Wycheproof file: its tally, plus counts per result class and the errors that rejected the
/// `invalid` vectors.
struct File {
    tally: Tally,
    classes: BTreeMap<&'static str, usize>,
    acceptable_rejected: usize,
    rejected_as: BTreeMap<String, usize>,
}

impl File {
    fn open(name: &str) -> (File, Value) {
        let path = format!("wycheproof/{name}");
        let json = load(&path);
        let file = File {
            tally: Tally::new(&path),
            classes: BTreeMap::new(),
            acceptable_rejected: 0,
            rejected_as: BTreeMap::new(),
        };
        (file, json)
    }

    fn case(&mut self, t: &Value, outcome: Outcome) {
        let id = t["tcId"].as_u64().expect("tcId");
        let expected = Expected::of(t);
        let ok = matches!(
            (expected, &outcome),
            (Expected::Valid, Outcome::Match)
                | (Expected::Invalid, Outcome::Rejected(_))
                | (Expected::Acceptable, Outcome::Match | Outcome::Rejected(_))
        );
        let class = match expected {
            Expected::Valid => "valid",
            Expected::Invalid => "invalid",
            Expected::Acceptable => "acceptable",
        };
        let detail = format!(
            "{class} ({}; flags {}): {outcome}",
            str_field(t, "comment"),
            t["flags"]
        );
        *self.classes.entry(class).or_default() += 1;
        if let Outcome::Rejected(e) = &outcome {
            match expected {
                Expected::Invalid => *self.rejected_as.entry(variant(e)).or_default() += 1,
                Expected::Acceptable => self.acceptable_rejected += 1,
                Expected::Valid => {}
            }
        }
        self.tally.check(id, ok, detail);
    }

    /// Runs every vector of the file `name`: `group(g)` prepares what a group's vectors share,
    /// `case(&prepared, test)` gives each vector's outcome.
    fn run<G>(
        name: &str,
        mut group: impl FnMut(&Value) -> G,
        mut case: impl FnMut(&G, &Value) -> Outcome,
    ) {
        let (mut file, json) = File::open(name);
        for g in groups(&json) {
            let prepared = group(g);
            for t in tests(g) {
                let outcome = case(&prepared, t);
                file.case(t, outcome);
            }
        }
        file.finish();
    }

    fn finish(mut self) {
        let count = |c| self.classes.get(c).copied().unwrap_or(0);
        let rejected: Vec<String> = self
            .rejected_as
            .iter()
            .map(|(e, n)| format!("{e} {n}"))
            .collect();
        let line = format!(
            "run: valid {}, invalid {} (rejected as: {}), acceptable {} ({} rejected)",
            count("valid"),
            count("invalid"),
            if rejected.is_empty() {
                "-".to_string()
            } else {
                rejected.join(", ")
            },
            count("acceptable"),
            self.acceptable_rejected
        );
        self.tally.note(line);
        self.tally.finish();
    }
}

fn kem_keypair(set: MlKem, seed: &[u8]) -> Result<(Vec<u8>, Vec<u8>), Error> {
    let mut ek = vec![0u8; set.encapsulation_key_len()];
    let mut dk = vec![0u8; set.decapsulation_key_len()];
    mlkem::keypair_from_seed(set, seed, &mut ek, &mut dk)?;
    Ok((ek, dk))
}

fn kem_encaps(set: MlKem, ek: &[u8], m: &[u8]) -> Result<(Vec<u8>, Vec<u8>), Error> {
    let mut c = vec![0u8; set.ciphertext_len()];
    let mut k = vec![0u8; mlkem::SHARED_SECRET_LEN];
    mlkem::encapsulate_with_randomness(set, ek, m, &mut c, &mut k)?;
    Ok((c, k))
}

fn kem_encaps_random(set: MlKem, ek: &[u8]) -> Result<(), Error> {
    let mut c = vec![0u8; set.ciphertext_len()];
    let mut k = vec![0u8; mlkem::SHARED_SECRET_LEN];
    mlkem::encapsulate(set, ek, &mut c, &mut k)
}

fn kem_decaps(set: MlKem, dk: &[u8], c: &[u8]) -> Result<Vec<u8>, Error> {
    let mut k = vec![0u8; mlkem::SHARED_SECRET_LEN];
    mlkem::decapsulate(set, dk, c, &mut k)?;
    Ok(k)
}

/// `None` when `k` is the test's `K`, else why not (no `K` is a difference too).
fn k_differs(t: &Value, k: &[u8]) -> Option<String> {
    match opt_hex_field(t, "K") {
        Some(expected) => differs("K", k, &expected),
        None => Some("decapsulated, but the vector gives no K".into()),
    }
}

/// `mlkem_*_keygen_seed_test.json`: seed `d || z` -> `ek`, `dk`. A generated key pair must also
/// pass the product's own import checks.
#[test]
fn ml_kem_keygen_seed() {
    for bits in [512, 768, 1024] {
        let name = format!("mlkem_{bits}_keygen_seed_test.json");
        File::run(&name, ml_kem_set, |&set, t| {
            let outcome = kem_keypair(set, &hex_field(t, "seed")).map(|(ek, dk)| {
                differs("ek", &ek, &hex_field(t, "ek"))
                    .or_else(|| differs("dk", &dk, &hex_field(t, "dk")))
                    .or_else(|| {
                        mlkem::check_encapsulation_key(set, &ek)
                            .and(mlkem::check_decapsulation_key(set, &dk))
                            .err()
                            .map(|e| format!("generated key fails its check: {e}"))
                    })
            });
            Outcome::of(outcome)
        });
    }
}

/// `mlkem_*_test.json`: derive the key pair from `seed`, compare `ek` when given, decapsulate `c`
/// and compare `K` (for a modified ciphertext, the implicit-rejection secret). Invalid vectors
/// have a seed or ciphertext of the wrong length.
#[test]
fn ml_kem_decaps_from_seed() {
    for bits in [512, 768, 1024] {
        File::run(&format!("mlkem_{bits}_test.json"), ml_kem_set, |&set, t| {
            let outcome = kem_keypair(set, &hex_field(t, "seed")).and_then(|(ek, dk)| {
                let k = kem_decaps(set, &dk, &hex_field(t, "c"))?;
                let ek_differs = opt_hex_field(t, "ek").and_then(|e| differs("ek", &ek, &e));
                Ok(ek_differs.or_else(|| k_differs(t, &k)))
            });
            Outcome::of(outcome)
        });
    }
}

/// `mlkem_*_encaps_test.json`: `ek`, `m` -> `c`, `K`. The modulus check, encapsulation with `m`
/// and encapsulation with OS randomness must all agree on whether `ek` is acceptable.
#[test]
fn ml_kem_encaps() {
    for bits in [512, 768, 1024] {
        File::run(
            &format!("mlkem_{bits}_encaps_test.json"),
            ml_kem_set,
            |&set, t| {
                let ek = hex_field(t, "ek");
                let check = mlkem::check_encapsulation_key(set, &ek);
                let fixed = kem_encaps(set, &ek, &hex_field(t, "m"));
                let random = kem_encaps_random(set, &ek);
                match (check, fixed, random) {
                    (Ok(()), Ok((c, k)), Ok(())) => {
                        Outcome::of(Ok(differs("c", &c, &hex_field(t, "c"))
                            .or_else(|| differs("K", &k, &hex_field(t, "K")))))
                    }
                    (Err(e), Err(_), Err(_)) => Outcome::Rejected(e),
                    (check, fixed, random) => Outcome::Mismatch(format!(
                        "disagreement: check {check:?}, encapsulate with m {:?}, \
                     with OS randomness {random:?}",
                        fixed.map(|_| ())
                    )),
                }
            },
        );
    }
}

/// `mlkem_*_semi_expanded_decaps_test.json`: an expanded `dk` enters the product through the
/// FIPS 203 decapsulation-key check (the import path), then decapsulates `c`.
#[test]
fn ml_kem_semi_expanded_decaps() {
    for bits in [512, 768, 1024] {
        let name = format!("mlkem_{bits}_semi_expanded_decaps_test.json");
        File::run(&name, ml_kem_set, |&set, t| {
            let dk = hex_field(t, "dk");
            let outcome = mlkem::check_decapsulation_key(set, &dk).and_then(|()| {
                let k = kem_decaps(set, &dk, &hex_field(t, "c"))?;
                // dk = dk_pke || ek || H(ek) || z, with dk_pke 384 bytes per k.
                let at = set.encapsulation_key_len() - 32;
                let embedded = &dk[at..at + set.encapsulation_key_len()];
                Ok(differs("embedded ek", embedded, &hex_field(t, "ek"))
                    .or_else(|| k_differs(t, &k)))
            });
            Outcome::of(outcome)
        });
    }
}

const ML_DSA: [(MlDsa, u32); 3] = [
    (MlDsa::MlDsa44, 44),
    (MlDsa::MlDsa65, 65),
    (MlDsa::MlDsa87, 87),
];

/// The group's `publicKey`, absent when null.
fn group_public_key(group: &Value) -> Option<Vec<u8>> {
    group["publicKey"]
        .as_str()
        .map(|_| hex_field(group, "publicKey"))
}

/// Signs one sign-test vector with the key `key` (an error when the group's key is unusable): its
/// `msg` under `ctx`, or its external `mu`. `rnd` absent means deterministic signing: both signing
/// with 32 zero bytes and the product's deterministic mode must give `sig`. Every signature must
/// verify under the group's public key.
fn ml_dsa_sign_case(
    set: MlDsa,
    key: &Result<Vec<u8>, Error>,
    public_key: Option<&[u8]>,
    t: &Value,
) -> Outcome {
    let mu = opt_hex_field(t, "mu");
    let message = opt_hex_field(t, "msg").unwrap_or_default();
    let context = opt_hex_field(t, "ctx").unwrap_or_default();
    let rnd = opt_hex_field(t, "rnd");
    let sign = |sk: &[u8], randomness: Option<&[u8]>| -> Result<Vec<u8>, Error> {
        let mut sig = vec![0u8; set.signature_len()];
        match (&mu, randomness) {
            (Some(mu), Some(rnd)) => mldsa::sign_mu_with_randomness(set, sk, mu, rnd, &mut sig),
            (Some(mu), None) => mldsa::sign_mu(set, sk, mu, true, &mut sig),
            (None, Some(rnd)) => {
                mldsa::sign_with_randomness(set, sk, &message, &context, rnd, &mut sig)
            }
            (None, None) => mldsa::sign(set, sk, &message, &context, true, &mut sig),
        }?;
        Ok(sig)
    };
    let result = key.clone().and_then(|sk| {
        let zeros = [0u8; mldsa::SIGNING_RANDOMNESS_LEN];
        let sig = sign(&sk, Some(rnd.as_deref().unwrap_or(&zeros)))?;
        let mut why = differs("signature", &sig, &hex_field(t, "sig"));
        if rnd.is_none() {
            let det = sign(&sk, None)?;
            why = why.or_else(|| differs("deterministic signing", &det, &sig));
        }
        why = why.or_else(|| match public_key {
            Some(pk) => match &mu {
                Some(mu) => mldsa::verify_mu(set, pk, mu, &sig),
                None => mldsa::verify(set, pk, &message, &context, &sig),
            }
            .err()
            .map(|e| format!("own signature does not verify: {e}")),
            None => Some("signed, but the group has no public key".into()),
        });
        Ok(why)
    });
    Outcome::of(result)
}

/// `mldsa_*_sign_seed_test.json`: the key pair from `privateSeed` (its public key must match),
/// then sign `msg` under `ctx` with `rnd` or deterministically. `privateKeyPkcs8` is for the Java
/// side.
#[test]
fn ml_dsa_sign_seed() {
    for (set, level) in ML_DSA {
        let key_of = |group: &Value| {
            let public_key = group_public_key(group);
            let mut pk = vec![0u8; set.public_key_len()];
            let mut sk = vec![0u8; set.private_key_len()];
            let key =
                mldsa::keypair_from_seed(set, &hex_field(group, "privateSeed"), &mut pk, &mut sk)
                    .map(|()| sk);
            let key_mismatch = key.is_ok() && public_key.as_deref() != Some(&pk[..]);
            (key, public_key, key_mismatch)
        };
        let name = format!("mldsa_{level}_sign_seed_test.json");
        File::run(&name, key_of, |(key, public_key, key_mismatch), t| {
            if *key_mismatch {
                Outcome::Mismatch("the seed gives another public key".into())
            } else {
                ml_dsa_sign_case(set, key, public_key.as_deref(), t)
            }
        });
    }
}

/// `mldsa_*_sign_noseed_test.json`: check the expanded `privateKey` as an import would, then sign.
#[test]
fn ml_dsa_sign_noseed() {
    for (set, level) in ML_DSA {
        let key_of = |group: &Value| {
            let sk = hex_field(group, "privateKey");
            (
                mldsa::check_private_key(set, &sk).map(|()| sk),
                group_public_key(group),
            )
        };
        let name = format!("mldsa_{level}_sign_noseed_test.json");
        File::run(&name, key_of, |(key, public_key), t| {
            ml_dsa_sign_case(set, key, public_key.as_deref(), t)
        });
    }
}

/// `mldsa_*_verify_test.json`: `publicKey`, `msg`, `ctx`, `sig` -> accept or reject.
#[test]
fn ml_dsa_verify() {
    for (set, level) in ML_DSA {
        let public_key = |group: &Value| hex_field(group, "publicKey");
        File::run(
            &format!("mldsa_{level}_verify_test.json"),
            public_key,
            |pk, t| {
                let (msg, sig) = (hex_field(t, "msg"), hex_field(t, "sig"));
                let ctx = opt_hex_field(t, "ctx").unwrap_or_default();
                Outcome::of(mldsa::verify(set, pk, &msg, &ctx, &sig).map(|()| None))
            },
        );
    }
}

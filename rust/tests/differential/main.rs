//! Differential tests: the product's core functions (libcrux underneath) against RustCrypto's
//! `ml-kem` and `ml-dsa` crates as independent oracles, and its SLH-DSA (RustCrypto's `slh-dsa`
//! underneath) against integritychain's `fips205`, over pseudo-random inputs.
//!
//! The inputs come from a SHAKE-128 stream with a fixed label per parameter set, so every run sees
//! the same cases and a failure reproduces: it names the case number and the inputs. Set
//! `RUSTPQC_DIFFERENTIAL_CASES=<n>` for more (or fewer) cases per parameter set.

use rustpqc::mldsa::{self, MlDsa};
use rustpqc::mlkem::{self, MlKem};
use rustpqc::prehash::PreHash;
use rustpqc::slhdsa::{self, SlhDsa};
use std::time::Instant;
use stream::{cases, Stream};

/// `#[test]` functions that each run the differential `$run` of one set, one a line: `name =>
/// set;` (`name => set, Oracle;` where `$run` takes the oracle as its type parameter).
macro_rules! differential_tests {
    ($run:ident: $($test:ident => $set:expr $(, $oracle:ty)?;)*) => {
        $(
            #[test]
            fn $test() {
                $run$(::<$oracle>)?($set);
            }
        )*
    };
}

#[path = "../common/mod.rs"]
mod common;
mod fips205_oracle;
mod mldsa_vs_rustcrypto;
mod mlkem_vs_rustcrypto;
mod slhdsa_vs_fips205;
mod stream;

/// A message, a context and a signature of them.
type Signed<'a> = (&'a [u8], &'a [u8], &'a [u8]);

/// The inputs the differential tests of signatures draw beyond bytes.
impl Stream {
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

    /// One corruption of a signed input: the signature, the message or the context (an empty
    /// message becomes one zero byte; a context takes one byte more, or, at `max_context`
    /// bytes, flipped bits). Returns the message, context and signature, and what was changed.
    fn corrupt(
        &mut self,
        (message, context, signature): Signed,
        max_context: usize,
    ) -> ([Vec<u8>; 3], &'static str) {
        let (mut m2, mut c2, mut s2) = (message.to_vec(), context.to_vec(), signature.to_vec());
        let what = match self.below(3) {
            0 => {
                s2 = self.flip_bits(signature);
                "signature"
            }
            1 if !message.is_empty() => {
                m2 = self.flip_bits(message);
                "message"
            }
            1 => {
                m2 = vec![0];
                "message"
            }
            _ if context.len() == max_context => {
                c2 = self.flip_bits(context);
                "context"
            }
            _ => {
                c2.push(self.bytes(1)[0]);
                "context"
            }
        };
        ([m2, c2, s2], what)
    }
}

/// The checks of one case.
struct Case<'a, F> {
    diff: &'a mut Diff,
    case: usize,
    inputs: F,
}

impl<F: Fn() -> String + Copy> Case<'_, F> {
    /// One comparison: `what` must be the same on both sides.
    fn check(&mut self, what: &str, ok: bool) {
        self.check_with(what, ok, self.inputs);
    }

    /// One comparison, with `detail` (the inputs and more) to describe a mismatch.
    fn check_with(&mut self, what: &str, ok: bool, detail: impl FnOnce() -> String) {
        self.diff.checks += 1;
        if !ok {
            let case = self.case;
            self.diff
                .mismatches
                .push(format!("case {case}: {what} differs; {}", detail()));
        }
    }

    /// Our key pair and the oracle's of one seed must be the same.
    fn key_pair(&mut self, (pk, sk): (&[u8], &[u8]), (oracle_pk, oracle_sk): (&[u8], &[u8])) {
        self.check("public key", pk == oracle_pk);
        self.check("private key", sk == oracle_sk);
    }

    /// We must verify the oracle's signature `theirs` (none: it refused to sign) with `verify`.
    fn we_verify(&mut self, theirs: Option<Vec<u8>>, verify: impl FnOnce(&[u8]) -> bool) {
        let theirs = theirs.unwrap_or_default();
        self.check("we verify the oracle's signature", verify(&theirs));
    }

    /// One corruption of a signed input (see [`Stream::corrupt`]), which neither side may
    /// accept: `verify` gives each side's verdict `(ours, theirs)` on a message, context and
    /// signature.
    fn rejects_a_corruption(
        &mut self,
        rng: &mut Stream,
        (signed, max_context): (Signed, usize),
        verify: impl FnOnce(&[u8], &[u8], &[u8]) -> (bool, bool),
    ) {
        let ([m2, c2, s2], what) = rng.corrupt(signed, max_context);
        let (ours, theirs) = verify(&m2, &c2, &s2);
        let inputs = self.inputs;
        let detail = || {
            format!(
                "{}; corrupted {what}: ours {ours}, oracle {theirs}",
                inputs()
            )
        };
        self.check_with("rejection of a corrupted input", !ours && !theirs, detail);
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

    /// Starts case number `case` of a signature differential, whose inputs are the key pair's
    /// `seed`, the `message` and `context` signed, and what `more` describes.
    fn signature_case<'a>(
        &'a mut self,
        case: usize,
        (seed, message, context): (&'a [u8], &'a [u8], &'a [u8]),
        more: impl Fn() -> String + Copy + 'a,
    ) -> Case<'a, impl Fn() -> String + Copy + 'a> {
        let inputs = move || {
            format!(
                "seed {}, message ({} bytes) {}, context ({} bytes) {}, {}",
                hex::encode(seed),
                message.len(),
                short_hex(message),
                context.len(),
                short_hex(context),
                more()
            )
        };
        self.case(case, inputs)
    }

    /// Starts case number `case`, whose inputs `inputs` describes when a check fails.
    fn case<F: Fn() -> String + Copy>(&mut self, case: usize, inputs: F) -> Case<'_, F> {
        self.cases += 1;
        Case {
            diff: self,
            case,
            inputs,
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

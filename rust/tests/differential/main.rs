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

mod mldsa_vs_rustcrypto;
mod mlkem_vs_rustcrypto;
mod slhdsa_vs_fips205;

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

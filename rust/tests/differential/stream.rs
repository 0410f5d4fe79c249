//! The deterministic input generator of the differential tests, a SHAKE-128 stream of a fixed
//! label, and their case count; shared by `differential` and `xwing_differential` (which includes
//! this file as a module).

// Each test that includes this file uses a part of it.
#![allow(dead_code)]

use libcrux_sha3::portable::incremental::{Shake128Xof, Xof};

/// The deterministic input generator: a SHAKE-128 stream of a fixed label.
pub struct Stream(Shake128Xof);

impl Stream {
    pub fn new(label: &str) -> Stream {
        let mut xof = Shake128Xof::new();
        xof.absorb_final(label.as_bytes());
        Stream(xof)
    }

    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        let mut out = vec![0u8; n];
        self.0.squeeze(&mut out);
        out
    }

    pub fn array<const N: usize>(&mut self) -> [u8; N] {
        let mut out = [0u8; N];
        self.0.squeeze(&mut out);
        out
    }

    /// A number below `n` (the modulo bias is irrelevant here).
    pub fn below(&mut self, n: usize) -> usize {
        (u64::from_le_bytes(self.array()) % n as u64) as usize
    }

    /// `data` with one to three random bits flipped (one bit at least changes).
    pub fn flip_bits(&mut self, data: &[u8]) -> Vec<u8> {
        self.flip_bits_in(data, 0..data.len())
    }

    /// `data` with one to three bits flipped somewhere in `range` (at least one bit changes).
    pub fn flip_bits_in(&mut self, data: &[u8], range: std::ops::Range<usize>) -> Vec<u8> {
        let mut out = data.to_vec();
        while out == data {
            for _ in 0..=self.below(3) {
                let bit = range.start * 8 + self.below(range.len() * 8);
                out[bit / 8] ^= 1 << (bit % 8);
            }
        }
        out
    }
}

/// `RUSTPQC_DIFFERENTIAL_CASES`, else `default`.
pub fn cases(default: usize) -> usize {
    match std::env::var("RUSTPQC_DIFFERENTIAL_CASES") {
        Ok(n) => n
            .parse()
            .expect("RUSTPQC_DIFFERENTIAL_CASES must be a number"),
        Err(_) => default,
    }
}

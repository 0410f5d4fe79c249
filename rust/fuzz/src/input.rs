//! The decoder of the fuzzer's bytes: every decision a target makes (set, lengths, pointers,
//! contents, layout) is read from here.

use crate::spec::{Kind, Spec};

/// Reads decisions and contents from the fuzzer's bytes. Past the end every read is zero, and
/// zero always means the most ordinary choice (a valid set, the exact length, a genuine key), so
/// that short inputs make well-formed calls.
pub struct Input<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Input<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Input { data, pos: 0 }
    }

    pub fn u8(&mut self) -> u8 {
        let b = self.data.get(self.pos).copied().unwrap_or(0);
        self.pos = self.pos.saturating_add(1);
        b
    }

    pub fn u16(&mut self) -> u16 {
        u16::from_le_bytes([self.u8(), self.u8()])
    }

    pub fn u32(&mut self) -> u32 {
        u32::from_le_bytes([self.u8(), self.u8(), self.u8(), self.u8()])
    }

    pub fn u64(&mut self) -> u64 {
        (self.u32() as u64) | ((self.u32() as u64) << 32)
    }

    /// A number below `n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.u32() as usize) % n
    }

    /// `n` bytes: up to `n` taken from the input (as many as a 16-bit count asks for), the rest
    /// expanded from those by a small PRNG, so that large buffers need not be spelled out.
    pub fn blob(&mut self, n: usize) -> Vec<u8> {
        let count = self.u16() as usize;
        let start = self.pos.min(self.data.len());
        let take = count.min(n).min(self.data.len() - start);
        let mut out = Vec::with_capacity(n);
        out.extend_from_slice(&self.data[start..start + take]);
        self.pos = start + take;
        let mut state = 0x9E37_79B9_7F4A_7C15u64 ^ (n as u64);
        for &b in &out {
            state = splitmix(state ^ b as u64);
        }
        while out.len() < n {
            state = splitmix(state);
            out.extend_from_slice(&state.to_le_bytes()[..(n - out.len()).min(8)]);
        }
        out
    }

    /// A fixed-size array taken from the input.
    pub fn array<const N: usize>(&mut self) -> [u8; N] {
        let mut out = [0u8; N];
        for b in &mut out {
            *b = self.u8();
        }
        out
    }

    /// A parameter-set number: mostly one of `valid`, sometimes one of another family's
    /// (`foreign`), sometimes any `u32`. Returns the number and the set whose sizes the buffers
    /// should be built for (for an unknown number, one of the valid sets).
    pub fn set(&mut self, valid: &[u32], foreign: &[u32]) -> (u32, u32) {
        let b = self.u8();
        let base = valid[b as usize % valid.len()];
        let id = match b {
            0..=0xEF => base,
            0xF0..=0xF7 => foreign[b as usize % foreign.len()],
            _ => self.u32(),
        };
        // An arbitrary number may name a valid set: then the buffers are built for that one.
        (id, if valid.contains(&id) { id } else { base })
    }

    /// A SHAKE security strength: mostly 128 or 256, sometimes a near miss, sometimes any `u32`.
    pub fn shake_bits(&mut self) -> u32 {
        match self.u8() {
            b @ 0..=0xEF => [128, 256][b as usize % 2],
            b @ 0xF0..=0xF7 => [0, 127, 129, 255, 257, 512, 224, 128 + (1 << 16)][b as usize % 8],
            _ => self.u32(),
        }
    }

    /// A pre-hash function number: mostly one of the twelve, sometimes a near miss (0, 13, or a
    /// number whose low byte is a valid one), sometimes any `u32`.
    pub fn hash_id(&mut self) -> u32 {
        match self.u8() {
            b @ 0..=0xEF => 1 + b as u32 % 12,
            b @ 0xF0..=0xF7 => {
                [0, 13, 14, 255, 0x101, 0x10C, 1 << 31 | 8, u32::MAX][b as usize % 8]
            }
            _ => self.u32(),
        }
    }

    /// The deterministic flag of a signing call: 0 (hedged), 1, or any `u32` (deterministic).
    pub fn deterministic(&mut self) -> u32 {
        match self.u8() % 3 {
            0 => 0,
            1 => 1,
            _ => self.u32(),
        }
    }

    /// A message of up to 1024 bytes and a context of up to 255.
    pub fn message_and_context(&mut self) -> (Vec<u8>, Vec<u8>) {
        let msg_len = self.below(1025);
        let msg = self.blob(msg_len);
        let ctx_len = self.below(256);
        (msg, self.blob(ctx_len))
    }

    /// How a buffer whose contract length is `expected` is passed.
    pub fn spec(&mut self, expected: usize) -> Spec {
        match self.u8() {
            0..=159 => Spec::real(expected),
            160..=189 => {
                let delta = (self.u8() % 5) as isize - 2;
                Spec::real(expected.saturating_add_signed(delta))
            }
            190..=209 => Spec::real(self.below(2 * expected + 9)),
            210..=219 => Spec::real(0),
            220..=229 => Spec::null(0),
            230..=239 => Spec::null(expected),
            240..=247 => Spec::null(self.u64() as usize),
            _ => Spec {
                kind: Kind::Huge,
                len: (isize::MAX as usize + 1) + (self.u64() as usize % (isize::MAX as usize + 1)),
            },
        }
    }

    /// How a context of `len` bytes is passed: mostly as [`Input::spec`] chooses, sometimes
    /// longer than the 255 bytes a context may have.
    pub fn context_spec(&mut self, len: usize) -> Spec {
        match self.u8() {
            0..=223 => self.spec(len),
            _ => Spec::real(256 + self.below(45)),
        }
    }

    /// Mostly `genuine` itself; sometimes `genuine` with a few mutations; sometimes fresh bytes.
    pub fn content(&mut self, genuine: &[u8]) -> Vec<u8> {
        match self.u8() {
            0..=127 => genuine.to_vec(),
            128..=223 => {
                let mut out = genuine.to_vec();
                self.mutate(&mut out);
                out
            }
            _ => self.blob(genuine.len()),
        }
    }

    /// One to four mutations: bit flips, byte replacements, byte XORs.
    pub fn mutate(&mut self, buf: &mut [u8]) {
        if buf.is_empty() {
            return;
        }
        let count = 1 + self.u8() % 4;
        for _ in 0..count {
            let at = self.below(buf.len());
            match self.u8() % 3 {
                0 => buf[at] ^= 1 << (self.u8() % 8),
                1 => buf[at] = self.u8(),
                _ => buf[at] ^= self.u8() | 1,
            }
        }
    }

    /// Whether the buffers share one arena (and may overlap).
    pub fn arena(&mut self) -> bool {
        self.u8() >= 0xE0
    }
}

fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sets::{DSA_IDS, KEM_IDS};

    #[test]
    fn input_reads_past_the_end_as_zeros() {
        let mut input = Input::new(&[3, 0, 0xAA, 0xBB, 0xCC]);
        assert_eq!(input.blob(2), vec![0xAA, 0xBB]);
        assert_eq!(input.blob(40).len(), 40);
        assert_eq!(input.u64(), 0);
        assert_eq!(input.blob(3).len(), 3);
        assert_eq!(input.set(&KEM_IDS, &DSA_IDS), (512, 512));
    }
}

//! The hash functions of SLH-DSA's SHAKE sets (FIPS 205 section 11.1), four calls at a time.
//!
//! F, H, T_l and PRF are all SHAKE256(PK.seed || ADRS || M) cut to n bytes, and most of the
//! work of a signature is millions of such calls on independent inputs (the chains of four
//! WOTS+ keys, four FORS leaves, four tree nodes of one level). [`Hasher`] runs them four at a
//! time: the AVX2 four-way Keccak in x86-64-v3 builds, the NEON two-way Keccak twice on aarch64,
//! one Keccak after another elsewhere (as [`crate::platform::CODE_PATHS`] says).

use super::address::Address;
use libcrux_sha3::portable::incremental::{Shake256Xof, Xof};
use zeroize::Zeroize;

/// Calls run at once.
pub(crate) const LANES: usize = 4;

/// Longest M of a tweakable-hash call: T_len over 67 chains of 32 bytes (the 256 sets).
const MAX_MESSAGE: usize = 67 * 32;
/// PK.seed (at most 32 bytes), ADRS, M.
const INPUT_CAP: usize = 32 + 32 + MAX_MESSAGE;

/// SHAKE256 of four inputs of one length into four outputs of one length.
#[cfg(target_feature = "avx2")]
fn shake256_x4(inputs: [&[u8]; LANES], outputs: &mut [[u8; 32]; LANES], out_len: usize) {
    let [o0, o1, o2, o3] = outputs;
    libcrux_sha3::avx2::x4::shake256(
        inputs[0],
        inputs[1],
        inputs[2],
        inputs[3],
        &mut o0[..out_len],
        &mut o1[..out_len],
        &mut o2[..out_len],
        &mut o3[..out_len],
    );
}

#[cfg(all(
    not(target_feature = "avx2"),
    target_arch = "aarch64",
    target_feature = "neon"
))]
fn shake256_x4(inputs: [&[u8]; LANES], outputs: &mut [[u8; 32]; LANES], out_len: usize) {
    let [o0, o1, o2, o3] = outputs;
    libcrux_sha3::neon::x2::shake256(inputs[0], inputs[1], &mut o0[..out_len], &mut o1[..out_len]);
    libcrux_sha3::neon::x2::shake256(inputs[2], inputs[3], &mut o2[..out_len], &mut o3[..out_len]);
}

#[cfg(not(any(
    target_feature = "avx2",
    all(target_arch = "aarch64", target_feature = "neon")
)))]
fn shake256_x4(inputs: [&[u8]; LANES], outputs: &mut [[u8; 32]; LANES], out_len: usize) {
    for (input, output) in inputs.into_iter().zip(outputs) {
        libcrux_sha3::portable::shake256(&mut output[..out_len], input);
    }
}

/// Four input buffers that start with PK.seed, and four n-byte outputs. Callers load a lane's
/// ADRS and M with [`Hasher::load`], run the lanes with [`Hasher::run`] and read
/// [`Hasher::output`]. The buffers hold secret values (SK.seed, chain values) between calls and
/// are wiped when the hasher drops.
pub(crate) struct Hasher {
    n: usize,
    inputs: Box<[[u8; INPUT_CAP]; LANES]>,
    outputs: [[u8; 32]; LANES],
}

impl Hasher {
    pub fn new(pk_seed: &[u8]) -> Hasher {
        let mut inputs = Box::new([[0u8; INPUT_CAP]; LANES]);
        for input in inputs.iter_mut() {
            input[..pk_seed.len()].copy_from_slice(pk_seed);
        }
        Hasher {
            n: pk_seed.len(),
            inputs,
            outputs: [[0; 32]; LANES],
        }
    }

    /// Sets lane `lane`'s ADRS and returns its M area, for the caller to fill.
    pub fn load(&mut self, lane: usize, adrs: &Address) -> &mut [u8] {
        let input = &mut self.inputs[lane];
        input[self.n..self.n + 32].copy_from_slice(adrs.bytes());
        &mut input[self.n + 32..]
    }

    /// Sets lane `lane`'s ADRS and M.
    pub fn load_with(&mut self, lane: usize, adrs: &Address, message: &[u8]) {
        self.load(lane, adrs)[..message.len()].copy_from_slice(message);
    }

    /// Hashes lanes `0..lanes` (1 to 4), each over an M of `message_len` bytes. Lanes beyond
    /// `lanes` hash lane 0's input again, and their outputs mean nothing.
    pub fn run(&mut self, lanes: usize, message_len: usize) {
        debug_assert!((1..=LANES).contains(&lanes) && message_len <= MAX_MESSAGE);
        let len = self.n + 32 + message_len;
        if lanes == 1 {
            libcrux_sha3::portable::shake256(
                &mut self.outputs[0][..self.n],
                &self.inputs[0][..len],
            );
            return;
        }
        let input = |lane: usize| &self.inputs[if lane < lanes { lane } else { 0 }][..len];
        shake256_x4(
            [input(0), input(1), input(2), input(3)],
            &mut self.outputs,
            self.n,
        );
    }

    /// Lane `lane`'s result of the last [`Hasher::run`]: n bytes.
    pub fn output(&self, lane: usize) -> &[u8] {
        &self.outputs[lane][..self.n]
    }
}

impl Drop for Hasher {
    fn drop(&mut self) {
        self.inputs.zeroize();
        self.outputs.zeroize();
    }
}

/// SHAKE256 over the concatenation of `parts`, into `out`.
fn shake256_of(parts: &[&[u8]], out: &mut [u8]) {
    let mut xof = Shake256Xof::new();
    for part in parts {
        xof.absorb(part);
    }
    xof.absorb_final(&[]);
    xof.squeeze(out);
}

/// PRF_msg(SK.prf, opt_rand, M) = SHAKE256(SK.prf || opt_rand || M): the randomizer R.
pub(crate) fn prf_msg(sk_prf: &[u8], opt_rand: &[u8], message: &[&[u8]], out: &mut [u8]) {
    let parts: Vec<&[u8]> = [sk_prf, opt_rand]
        .into_iter()
        .chain(message.iter().copied())
        .collect();
    shake256_of(&parts, out);
}

/// H_msg(R, PK.seed, PK.root, M) = SHAKE256(R || PK.seed || PK.root || M): the message digest.
pub(crate) fn h_msg(r: &[u8], pk: &[u8], message: &[&[u8]], out: &mut [u8]) {
    let parts: Vec<&[u8]> = [r, pk].into_iter().chain(message.iter().copied()).collect();
    shake256_of(&parts, out);
}

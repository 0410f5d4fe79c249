//! The key-generation calls the parameter-set families share: `*_generate` with its seed output
//! (ML-KEM, ML-DSA) and `*_from_seed` (ML-KEM, ML-DSA, SLH-DSA) take the same buffers in each
//! family, so one function lays out, makes and judges each, and the targets keep their oracles.

use crate::c_call;
use crate::calls::IntoTwo;
use crate::calls::KeyPair;
use crate::frame::{Expect, Frame};
use crate::judge::{judge, Semantics};
use crate::sets::Family;
use rustpqc::ffi::Status;

/// The C shape of a key generation that returns its seed: `f(set, seed, public, private)`.
pub type Generate =
    unsafe extern "C" fn(u32, *mut u8, usize, *mut u8, usize, *mut u8, usize) -> Status;

/// A fuzzed call of `generate`: fuzzer-chosen set, output lengths, null and overlapping outputs.
/// Returns, after a success, the set number and sizes and the outputs `[seed, public,
/// private]`.
pub fn fuzz_generate<F: Family>(data: &[u8], generate: Generate) -> Option<(u32, F, [Vec<u8>; 3])> {
    let (mut input, id, _, set, sizes) = F::case(data);
    let mut frame = Frame::new(input.arena());
    let [seed, public, private] = sizes
        .key_lens()
        .map(|len| frame.output(input.spec(len), Expect::Exact(len)));
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe { c_call!(frame => generate(id, &mut seed, &mut public, &mut private)) };
    if !judge(status, set.is_some(), &frame, Semantics::NONE) {
        return None;
    }
    let outputs = [seed, public, private].map(|buf| frame.bytes(buf).unwrap().to_vec());
    Some((id, set.unwrap(), outputs))
}

/// A fuzzed call of `from_seed`: fuzzer-chosen set, seed bytes (up to `seed_cap` of them from
/// the input) and length, output lengths, null and overlapping buffers. Returns, after a success,
/// the set number and sizes, the seed passed and the key pair.
pub fn fuzz_from_seed<F: Family>(
    data: &[u8],
    from_seed: IntoTwo,
    seed_cap: usize,
) -> Option<(u32, F, Vec<u8>, KeyPair)> {
    let (mut input, id, _, set, sizes) = F::case(data);
    let [seed_len, public_len, private_len] = sizes.key_lens();
    let mut frame = Frame::new(input.arena());
    let seed_spec = input.spec(seed_len);
    let public = frame.output(input.spec(public_len), Expect::Exact(public_len));
    let private = frame.output(input.spec(private_len), Expect::Exact(private_len));
    let seed_bytes = input.blob(seed_spec.len.min(seed_cap));
    let seed = frame.input(seed_spec, Expect::Exact(seed_len), &seed_bytes);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe { c_call!(frame => from_seed(id, &seed, &mut public, &mut private)) };
    if !judge(status, set.is_some(), &frame, Semantics::NONE) {
        return None;
    }
    let bytes = |buf| frame.bytes(buf).unwrap().to_vec();
    let pair = (bytes(public), bytes(private));
    Some((id, set.unwrap(), frame.passed(seed).unwrap().to_vec(), pair))
}

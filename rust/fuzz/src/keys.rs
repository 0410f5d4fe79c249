//! Content choosers: the bytes a target passes for a key, chosen by the fuzzer among genuine
//! keys (derived from a fuzzer seed through the C ABI), mutated ones, random bytes, and random
//! bytes made to pass part of the contract's checks.

use crate::calls::{dsa_from_seed, kem_from_seed};
use crate::input::Input;
use crate::oracles::{dsa_secrets_into_range, reduce_coefficients, sha3_256};
use crate::sets::{Dsa, Kem};

/// The content of a prepared-key input, built from a genuine prepared key `prepared`: itself;
/// with header bytes changed; with only the CPU-layout byte flipped (a key prepared on a CPU
/// with the other layout); with the body mutated (header intact: the library cannot tell); or
/// random bytes. (The length is the spec's: the frame cuts or pads the content.)
pub fn prepared_content(input: &mut Input, prepared: &[u8]) -> Vec<u8> {
    let mut out = prepared.to_vec();
    match input.u8() % 8 {
        0..=2 => {}
        3 => {
            for _ in 0..1 + input.u8() % 3 {
                let at = input.below(8);
                out[at] ^= input.u8() | 1;
            }
        }
        4 => out[7] ^= 1,
        5 | 6 => input.mutate(&mut out[8..]),
        _ => out = input.blob(prepared.len()),
    }
    out
}

/// The content of an expanded ML-DSA private key: genuine (derived from a fuzzer seed), mutated,
/// random, or random with its secret coefficients brought into range (then perhaps mutated).
/// Returns the content and the genuine key pair `(pk, sk)`, if one was derived.
pub fn signing_key(input: &mut Input, base: u32, sizes: Dsa) -> (Vec<u8>, Option<KeyPair>) {
    match input.u8() % 4 {
        0 | 1 => {
            let seed: [u8; 32] = input.array();
            let pair = dsa_from_seed(base, &seed);
            (input.content(&pair.1), Some(pair))
        }
        2 => (input.blob(sizes.sk), None),
        _ => {
            let mut sk = input.blob(sizes.sk);
            dsa_secrets_into_range(sizes, &mut sk);
            if input.u8() & 1 == 1 {
                input.mutate(&mut sk);
            }
            (sk, None)
        }
    }
}

/// A key pair as two byte vectors: `(ek, dk)` or `(pk, sk)`.
pub type KeyPair = (Vec<u8>, Vec<u8>);

/// The content of an ML-KEM encapsulation key: a genuine one (derived from a fuzzer seed),
/// mutated or not; random bytes; or random bytes made coefficient-valid, then perhaps mutated.
/// Returns the content and the genuine key pair `(ek, dk)` it came from, if any.
pub fn encapsulation_key(input: &mut Input, base: u32, sizes: Kem) -> (Vec<u8>, Option<KeyPair>) {
    match input.u8() % 4 {
        0 | 1 => {
            let seed: [u8; 64] = input.array();
            let pair = kem_from_seed(base, &seed);
            (input.content(&pair.0), Some(pair))
        }
        2 => (input.blob(sizes.ek), None),
        _ => {
            let mut ek = input.blob(sizes.ek);
            reduce_coefficients(sizes, &mut ek);
            if input.u8() & 1 == 1 {
                input.mutate(&mut ek);
            }
            (ek, None)
        }
    }
}

/// The content of an ML-KEM decapsulation key: a genuine one (derived from a fuzzer seed),
/// mutated or not; random bytes; or random bytes with a correct embedded H(ek), then perhaps
/// mutated. Returns the content and the genuine key pair `(ek, dk)` it came from, if any.
pub fn decapsulation_key(input: &mut Input, base: u32, sizes: Kem) -> (Vec<u8>, Option<KeyPair>) {
    match input.u8() % 4 {
        0 | 1 => {
            let seed: [u8; 64] = input.array();
            let pair = kem_from_seed(base, &seed);
            (input.content(&pair.1), Some(pair))
        }
        2 => (input.blob(sizes.dk), None),
        _ => {
            let mut dk = input.blob(sizes.dk);
            let hash = sha3_256(sizes.embedded_ek(&dk));
            let at = 768 * sizes.k + 32;
            dk[at..at + 32].copy_from_slice(&hash);
            if input.u8() & 1 == 1 {
                input.mutate(&mut dk);
            }
            (dk, None)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::{dsa_secrets_in_range, hash_check, modulus_check};

    /// Zero picks a genuine key, returned with its pair; 3 (and no mutation) picks random bytes
    /// made to pass the check the chooser aims at.
    #[test]
    fn choosers_give_genuine_keys_and_random_keys_that_pass_their_check() {
        let kem = Kem::of(768).unwrap();
        let (ek, pair) = encapsulation_key(&mut Input::new(&[]), 768, kem);
        assert_eq!(Some(&ek), pair.as_ref().map(|p| &p.0));
        let (dk, pair) = decapsulation_key(&mut Input::new(&[]), 768, kem);
        assert_eq!(Some(&dk), pair.as_ref().map(|p| &p.1));
        let dsa = Dsa::of(65).unwrap();
        let (sk, pair) = signing_key(&mut Input::new(&[]), 65, dsa);
        assert_eq!(Some(&sk), pair.as_ref().map(|p| &p.1));

        let (ek, pair) = encapsulation_key(&mut Input::new(&[3]), 768, kem);
        assert!(pair.is_none() && modulus_check(kem, &ek));
        let (dk, pair) = decapsulation_key(&mut Input::new(&[3]), 768, kem);
        assert!(pair.is_none() && hash_check(kem, &dk));
        let (sk, pair) = signing_key(&mut Input::new(&[3]), 65, dsa);
        assert!(pair.is_none() && dsa_secrets_in_range(dsa, &sk));
    }
}

//! Content choosers: the bytes a target passes for a key, chosen by the fuzzer among genuine
//! keys (derived from a fuzzer seed through the C ABI), mutated ones, random bytes, and random
//! bytes made to pass part of the contract's checks.

use crate::calls::{dsa_from_seed, kem_from_seed, xwing_from_seed};
use crate::input::Input;
use crate::oracles::{dsa_secrets_into_range, reduce_coefficients, sha3_256, LOW_ORDER_U};
use crate::sets::{Dsa, Kem, XWing};

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

/// A low-order u-coordinate chosen by the fuzzer, perhaps with its top bit set.
pub fn low_order_point(input: &mut Input) -> [u8; 32] {
    let pick = input.u8();
    let hex = LOW_ORDER_U[pick as usize % LOW_ORDER_U.len()];
    let mut u = [0u8; 32];
    for (i, b) in u.iter_mut().enumerate() {
        *b = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap();
    }
    if pick & 0x80 != 0 {
        u[31] |= 0x80;
    }
    u
}

/// The content of an X-Wing public key: a genuine one (derived from a fuzzer seed), mutated or
/// not; one with a low-order X25519 part; random bytes; or random bytes whose ML-KEM part is made
/// coefficient-valid, then perhaps mutated. Returns the content and the seed of the genuine key
/// it came from, if any.
pub fn xwing_encapsulation_key(input: &mut Input) -> (Vec<u8>, Option<[u8; 32]>) {
    match input.u8() % 5 {
        0 | 1 => {
            let seed: [u8; 32] = input.array();
            let pk = xwing_from_seed(&seed);
            (input.content(&pk), Some(seed))
        }
        2 => {
            let seed: [u8; 32] = input.array();
            let mut pk = xwing_from_seed(&seed);
            pk[XWing::PK_M..].copy_from_slice(&low_order_point(input));
            (pk, Some(seed))
        }
        3 => (input.blob(XWing::PK), None),
        _ => {
            let mut pk = input.blob(XWing::PK);
            reduce_coefficients(XWing::mlkem(), &mut pk[..XWing::PK_M]);
            if input.u8() & 1 == 1 {
                input.mutate(&mut pk);
            }
            (pk, None)
        }
    }
}

/// The content of an X-Wing ciphertext built from a genuine one: itself, mutated, with a
/// low-order X25519 part, or random bytes.
pub fn xwing_ciphertext(input: &mut Input, genuine: &[u8]) -> Vec<u8> {
    if input.u8() % 4 == 3 {
        let mut ct = genuine.to_vec();
        ct[XWing::CT_M..].copy_from_slice(&low_order_point(input));
        return ct;
    }
    input.content(genuine)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::{dsa_secrets_in_range, hash_check, modulus_check, xwing_pk_valid};

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

        let (pk, seed) = xwing_encapsulation_key(&mut Input::new(&[]));
        assert_eq!(Some(pk.clone()), seed.map(|s| xwing_from_seed(&s)));
        let (pk, seed) = xwing_encapsulation_key(&mut Input::new(&[4]));
        assert!(seed.is_none() && xwing_pk_valid(&pk));
        let (pk, seed) = xwing_encapsulation_key(&mut Input::new(&[3]));
        assert!(seed.is_none() && !xwing_pk_valid(&pk));
    }

    /// Every low-order point gives X25519's all-zero output, and the chooser puts one in place.
    #[test]
    fn low_order_points_are_low_order() {
        for pick in 0..=255u8 {
            let u = low_order_point(&mut Input::new(&[pick]));
            assert_eq!(x25519_dalek::x25519([0x77; 32], u), [0u8; 32], "{u:02x?}");
        }
        let (pk, seed) = xwing_encapsulation_key(&mut Input::new(&[2]));
        assert!(seed.is_some() && xwing_pk_valid(&pk));
        assert_eq!(
            x25519_dalek::x25519([1; 32], pk[XWing::PK_M..].try_into().unwrap()),
            [0; 32]
        );
        let ct = xwing_ciphertext(&mut Input::new(&[3, 2]), &[9u8; XWing::CT]);
        assert_eq!(ct[..XWing::CT_M], [9u8; XWing::CT_M]);
        assert_ne!(ct[XWing::CT_M..], [9u8; 32]);
    }
}

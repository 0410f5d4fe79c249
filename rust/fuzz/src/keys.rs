//! Content choosers: the bytes a target passes for a key, chosen by the fuzzer among genuine
//! keys (derived from a fuzzer seed through the C ABI), mutated ones, random bytes, and random
//! bytes made to pass part of the contract's checks; for the keys the C ABI checks, with the
//! check itself ([`CheckedKey`]).

use crate::c_call;
use crate::calls::{
    dsa_from_seed, kem_from_seed, kem_prepare_dk, kem_prepare_ek, xwing_from_seed, KeyCheck,
    KeyPair,
};
use crate::frame::{Buf, Expect, Frame};
use crate::input::Input;
use crate::judge::{judge, Semantics};
use crate::oracles::{
    dsa_secrets_in_range, dsa_secrets_into_range, expected_prepared_len, hash_check, modulus_check,
    reduce_coefficients, sha3_256, LOW_ORDER_U,
};
use crate::sets::{Dsa, Family, Kem, XWing, KEM_IDS};
use rustpqc::ffi::{
    rustpqc_mldsa_check_private_key, rustpqc_mlkem_check_decapsulation_key,
    rustpqc_mlkem_check_encapsulation_key, rustpqc_mlkem_prepare_decapsulation_key,
    rustpqc_mlkem_prepare_encapsulation_key, Status, RUSTPQC_PREPARED_DECAPSULATION_KEY,
    RUSTPQC_PREPARED_ENCAPSULATION_KEY,
};

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

/// The content of a prepared ML-KEM key of `kind` for set `base`: mostly built from the genuine
/// prepared key of a key pair derived from a seed the input gives, sometimes from the key of the
/// other kind or from one prepared for another set (see [`prepared_content`]). Returns the
/// content, the genuine prepared key and the key pair.
pub fn prepared_key(input: &mut Input, (base, kind): (u32, u32)) -> (Vec<u8>, Vec<u8>, KeyPair) {
    let seed: [u8; 64] = input.array();
    let pair = kem_from_seed(base, &seed);
    let encapsulation = kind == RUSTPQC_PREPARED_ENCAPSULATION_KEY;
    let prepare = |id, encapsulation, pair: &KeyPair| match encapsulation {
        true => kem_prepare_ek(id, &pair.0),
        false => kem_prepare_dk(id, &pair.1),
    };
    let genuine = prepare(base, encapsulation, &pair);
    let source = match input.u8() % 8 {
        0..=5 => genuine.clone(),
        6 => prepare(base, !encapsulation, &pair),
        _ => {
            let other = KEM_IDS[(KEM_IDS.iter().position(|&i| i == base).unwrap() + 1) % 3];
            prepare(other, encapsulation, &kem_from_seed(other, &seed))
        }
    };
    (prepared_content(input, &source), genuine, pair)
}

/// The semantics of a call passed the prepared key `buf`: one of the right length must be refused
/// with `Status::InvalidPreparedKey` exactly when its header is not `header`, the one the call
/// implies (`None` for a call refused before, for an unknown set).
pub fn prepared_semantics(frame: &Frame, buf: Buf, header: Option<[u8; 8]>) -> Semantics {
    let wrong_header = header.is_some_and(|header| {
        frame
            .passed_exact(buf)
            .is_some_and(|key| key[..8] != header)
    });
    Semantics::refusal(Status::InvalidPreparedKey, wrong_header)
}

/// The C shape of the functions that prepare a key: `f(set, key, prepared)`.
type KeyInto = unsafe extern "C" fn(u32, *const u8, usize, *mut u8, usize) -> Status;

/// What a successful call of [`CheckedKey::fuzz_prepare`] leaves to check.
pub struct Prepared<'a> {
    /// The rest of the fuzzer's bytes.
    pub input: Input<'a>,
    pub id: u32,
    pub kem: Kem,
    /// The key passed, and the prepared key made of it.
    pub key: Vec<u8>,
    pub prepared: Vec<u8>,
    /// The genuine key pair the key's content came from, if it came from one.
    pub genuine: Option<KeyPair>,
}

/// A key that a check function of the C ABI checks, and what the harness knows of it: its
/// length, how a genuine one is derived, how random bytes are made to pass the check, and the
/// check itself, decided here.
#[derive(Clone, Copy, Debug)]
pub enum CheckedKey {
    /// An ML-KEM encapsulation key: the FIPS 203 modulus check.
    Encapsulation,
    /// An expanded ML-KEM decapsulation key: the FIPS 203 hash check.
    Decapsulation,
    /// An expanded ML-DSA private key: the FIPS 204 range of the secret coefficients of s1 and
    /// s2 (every signing path refuses a key outside it too).
    Signing,
}

impl CheckedKey {
    /// The C function that checks such a key, and the status it refuses a key with.
    pub fn check(self) -> (KeyCheck, Status) {
        match self {
            Self::Encapsulation => (
                rustpqc_mlkem_check_encapsulation_key,
                Status::InvalidEncapsulationKey,
            ),
            Self::Decapsulation => (
                rustpqc_mlkem_check_decapsulation_key,
                Status::InvalidDecapsulationKey,
            ),
            Self::Signing => (rustpqc_mldsa_check_private_key, Status::InvalidSigningKey),
        }
    }

    /// One fuzz case of a function that takes such a key (see [`Family::case`]): the input, the
    /// set number to pass, the set the buffers are built for, and whether the number is a set of
    /// the key's family.
    pub fn case(self, data: &[u8]) -> (Input<'_>, u32, u32, bool) {
        if let Self::Signing = self {
            let (input, id, base, dsa, _) = Dsa::case(data);
            return (input, id, base, dsa.is_some());
        }
        let (input, id, base, kem, _) = Kem::case(data);
        (input, id, base, kem.is_some())
    }

    /// The length of such a key in set `id`, if `id` is a set of the key's family.
    pub fn len(self, id: u32) -> Option<usize> {
        match self {
            Self::Encapsulation => Kem::of(id).map(|kem| kem.ek),
            Self::Decapsulation => Kem::of(id).map(|kem| kem.dk),
            Self::Signing => Dsa::of(id).map(|dsa| dsa.sk),
        }
    }

    /// Whether `key`, of the right length for set `id`, passes the check.
    pub fn valid(self, id: u32, key: &[u8]) -> bool {
        match self {
            Self::Encapsulation => modulus_check(Kem::of(id).unwrap(), key),
            Self::Decapsulation => hash_check(Kem::of(id).unwrap(), key),
            Self::Signing => dsa_secrets_in_range(Dsa::of(id).unwrap(), key),
        }
    }

    /// Whether a call of set `id` that was passed the key `passed` (`None`: not readable) must
    /// refuse it: a key of the right length for a set of the family that fails the check.
    pub fn invalid(self, id: u32, passed: Option<&[u8]>) -> bool {
        match (self.len(id), passed) {
            (Some(len), Some(key)) if key.len() == len => !self.valid(id, key),
            _ => false,
        }
    }

    /// The semantics of a call that checks the key it was passed (see [`CheckedKey::invalid`]).
    pub fn semantics(self, id: u32, passed: Option<&[u8]>) -> Semantics {
        Semantics::refusal(self.check().1, self.invalid(id, passed))
    }

    /// The content of such a key for set `base`: a genuine one (derived from a fuzzer seed),
    /// mutated or not; random bytes; or random bytes made to pass the check, then perhaps
    /// mutated. Returns the content and the genuine key pair `(ek, dk)` or `(pk, sk)` it came
    /// from, if any.
    pub fn content(self, input: &mut Input, base: u32) -> (Vec<u8>, Option<KeyPair>) {
        let len = self.len(base).expect("a set of the key's family");
        match input.u8() % 4 {
            0 | 1 => {
                let pair = match self {
                    Self::Signing => dsa_from_seed(base, &input.array::<32>()),
                    _ => kem_from_seed(base, &input.array::<64>()),
                };
                let genuine = match self {
                    Self::Encapsulation => &pair.0,
                    _ => &pair.1,
                };
                (input.content(genuine), Some(pair))
            }
            2 => (input.blob(len), None),
            _ => {
                let mut key = input.blob(len);
                self.make_valid(base, &mut key);
                if input.u8() & 1 == 1 {
                    input.mutate(&mut key);
                }
                (key, None)
            }
        }
    }

    /// The whole of the target of the key's check function: one key of fuzzer-chosen length and
    /// content (see [`CheckedKey::content`]), alone in its frame (a lone input overlaps
    /// nothing); the status must agree with the check decided here.
    pub fn fuzz_check(self, data: &[u8]) {
        let (mut input, id, base, known) = self.case(data);
        let len = self.len(base).unwrap();
        let spec = input.spec(len);
        let (content, _) = self.content(&mut input, base);
        let mut frame = Frame::new(false);
        let key = frame.input(spec, Expect::Exact(len), &content);
        frame.layout(&mut input);
        let check = self.check().0;
        // SAFETY: the frame's buffers (see `c_call!`).
        let status = unsafe { c_call!(frame => check(id, &key)) };
        judge(status, known, &frame, self.semantics(id, frame.passed(key)));
    }

    /// A fuzzed call of `rustpqc_mlkem_prepare_encapsulation_key` or `_decapsulation_key` (by
    /// the key, one of ML-KEM's): a key of fuzzer-chosen length and content (see
    /// [`CheckedKey::content`]) and a prepared-key buffer of fuzzer-chosen length; null and
    /// overlapping buffers. The status must agree with the key's check. Returns what a success
    /// leaves to check.
    pub fn fuzz_prepare(self, data: &[u8]) -> Option<Prepared<'_>> {
        let (mut input, id, base, kem, sizes) = Kem::case(data);
        let (kind, prepare): (u32, KeyInto) = match self {
            Self::Encapsulation => (
                RUSTPQC_PREPARED_ENCAPSULATION_KEY,
                rustpqc_mlkem_prepare_encapsulation_key,
            ),
            _ => (
                RUSTPQC_PREPARED_DECAPSULATION_KEY,
                rustpqc_mlkem_prepare_decapsulation_key,
            ),
        };
        let prepared_len = expected_prepared_len(sizes, kind);
        let len = self.len(base).unwrap();
        let mut frame = Frame::new(input.arena());
        let key_spec = input.spec(len);
        let out = frame.output(input.spec(prepared_len), Expect::Exact(prepared_len));
        let (content, genuine) = self.content(&mut input, base);
        let key = frame.input(key_spec, Expect::Exact(len), &content);
        frame.layout(&mut input);
        // SAFETY: the frame's buffers (see `c_call!`).
        let status = unsafe { c_call!(frame => prepare(id, &key, &mut out)) };
        let semantics = self.semantics(id, frame.passed(key));
        if !judge(status, kem.is_some(), &frame, semantics) {
            return None;
        }
        Some(Prepared {
            input,
            id,
            kem: kem.unwrap(),
            key: frame.passed(key).unwrap().to_vec(),
            prepared: frame.bytes(out).unwrap().to_vec(),
            genuine,
        })
    }

    /// Rewrites random bytes of the right length for set `id` so that they pass the check.
    fn make_valid(self, id: u32, key: &mut [u8]) {
        match self {
            Self::Encapsulation => reduce_coefficients(Kem::of(id).unwrap(), key),
            Self::Decapsulation => {
                let kem = Kem::of(id).unwrap();
                let hash = sha3_256(kem.embedded_ek(key));
                let at = 768 * kem.k + 32;
                key[at..at + 32].copy_from_slice(&hash);
            }
            Self::Signing => dsa_secrets_into_range(Dsa::of(id).unwrap(), key),
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
    use crate::oracles::xwing_pk_valid;

    /// Zero picks a genuine key, returned with its pair; 3 (and no mutation) picks random bytes
    /// made to pass the check the chooser aims at.
    #[test]
    fn choosers_give_genuine_keys_and_random_keys_that_pass_their_check() {
        let kem = Kem::of(768).unwrap();
        let (ek, pair) = CheckedKey::Encapsulation.content(&mut Input::new(&[]), 768);
        assert_eq!(Some(&ek), pair.as_ref().map(|p| &p.0));
        let (dk, pair) = CheckedKey::Decapsulation.content(&mut Input::new(&[]), 768);
        assert_eq!(Some(&dk), pair.as_ref().map(|p| &p.1));
        let dsa = Dsa::of(65).unwrap();
        let (sk, pair) = CheckedKey::Signing.content(&mut Input::new(&[]), 65);
        assert_eq!(Some(&sk), pair.as_ref().map(|p| &p.1));

        let (ek, pair) = CheckedKey::Encapsulation.content(&mut Input::new(&[3]), 768);
        assert!(pair.is_none() && modulus_check(kem, &ek));
        let (dk, pair) = CheckedKey::Decapsulation.content(&mut Input::new(&[3]), 768);
        assert!(pair.is_none() && hash_check(kem, &dk));
        let (sk, pair) = CheckedKey::Signing.content(&mut Input::new(&[3]), 65);
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

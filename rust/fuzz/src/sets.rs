//! The parameter sets at the C ABI: their numbers and the sizes FIPS 203, 204 and 205 give them,
//! written out here rather than taken from the crate, and the start every target shares
//! ([`Family::case`]); X-Wing's sizes ([`XWing`]).

use crate::frame::Frame;
use crate::input::Input;

/// ML-KEM parameter-set numbers at the C ABI.
pub const KEM_IDS: [u32; 3] = [512, 768, 1024];
/// ML-DSA parameter-set numbers at the C ABI.
pub const DSA_IDS: [u32; 3] = [44, 65, 87];
/// SLH-DSA parameter-set numbers at the C ABI (the last arc of each set's OID), the fast (`f`)
/// sets first.
pub const SLH_IDS: [u32; 12] = [21, 27, 23, 29, 25, 31, 20, 26, 22, 28, 24, 30];
/// The numbers of the other families, which SLH-DSA functions must refuse.
pub const NOT_SLH_IDS: [u32; 6] = [512, 768, 1024, 44, 65, 87];
/// What an SLH-DSA case picks from: each `f` set five times, each `s` set once. An `s` set signs
/// in 0.2 to 2.4 s (several times that under the address sanitizer), an `f` set in 8 to 220 ms.
const SLH_CHOICES: [u32; 36] = {
    let mut choices = [0u32; 36];
    let mut i = 0;
    while i < 30 {
        choices[i] = SLH_IDS[i % 6];
        i += 1;
    }
    while i < 36 {
        choices[i] = SLH_IDS[i - 24];
        i += 1;
    }
    choices
};

/// ML-KEM sizes (FIPS 203, table 3), written out here rather than taken from the crate.
#[derive(Clone, Copy, Debug)]
pub struct Kem {
    pub k: usize,
    pub ek: usize,
    pub dk: usize,
    pub ct: usize,
}

impl Kem {
    pub const SEED: usize = 64;
    pub const SS: usize = 32;

    /// The embedded encapsulation key `dk[384k .. 768k + 32]`.
    pub fn embedded_ek(self, dk: &[u8]) -> &[u8] {
        &dk[384 * self.k..768 * self.k + 32]
    }

    /// The embedded hash `H(ek)`.
    pub fn embedded_hash(self, dk: &[u8]) -> &[u8] {
        &dk[768 * self.k + 32..768 * self.k + 64]
    }

    /// The implicit-rejection seed `z`, the last 32 bytes.
    pub fn z(self, dk: &[u8]) -> &[u8] {
        &dk[768 * self.k + 64..]
    }
}

/// ML-DSA sizes (FIPS 204, table 2) and the dimensions (k, l) and bound eta of the secret
/// vectors s1 (l polynomials) and s2 (k polynomials).
#[derive(Clone, Copy, Debug)]
pub struct Dsa {
    pub pk: usize,
    pub sk: usize,
    pub sig: usize,
    pub k: usize,
    pub l: usize,
    pub eta: u32,
}

impl Dsa {
    pub const SEED: usize = 32;
    pub const MAX_CONTEXT: usize = 255;
    /// The message representative mu = H(tr || M', 64) and tr = H(pk, 64) (FIPS 204).
    pub const MU: usize = 64;
    pub const TR: usize = 64;
}

/// The HashML-DSA and HashSLH-DSA pre-hash functions (FIPS 204 section 5.4, FIPS 205 section
/// 10.2) as the C ABI numbers them, by the last arc of their NIST OID 2.16.840.1.101.3.4.2.x, with
/// their digest lengths: SHA-256, SHA-384,
/// SHA-512, SHA-224, SHA-512/224, SHA-512/256, SHA3-224, SHA3-256, SHA3-384, SHA3-512, SHAKE128
/// (256-bit output) and SHAKE256 (512-bit output).
pub const PREHASHES: [(u32, usize); 12] = [
    (1, 32),
    (2, 48),
    (3, 64),
    (4, 28),
    (5, 28),
    (6, 32),
    (7, 28),
    (8, 32),
    (9, 48),
    (10, 64),
    (11, 32),
    (12, 64),
];

/// What a pre-hash signature signs: one of the twelve pre-hash functions, a digest of its length
/// and a context of up to 255 bytes.
pub fn prehashed(input: &mut Input) -> (u32, Vec<u8>, Vec<u8>) {
    let (hash, digest_len) = PREHASHES[input.below(PREHASHES.len())];
    let digest = input.blob(digest_len);
    let ctx_len = input.below(256);
    (hash, digest, input.blob(ctx_len))
}

/// The digest length of pre-hash function `hash`, if it is one.
pub fn digest_len(hash: u32) -> Option<usize> {
    PREHASHES
        .iter()
        .find(|&&(id, _)| id == hash)
        .map(|&(_, len)| len)
}

/// Another pre-hash function with the digest length of `hash` (each length has two or more), so
/// that swapping them changes only the OID in M'.
pub fn sibling_hash(hash: u32) -> u32 {
    let len = digest_len(hash).expect("a pre-hash function");
    let same: Vec<u32> = PREHASHES
        .iter()
        .filter(|&&(_, l)| l == len)
        .map(|&(id, _)| id)
        .collect();
    let at = same.iter().position(|&id| id == hash).unwrap();
    same[(at + 1) % same.len()]
}

/// The length of a SHAKE state buffer (rust/src/shake.rs): an 8-byte header and the 25 lanes.
pub const SHAKE_STATE_LEN: usize = 208;

/// The SHAKE rate (FIPS 202: bytes absorbed per permutation) of a security strength.
pub fn shake_rate(bits: u32) -> Option<usize> {
    match bits {
        128 => Some(168),
        256 => Some(136),
        _ => None,
    }
}

/// X-Wing sizes (draft-connolly-cfrg-xwing-kem, "Encoding and sizes"), written out here rather
/// than taken from the crate. X-Wing has one parameter set, so its functions take no number and
/// its targets start from [`XWing::case`].
pub struct XWing;

impl XWing {
    pub const SEED: usize = 32;
    pub const PK: usize = 1216;
    pub const CT: usize = 1120;
    pub const SS: usize = 32;
    /// The ML-KEM-768 part of a public key, `pk[..1184]`, and of a ciphertext, `ct[..1088]`.
    pub const PK_M: usize = 1184;
    pub const CT_M: usize = 1088;
    /// X-Wing's ML-KEM set, for the ML-KEM oracles.
    pub const MLKEM: u32 = 768;

    /// The sizes of ML-KEM-768, X-Wing's ML-KEM part.
    pub fn mlkem() -> Kem {
        Kem::of(Self::MLKEM).unwrap()
    }

    /// One fuzz case of an X-Wing function (which takes no set number): the fuzzer's bytes as an
    /// [`Input`], and the frame for the call's buffers, which the input's first decision puts in
    /// one arena or not.
    pub fn case(data: &[u8]) -> (Input<'_>, Frame) {
        let mut input = Input::new(data);
        let frame = Frame::new(input.arena());
        (input, frame)
    }
}

/// SLH-DSA sizes (FIPS 205, table 2): n, and the signature length; the seed is 3n bytes, the
/// public key 2n, the private key 4n.
#[derive(Clone, Copy, Debug)]
pub struct Slh {
    pub n: usize,
    pub sig: usize,
}

impl Slh {
    /// A case for the targets that make a genuine signature first: its set is one of the `f`
    /// sets (an `s` set signs for over a minute under the address sanitizer, past libFuzzer's
    /// timeout). An arbitrary number may still name an `s` set for the call itself; the `s` sets'
    /// signatures are checked by the ACVP and differential tests.
    pub fn signing_case(data: &[u8]) -> (Input<'_>, u32, u32, Option<Slh>, Slh) {
        let mut input = Input::new(data);
        let (id, base) = input.set(&SLH_IDS[..6], &NOT_SLH_IDS);
        (input, id, base, Slh::of(id), Slh::of(base).unwrap())
    }

    pub const MAX_CONTEXT: usize = 255;

    pub fn seed(self) -> usize {
        3 * self.n
    }

    pub fn pk(self) -> usize {
        2 * self.n
    }

    pub fn sk(self) -> usize {
        4 * self.n
    }
}

/// A family of parameter sets (ML-KEM, ML-DSA or SLH-DSA), with the start every target of one of
/// its functions shares.
pub trait Family: Copy {
    /// The family's parameter-set numbers.
    const IDS: &'static [u32];
    /// The other families' numbers (valid numbers that this family must refuse).
    const FOREIGN: &'static [u32];
    /// What a case picks its set from (each of `IDS`, perhaps some more often than others).
    const CHOICES: &'static [u32] = Self::IDS;

    /// The sizes of set `id`, if it is one of this family's.
    fn of(id: u32) -> Option<Self>;

    /// The lengths of a key-generation seed and of the two keys it derives (the encapsulation or
    /// public key, then the decapsulation or private key).
    fn key_lens(self) -> [usize; 3];

    /// One fuzz case of a function of this family: the fuzzer's bytes as an [`Input`] whose first
    /// decision, the set number, is already read (see [`Input::set`]), and what that number
    /// implies. Returns `(input, id, base, set, sizes)`:
    ///
    /// * `input`: the rest of the fuzzer's bytes, for the target's own decisions;
    /// * `id`: the set number to pass, mostly one of this family's, sometimes the other family's
    ///   or any `u32`;
    /// * `base`: the set the buffers are built for, `id` when it is one of this family's, else
    ///   one of them;
    /// * `set`: the sizes of `id`, if it is one of this family's (else the call must fail with
    ///   `Status::UnknownParameterSet`: pass `set.is_some()` to [`judge`](crate::judge));
    /// * `sizes`: the sizes of `base`.
    fn case(data: &[u8]) -> (Input<'_>, u32, u32, Option<Self>, Self) {
        let mut input = Input::new(data);
        let (id, base) = input.set(Self::CHOICES, Self::FOREIGN);
        (input, id, base, Self::of(id), Self::of(base).unwrap())
    }
}

impl Family for Kem {
    const IDS: &'static [u32] = &KEM_IDS;
    const FOREIGN: &'static [u32] = &DSA_IDS;

    fn of(id: u32) -> Option<Kem> {
        let k = match id {
            512 => 2,
            768 => 3,
            1024 => 4,
            _ => return None,
        };
        let (du, dv) = if k == 4 { (11, 5) } else { (10, 4) };
        Some(Kem {
            k,
            ek: 384 * k + 32,
            dk: 768 * k + 96,
            ct: 32 * (du * k + dv),
        })
    }

    fn key_lens(self) -> [usize; 3] {
        [Kem::SEED, self.ek, self.dk]
    }
}

impl Family for Dsa {
    const IDS: &'static [u32] = &DSA_IDS;
    const FOREIGN: &'static [u32] = &KEM_IDS;

    fn of(id: u32) -> Option<Dsa> {
        match id {
            44 => Some(Dsa {
                pk: 1312,
                sk: 2560,
                sig: 2420,
                k: 4,
                l: 4,
                eta: 2,
            }),
            65 => Some(Dsa {
                pk: 1952,
                sk: 4032,
                sig: 3309,
                k: 6,
                l: 5,
                eta: 4,
            }),
            87 => Some(Dsa {
                pk: 2592,
                sk: 4896,
                sig: 4627,
                k: 8,
                l: 7,
                eta: 2,
            }),
            _ => None,
        }
    }

    fn key_lens(self) -> [usize; 3] {
        [Dsa::SEED, self.pk, self.sk]
    }
}

impl Family for Slh {
    const IDS: &'static [u32] = &SLH_IDS;
    const FOREIGN: &'static [u32] = &NOT_SLH_IDS;
    const CHOICES: &'static [u32] = &SLH_CHOICES;

    fn of(id: u32) -> Option<Slh> {
        let (n, sig) = match id {
            20 | 26 => (16, 7856),
            21 | 27 => (16, 17088),
            22 | 28 => (24, 16224),
            23 | 29 => (24, 35664),
            24 | 30 => (32, 29792),
            25 | 31 => (32, 49856),
            _ => return None,
        };
        Some(Slh { n, sig })
    }

    fn key_lens(self) -> [usize; 3] {
        [self.seed(), self.pk(), self.sk()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_written_out_sizes_are_the_libraries() {
        assert_eq!(SHAKE_STATE_LEN, rustpqc::ffi::RUSTPQC_SHAKE_STATE_LEN);
        for (id, len) in PREHASHES {
            let sibling = sibling_hash(id);
            assert!(sibling != id && digest_len(sibling) == Some(len));
        }
        assert_eq!(digest_len(0), None);
        assert_eq!(digest_len(13), None);
    }

    /// A case reads what every target read before it existed (the set), and leaves the rest.
    #[test]
    fn a_case_reads_the_set_and_nothing_more() {
        let inputs: [&[u8]; 6] = [
            &[],
            &[1, 9],
            &[0xF1, 9],
            &[0xF8, 0, 3, 0, 0, 9],
            &[0xF8, 44, 0, 0, 0, 9],
            &[0xFF, 0, 4, 0, 0, 9],
        ];
        for data in inputs {
            let mut input = Input::new(data);
            let (id, base) = input.set(&KEM_IDS, &DSA_IDS);
            let (mut rest, case_id, case_base, set, sizes) = Kem::case(data);
            assert_eq!((case_id, case_base), (id, base));
            assert_eq!(rest.u8(), input.u8());
            assert_eq!(set.map(|k| k.ek), Kem::of(id).map(|k| k.ek));
            assert_eq!(sizes.ek, Kem::of(base).unwrap().ek);
            let mut input = Input::new(data);
            let (id, base) = input.set(&DSA_IDS, &KEM_IDS);
            let (mut rest, case_id, case_base, set, sizes) = Dsa::case(data);
            assert_eq!((case_id, case_base), (id, base));
            assert_eq!(rest.u8(), input.u8());
            assert_eq!(set.map(|d| d.pk), Dsa::of(id).map(|d| d.pk));
            assert_eq!(sizes.pk, Dsa::of(base).unwrap().pk);
            let (_, id, base, set, sizes) = Slh::case(data);
            assert!(SLH_IDS.contains(&base) && set.is_some() == SLH_IDS.contains(&id));
            assert_eq!(sizes.sig, Slh::of(base).unwrap().sig);
        }
    }

    /// Each SLH-DSA set can be chosen, the fast ones five times as often.
    #[test]
    fn every_slh_dsa_set_is_a_choice() {
        for (i, id) in SLH_IDS.into_iter().enumerate() {
            let times = SLH_CHOICES.iter().filter(|&&c| c == id).count();
            let fast = i < 6;
            assert_eq!(times, if fast { 5 } else { 1 }, "{id}");
            // An `f` set has the longer signature of the two sets of its n.
            let sizes = Slh::of(id).unwrap();
            let f_signature = match sizes.n {
                16 => 17088,
                24 => 35664,
                _ => 49856,
            };
            assert_eq!(fast, sizes.sig == f_signature, "{id}");
        }
    }
}

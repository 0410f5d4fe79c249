//! SHAKE128 and SHAKE256 (FIPS 202), and TurboSHAKE128 and TurboSHAKE256 (RFC 9861, with the
//! domain byte 0x1F) fed piece by piece, with the sponge kept in a caller-owned byte buffer
//! between calls. A Java `Signature` streams a message of any size through it into ML-DSA's
//! mu = SHAKE256(tr || M') in short native calls, holding nothing but this buffer; HPKE's
//! one-stage KDFs (draft-ietf-hpke-pq) derive their keys with it.
//!
//! The buffer is [`STATE_LEN`] bytes: an 8-byte header (magic, version, rate, the position in
//! the current block, 12 for TurboSHAKE's twelve rounds or 0 for SHAKE's Keccak-f, a zero byte)
//! and the 25 lanes of the Keccak state, little-endian. The header is checked on every call. [`finish`] pads, squeezes and wipes the
//! buffer: a state gives one output.

use crate::Error;
use zeroize::Zeroize;

/// The length of a state buffer.
pub const STATE_LEN: usize = HEADER_LEN + 200;

const HEADER_LEN: usize = 8;
const MAGIC: [u8; 3] = *b"RPX";
const VERSION: u8 = 1;
/// SHAKE's domain bits and the first padding bit (FIPS 202, section 6.2); TurboSHAKE's domain
/// byte 0x1F, as HPKE uses it, pads the same way (RFC 9861, section 2.2).
const SHAKE_PADDING: u8 = 0x1f;
/// Keccak-f[1600]'s rounds (SHAKE) and the rounds of TurboSHAKE's Keccak-p[1600, 12], which
/// the header's byte 6 records (0 for SHAKE, as before TurboSHAKE existed here).
const SHAKE_ROUNDS: usize = 24;
const TURBOSHAKE_ROUNDS: u8 = 12;

/// A SHAKE or TurboSHAKE instance: its security strength names it at the boundary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shake {
    Shake128,
    Shake256,
    TurboShake128,
    TurboShake256,
}

impl Shake {
    /// The SHAKE instance for its security strength: 128 or 256.
    pub fn from_bits(bits: u32) -> Result<Shake, Error> {
        match bits {
            128 => Ok(Shake::Shake128),
            256 => Ok(Shake::Shake256),
            _ => Err(Error::InvalidHashState),
        }
    }

    /// The TurboSHAKE instance for its security strength: 128 or 256.
    pub fn turbo_from_bits(bits: u32) -> Result<Shake, Error> {
        match bits {
            128 => Ok(Shake::TurboShake128),
            256 => Ok(Shake::TurboShake256),
            _ => Err(Error::InvalidHashState),
        }
    }

    /// Bytes absorbed per permutation.
    const fn rate(self) -> usize {
        match self {
            Shake::Shake128 | Shake::TurboShake128 => 168,
            Shake::Shake256 | Shake::TurboShake256 => 136,
        }
    }

    /// The header's byte 6: the rounds of TurboSHAKE's permutation, 0 for SHAKE's.
    const fn rounds_mark(self) -> u8 {
        match self {
            Shake::Shake128 | Shake::Shake256 => 0,
            Shake::TurboShake128 | Shake::TurboShake256 => TURBOSHAKE_ROUNDS,
        }
    }
}

/// Starts a fresh sponge in `state` ([`STATE_LEN`] bytes).
pub fn init(shake: Shake, state: &mut [u8]) -> Result<(), Error> {
    crate::error::expect_len("hash state", state, STATE_LEN)?;
    state.zeroize();
    state[..3].copy_from_slice(&MAGIC);
    state[3] = VERSION;
    state[4] = shake.rate() as u8;
    state[6] = shake.rounds_mark();
    Ok(())
}

/// Absorbs `data` into the sponge in `state`.
pub fn absorb(state: &mut [u8], data: &[u8]) -> Result<(), Error> {
    let (rate, mut position, rounds) = header(state)?;
    let mut lanes = load(state);
    let mut rest = data;
    while !rest.is_empty() {
        if position % 8 == 0 && rest.len() >= 8 {
            // Whole lanes, up to the end of the block (both rates are whole lanes).
            let words = ((rate - position) / 8).min(rest.len() / 8);
            let (head, tail) = rest.split_at(8 * words);
            for (lane, word) in lanes[position / 8..].iter_mut().zip(head.chunks_exact(8)) {
                *lane ^= u64::from_le_bytes(word.try_into().expect("8 bytes"));
            }
            position += 8 * words;
            rest = tail;
        } else {
            xor_byte(&mut lanes, position, rest[0]);
            position += 1;
            rest = &rest[1..];
        }
        if position == rate {
            keccak::p1600(&mut lanes, rounds);
            position = 0;
        }
    }
    store(&lanes, state);
    state[5] = position as u8;
    lanes.zeroize();
    Ok(())
}

/// Pads the message, squeezes `out.len()` bytes into `out` and wipes `state`.
pub fn finish(state: &mut [u8], out: &mut [u8]) -> Result<(), Error> {
    let (rate, position, rounds) = header(state)?;
    let mut lanes = load(state);
    state.zeroize();
    xor_byte(&mut lanes, position, SHAKE_PADDING);
    xor_byte(&mut lanes, rate - 1, 0x80);
    for block in out.chunks_mut(rate) {
        keccak::p1600(&mut lanes, rounds);
        for (i, byte) in block.iter_mut().enumerate() {
            *byte = (lanes[i / 8] >> (8 * (i % 8))) as u8;
        }
    }
    lanes.zeroize();
    Ok(())
}

/// SHAKE256 of the concatenation of `parts`, in one call.
pub fn shake256(parts: &[&[u8]], out: &mut [u8]) {
    let mut state = [0u8; STATE_LEN];
    init(Shake::Shake256, &mut state).expect("a state of STATE_LEN bytes");
    for part in parts {
        absorb(&mut state, part).expect("a fresh state");
    }
    finish(&mut state, out).expect("a fresh state");
}

/// The rate, the position and the rounds of a well-formed state.
fn header(state: &[u8]) -> Result<(usize, usize, usize), Error> {
    if state.len() != STATE_LEN || state[..3] != MAGIC || state[3] != VERSION || state[7] != 0 {
        return Err(Error::InvalidHashState);
    }
    let rate = usize::from(state[4]);
    let position = usize::from(state[5]);
    let rounds = match state[6] {
        0 => SHAKE_ROUNDS,
        TURBOSHAKE_ROUNDS => usize::from(TURBOSHAKE_ROUNDS),
        _ => return Err(Error::InvalidHashState),
    };
    if (rate != Shake::Shake128.rate() && rate != Shake::Shake256.rate()) || position >= rate {
        return Err(Error::InvalidHashState);
    }
    Ok((rate, position, rounds))
}

fn load(state: &[u8]) -> [u64; 25] {
    let mut lanes = [0u64; 25];
    for (lane, bytes) in lanes.iter_mut().zip(state[HEADER_LEN..].chunks_exact(8)) {
        *lane = u64::from_le_bytes(bytes.try_into().expect("8 bytes"));
    }
    lanes
}

fn store(lanes: &[u64; 25], state: &mut [u8]) {
    for (lane, bytes) in lanes.iter().zip(state[HEADER_LEN..].chunks_exact_mut(8)) {
        bytes.copy_from_slice(&lane.to_le_bytes());
    }
}

fn xor_byte(lanes: &mut [u64; 25], index: usize, byte: u8) {
    lanes[index / 8] ^= u64::from(byte) << (8 * (index % 8));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The one-shot digest of an independent implementation: libcrux's SHAKE, RustCrypto's
    /// TurboSHAKE (sha3) with HPKE's domain byte.
    fn one_shot(shake: Shake, data: &[u8], out: &mut [u8]) {
        use sha3::digest::{ExtendableOutput, Update, XofReader};
        match shake {
            Shake::Shake128 => libcrux_sha3::portable::shake128(out, data),
            Shake::Shake256 => libcrux_sha3::portable::shake256(out, data),
            Shake::TurboShake128 => {
                let mut xof = sha3::TurboShake128::from_core(sha3::TurboShake128Core::new(0x1f));
                xof.update(data);
                xof.finalize_xof().read(out);
            }
            Shake::TurboShake256 => {
                let mut xof = sha3::TurboShake256::from_core(sha3::TurboShake256Core::new(0x1f));
                xof.update(data);
                xof.finalize_xof().read(out);
            }
        }
    }

    #[test]
    fn any_split_of_the_input_gives_the_one_shot_digest() {
        let data: Vec<u8> = (0..1000u32).map(|i| (i * 31 + 7) as u8).collect();
        for shake in [
            Shake::Shake128,
            Shake::Shake256,
            Shake::TurboShake128,
            Shake::TurboShake256,
        ] {
            for out_len in [0, 1, 32, 64, 168, 300] {
                let mut expected = vec![0u8; out_len];
                one_shot(shake, &data, &mut expected);
                for split in [0, 1, 135, 136, 137, 168, 500, 1000] {
                    let mut state = [0u8; STATE_LEN];
                    init(shake, &mut state).unwrap();
                    absorb(&mut state, &data[..split]).unwrap();
                    absorb(&mut state, &data[split..]).unwrap();
                    let mut out = vec![0u8; out_len];
                    finish(&mut state, &mut out).unwrap();
                    assert_eq!(
                        out, expected,
                        "{shake:?} split at {split}, {out_len} bytes out"
                    );
                    assert!(state.iter().all(|&b| b == 0), "finish wipes the state");
                }
            }
        }
    }

    #[test]
    fn a_malformed_or_finished_state_is_refused() {
        let mut state = [0u8; STATE_LEN];
        assert_eq!(absorb(&mut state, b"x"), Err(Error::InvalidHashState));
        init(Shake::Shake256, &mut state).unwrap();
        let mut bad = state;
        bad[5] = 136;
        assert_eq!(absorb(&mut bad, b"x"), Err(Error::InvalidHashState));
        let mut bad = state;
        bad[4] = 100;
        assert_eq!(absorb(&mut bad, b"x"), Err(Error::InvalidHashState));
        let mut bad = state;
        bad[6] = 23;
        assert_eq!(absorb(&mut bad, b"x"), Err(Error::InvalidHashState));
        finish(&mut state, &mut [0u8; 8]).unwrap();
        assert_eq!(absorb(&mut state, b"x"), Err(Error::InvalidHashState));
        assert_eq!(Shake::from_bits(512), Err(Error::InvalidHashState));
        assert_eq!(Shake::turbo_from_bits(64), Err(Error::InvalidHashState));
        assert_eq!(
            init(Shake::Shake128, &mut [0u8; 10]),
            Err(Error::BadLength {
                what: "hash state",
                expected: STATE_LEN,
                actual: 10
            })
        );
    }
}

//! Randomness for key generation, encapsulation and hedged signing: the operating system's
//! source (getrandom(2) on Linux), every time, with a continuous health test. There is no
//! fallback: if the OS source fails, the operation fails and no key material is produced.

use crate::secret_marks;
use crate::Error;
use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;
use zeroize::Zeroize;

/// Fingerprint of the previous block handed out, for the repetition test. Only a keyed hash is
/// kept (the key is random per process), never the random bytes themselves.
static PREVIOUS: AtomicU64 = AtomicU64::new(0);
static FINGERPRINT_KEY: OnceLock<RandomState> = OnceLock::new();

/// The unit of the repetition test: 128 bits, so a healthy source repeats one with
/// probability 2^-128.
const BLOCK: usize = 16;

/// Fills `buf` from the OS random source.
///
/// Fails with [`Error::RandomnessUnavailable`] when the OS source fails and with
/// [`Error::RandomnessRepeated`] when a 16-byte block equals the one before it, within this draw
/// or against the first block of the previous draw (a continuous repetition test in the spirit
/// of NIST SP 800-90B, section 4.4). On failure `buf` is zeroed.
pub fn fill(buf: &mut [u8]) -> Result<(), Error> {
    if let Err(e) = draw(buf) {
        buf.zeroize();
        return Err(e);
    }
    // The bytes are secret from here on (seeds, encapsulation and signing randomness). The
    // health test reads them without an early exit, and only its verdict is public.
    secret_marks::classify(&*buf);
    let repeated_within = buf
        .chunks_exact(BLOCK)
        .zip(buf.chunks_exact(BLOCK).skip(1))
        .fold(false, |seen, (a, b)| seen | blocks_equal(a, b));
    let first = &buf[..buf.len().min(BLOCK)];
    let fingerprint = FINGERPRINT_KEY
        .get_or_init(RandomState::new)
        .hash_one(first);
    let repeated_across = PREVIOUS.swap(fingerprint, Ordering::Relaxed) == fingerprint;
    let repeated = repeated_within | repeated_across;
    secret_marks::declassify(&repeated);
    if repeated {
        buf.zeroize();
        return Err(Error::RandomnessRepeated);
    }
    Ok(())
}

/// Runs `f` on `len` (at most 64) fresh bytes from the OS source ([`fill`]), wiped afterwards:
/// the randomness of one hedged signature.
pub(crate) fn with_fresh<T>(
    len: usize,
    f: impl FnOnce(&[u8]) -> Result<T, Error>,
) -> Result<T, Error> {
    let mut buffer = [0u8; 64];
    let bytes = &mut buffer[..len];
    fill(bytes)?;
    let result = f(bytes);
    bytes.zeroize();
    result
}

/// Whether two blocks are equal, reading every byte whatever they hold.
fn blocks_equal(a: &[u8], b: &[u8]) -> bool {
    let difference = a.iter().zip(b).fold(0u8, |d, (x, y)| d | (x ^ y));
    std::hint::black_box(difference) == 0
}

#[cfg(not(feature = "entropy-fault-injection"))]
fn draw(buf: &mut [u8]) -> Result<(), Error> {
    getrandom::fill(buf).map_err(|_| Error::RandomnessUnavailable)
}

#[cfg(feature = "entropy-fault-injection")]
fn draw(buf: &mut [u8]) -> Result<(), Error> {
    fault::draw(buf)
}

/// Test-only control over the random source. Compiled only with the `entropy-fault-injection`
/// feature, which release builds never enable.
#[cfg(feature = "entropy-fault-injection")]
pub mod fault {
    use crate::Error;
    use std::sync::atomic::{AtomicU8, Ordering};

    /// The OS source works.
    pub const NONE: u8 = 0;
    /// Every draw fails, as if getrandom(2) returned an error.
    pub const FAIL: u8 = 1;
    /// Every draw returns the same bytes, as a stuck source would.
    pub const REPEAT: u8 = 2;

    static MODE: AtomicU8 = AtomicU8::new(NONE);

    /// Selects how the next draws behave.
    pub fn set(mode: u8) {
        MODE.store(mode, Ordering::SeqCst);
    }

    pub(super) fn draw(buf: &mut [u8]) -> Result<(), Error> {
        match MODE.load(Ordering::SeqCst) {
            FAIL => Err(Error::RandomnessUnavailable),
            REPEAT => {
                buf.fill(0x5a);
                Ok(())
            }
            _ => getrandom::fill(buf).map_err(|_| Error::RandomnessUnavailable),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn consecutive_draws_differ() {
        let mut a = [0u8; 32];
        let mut b = [0u8; 32];
        fill(&mut a).unwrap();
        fill(&mut b).unwrap();
        assert_ne!(a, b);
        assert_ne!(a, [0u8; 32]);
    }
}

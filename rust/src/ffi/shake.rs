//! SHAKE128 / SHAKE256 and TurboSHAKE128 / TurboSHAKE256 with the sponge in a caller-owned
//! buffer: what a Java `Signature` streams a message of any size into, in short native calls, to
//! compute ML-DSA's mu or a SHAKE pre-hash, and what HPKE's one-stage KDFs derive keys with.

pub use exports::*;

/// The length of a SHAKE state buffer.
pub const RUSTPQC_SHAKE_STATE_LEN: usize = 208;
const _: () = assert!(RUSTPQC_SHAKE_STATE_LEN == crate::shake::STATE_LEN);

#[rustpqc_ffi_macros::exports]
mod exports {
    use crate::shake::{self, Shake};
    use crate::Error;

    /// Starts a SHAKE128 (`bits` 128) or SHAKE256 (`bits` 256) sponge in `state`
    /// (`RUSTPQC_SHAKE_STATE_LEN` bytes).
    #[export(java = shakeInit)]
    fn rustpqc_shake_init(bits: u32, state: &mut [u8]) -> Result<(), Error> {
        shake::init(Shake::from_bits(bits)?, state)
    }

    /// Starts a TurboSHAKE128 (`bits` 128) or TurboSHAKE256 (`bits` 256) sponge with the domain
    /// byte 0x1F in `state` (`RUSTPQC_SHAKE_STATE_LEN` bytes); absorb and finish as for SHAKE.
    #[export(java = turboShakeInit)]
    fn rustpqc_turboshake_init(bits: u32, state: &mut [u8]) -> Result<(), Error> {
        shake::init(Shake::turbo_from_bits(bits)?, state)
    }

    /// Absorbs `data` into the sponge in `state`. Feed large inputs in pieces: the call takes
    /// about 2 ns per byte.
    #[export(java = shakeAbsorb)]
    fn rustpqc_shake_absorb(state: &mut [u8], #[slice] data: &[u8]) -> Result<(), Error> {
        shake::absorb(state, data)
    }

    /// Pads, squeezes `out_len` bytes into `out` and wipes `state`: a state gives one output.
    #[export(java = shakeFinish)]
    fn rustpqc_shake_finish(state: &mut [u8], out: &mut [u8]) -> Result<(), Error> {
        shake::finish(state, out)
    }
}

//! The SHAKE-state fixture the four SHAKE targets share: a sponge fed with well-formed calls
//! through the C ABI, with every byte it absorbed kept for the `sha3` oracle, and the chooser of
//! the state buffer a fuzzed call is given (genuine, with its header or lanes changed, finished,
//! or random).

use crate::calls::{shake_absorb, shake_finish, shake_init};
use crate::frame::{Expect, Frame};
use crate::input::Input;
use crate::judge::{judge, Semantics};
use crate::oracles::{fresh_shake_state, shake, shake_state_header};
use crate::sets::{shake_rate, SHAKE_STATE_LEN};
use rustpqc::ffi::{rustpqc_shake_init, rustpqc_turboshake_init, Status};

/// A sponge driven through the C ABI, and what it must produce.
pub struct Sponge {
    /// 128 or 256.
    pub bits: u32,
    /// TurboSHAKE rather than SHAKE.
    pub turbo: bool,
    /// The state buffer, as the library left it.
    pub state: Vec<u8>,
    /// Everything absorbed since the start, in order.
    pub absorbed: Vec<u8>,
}

/// How the state a fuzzed call is given differs from the sponge's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tamper {
    /// The sponge's state itself.
    None,
    /// Header bytes changed; the result may still be a header the library must accept.
    Header,
    /// The header kept and at least one lane byte changed: the library cannot tell, so it must
    /// accept the state, and its result must differ from the genuine one (absorbing and
    /// squeezing are bijections of the 1600-bit state for given data).
    Lanes,
    /// The state a finish left (all zero).
    Finished,
    /// Random bytes.
    Random,
}

impl Sponge {
    /// A fresh SHAKE128, SHAKE256, TurboSHAKE128 or TurboSHAKE256 sponge (the input's first
    /// byte picks which).
    pub fn start(input: &mut Input) -> Sponge {
        let choice = input.u8() as usize % 4;
        let (bits, turbo) = ([128, 256][choice % 2], choice >= 2);
        Sponge::with_state(bits, turbo, shake_init(bits, turbo))
    }

    /// A sponge in `state`, which must be a fresh SHAKE`bits` (`turbo`: TurboSHAKE`bits`) state.
    pub fn with_state(bits: u32, turbo: bool, state: Vec<u8>) -> Sponge {
        Sponge {
            bits,
            turbo,
            state,
            absorbed: Vec::new(),
        }
    }

    /// The length of a piece to absorb: mostly short, sometimes several blocks.
    pub fn piece_len(input: &mut Input) -> usize {
        match input.u8() {
            0..=191 => input.below(400),
            _ => input.below(4096),
        }
    }

    /// Absorbs zero to four fuzzer pieces with well-formed calls.
    pub fn feed(&mut self, input: &mut Input) {
        for _ in 0..input.u8() % 5 {
            let len = Sponge::piece_len(input);
            let piece = input.blob(len);
            self.absorb(&piece);
        }
    }

    /// Absorbs `piece` with a well-formed call.
    pub fn absorb(&mut self, piece: &[u8]) {
        self.state = self.after(piece);
        self.absorbed.extend_from_slice(piece);
    }

    /// The state after absorbing `piece`, by a well-formed call on a copy.
    pub fn after(&self, piece: &[u8]) -> Vec<u8> {
        let mut state = self.state.clone();
        assert_eq!(
            shake_absorb(&mut state, piece),
            Status::Ok,
            "absorbing into a genuine state"
        );
        state
    }

    /// The `n` bytes the sponge must give: SHAKE of everything it absorbed, by the oracle.
    pub fn expected(&self, n: usize) -> Vec<u8> {
        shake(self.bits, self.turbo, &self.absorbed, n)
    }

    /// Finishes the sponge with a well-formed call of a fuzzer-chosen length and checks the
    /// output against the oracle, the wiped state, and that the state gives no second output.
    pub fn finish_and_check(mut self, input: &mut Input) {
        let n = match input.u8() {
            0..=127 => 64,
            128..=223 => input.below(600),
            _ => input.below(5000),
        };
        let (status, out) = shake_finish(&mut self.state, n);
        assert_eq!(status, Status::Ok, "finishing a genuine state");
        assert!(
            out == self.expected(n),
            "SHAKE{} (TurboSHAKE: {}) of {} bytes, {n} bytes out, differs from the oracle",
            self.bits,
            self.turbo,
            self.absorbed.len()
        );
        check_finished(&mut self.state);
    }
}

/// The `rustpqc_shake_init` target (`turbo`: `rustpqc_turboshake_init`): strengths 128 and 256,
/// near misses and any `u32`; a state buffer of fuzzer-chosen length and pointer holding anything
/// before the call (a used, tampered, finished or random state). `Status::InvalidHashState`
/// exactly when the strength is not 128 or 256; a success leaves the header of an empty sponge and
/// zero lanes, and the sponge then gives the `sha3` crate's SHAKE (or TurboSHAKE, domain byte
/// 0x1F) of the pieces absorbed into it.
pub fn init_target(data: &[u8], turbo: bool) {
    let mut input = Input::new(data);
    let bits = input.shake_bits();
    let mut frame = Frame::new(input.arena());
    let state_spec = input.spec(SHAKE_STATE_LEN);
    let mut used = Sponge::start(&mut input);
    used.feed(&mut input);
    let (before, _) = state_content(&mut input, &used);
    let state = frame.in_out(state_spec, Expect::Exact(SHAKE_STATE_LEN), &before);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe {
        if turbo {
            crate::c_call!(frame => rustpqc_turboshake_init(bits, &mut state))
        } else {
            crate::c_call!(frame => rustpqc_shake_init(bits, &mut state))
        }
    };
    let unknown = shake_rate(bits).is_none();
    let semantics = Semantics::refusal(Status::InvalidHashState, unknown);
    if !judge(status, true, &frame, semantics) {
        return;
    }
    let state = frame.bytes(state).unwrap().to_vec();
    assert_eq!(
        state,
        fresh_shake_state(bits, turbo),
        "the state init leaves"
    );
    let mut sponge = Sponge::with_state(bits, turbo, state);
    sponge.feed(&mut input);
    sponge.finish_and_check(&mut input);
}

/// A finished state is all zero and gives nothing more: absorbing or finishing it again fails
/// with `Status::InvalidHashState`, writing nothing.
pub fn check_finished(state: &mut [u8]) {
    assert!(
        state.iter().all(|&b| b == 0),
        "finish did not wipe the state"
    );
    let (status, out) = shake_finish(state, 32);
    assert_eq!(status, Status::InvalidHashState, "a second finish");
    assert_eq!(
        out, [0xA5u8; 32],
        "the output of a refused finish is untouched"
    );
    assert_eq!(
        shake_absorb(state, b"more"),
        Status::InvalidHashState,
        "absorbing after finish"
    );
}

/// The state a fuzzed call is given, built from the sponge's: genuine, with header bytes changed,
/// with lanes changed, finished, random, or random lanes under the genuine header.
pub fn state_content(input: &mut Input, sponge: &Sponge) -> (Vec<u8>, Tamper) {
    let mut state = sponge.state.clone();
    let tamper = match input.u8() % 10 {
        0..=3 => Tamper::None,
        4 | 5 => {
            for _ in 0..1 + input.u8() % 3 {
                let at = input.below(8);
                state[at] ^= input.u8();
            }
            Tamper::Header
        }
        6 => {
            input.mutate(&mut state[8..]);
            Tamper::Lanes
        }
        7 => {
            let (status, _) = shake_finish(&mut state, input.below(300));
            assert_eq!(status, Status::Ok, "finishing a genuine state");
            Tamper::Finished
        }
        8 => {
            state = input.blob(SHAKE_STATE_LEN);
            Tamper::Random
        }
        _ => {
            let lanes = input.blob(SHAKE_STATE_LEN - 8);
            state[8..].copy_from_slice(&lanes);
            Tamper::Lanes
        }
    };
    // A mutation may leave the bytes as they were.
    if state == sponge.state {
        return (state, Tamper::None);
    }
    (state, tamper)
}

/// Checks a state a successful absorb of `len` bytes left, given the state it was passed: the
/// header advanced by `len`, and the lanes those of the genuine result `genuine` exactly when the
/// passed lanes were the genuine ones.
pub fn check_absorbed(passed: &[u8], result: &[u8], len: usize, genuine: &[u8], tamper: Tamper) {
    use crate::oracles::shake_header_after;
    assert_eq!(
        result[..8],
        shake_header_after(passed, len),
        "the header after absorbing {len} bytes ({tamper:?})"
    );
    match tamper {
        Tamper::None => assert!(
            result == genuine,
            "absorbing is not a function of its inputs"
        ),
        Tamper::Lanes => assert!(
            result[8..] != genuine[8..],
            "changed lanes gave the genuine result"
        ),
        _ => {}
    }
}

/// Whether the library must refuse `passed` (a readable state buffer) as malformed.
pub fn refused_state(passed: Option<&[u8]>) -> bool {
    passed.is_some_and(|state| shake_state_header(state).is_none())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fails;

    /// Pieces fed through the C ABI give the oracle's output; the chooser's tampered states are
    /// refused or accepted as the header oracle says, by the library too.
    #[test]
    fn the_sponge_matches_the_oracle_and_the_header_oracle_matches_the_library() {
        for first in [0u8, 1, 2, 3] {
            // Three pieces of 0x110, 0x140 and 7 bytes (length class, length, blob count).
            let data = [
                first, 3, 0, 0x10, 0x01, 0, 0, 0, 0, 0, 0x40, 0x01, 0, 0, 0, 0, 0, 7,
            ];
            let mut input = Input::new(&data);
            let mut sponge = Sponge::start(&mut input);
            assert_eq!(sponge.state, fresh_shake_state(sponge.bits, sponge.turbo));
            sponge.feed(&mut input);
            assert_eq!(sponge.absorbed.len(), 0x110 + 0x140 + 7);
            for at in 0..8 {
                let mut bad = sponge.state.clone();
                bad[at] ^= 0x80;
                assert!(refused_state(Some(&bad)), "header byte {at}");
                let before = bad.clone();
                assert_eq!(shake_absorb(&mut bad, b"x"), Status::InvalidHashState);
                assert_eq!(bad, before, "a refused state is left as it was");
            }
            for len in [207, 6, 5, 1] {
                assert!(refused_state(Some(&sponge.state[..len])), "{len} bytes");
            }
            assert!(refused_state(Some(&[])));
            assert!(!refused_state(None));
            let mut other_position = sponge.state.clone();
            other_position[5] = 0;
            assert!(!refused_state(Some(&other_position)));
            assert_eq!(shake_absorb(&mut other_position, b"x"), Status::Ok);
            // A wrong oracle output is caught.
            let mut wrong = Sponge::with_state(sponge.bits, sponge.turbo, sponge.state.clone());
            wrong.absorbed = sponge.absorbed.clone();
            wrong.absorbed[0] ^= 1;
            assert!(fails(|| wrong.finish_and_check(&mut Input::new(&[]))));
            sponge.finish_and_check(&mut Input::new(&[]));
        }
    }

    #[test]
    fn absorbed_states_are_checked() {
        let sponge = Sponge::start(&mut Input::new(&[1]));
        let genuine = sponge.after(b"abc");
        check_absorbed(&sponge.state, &genuine, 3, &genuine, Tamper::None);
        assert!(fails(|| check_absorbed(
            &sponge.state,
            &genuine,
            4,
            &genuine,
            Tamper::None
        )));
        assert!(fails(|| check_absorbed(
            &sponge.state,
            &genuine,
            3,
            &genuine,
            Tamper::Lanes
        )));
        let mut lanes = sponge.state.clone();
        lanes[100] ^= 1;
        let mut result = lanes.clone();
        assert_eq!(shake_absorb(&mut result, b"abc"), Status::Ok);
        check_absorbed(&lanes, &result, 3, &genuine, Tamper::Lanes);
    }
}

//! `rustpqc_shake_init`: strengths 128 and 256, near misses and any `u32`; a state buffer of
//! fuzzer-chosen length and pointer holding anything before the call (a used, tampered, finished
//! or random state). `Status::InvalidHashState` exactly when the strength is not 128 or 256; a
//! success leaves the header of an empty sponge and zero lanes, and the sponge then gives the
//! `sha3` crate's SHAKE of the pieces absorbed into it.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_shake_init;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
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
    let status = unsafe { c_call!(frame => rustpqc_shake_init(bits, &mut state)) };
    let unknown = shake_rate(bits).is_none();
    let semantics = Semantics::refusal(Status::InvalidHashState, unknown);
    if !judge(status, true, &frame, semantics) {
        return;
    }
    let state = frame.bytes(state).unwrap().to_vec();
    assert_eq!(state, fresh_shake_state(bits), "the state init leaves");
    let mut sponge = Sponge::with_state(bits, state);
    sponge.feed(&mut input);
    sponge.finish_and_check(&mut input);
});

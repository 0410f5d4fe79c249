//! `rustpqc_shake_absorb`: a SHAKE128 or SHAKE256 sponge fed with well-formed calls, then one to
//! four fuzzed absorbs of fuzzer pieces (lengths up to several blocks, null, huge, overlapping
//! the state) into a state that is genuine, has header bytes or lanes changed, is finished, or is
//! random. `Status::InvalidHashState` exactly when the header is not one the library must accept
//! (an independent header oracle); a success advances the header's position by the piece, gives
//! the genuine state exactly when it was passed, and the sponge finally gives the `sha3` crate's
//! SHAKE of every piece absorbed.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_shake_absorb;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let mut sponge = Sponge::start(&mut input);
    let steps = 1 + input.u8() % 4;
    for _ in 0..steps {
        let mut frame = Frame::new(input.arena());
        let state_spec = input.spec(SHAKE_STATE_LEN);
        let piece_len = Sponge::piece_len(&mut input);
        let piece_spec = input.spec(piece_len);
        sponge.feed(&mut input);
        let (content, tamper) = state_content(&mut input, &sponge);
        let piece_content = input.blob(piece_spec.len.min(8192));
        // Any length: a state of the wrong length is a malformed state.
        let state = frame.in_out(state_spec, Expect::Any, &content);
        let piece = frame.input(piece_spec, Expect::Any, &piece_content);
        frame.layout(&mut input);
        // SAFETY: the frame's buffers (see `c_call!`).
        let status = unsafe { c_call!(frame => rustpqc_shake_absorb(&mut state, &piece)) };
        let refused = refused_state(frame.passed(state));
        let semantics = Semantics::refusal(Status::InvalidHashState, refused);
        if judge(status, true, &frame, semantics) {
            let piece = frame.passed(piece).unwrap().to_vec();
            let genuine = sponge.after(&piece);
            let passed = frame.passed(state).unwrap();
            check_absorbed(
                passed,
                frame.bytes(state).unwrap(),
                piece.len(),
                &genuine,
                tamper,
            );
            sponge.absorb(&piece);
        }
    }
    sponge.finish_and_check(&mut input);
});

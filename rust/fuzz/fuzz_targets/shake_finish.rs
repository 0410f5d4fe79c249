//! `rustpqc_shake_finish`: a SHAKE128 or SHAKE256 sponge fed fuzzer pieces with well-formed
//! calls, then finished by a fuzzed call with a state that is genuine, has header bytes or lanes
//! changed, is finished, or is random, and an output of any length (several blocks, empty,
//! null, huge, overlapping the state). `Status::InvalidHashState` exactly when the header is not
//! one the library must accept; a success gives the `sha3` crate's SHAKE of the pieces (for the
//! genuine state) or something else (for changed lanes), and leaves the state wiped and unable
//! to give a second output.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::rustpqc_shake_finish;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let mut sponge = Sponge::start(&mut input);
    let mut frame = Frame::new(input.arena());
    let state_spec = input.spec(SHAKE_STATE_LEN);
    let out_len = match input.u8() {
        0..=127 => 64,
        128..=223 => input.below(600),
        _ => input.below(5000),
    };
    let out_spec = input.spec(out_len);
    sponge.feed(&mut input);
    let (content, tamper) = state_content(&mut input, &sponge);
    // Any length: a state of the wrong length is a malformed state; any output length is fine.
    let state = frame.in_out(state_spec, Expect::Any, &content);
    let out = frame.output(out_spec, Expect::Any);
    frame.layout(&mut input);
    // SAFETY: the frame's buffers (see `c_call!`).
    let status = unsafe { c_call!(frame => rustpqc_shake_finish(&mut state, &mut out)) };
    let refused = refused_state(frame.passed(state));
    let semantics = Semantics::refusal(Status::InvalidHashState, refused);
    if !judge(status, true, &frame, semantics) {
        return;
    }
    let out = frame.bytes(out).unwrap();
    match tamper {
        Tamper::None => assert!(
            out == sponge.expected(out.len()),
            "SHAKE{} of {} bytes, {} bytes out, differs from the oracle",
            sponge.bits,
            sponge.absorbed.len(),
            out.len()
        ),
        // A 16-byte collision of different states has probability 2^-128.
        Tamper::Lanes if out.len() >= 16 => {
            assert!(
                out != sponge.expected(out.len()),
                "changed lanes gave the genuine output"
            )
        }
        _ => {}
    }
    check_finished(&mut frame.bytes(state).unwrap().to_vec());
});

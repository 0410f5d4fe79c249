//! `rustpqc_shake_init`: the SHAKE sponge's start, with any strength and any state buffer
//! (`rustpqc_fuzz::init_target`, which says what is checked).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| rustpqc_fuzz::init_target(data, false));

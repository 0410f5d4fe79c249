//! `rustpqc_xwing_prepared_key_len`: it takes nothing, so the fuzzer only chooses how many times
//! to ask, interleaved with failing and succeeding X-Wing calls. The length must be the header,
//! the unpacked ML-KEM-768 key pair (FIPS 203's dimensions) and sk_X and pk_X, the same on every
//! call, and the prepare function must accept exactly that length (checked once per process).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::*;
use rustpqc_fuzz::*;
use std::sync::Once;

/// Once per process: a prepare call with the reported length succeeds and one with a length off
/// by one fails with `Status::BadLength`, its buffer untouched.
fn prepare_accepts_exactly_the_reported_length() {
    prepare_takes_exactly(xwing_prepared_len(), "X-Wing", |out| {
        xwing_prepare_into(&[3u8; 32], out)
    });
}

fuzz_target!(|data: &[u8]| {
    static ONCE: Once = Once::new();
    ONCE.call_once(prepare_accepts_exactly_the_reported_length);
    let mut input = Input::new(data);
    for _ in 0..1 + input.u8() % 8 {
        assert_eq!(
            rustpqc_xwing_prepared_key_len(),
            expected_xwing_prepared_len() as i64
        );
        if input.u8() & 1 == 1 {
            // A failing call in between changes nothing.
            let mut pk = [0xA5u8; 3];
            // SAFETY: `pk` is valid for its length; the seed pointer is null with length 0.
            let status =
                unsafe { ffi_call!(rustpqc_xwing_from_seed(std::ptr::null(), 0, &mut pk)) };
            assert_eq!(status, Status::BadLength);
        }
    }
});

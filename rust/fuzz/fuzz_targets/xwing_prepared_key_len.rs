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
    let len = xwing_prepared_len();
    let seed = [3u8; 32];
    for try_len in [len - 1, len, len + 1] {
        let mut out = vec![0xA5u8; try_len];
        // SAFETY: both buffers are valid for their lengths and distinct.
        let status = unsafe {
            rustpqc_xwing_prepare_decapsulation_key(seed.as_ptr(), 32, out.as_mut_ptr(), out.len())
        };
        if try_len == len {
            assert_eq!(status, Status::Ok, "the reported length");
        } else {
            assert_eq!(status, Status::BadLength, "{try_len} bytes");
            assert!(out.iter().all(|&b| b == 0xA5), "refused, yet written");
        }
    }
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
            // SAFETY: `pk` is valid for 3 bytes; the seed pointer is null with length 0.
            let status =
                unsafe { rustpqc_xwing_from_seed(std::ptr::null(), 0, pk.as_mut_ptr(), 3) };
            assert_eq!(status, Status::BadLength);
        }
    }
});

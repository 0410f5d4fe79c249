//! `rustpqc_fips_indicator`: fuzzer-chosen lengths and null pointers, after a few operations that
//! succeed or fail. It must succeed exactly for a non-null array of 3 values, which the default
//! flavour (the fuzzed library) fills with zeros whatever ran before; a refusal must leave the
//! array it was given untouched.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::*;
use rustpqc_fuzz::*;

const VALUES: usize = 3;

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    // Operations the FIPS flavour would indicate: they must leave the default flavour's zeros.
    for _ in 0..input.u8() % 3 {
        let id = KEM_IDS[input.below(3)];
        let seed: [u8; 64] = input.array();
        let (ek, dk) = kem_from_seed(id, &seed);
        let (ct, _) = kem_encapsulate(id, &ek);
        kem_decapsulate(id, &dk, &ct);
        let dsa = Dsa::of(44).unwrap();
        let _ = dsa_verify(44, &vec![1u8; dsa.pk], b"m", b"", &[0u8; 3]);
    }

    let (null, len) = match input.u8() {
        0..=159 => (false, VALUES),
        160..=199 => (false, input.below(4 * VALUES)),
        200..=219 => (true, VALUES),
        220..=239 => (true, 0),
        240..=247 => (true, input.u64() as usize),
        _ => (false, isize::MAX as usize + 1 + input.below(1 << 20)),
    };
    const FILL: u64 = 0xA5A5_A5A5_A5A5_A5A5;
    let small = !null && len <= 4 * VALUES;
    let mut out = vec![FILL; if small { len } else { 1 }];
    let ptr = if null {
        std::ptr::null_mut()
    } else {
        out.as_mut_ptr()
    };
    // SAFETY: the pointer is null, or valid for `len` values, or `len` is above isize::MAX
    // (and not 3, so rejected before any access).
    let status = unsafe { rustpqc_fips_indicator(ptr, len) };
    if !null && len == VALUES {
        assert_eq!(status, Status::Ok, "a valid indicator read failed");
        assert_eq!(out, [0; VALUES], "the default flavour indicated something");
    } else {
        let justified = if null && len == VALUES {
            status == Status::NullPointer
        } else {
            status == Status::BadLength || (null && len != 0 && status == Status::NullPointer)
        };
        assert!(justified, "status {status:?} for null={null}, len={len}");
        if small {
            assert!(
                out.iter().all(|&v| v == FILL),
                "a refused read wrote to the array: {out:x?}"
            );
        }
    }
});

//! `rustpqc_version`: interleaved with fuzzer-driven calls that fail, it must always return the
//! same static, NUL-terminated UTF-8 string: the version of the rustpqc crate.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (first_ptr, first) = version();
    assert_eq!(
        first,
        crate_version(),
        "version differs from rust/Cargo.toml"
    );
    let mut input = Input::new(data);
    for _ in 0..1 + input.u8() % 4 {
        // A call with a fuzzer-chosen set and key bytes; whatever it returns, the version
        // string stays the same.
        let id = input.u32();
        let len = input.below(4096);
        let key = input.blob(len);
        let _ = kem_check_ek(id, &key);
        let _ = kem_check_dk(id, &key);
        let (ptr, text) = version();
        assert_eq!(ptr, first_ptr, "the version string moved");
        assert_eq!(text, first, "the version string changed");
    }
});

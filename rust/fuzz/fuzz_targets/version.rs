//! `rustpqc_version`: interleaved with fuzzer-driven calls that fail, it must always return the
//! same static, NUL-terminated UTF-8 string: the version of the rustpqc crate.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let first = version();
    assert_eq!(
        first.1,
        crate_version(),
        "version differs from rust/Cargo.toml"
    );
    static_text_stays_put(&mut Input::new(data), &first, version);
});

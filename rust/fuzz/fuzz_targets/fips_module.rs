//! `rustpqc_fips_module`: interleaved with fuzzer-driven calls that fail, it must always return the
//! same static, NUL-terminated UTF-8 string; the fuzzed library is the default flavour, whose
//! string is empty (only the FIPS flavour names a module).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let first = fips_module();
    assert_eq!(first.1, "", "the default flavour names a FIPS module");
    static_text_stays_put(&mut Input::new(data), &first, fips_module);
});

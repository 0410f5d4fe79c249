//! `rustpqc_cpu`: interleaved with fuzzer-driven calls that fail, it must always return the
//! same static, NUL-terminated UTF-8 string, naming the code path (`avx2`, `neon` or
//! `portable`) before the CPU features.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let first = cpu();
    let path = first.1.split([' ', ';']).next().unwrap_or_default();
    assert!(
        ["avx2", "neon", "portable"].contains(&path) && first.1.contains("; cpu:"),
        "not a code path and its CPU features: {:?}",
        first.1
    );
    static_text_stays_put(&mut Input::new(data), &first, cpu);
});

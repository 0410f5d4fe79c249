//! `rustpqc_cpu`: interleaved with fuzzer-driven calls that fail, it must always return the
//! same static, NUL-terminated UTF-8 string, naming the code path (`avx2`, `neon` or
//! `portable`) before the CPU features.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let (first_ptr, first) = cpu();
    let path = first.split([' ', ';']).next().unwrap_or_default();
    assert!(
        ["avx2", "neon", "portable"].contains(&path) && first.contains("; cpu:"),
        "not a code path and its CPU features: {first:?}"
    );
    let mut input = Input::new(data);
    for _ in 0..1 + input.u8() % 4 {
        let id = input.u32();
        let len = input.below(4096);
        let key = input.blob(len);
        let _ = kem_check_ek(id, &key);
        let _ = kem_check_dk(id, &key);
        let (ptr, text) = cpu();
        assert_eq!(ptr, first_ptr, "the description moved");
        assert_eq!(text, first, "the description changed");
    }
});

//! Which of libcrux's code paths this CPU runs.

/// Whether libcrux's AVX2 code is used: always in a build for x86-64-v3, otherwise when the CPU
/// has AVX2 (the same check libcrux makes). Fixed for the life of the process.
pub(crate) fn simd256() -> bool {
    cfg!(target_feature = "avx2")
        || (cfg!(target_arch = "x86_64") && libcrux_platform::simd256_support())
}

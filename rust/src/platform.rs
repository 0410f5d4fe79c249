//! Which of libcrux's code paths this CPU runs.

/// Whether libcrux's AVX2 code is used: always in a build for x86-64-v3, otherwise when the CPU
/// has AVX2 (the same check libcrux makes). Fixed for the life of the process.
pub(crate) fn simd256() -> bool {
    cfg!(target_feature = "avx2")
        || (cfg!(target_arch = "x86_64") && libcrux_platform::simd256_support())
}

/// Runs `$body` with `$m` bound to the libcrux module (`$krate::$module::avx2` or `::portable`)
/// of the parameter set `$set` names, for this CPU. A build for x86-64-v3 (AVX2 guaranteed; the
/// loader picks it only for such CPUs) references the AVX2 code alone, so the portable code is
/// not linked in: the library is a third of the size, which makes loading and its integrity
/// check faster.
#[cfg(target_feature = "avx2")]
macro_rules! dispatch_by_cpu {
    ($set:expr, $m:ident => $body:expr; $($variant:path => $krate:ident::$module:ident),+ $(,)?) => {
        match $set {
            $(
                $variant => {
                    use $krate::$module::avx2 as $m;
                    $body
                }
            )+
        }
    };
}

/// See the x86-64-v3 twin above: here the CPU is asked, once, whether to run the AVX2 code.
#[cfg(not(target_feature = "avx2"))]
macro_rules! dispatch_by_cpu {
    ($set:expr, $m:ident => $body:expr; $($variant:path => $krate:ident::$module:ident),+ $(,)?) => {
        match ($set, crate::platform::simd256()) {
            $(
                #[cfg(target_arch = "x86_64")]
                ($variant, true) => {
                    use $krate::$module::avx2 as $m;
                    $body
                }
                ($variant, _) => {
                    use $krate::$module::portable as $m;
                    $body
                }
            )+
        }
    };
}

pub(crate) use dispatch_by_cpu;

//! Which of libcrux's code paths this CPU runs: AVX2 on x86-64, NEON on aarch64, portable
//! otherwise.
//!
//! How the choice is made, per build:
//! - x86-64-v3 builds (`-C target-cpu=x86-64-v3`, `target_feature = "avx2"`): AVX2 only; the
//!   loader picks such a build only for CPUs that have it.
//! - other x86-64 builds: AVX2 when the CPU has it (asked once, the check libcrux makes), else
//!   portable.
//! - aarch64 builds: NEON only. NEON (Advanced SIMD) is part of the ARMv8-A base that every
//!   aarch64 Rust target except the soft-float ones enables (`target_feature = "neon"`), and
//!   libcrux's build script compiles its NEON modules on every aarch64 target, so no run-time
//!   check is needed and the portable code is not linked in.
//! - anything else: portable.

use std::ffi::{CStr, CString};
use std::sync::OnceLock;

/// The SIMD code path of this build on this CPU. Prepared (parsed-once) ML-KEM keys are stored
/// in the layout of the path that made them, so the path is recorded in their header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Simd {
    Portable = 0,
    Avx2 = 1,
    Neon = 2,
}

impl Simd {
    /// The name reported to callers (the diagnosis).
    pub(crate) const fn name(self) -> &'static str {
        match self {
            Simd::Portable => "portable",
            Simd::Avx2 => "avx2",
            Simd::Neon => "neon",
        }
    }
}

/// What each family runs in this build, in the words of the README's platform table, which
/// `scripts/platform-test.sh` compares with this string as it stands in each built library. One
/// NUL-terminated literal, so that it can be read from a library file without loading it (the
/// macOS builds).
/// The conditions are those of libcrux's dispatch below, of the ML-DSA engine
/// (`mldsa/engine.rs`) and of SLH-DSA's hashing (`slhdsa/hasher.rs`).
#[cfg(target_feature = "avx2")]
pub(crate) const CODE_PATHS: &CStr = c"rustpqc code paths: ML-KEM, ML-DSA and X-Wing: AVX2; \
     SLH-DSA: AVX2 4-way Keccak (SHAKE sets), SHA-NI when the CPU has it (SHA-2 sets)";
#[cfg(all(not(target_feature = "avx2"), target_arch = "x86_64"))]
pub(crate) const CODE_PATHS: &CStr = c"rustpqc code paths: ML-KEM, ML-DSA and X-Wing: AVX2 when \
     the CPU has it, else portable; SLH-DSA: portable Keccak (SHAKE sets), SHA-NI when the CPU \
     has it (SHA-2 sets)";
#[cfg(all(target_arch = "aarch64", target_feature = "neon", target_os = "linux"))]
pub(crate) const CODE_PATHS: &CStr = c"rustpqc code paths: ML-KEM and X-Wing: NEON; ML-DSA: \
     NEON arithmetic (AWS-LC's mldsa-native); SLH-DSA: NEON 2-way Keccak (SHAKE sets), SHA-2 \
     instructions when the CPU has them (SHA-2 sets)";
#[cfg(all(
    target_arch = "aarch64",
    target_feature = "neon",
    not(target_os = "linux")
))]
pub(crate) const CODE_PATHS: &CStr = c"rustpqc code paths: ML-KEM and X-Wing: NEON; ML-DSA: \
     portable arithmetic, NEON hashing; SLH-DSA: NEON 2-way Keccak (SHAKE sets), SHA-2 \
     instructions when the CPU has them (SHA-2 sets)";
#[cfg(not(any(
    target_arch = "x86_64",
    all(target_arch = "aarch64", target_feature = "neon")
)))]
pub(crate) const CODE_PATHS: &CStr = c"rustpqc code paths: portable";

/// [`CODE_PATHS`] after its marker: what each family runs. (Split at the marker's colon rather
/// than matched against a second copy of it, which would stand in the library file too.)
fn code_paths() -> &'static str {
    let text = CODE_PATHS.to_str().unwrap_or_default();
    text.split_once(": ").map_or(text, |(_, families)| families)
}

/// The code path used, fixed for the life of the process.
pub(crate) fn simd() -> Simd {
    // The secret-independence check and the portable-code-path vector run (test builds only) run
    // libcrux's portable code on a CPU that has AVX2, which only test builds can be told to do.
    #[cfg(any(valgrind_ct_test, feature = "portable-code-path"))]
    if cfg!(feature = "portable-code-path") || std::env::var_os("RUSTPQC_CT_PORTABLE").is_some() {
        return Simd::Portable;
    }
    if cfg!(target_feature = "avx2")
        || (cfg!(target_arch = "x86_64") && libcrux_platform::simd256_support())
    {
        Simd::Avx2
    } else if cfg!(all(target_arch = "aarch64", target_feature = "neon")) {
        Simd::Neon
    } else {
        Simd::Portable
    }
}

/// The code path, what each family runs in this build ([`CODE_PATHS`]) and the CPU features
/// that matter for them, as this process detects them (CPUID on x86-64, the operating system's
/// report on aarch64, on every OS), for the diagnosis: for example `avx2 (x86-64-v3 build);
/// ML-KEM, ML-DSA and X-Wing: AVX2; SLH-DSA: ...; cpu: avx avx2 bmi1 bmi2 fma f16c lzcnt movbe
/// avx512f aes sha`.
pub(crate) fn describe() -> &'static CStr {
    static DESCRIPTION: OnceLock<CString> = OnceLock::new();
    DESCRIPTION.get_or_init(|| {
        let build = if cfg!(target_feature = "avx2") {
            " (x86-64-v3 build)"
        } else {
            ""
        };
        let families = code_paths();
        let text = format!(
            "{}{build}; {families}; cpu: {}",
            simd().name(),
            cpu_features().join(" ")
        );
        CString::new(text).unwrap_or_default()
    })
}

#[cfg(target_arch = "x86_64")]
fn cpu_features() -> Vec<&'static str> {
    use std::arch::is_x86_feature_detected as has;
    [
        ("avx", has!("avx")),
        ("avx2", has!("avx2")),
        ("bmi1", has!("bmi1")),
        ("bmi2", has!("bmi2")),
        ("fma", has!("fma")),
        ("f16c", has!("f16c")),
        ("lzcnt", has!("lzcnt")),
        ("movbe", has!("movbe")),
        ("avx512f", has!("avx512f")),
        ("aes", has!("aes")),
        ("sha", has!("sha")),
    ]
    .into_iter()
    .filter_map(|(name, present)| present.then_some(name))
    .collect()
}

#[cfg(target_arch = "aarch64")]
fn cpu_features() -> Vec<&'static str> {
    use std::arch::is_aarch64_feature_detected as has;
    [
        ("neon", has!("neon")),
        ("aes", has!("aes")),
        ("pmull", has!("pmull")),
        ("sha2", has!("sha2")),
        ("sha3", has!("sha3")),
        ("sve", has!("sve")),
    ]
    .into_iter()
    .filter_map(|(name, present)| present.then_some(name))
    .collect()
}

#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
fn cpu_features() -> Vec<&'static str> {
    Vec::new()
}

/// Runs `$body` with `$m` bound to the libcrux module (`$krate::$module::avx2`, `::neon` or
/// `::portable`) of the parameter set `$set` names, for this CPU. A build for x86-64-v3 (AVX2
/// guaranteed; the loader picks it only for such CPUs) references the AVX2 code alone, so the
/// portable code is not linked in: the library is a third of the size, which makes loading and
/// its integrity check faster.
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

/// The aarch64 twin of the x86-64-v3 macro above: NEON is always there (see the module
/// documentation), so only the NEON code is referenced.
#[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
macro_rules! dispatch_by_cpu {
    ($set:expr, $m:ident => $body:expr; $($variant:path => $krate:ident::$module:ident),+ $(,)?) => {
        match $set {
            $(
                $variant => {
                    use $krate::$module::neon as $m;
                    $body
                }
            )+
        }
    };
}

/// Any other build: on x86-64 the CPU is asked, once, whether to run the AVX2 code; elsewhere
/// the portable code runs.
#[cfg(not(any(
    target_feature = "avx2",
    all(target_arch = "aarch64", target_feature = "neon")
)))]
macro_rules! dispatch_by_cpu {
    ($set:expr, $m:ident => $body:expr; $($variant:path => $krate:ident::$module:ident),+ $(,)?) => {
        match ($set, crate::platform::simd()) {
            $(
                #[cfg(target_arch = "x86_64")]
                ($variant, crate::platform::Simd::Avx2) => {
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

// Builds for x86-64-v3 or aarch64 with NEON link no portable code to force.
#[cfg(all(
    feature = "portable-code-path",
    any(
        target_feature = "avx2",
        all(target_arch = "aarch64", target_feature = "neon")
    )
))]
compile_error!("portable-code-path needs a build that links the portable code (x86-64 baseline)");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_code_path_matches_the_build() {
        if cfg!(feature = "portable-code-path") {
            assert_eq!(simd(), Simd::Portable);
            return;
        }
        let expected = if cfg!(target_feature = "avx2") {
            Some(Simd::Avx2)
        } else if cfg!(target_arch = "aarch64") {
            Some(Simd::Neon)
        } else if cfg!(target_arch = "x86_64") {
            None // the CPU decides
        } else {
            Some(Simd::Portable)
        };
        if let Some(expected) = expected {
            assert_eq!(simd(), expected);
        }
        assert_eq!(
            simd() == Simd::Avx2,
            cfg!(target_arch = "x86_64") && libcrux_platform::simd256_support()
        );
    }

    #[test]
    fn the_description_names_the_path_and_the_features() {
        let text = describe().to_str().unwrap();
        assert!(text.starts_with(simd().name()), "{text}");
        if cfg!(target_arch = "aarch64") {
            assert!(text.contains("cpu: neon"), "{text}");
        }
        assert!(text.contains(code_paths()), "{text}");
        if simd() == Simd::Avx2 {
            assert!(text.contains(" avx2"), "{text}");
        }
    }
}

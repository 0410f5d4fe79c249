//! The functions about the library itself: its version, its self-tests, its counters.

pub use exports::*;

/// Number of counters `rustpqc_operation_counts` writes: twelve operations (ML-KEM generate,
/// from-seed, encapsulate, decapsulate; ML-DSA generate, from-seed, sign, verify; X-Wing
/// generate, from-seed, encapsulate, decapsulate; SLH-DSA generate, from-seed, sign, verify) for
/// the C ABI, then the same sixteen for the JNI methods.
pub const RUSTPQC_OPERATION_COUNTERS: usize = 32;
const _: () = assert!(RUSTPQC_OPERATION_COUNTERS == 2 * crate::counters::OPERATIONS);

#[rustpqc_ffi_macros::exports]
mod exports {
    use super::RUSTPQC_OPERATION_COUNTERS;
    use crate::{counters, self_test, Error};
    use std::ffi::CStr;

    const VERSION: &CStr =
        match CStr::from_bytes_with_nul(concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes()) {
            Ok(version) => version,
            Err(_) => panic!("the crate version has no NUL"),
        };

    /// The library version, a static NUL-terminated string (never freed).
    #[export(java = version)]
    fn rustpqc_version() -> &'static CStr {
        VERSION
    }

    /// The SIMD code path this library runs (`avx2`, `neon` or `portable`, and whether it is
    /// an x86-64-v3 build) and the CPU features that matter, as detected in this process, as a
    /// static NUL-terminated string (never freed). For diagnosis: it works on every OS.
    #[export(java = cpu)]
    fn rustpqc_cpu() -> &'static CStr {
        crate::platform::describe()
    }

    /// Runs the known-answer self-tests (ML-KEM-768 key generation, encapsulation, decapsulation
    /// and implicit rejection, packed and prepared; ML-DSA-65 and SLH-DSA-SHA2-128f key
    /// generation, deterministic signing and verification; SLH-DSA-SHAKE-128f key generation;
    /// X-Wing key derivation, encapsulation and decapsulation, from the seed and prepared, honest
    /// and tampered), those that have not run yet. Each family's answers also run by themselves
    /// before the family's first operation, so a caller need not call this: it checks them all
    /// up front. `RUSTPQC_STATUS_SELF_TEST_FAILED`, from here or from any operation, means the
    /// library must not be used: after one failure every family refuses.
    #[export(java = selfTest)]
    fn rustpqc_self_test() -> Result<(), Error> {
        self_test::run()
    }

    /// The FIPS module this library runs ML-KEM and ML-DSA in, as `key=value` pairs separated by
    /// `;` (`module`, `version`, `fips_mode`, `self_test`: the module's own self-tests, all of
    /// them, run on the first call; `approved`: the services it performs), a static
    /// NUL-terminated string (never freed); empty in a library that is not the FIPS flavour.
    #[export(java = fipsModule)]
    fn rustpqc_fips_module() -> &'static CStr {
        #[cfg(feature = "fips")]
        return crate::fips::describe();
        #[cfg(not(feature = "fips"))]
        c""
    }

    /// Copies the FIPS module's approved-service indicator, as read around every ML-KEM and
    /// ML-DSA operation, into `out` (3 values): the operations the module indicated approved,
    /// those it did not, and the calling thread's last operation (0 none, 1 approved, 2 not
    /// approved). All zero in a library that is not the FIPS flavour.
    #[export(java = fipsIndicator)]
    fn rustpqc_fips_indicator(out: &mut [u64]) -> Result<(), Error> {
        if out.len() != 3 {
            return Err(Error::BadLength {
                what: "indicator array",
                expected: 3,
                actual: out.len(),
            });
        }
        #[cfg(feature = "fips")]
        out.copy_from_slice(&crate::fips::indicator());
        #[cfg(not(feature = "fips"))]
        out.fill(0);
        Ok(())
    }

    /// Copies the operation counters into `out` (`RUSTPQC_OPERATION_COUNTERS` values). Only
    /// completed operations count; checks, key preparation and the self-test do not.
    #[export(java = operationCounts)]
    fn rustpqc_operation_counts(out: &mut [u64]) -> Result<(), Error> {
        if out.len() != RUSTPQC_OPERATION_COUNTERS {
            return Err(Error::BadLength {
                what: "counter array",
                expected: RUSTPQC_OPERATION_COUNTERS,
                actual: out.len(),
            });
        }
        out.copy_from_slice(&counters::snapshot());
        Ok(())
    }
}

//! Per-boundary operation counters. They let a caller prove that native code really ran (a
//! hybrid TLS handshake, for example) and which boundary (C ABI or JNI) carried it, instead of
//! assuming it: `RustPqcProvider.binding()` names the binding and these counts show it.

use std::sync::atomic::{AtomicU64, Ordering};

/// The boundary a call came through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Boundary {
    /// The C ABI, used by Panama FFM.
    Ffi = 0,
    /// The JNI methods.
    Jni = 1,
}

/// Declares [`Operation`]; the Java `NativeOperation` enum is generated from it.
macro_rules! operations {
    ($($name:ident => $doc:literal,)*) => {
        /// The counted operations, in the order of the counter array.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Operation {
            $(#[doc = concat!(" ", $doc)] $name,)*
        }

        impl Operation {
            /// Every operation, in counter order.
            pub const ALL: &'static [Operation] = &[$(Operation::$name),*];

            /// What is counted, as the Java enum documents it.
            pub const fn doc(self) -> &'static str {
                match self {
                    $(Operation::$name => $doc,)*
                }
            }

            /// The variant's name (`MlKemGenerate` is `ML_KEM_GENERATE` in Java).
            pub const fn name(self) -> &'static str {
                match self {
                    $(Operation::$name => stringify!($name),)*
                }
            }
        }
    };
}

operations! {
    MlKemGenerate => "ML-KEM key generation from OS randomness.",
    MlKemFromSeed => "ML-KEM key derivation from a seed (key import).",
    MlKemEncapsulate => "ML-KEM encapsulation.",
    MlKemDecapsulate => "ML-KEM decapsulation.",
    MlDsaGenerate => "ML-DSA key generation from OS randomness.",
    MlDsaFromSeed => "ML-DSA key derivation from a seed (key import).",
    MlDsaSign => "ML-DSA signing.",
    MlDsaVerify => "ML-DSA verification.",
    XWingGenerate => "X-Wing key generation from OS randomness.",
    XWingFromSeed => "X-Wing public-key derivation from a seed (key import).",
    XWingEncapsulate => "X-Wing encapsulation.",
    XWingDecapsulate => "X-Wing decapsulation.",
    SlhDsaGenerate => "SLH-DSA key generation from OS randomness.",
    SlhDsaFromSeed => "SLH-DSA key derivation from its seeds.",
    SlhDsaSign => "SLH-DSA signing (pure and HashSLH-DSA).",
    SlhDsaVerify => "SLH-DSA verification (pure and HashSLH-DSA).",
}

/// Number of counted operations per boundary.
pub const OPERATIONS: usize = Operation::ALL.len();

#[allow(clippy::declare_interior_mutable_const)]
const ZERO: AtomicU64 = AtomicU64::new(0);
static COUNTS: [[AtomicU64; OPERATIONS]; 2] = [[ZERO; OPERATIONS], [ZERO; OPERATIONS]];

/// Records one completed operation.
pub fn record(boundary: Boundary, operation: Operation) {
    COUNTS[boundary as usize][operation as usize].fetch_add(1, Ordering::Relaxed);
}

/// A snapshot: `OPERATIONS` counters for the C ABI, then `OPERATIONS` for JNI.
pub fn snapshot() -> [u64; 2 * OPERATIONS] {
    let mut out = [0u64; 2 * OPERATIONS];
    for (boundary, row) in COUNTS.iter().enumerate() {
        for (op, counter) in row.iter().enumerate() {
            out[boundary * OPERATIONS + op] = counter.load(Ordering::Relaxed);
        }
    }
    out
}

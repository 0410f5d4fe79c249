//! Per-boundary operation counters. They let a caller prove which boundary (C ABI or JNI)
//! served a call and that native code really ran (a hybrid TLS handshake, for example), instead
//! of assuming it.

use std::sync::atomic::{AtomicU64, Ordering};

/// The boundary a call came through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Boundary {
    /// The C ABI (`ffi.rs`), used by Panama FFM.
    Ffi = 0,
    /// The JNI exports (`jni.rs`).
    Jni = 1,
}

/// The counted operations, in the order of the counter array.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operation {
    MlKemGenerate = 0,
    MlKemFromSeed = 1,
    MlKemEncapsulate = 2,
    MlKemDecapsulate = 3,
    MlDsaGenerate = 4,
    MlDsaFromSeed = 5,
    MlDsaSign = 6,
    MlDsaVerify = 7,
}

/// Number of counted operations per boundary.
pub const OPERATIONS: usize = 8;

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

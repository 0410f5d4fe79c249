//! The C ABI: the one contract between the Rust core and its callers (Panama FFM on JDK 22+,
//! C, and, through the same core functions, the JNI exports). The header `include/rustpqc.h` is
//! generated from this file by cbindgen; a test fails when the committed header drifts.
//!
//! Conventions: every buffer is caller-owned and passed as a pointer and an explicit length;
//! nothing is allocated across the boundary. Every function returns `RUSTPQC_OK` (0) or a
//! negative `RUSTPQC_ERR_*` status. A panic never crosses the boundary: it becomes
//! `RUSTPQC_ERR_PANIC`. On any failure the output buffers are zeroed, so a failed call never
//! leaves key material or a partial result behind. Output buffers must not overlap any other
//! buffer of the same call (`RUSTPQC_ERR_OVERLAPPING_BUFFERS`).
//!
//! Parameter sets are named by their numbers: 512, 768 and 1024 for ML-KEM; 44, 65 and 87 for
//! ML-DSA.

use crate::counters::{self, Boundary, Operation};
use crate::mldsa::{self, MlDsa};
use crate::mlkem::{self, MlKem, PreparedKey};
use crate::{self_test, Error};
use std::ffi::c_char;
use std::panic::{self, AssertUnwindSafe};
use zeroize::Zeroize;

/// Success.
pub const RUSTPQC_OK: i32 = 0;
/// A buffer length does not match the parameter set.
pub const RUSTPQC_ERR_BAD_LENGTH: i32 = -1;
/// A pointer with a non-zero length was null.
pub const RUSTPQC_ERR_NULL_POINTER: i32 = -2;
/// An output buffer overlaps another buffer of the same call.
pub const RUSTPQC_ERR_OVERLAPPING_BUFFERS: i32 = -3;
/// The parameter-set number is not one of 512/768/1024 (ML-KEM) or 44/65/87 (ML-DSA).
pub const RUSTPQC_ERR_UNKNOWN_PARAMETER_SET: i32 = -4;
/// The ML-KEM encapsulation key fails the FIPS 203 modulus check.
pub const RUSTPQC_ERR_INVALID_ENCAPSULATION_KEY: i32 = -5;
/// The ML-KEM decapsulation key fails the FIPS 203 hash check.
pub const RUSTPQC_ERR_INVALID_DECAPSULATION_KEY: i32 = -6;
/// The ML-DSA signature does not verify.
pub const RUSTPQC_ERR_VERIFICATION_FAILED: i32 = -7;
/// The ML-DSA context is longer than 255 bytes.
pub const RUSTPQC_ERR_CONTEXT_TOO_LONG: i32 = -8;
/// The operating system's random source failed; nothing was produced.
pub const RUSTPQC_ERR_RANDOMNESS_UNAVAILABLE: i32 = -9;
/// The OS random source repeated a block (continuous health test); nothing was produced.
pub const RUSTPQC_ERR_RANDOMNESS_REPEATED: i32 = -10;
/// ML-DSA signing exhausted its rejection-sampling bound.
pub const RUSTPQC_ERR_SIGNING_FAILED: i32 = -11;
/// A prepared-key buffer has the wrong length, set, kind or CPU layout.
pub const RUSTPQC_ERR_INVALID_PREPARED_KEY: i32 = -13;
/// The ML-DSA private key has secret (s1, s2) coefficients out of range.
pub const RUSTPQC_ERR_INVALID_SIGNING_KEY: i32 = -14;
/// A known-answer self-test failed: the library must not be used.
pub const RUSTPQC_ERR_SELF_TEST_FAILED: i32 = -15;
/// A JNI call failed (JNI exports only).
pub const RUSTPQC_ERR_JVM: i32 = -12;
/// The library panicked; the call had no effect beyond zeroed outputs.
pub const RUSTPQC_ERR_PANIC: i32 = -100;

/// Number of counters `rustpqc_operation_counts` writes: eight operations (ML-KEM generate,
/// from-seed, encapsulate, decapsulate; ML-DSA generate, from-seed, sign, verify) for the C ABI,
/// then the same eight for the JNI exports.
pub const RUSTPQC_OPERATION_COUNTERS: usize = 16;
const _: () = assert!(RUSTPQC_OPERATION_COUNTERS == 2 * counters::OPERATIONS);

/// Prepared-key kind: a validated ML-KEM encapsulation key, parsed for encapsulation.
pub const RUSTPQC_PREPARED_ENCAPSULATION_KEY: u32 = 1;
/// Prepared-key kind: a validated ML-KEM decapsulation key, parsed for decapsulation.
pub const RUSTPQC_PREPARED_DECAPSULATION_KEY: u32 = 2;

/// The status code of a core error.
pub fn status(error: Error) -> i32 {
    match error {
        Error::BadLength { .. } => RUSTPQC_ERR_BAD_LENGTH,
        Error::NullPointer => RUSTPQC_ERR_NULL_POINTER,
        Error::OverlappingBuffers => RUSTPQC_ERR_OVERLAPPING_BUFFERS,
        Error::UnknownParameterSet(_) => RUSTPQC_ERR_UNKNOWN_PARAMETER_SET,
        Error::InvalidEncapsulationKey => RUSTPQC_ERR_INVALID_ENCAPSULATION_KEY,
        Error::InvalidDecapsulationKey => RUSTPQC_ERR_INVALID_DECAPSULATION_KEY,
        Error::VerificationFailed => RUSTPQC_ERR_VERIFICATION_FAILED,
        Error::ContextTooLong => RUSTPQC_ERR_CONTEXT_TOO_LONG,
        Error::RandomnessUnavailable => RUSTPQC_ERR_RANDOMNESS_UNAVAILABLE,
        Error::RandomnessRepeated => RUSTPQC_ERR_RANDOMNESS_REPEATED,
        Error::SigningFailed => RUSTPQC_ERR_SIGNING_FAILED,
        Error::InvalidPreparedKey => RUSTPQC_ERR_INVALID_PREPARED_KEY,
        Error::InvalidSigningKey => RUSTPQC_ERR_INVALID_SIGNING_KEY,
        Error::SelfTestFailed => RUSTPQC_ERR_SELF_TEST_FAILED,
    }
}

/// Runs `body` behind the panic boundary shared by both exports (C ABI and JNI): a panic
/// becomes `RUSTPQC_ERR_PANIC`, a success is counted for `boundary`, and on any failure
/// `on_failure` runs (it zeroes the outputs).
pub(crate) fn guarded(
    boundary: Boundary,
    operation: Option<Operation>,
    body: impl FnOnce() -> Result<(), Error>,
    on_failure: impl FnOnce(),
) -> i32 {
    let code = match panic::catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => {
            if let Some(op) = operation {
                counters::record(boundary, op);
            }
            return RUSTPQC_OK;
        }
        Ok(Err(error)) => status(error),
        Err(_) => RUSTPQC_ERR_PANIC,
    };
    // A panic inside the cleanup would cross the boundary; zeroing cannot panic, but be sure.
    let _ = panic::catch_unwind(AssertUnwindSafe(on_failure));
    code
}

/// One caller buffer: start address and length.
#[derive(Clone, Copy)]
struct Span {
    start: usize,
    len: usize,
}

impl Span {
    fn of(ptr: *const u8, len: usize) -> Span {
        Span {
            start: ptr as usize,
            len,
        }
    }

    /// Empty and null buffers overlap nothing (a null one fails later as a null pointer).
    fn overlaps(self, other: Span) -> bool {
        self.len != 0
            && other.len != 0
            && self.start != 0
            && other.start != 0
            && self.start < other.start.saturating_add(other.len)
            && other.start < self.start.saturating_add(self.len)
    }
}

/// Checks that every output is disjoint from every other buffer of the call.
fn check_disjoint(outputs: &[Span], inputs: &[Span]) -> Result<(), Error> {
    for (i, out) in outputs.iter().enumerate() {
        let clash = outputs[i + 1..]
            .iter()
            .chain(inputs)
            .any(|o| out.overlaps(*o));
        if clash {
            return Err(Error::OverlappingBuffers);
        }
    }
    Ok(())
}

/// # Safety
/// `ptr` must be null or valid for reads of `len` bytes for the duration of the call.
unsafe fn input<'a>(ptr: *const u8, len: usize) -> Result<&'a [u8], Error> {
    if len == 0 {
        return Ok(&[]);
    }
    if ptr.is_null() {
        return Err(Error::NullPointer);
    }
    if len > isize::MAX as usize {
        return Err(Error::BadLength {
            what: "buffer",
            expected: isize::MAX as usize,
            actual: len,
        });
    }
    // SAFETY: non-null, non-empty, and the caller guarantees `len` readable bytes.
    Ok(unsafe { std::slice::from_raw_parts(ptr, len) })
}

/// # Safety
/// `ptr` must be null or valid for writes of `len` bytes, and not aliased, for the call.
unsafe fn output<'a>(ptr: *mut u8, len: usize) -> Result<&'a mut [u8], Error> {
    if len == 0 {
        return Ok(&mut []);
    }
    if ptr.is_null() {
        return Err(Error::NullPointer);
    }
    if len > isize::MAX as usize {
        return Err(Error::BadLength {
            what: "buffer",
            expected: isize::MAX as usize,
            actual: len,
        });
    }
    // SAFETY: non-null, non-empty; the caller guarantees `len` writable bytes, and
    // `check_disjoint` ran before any output slice is made, so no other slice aliases it.
    Ok(unsafe { std::slice::from_raw_parts_mut(ptr, len) })
}

/// Zeroes an output buffer after a failure, if it is usable.
///
/// # Safety
/// As for [`output`].
unsafe fn wipe(ptr: *mut u8, len: usize) {
    // SAFETY: forwarded contract.
    if let Ok(buf) = unsafe { output(ptr, len) } {
        buf.zeroize();
    }
}

/// The library version, a static NUL-terminated string (never freed).
#[no_mangle]
pub extern "C" fn rustpqc_version() -> *const c_char {
    concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast()
}

/// Runs the known-answer self-tests (ML-KEM-768 key generation, encapsulation, decapsulation and
/// implicit rejection, packed and prepared; ML-DSA-65 key generation, deterministic signing and
/// verification). `RUSTPQC_ERR_SELF_TEST_FAILED` means the library must not be used.
#[no_mangle]
pub extern "C" fn rustpqc_self_test() -> i32 {
    guarded(Boundary::Ffi, None, self_test::run, || {})
}

/// Copies the operation counters into `out` (`RUSTPQC_OPERATION_COUNTERS` values).
///
/// # Safety
/// `out` must be valid for writes of `len` `uint64_t` values.
#[no_mangle]
pub unsafe extern "C" fn rustpqc_operation_counts(out: *mut u64, len: usize) -> i32 {
    guarded(
        Boundary::Ffi,
        None,
        || {
            if len != RUSTPQC_OPERATION_COUNTERS {
                return Err(Error::BadLength {
                    what: "counter array",
                    expected: RUSTPQC_OPERATION_COUNTERS,
                    actual: len,
                });
            }
            if out.is_null() {
                return Err(Error::NullPointer);
            }
            // SAFETY: non-null and the caller guarantees `len` writable u64 values.
            let out = unsafe { std::slice::from_raw_parts_mut(out, len) };
            out.copy_from_slice(&counters::snapshot());
            Ok(())
        },
        || {
            // As `output` does for bytes: never make a slice longer than isize::MAX bytes.
            if !out.is_null() && len <= isize::MAX as usize / std::mem::size_of::<u64>() {
                // SAFETY: the caller guarantees `len` writable u64 values at `out`.
                unsafe { std::slice::from_raw_parts_mut(out, len).zeroize() };
            }
        },
    )
}

/// Generates an ML-KEM key pair from OS randomness: the 64-byte seed `d || z` into `seed`, the
/// encapsulation key into `ek` and the expanded decapsulation key into `dk`.
///
/// # Safety
/// Each pointer must be valid for writes of its length; the buffers must not overlap.
#[no_mangle]
pub unsafe extern "C" fn rustpqc_mlkem_generate(
    parameter_set: u32,
    seed: *mut u8,
    seed_len: usize,
    ek: *mut u8,
    ek_len: usize,
    dk: *mut u8,
    dk_len: usize,
) -> i32 {
    // SAFETY: forwarded caller contract.
    unsafe {
        mlkem_generate(
            Boundary::Ffi,
            parameter_set,
            seed,
            seed_len,
            ek,
            ek_len,
            dk,
            dk_len,
        )
    }
}

/// [`rustpqc_mlkem_generate`] for either boundary (the JNI exports pin Java arrays and come here).
///
/// # Safety
/// As for [`rustpqc_mlkem_generate`].
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn mlkem_generate(
    boundary: Boundary,
    parameter_set: u32,
    seed: *mut u8,
    seed_len: usize,
    ek: *mut u8,
    ek_len: usize,
    dk: *mut u8,
    dk_len: usize,
) -> i32 {
    guarded(
        boundary,
        Some(Operation::MlKemGenerate),
        // SAFETY (both closures): forwarded caller contract.
        || unsafe {
            let set = MlKem::from_id(parameter_set)?;
            let outs = [
                Span::of(seed, seed_len),
                Span::of(ek, ek_len),
                Span::of(dk, dk_len),
            ];
            check_disjoint(&outs, &[])?;
            mlkem::generate(
                set,
                output(seed, seed_len)?,
                output(ek, ek_len)?,
                output(dk, dk_len)?,
            )
        },
        || unsafe {
            wipe(seed, seed_len);
            wipe(ek, ek_len);
            wipe(dk, dk_len);
        },
    )
}

/// Derives the ML-KEM key pair of a 64-byte seed `d || z` (key import, known-answer tests).
///
/// # Safety
/// `seed` must be valid for reads, `ek` and `dk` for writes of their lengths; outputs must not
/// overlap any buffer.
#[no_mangle]
pub unsafe extern "C" fn rustpqc_mlkem_from_seed(
    parameter_set: u32,
    seed: *const u8,
    seed_len: usize,
    ek: *mut u8,
    ek_len: usize,
    dk: *mut u8,
    dk_len: usize,
) -> i32 {
    // SAFETY: forwarded caller contract.
    unsafe {
        mlkem_from_seed(
            Boundary::Ffi,
            parameter_set,
            seed,
            seed_len,
            ek,
            ek_len,
            dk,
            dk_len,
        )
    }
}

/// [`rustpqc_mlkem_from_seed`] for either boundary (the JNI exports pin Java arrays and come here).
///
/// # Safety
/// As for [`rustpqc_mlkem_from_seed`].
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn mlkem_from_seed(
    boundary: Boundary,
    parameter_set: u32,
    seed: *const u8,
    seed_len: usize,
    ek: *mut u8,
    ek_len: usize,
    dk: *mut u8,
    dk_len: usize,
) -> i32 {
    guarded(
        boundary,
        Some(Operation::MlKemFromSeed),
        // SAFETY (both closures): forwarded caller contract.
        || unsafe {
            let set = MlKem::from_id(parameter_set)?;
            check_disjoint(
                &[Span::of(ek, ek_len), Span::of(dk, dk_len)],
                &[Span::of(seed, seed_len)],
            )?;
            mlkem::keypair_from_seed(
                set,
                input(seed, seed_len)?,
                output(ek, ek_len)?,
                output(dk, dk_len)?,
            )
        },
        || unsafe {
            wipe(ek, ek_len);
            wipe(dk, dk_len);
        },
    )
}

/// Checks an ML-KEM encapsulation key: its length and the FIPS 203 modulus check.
///
/// # Safety
/// `ek` must be valid for reads of `ek_len` bytes.
#[no_mangle]
pub unsafe extern "C" fn rustpqc_mlkem_check_encapsulation_key(
    parameter_set: u32,
    ek: *const u8,
    ek_len: usize,
) -> i32 {
    // SAFETY: forwarded caller contract.
    unsafe { mlkem_check_encapsulation_key(Boundary::Ffi, parameter_set, ek, ek_len) }
}

/// [`rustpqc_mlkem_check_encapsulation_key`] for either boundary (the JNI exports pin Java arrays and come here).
///
/// # Safety
/// As for [`rustpqc_mlkem_check_encapsulation_key`].
pub(crate) unsafe fn mlkem_check_encapsulation_key(
    boundary: Boundary,
    parameter_set: u32,
    ek: *const u8,
    ek_len: usize,
) -> i32 {
    guarded(
        boundary,
        None,
        // SAFETY: forwarded caller contract.
        || unsafe {
            mlkem::check_encapsulation_key(MlKem::from_id(parameter_set)?, input(ek, ek_len)?)
        },
        || {},
    )
}

/// Checks an ML-KEM decapsulation key: its length and the FIPS 203 hash check.
///
/// # Safety
/// `dk` must be valid for reads of `dk_len` bytes.
#[no_mangle]
pub unsafe extern "C" fn rustpqc_mlkem_check_decapsulation_key(
    parameter_set: u32,
    dk: *const u8,
    dk_len: usize,
) -> i32 {
    // SAFETY: forwarded caller contract.
    unsafe { mlkem_check_decapsulation_key(Boundary::Ffi, parameter_set, dk, dk_len) }
}

/// [`rustpqc_mlkem_check_decapsulation_key`] for either boundary (the JNI exports pin Java arrays and come here).
///
/// # Safety
/// As for [`rustpqc_mlkem_check_decapsulation_key`].
pub(crate) unsafe fn mlkem_check_decapsulation_key(
    boundary: Boundary,
    parameter_set: u32,
    dk: *const u8,
    dk_len: usize,
) -> i32 {
    guarded(
        boundary,
        None,
        // SAFETY: forwarded caller contract.
        || unsafe {
            mlkem::check_decapsulation_key(MlKem::from_id(parameter_set)?, input(dk, dk_len)?)
        },
        || {},
    )
}

/// Encapsulates to `ek` with OS randomness, after the FIPS 203 modulus check: the ciphertext
/// into `ct`, the 32-byte shared secret into `ss`.
///
/// # Safety
/// `ek` must be valid for reads, `ct` and `ss` for writes of their lengths; outputs must not
/// overlap any buffer.
#[no_mangle]
pub unsafe extern "C" fn rustpqc_mlkem_encapsulate(
    parameter_set: u32,
    ek: *const u8,
    ek_len: usize,
    ct: *mut u8,
    ct_len: usize,
    ss: *mut u8,
    ss_len: usize,
) -> i32 {
    // SAFETY: forwarded caller contract.
    unsafe {
        mlkem_encapsulate(
            Boundary::Ffi,
            parameter_set,
            ek,
            ek_len,
            ct,
            ct_len,
            ss,
            ss_len,
        )
    }
}

/// [`rustpqc_mlkem_encapsulate`] for either boundary (the JNI exports pin Java arrays and come here).
///
/// # Safety
/// As for [`rustpqc_mlkem_encapsulate`].
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn mlkem_encapsulate(
    boundary: Boundary,
    parameter_set: u32,
    ek: *const u8,
    ek_len: usize,
    ct: *mut u8,
    ct_len: usize,
    ss: *mut u8,
    ss_len: usize,
) -> i32 {
    guarded(
        boundary,
        Some(Operation::MlKemEncapsulate),
        // SAFETY (both closures): forwarded caller contract.
        || unsafe {
            let set = MlKem::from_id(parameter_set)?;
            check_disjoint(
                &[Span::of(ct, ct_len), Span::of(ss, ss_len)],
                &[Span::of(ek, ek_len)],
            )?;
            mlkem::encapsulate(
                set,
                input(ek, ek_len)?,
                output(ct, ct_len)?,
                output(ss, ss_len)?,
            )
        },
        || unsafe {
            wipe(ct, ct_len);
            wipe(ss, ss_len);
        },
    )
}

/// Decapsulates `ct` with the expanded key `dk` into the 32-byte `ss`. A tampered ciphertext of
/// the right length succeeds with the implicit-rejection secret.
///
/// # Safety
/// `dk` and `ct` must be valid for reads, `ss` for writes of their lengths; `ss` must not
/// overlap any buffer.
#[no_mangle]
pub unsafe extern "C" fn rustpqc_mlkem_decapsulate(
    parameter_set: u32,
    dk: *const u8,
    dk_len: usize,
    ct: *const u8,
    ct_len: usize,
    ss: *mut u8,
    ss_len: usize,
) -> i32 {
    // SAFETY: forwarded caller contract.
    unsafe {
        mlkem_decapsulate(
            Boundary::Ffi,
            parameter_set,
            dk,
            dk_len,
            ct,
            ct_len,
            ss,
            ss_len,
        )
    }
}

/// [`rustpqc_mlkem_decapsulate`] for either boundary (the JNI exports pin Java arrays and come here).
///
/// # Safety
/// As for [`rustpqc_mlkem_decapsulate`].
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn mlkem_decapsulate(
    boundary: Boundary,
    parameter_set: u32,
    dk: *const u8,
    dk_len: usize,
    ct: *const u8,
    ct_len: usize,
    ss: *mut u8,
    ss_len: usize,
) -> i32 {
    guarded(
        boundary,
        Some(Operation::MlKemDecapsulate),
        // SAFETY (both closures): forwarded caller contract.
        || unsafe {
            let set = MlKem::from_id(parameter_set)?;
            check_disjoint(
                &[Span::of(ss, ss_len)],
                &[Span::of(dk, dk_len), Span::of(ct, ct_len)],
            )?;
            mlkem::decapsulate(
                set,
                input(dk, dk_len)?,
                input(ct, ct_len)?,
                output(ss, ss_len)?,
            )
        },
        || unsafe { wipe(ss, ss_len) },
    )
}

/// The length of a prepared ML-KEM key buffer of `kind` (`RUSTPQC_PREPARED_*`) for the set, on
/// this CPU (the layout follows the CPU, so ask at run time). Negative: a status code.
#[no_mangle]
pub extern "C" fn rustpqc_mlkem_prepared_key_len(parameter_set: u32, kind: u32) -> i64 {
    let length = panic::catch_unwind(|| {
        Ok::<_, Error>(mlkem::prepared_len(
            MlKem::from_id(parameter_set)?,
            PreparedKey::from_id(kind)?,
        ))
    });
    match length {
        Ok(Ok(len)) => len as i64,
        Ok(Err(error)) => status(error) as i64,
        Err(_) => RUSTPQC_ERR_PANIC as i64,
    }
}

/// Checks an ML-KEM encapsulation key (length, FIPS 203 modulus check) and parses it once into
/// the caller's buffer `prepared` (`rustpqc_mlkem_prepared_key_len` bytes), for
/// `rustpqc_mlkem_encapsulate_prepared`. The buffer holds no secret.
///
/// # Safety
/// `ek` must be valid for reads, `prepared` for writes of their lengths; no overlap.
#[no_mangle]
pub unsafe extern "C" fn rustpqc_mlkem_prepare_encapsulation_key(
    parameter_set: u32,
    ek: *const u8,
    ek_len: usize,
    prepared: *mut u8,
    prepared_len: usize,
) -> i32 {
    // SAFETY: forwarded caller contract.
    unsafe {
        mlkem_prepare_encapsulation_key(
            Boundary::Ffi,
            parameter_set,
            ek,
            ek_len,
            prepared,
            prepared_len,
        )
    }
}

/// [`rustpqc_mlkem_prepare_encapsulation_key`] for either boundary (the JNI exports pin Java arrays and come here).
///
/// # Safety
/// As for [`rustpqc_mlkem_prepare_encapsulation_key`].
pub(crate) unsafe fn mlkem_prepare_encapsulation_key(
    boundary: Boundary,
    parameter_set: u32,
    ek: *const u8,
    ek_len: usize,
    prepared: *mut u8,
    prepared_len: usize,
) -> i32 {
    guarded(
        boundary,
        None,
        // SAFETY (both closures): forwarded caller contract.
        || unsafe {
            let set = MlKem::from_id(parameter_set)?;
            check_disjoint(&[Span::of(prepared, prepared_len)], &[Span::of(ek, ek_len)])?;
            mlkem::prepare_encapsulation_key(
                set,
                input(ek, ek_len)?,
                output(prepared, prepared_len)?,
            )
        },
        || unsafe { wipe(prepared, prepared_len) },
    )
}

/// Checks an ML-KEM decapsulation key (length, FIPS 203 hash check) and parses it once into the
/// caller's buffer `prepared`, for `rustpqc_mlkem_decapsulate_prepared`. The buffer holds the
/// secret key: the caller must protect and wipe it like the key itself.
///
/// # Safety
/// `dk` must be valid for reads, `prepared` for writes of their lengths; no overlap.
#[no_mangle]
pub unsafe extern "C" fn rustpqc_mlkem_prepare_decapsulation_key(
    parameter_set: u32,
    dk: *const u8,
    dk_len: usize,
    prepared: *mut u8,
    prepared_len: usize,
) -> i32 {
    // SAFETY: forwarded caller contract.
    unsafe {
        mlkem_prepare_decapsulation_key(
            Boundary::Ffi,
            parameter_set,
            dk,
            dk_len,
            prepared,
            prepared_len,
        )
    }
}

/// [`rustpqc_mlkem_prepare_decapsulation_key`] for either boundary (the JNI exports pin Java arrays and come here).
///
/// # Safety
/// As for [`rustpqc_mlkem_prepare_decapsulation_key`].
pub(crate) unsafe fn mlkem_prepare_decapsulation_key(
    boundary: Boundary,
    parameter_set: u32,
    dk: *const u8,
    dk_len: usize,
    prepared: *mut u8,
    prepared_len: usize,
) -> i32 {
    guarded(
        boundary,
        None,
        // SAFETY (both closures): forwarded caller contract.
        || unsafe {
            let set = MlKem::from_id(parameter_set)?;
            check_disjoint(&[Span::of(prepared, prepared_len)], &[Span::of(dk, dk_len)])?;
            mlkem::prepare_decapsulation_key(
                set,
                input(dk, dk_len)?,
                output(prepared, prepared_len)?,
            )
        },
        || unsafe { wipe(prepared, prepared_len) },
    )
}

/// Encapsulates with OS randomness to a key prepared by `rustpqc_mlkem_prepare_encapsulation_key`.
///
/// # Safety
/// `prepared` must be valid for reads, `ct` and `ss` for writes of their lengths; outputs must
/// not overlap any buffer.
#[no_mangle]
pub unsafe extern "C" fn rustpqc_mlkem_encapsulate_prepared(
    parameter_set: u32,
    prepared: *const u8,
    prepared_len: usize,
    ct: *mut u8,
    ct_len: usize,
    ss: *mut u8,
    ss_len: usize,
) -> i32 {
    // SAFETY: forwarded caller contract.
    unsafe {
        mlkem_encapsulate_prepared(
            Boundary::Ffi,
            parameter_set,
            prepared,
            prepared_len,
            ct,
            ct_len,
            ss,
            ss_len,
        )
    }
}

/// [`rustpqc_mlkem_encapsulate_prepared`] for either boundary (the JNI exports pin Java arrays and come here).
///
/// # Safety
/// As for [`rustpqc_mlkem_encapsulate_prepared`].
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn mlkem_encapsulate_prepared(
    boundary: Boundary,
    parameter_set: u32,
    prepared: *const u8,
    prepared_len: usize,
    ct: *mut u8,
    ct_len: usize,
    ss: *mut u8,
    ss_len: usize,
) -> i32 {
    guarded(
        boundary,
        Some(Operation::MlKemEncapsulate),
        // SAFETY (both closures): forwarded caller contract.
        || unsafe {
            let set = MlKem::from_id(parameter_set)?;
            check_disjoint(
                &[Span::of(ct, ct_len), Span::of(ss, ss_len)],
                &[Span::of(prepared, prepared_len)],
            )?;
            mlkem::encapsulate_prepared(
                set,
                input(prepared, prepared_len)?,
                output(ct, ct_len)?,
                output(ss, ss_len)?,
            )
        },
        || unsafe {
            wipe(ct, ct_len);
            wipe(ss, ss_len);
        },
    )
}

/// Decapsulates `ct` with a key prepared by `rustpqc_mlkem_prepare_decapsulation_key`.
///
/// # Safety
/// `prepared` and `ct` must be valid for reads, `ss` for writes of their lengths; `ss` must not
/// overlap any buffer.
#[no_mangle]
pub unsafe extern "C" fn rustpqc_mlkem_decapsulate_prepared(
    parameter_set: u32,
    prepared: *const u8,
    prepared_len: usize,
    ct: *const u8,
    ct_len: usize,
    ss: *mut u8,
    ss_len: usize,
) -> i32 {
    // SAFETY: forwarded caller contract.
    unsafe {
        mlkem_decapsulate_prepared(
            Boundary::Ffi,
            parameter_set,
            prepared,
            prepared_len,
            ct,
            ct_len,
            ss,
            ss_len,
        )
    }
}

/// [`rustpqc_mlkem_decapsulate_prepared`] for either boundary (the JNI exports pin Java arrays and come here).
///
/// # Safety
/// As for [`rustpqc_mlkem_decapsulate_prepared`].
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn mlkem_decapsulate_prepared(
    boundary: Boundary,
    parameter_set: u32,
    prepared: *const u8,
    prepared_len: usize,
    ct: *const u8,
    ct_len: usize,
    ss: *mut u8,
    ss_len: usize,
) -> i32 {
    guarded(
        boundary,
        Some(Operation::MlKemDecapsulate),
        // SAFETY (both closures): forwarded caller contract.
        || unsafe {
            let set = MlKem::from_id(parameter_set)?;
            check_disjoint(
                &[Span::of(ss, ss_len)],
                &[Span::of(prepared, prepared_len), Span::of(ct, ct_len)],
            )?;
            mlkem::decapsulate_prepared(
                set,
                input(prepared, prepared_len)?,
                input(ct, ct_len)?,
                output(ss, ss_len)?,
            )
        },
        || unsafe { wipe(ss, ss_len) },
    )
}

/// Generates an ML-DSA key pair from OS randomness: the 32-byte seed into `seed`, the public key
/// into `pk` and the expanded private key into `sk`.
///
/// # Safety
/// Each pointer must be valid for writes of its length; the buffers must not overlap.
#[no_mangle]
pub unsafe extern "C" fn rustpqc_mldsa_generate(
    parameter_set: u32,
    seed: *mut u8,
    seed_len: usize,
    pk: *mut u8,
    pk_len: usize,
    sk: *mut u8,
    sk_len: usize,
) -> i32 {
    // SAFETY: forwarded caller contract.
    unsafe {
        mldsa_generate(
            Boundary::Ffi,
            parameter_set,
            seed,
            seed_len,
            pk,
            pk_len,
            sk,
            sk_len,
        )
    }
}

/// [`rustpqc_mldsa_generate`] for either boundary (the JNI exports pin Java arrays and come here).
///
/// # Safety
/// As for [`rustpqc_mldsa_generate`].
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn mldsa_generate(
    boundary: Boundary,
    parameter_set: u32,
    seed: *mut u8,
    seed_len: usize,
    pk: *mut u8,
    pk_len: usize,
    sk: *mut u8,
    sk_len: usize,
) -> i32 {
    guarded(
        boundary,
        Some(Operation::MlDsaGenerate),
        // SAFETY (both closures): forwarded caller contract.
        || unsafe {
            let set = MlDsa::from_id(parameter_set)?;
            let outs = [
                Span::of(seed, seed_len),
                Span::of(pk, pk_len),
                Span::of(sk, sk_len),
            ];
            check_disjoint(&outs, &[])?;
            mldsa::generate(
                set,
                output(seed, seed_len)?,
                output(pk, pk_len)?,
                output(sk, sk_len)?,
            )
        },
        || unsafe {
            wipe(seed, seed_len);
            wipe(pk, pk_len);
            wipe(sk, sk_len);
        },
    )
}

/// Derives the ML-DSA key pair of a 32-byte seed (key import, known-answer tests).
///
/// # Safety
/// `seed` must be valid for reads, `pk` and `sk` for writes of their lengths; outputs must not
/// overlap any buffer.
#[no_mangle]
pub unsafe extern "C" fn rustpqc_mldsa_from_seed(
    parameter_set: u32,
    seed: *const u8,
    seed_len: usize,
    pk: *mut u8,
    pk_len: usize,
    sk: *mut u8,
    sk_len: usize,
) -> i32 {
    // SAFETY: forwarded caller contract.
    unsafe {
        mldsa_from_seed(
            Boundary::Ffi,
            parameter_set,
            seed,
            seed_len,
            pk,
            pk_len,
            sk,
            sk_len,
        )
    }
}

/// [`rustpqc_mldsa_from_seed`] for either boundary (the JNI exports pin Java arrays and come here).
///
/// # Safety
/// As for [`rustpqc_mldsa_from_seed`].
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn mldsa_from_seed(
    boundary: Boundary,
    parameter_set: u32,
    seed: *const u8,
    seed_len: usize,
    pk: *mut u8,
    pk_len: usize,
    sk: *mut u8,
    sk_len: usize,
) -> i32 {
    guarded(
        boundary,
        Some(Operation::MlDsaFromSeed),
        // SAFETY (both closures): forwarded caller contract.
        || unsafe {
            let set = MlDsa::from_id(parameter_set)?;
            check_disjoint(
                &[Span::of(pk, pk_len), Span::of(sk, sk_len)],
                &[Span::of(seed, seed_len)],
            )?;
            mldsa::keypair_from_seed(
                set,
                input(seed, seed_len)?,
                output(pk, pk_len)?,
                output(sk, sk_len)?,
            )
        },
        || unsafe {
            wipe(pk, pk_len);
            wipe(sk, sk_len);
        },
    )
}

/// Checks that an expanded ML-DSA private key belongs to a public key: the same rho, and the
/// private key's tr equal to H(pk) (SHAKE256, 64 bytes). Returns
/// `RUSTPQC_ERR_INVALID_SIGNING_KEY` when they do not belong together.
///
/// # Safety
/// `pk` and `sk` must be valid for reads of their lengths.
#[no_mangle]
pub unsafe extern "C" fn rustpqc_mldsa_check_key_pair(
    parameter_set: u32,
    pk: *const u8,
    pk_len: usize,
    sk: *const u8,
    sk_len: usize,
) -> i32 {
    // SAFETY: forwarded caller contract.
    unsafe { mldsa_check_key_pair(Boundary::Ffi, parameter_set, pk, pk_len, sk, sk_len) }
}

/// [`rustpqc_mldsa_check_key_pair`] for either boundary.
///
/// # Safety
/// As for [`rustpqc_mldsa_check_key_pair`].
pub(crate) unsafe fn mldsa_check_key_pair(
    boundary: Boundary,
    parameter_set: u32,
    pk: *const u8,
    pk_len: usize,
    sk: *const u8,
    sk_len: usize,
) -> i32 {
    guarded(
        boundary,
        None,
        // SAFETY: forwarded caller contract.
        || unsafe {
            mldsa::check_key_pair(
                MlDsa::from_id(parameter_set)?,
                input(pk, pk_len)?,
                input(sk, sk_len)?,
            )
        },
        || {},
    )
}

/// Checks an expanded ML-DSA private key: its length and the range of its secret coefficients.
///
/// # Safety
/// `sk` must be valid for reads of `sk_len` bytes.
#[no_mangle]
pub unsafe extern "C" fn rustpqc_mldsa_check_private_key(
    parameter_set: u32,
    sk: *const u8,
    sk_len: usize,
) -> i32 {
    // SAFETY: forwarded caller contract.
    unsafe { mldsa_check_private_key(Boundary::Ffi, parameter_set, sk, sk_len) }
}

/// [`rustpqc_mldsa_check_private_key`] for either boundary (the JNI exports pin Java arrays and come here).
///
/// # Safety
/// As for [`rustpqc_mldsa_check_private_key`].
pub(crate) unsafe fn mldsa_check_private_key(
    boundary: Boundary,
    parameter_set: u32,
    sk: *const u8,
    sk_len: usize,
) -> i32 {
    guarded(
        boundary,
        None,
        // SAFETY: forwarded caller contract.
        || unsafe { mldsa::check_private_key(MlDsa::from_id(parameter_set)?, input(sk, sk_len)?) },
        || {},
    )
}

/// Signs `msg` under context `ctx` (at most 255 bytes) with the expanded private key `sk`.
/// Hedged with OS randomness when `deterministic` is 0; deterministic (FIPS 204 `rnd` of zeros)
/// otherwise.
///
/// # Safety
/// `sk`, `msg` and `ctx` must be valid for reads, `sig` for writes of their lengths; `sig` must
/// not overlap any buffer.
#[no_mangle]
pub unsafe extern "C" fn rustpqc_mldsa_sign(
    parameter_set: u32,
    sk: *const u8,
    sk_len: usize,
    msg: *const u8,
    msg_len: usize,
    ctx: *const u8,
    ctx_len: usize,
    deterministic: u32,
    sig: *mut u8,
    sig_len: usize,
) -> i32 {
    // SAFETY: forwarded caller contract.
    unsafe {
        mldsa_sign(
            Boundary::Ffi,
            parameter_set,
            sk,
            sk_len,
            msg,
            msg_len,
            ctx,
            ctx_len,
            deterministic,
            sig,
            sig_len,
        )
    }
}

/// [`rustpqc_mldsa_sign`] for either boundary (the JNI exports pin Java arrays and come here).
///
/// # Safety
/// As for [`rustpqc_mldsa_sign`].
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn mldsa_sign(
    boundary: Boundary,
    parameter_set: u32,
    sk: *const u8,
    sk_len: usize,
    msg: *const u8,
    msg_len: usize,
    ctx: *const u8,
    ctx_len: usize,
    deterministic: u32,
    sig: *mut u8,
    sig_len: usize,
) -> i32 {
    guarded(
        boundary,
        Some(Operation::MlDsaSign),
        // SAFETY (both closures): forwarded caller contract.
        || unsafe {
            let set = MlDsa::from_id(parameter_set)?;
            check_disjoint(
                &[Span::of(sig, sig_len)],
                &[
                    Span::of(sk, sk_len),
                    Span::of(msg, msg_len),
                    Span::of(ctx, ctx_len),
                ],
            )?;
            mldsa::sign(
                set,
                input(sk, sk_len)?,
                input(msg, msg_len)?,
                input(ctx, ctx_len)?,
                deterministic != 0,
                output(sig, sig_len)?,
            )
        },
        || unsafe { wipe(sig, sig_len) },
    )
}

/// Verifies `sig` on `msg` under context `ctx`. Returns `RUSTPQC_OK` for a valid signature and
/// `RUSTPQC_ERR_VERIFICATION_FAILED` for any other signature, including one of the wrong length.
///
/// # Safety
/// Each pointer must be valid for reads of its length.
#[no_mangle]
pub unsafe extern "C" fn rustpqc_mldsa_verify(
    parameter_set: u32,
    pk: *const u8,
    pk_len: usize,
    msg: *const u8,
    msg_len: usize,
    ctx: *const u8,
    ctx_len: usize,
    sig: *const u8,
    sig_len: usize,
) -> i32 {
    // SAFETY: forwarded caller contract.
    unsafe {
        mldsa_verify(
            Boundary::Ffi,
            parameter_set,
            pk,
            pk_len,
            msg,
            msg_len,
            ctx,
            ctx_len,
            sig,
            sig_len,
        )
    }
}

/// [`rustpqc_mldsa_verify`] for either boundary (the JNI exports pin Java arrays and come here).
///
/// # Safety
/// As for [`rustpqc_mldsa_verify`].
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn mldsa_verify(
    boundary: Boundary,
    parameter_set: u32,
    pk: *const u8,
    pk_len: usize,
    msg: *const u8,
    msg_len: usize,
    ctx: *const u8,
    ctx_len: usize,
    sig: *const u8,
    sig_len: usize,
) -> i32 {
    guarded(
        boundary,
        Some(Operation::MlDsaVerify),
        // SAFETY: forwarded caller contract.
        || unsafe {
            mldsa::verify(
                MlDsa::from_id(parameter_set)?,
                input(pk, pk_len)?,
                input(msg, msg_len)?,
                input(ctx, ctx_len)?,
                input(sig, sig_len)?,
            )
        },
        || {},
    )
}

/// Plain-old-data storage of libcrux's unpacked ML-KEM keys in caller-owned byte buffers, so that
/// a parsed key can live in a Java array (freed by the GC, never dangling) instead of behind a
/// native handle. This is the only place the core reinterprets bytes as key structs.
pub(crate) mod pod {
    use std::mem::{size_of, MaybeUninit};
    use zeroize::Zeroize;

    /// Types made only of integer arrays (and SIMD integer vectors): every bit pattern is a
    /// valid value, they hold no pointers and have no `Drop`.
    ///
    /// # Safety
    /// Implement only for such types.
    pub(crate) unsafe trait Pod: Sized {}

    /// The byte length of `T`'s storage.
    pub(crate) const fn len<T: Pod>() -> usize {
        size_of::<T>()
    }

    /// Builds a default `T` on the stack, lets `init` fill it, copies it into `out` and wipes the
    /// stack copy.
    pub(crate) fn store<T: Pod + Default>(out: &mut [u8], init: impl FnOnce(&mut T)) {
        assert_eq!(out.len(), size_of::<T>(), "pod buffer length");
        let mut value = T::default();
        init(&mut value);
        // SAFETY: `value` is a live, initialised `T`; viewing its bytes is valid for a Pod type
        // and the view ends before `value` is used again.
        let bytes = unsafe {
            std::slice::from_raw_parts_mut((&mut value as *mut T).cast::<u8>(), size_of::<T>())
        };
        out.copy_from_slice(bytes);
        bytes.zeroize();
    }

    /// Copies a `T` out of `bytes` into aligned stack memory, runs `f` on it, and wipes the copy.
    pub(crate) fn with<T: Pod, R>(bytes: &[u8], f: impl FnOnce(&T) -> R) -> R {
        assert_eq!(bytes.len(), size_of::<T>(), "pod buffer length");
        let mut slot = MaybeUninit::<T>::uninit();
        // SAFETY: `slot` is `size_of::<T>()` writable, properly aligned bytes, disjoint from
        // `bytes`; after the copy every byte is initialised, and any bit pattern is a valid `T`.
        let value = unsafe {
            std::ptr::copy_nonoverlapping(
                bytes.as_ptr(),
                slot.as_mut_ptr().cast::<u8>(),
                bytes.len(),
            );
            slot.assume_init_mut()
        };
        let result = f(value);
        // SAFETY: as in `store`: a byte view of a live Pod value, used only to wipe it.
        unsafe {
            std::slice::from_raw_parts_mut((value as *mut T).cast::<u8>(), size_of::<T>())
                .zeroize();
        }
        result
    }

    macro_rules! pod {
        ($($set:ident: $public:ident, $pair:ident;)*) => {$(
            // SAFETY: libcrux's unpacked keys are arrays of polynomials, which are arrays of
            // i16 vectors (portable) or __m256i (AVX2), plus byte arrays: all bit patterns
            // are valid and there are no pointers or destructors.
            unsafe impl Pod for libcrux_ml_kem::$set::portable::unpacked::$public {}
            unsafe impl Pod for libcrux_ml_kem::$set::portable::unpacked::$pair {}
            #[cfg(target_arch = "x86_64")]
            unsafe impl Pod for libcrux_ml_kem::$set::avx2::unpacked::$public {}
            #[cfg(target_arch = "x86_64")]
            unsafe impl Pod for libcrux_ml_kem::$set::avx2::unpacked::$pair {}
        )*};
    }

    pod! {
        mlkem512: MlKem512PublicKeyUnpacked, MlKem512KeyPairUnpacked;
        mlkem768: MlKem768PublicKeyUnpacked, MlKem768KeyPairUnpacked;
        mlkem1024: MlKem1024PublicKeyUnpacked, MlKem1024KeyPairUnpacked;
    }
}

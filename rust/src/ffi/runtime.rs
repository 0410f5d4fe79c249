//! What the code `#[exports]` generates calls: the panic guard, the buffer checks, the JNI frame
//! and the declarations.

pub(crate) use super::buffers::{check_disjoint, check_lengths, input, output, wipe, Span};
pub(crate) use super::declarations::{Function, Kind, Param, Returns};
pub(crate) use super::jni;
pub(crate) use super::Status;
use crate::counters;
pub(crate) use crate::counters::{Boundary, Operation};
use crate::Error;
use std::ffi::{c_char, CStr};
use std::panic::{self, AssertUnwindSafe};
use std::ptr;

/// Runs `body` behind the panic guard shared by both boundaries: a panic becomes
/// `Status::Panic`, a success of a counted operation is counted for `boundary`, and when the
/// call fails after its arguments were accepted `on_failure` runs (it zeroes the outputs).
///
/// A call refused for its arguments writes nothing: a length no buffer can have, outputs that
/// overlap another buffer (zeroing them would wipe the inputs), and every refusal the body makes
/// before it computes anything (see [`Error::is_refused_argument`]). Wiping an output whose
/// declared length is wrong would write past the caller's real buffer.
pub(crate) fn guard<T>(
    boundary: Boundary,
    operation: Option<Operation>,
    outputs: &[Span],
    inputs: &[Span],
    body: impl FnOnce() -> Result<T, Error>,
    on_failure: impl FnOnce(),
) -> Result<T, Status> {
    check_lengths(outputs, inputs).map_err(Status::from)?;
    check_disjoint(outputs, inputs).map_err(Status::from)?;
    let status = match panic::catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(value)) => {
            if let Some(op) = operation {
                counters::record(boundary, op);
            }
            return Ok(value);
        }
        Ok(Err(error)) if error.is_refused_argument() => return Err(Status::from(error)),
        Ok(Err(error)) => Status::from(error),
        Err(_) => Status::Panic,
    };
    // A panic inside the cleanup would cross the boundary; zeroing cannot panic, but be sure.
    let _ = panic::catch_unwind(AssertUnwindSafe(on_failure));
    Err(status)
}

/// The C result of a function returning a status.
pub(crate) fn status(result: Result<(), Status>) -> Status {
    result.err().unwrap_or(Status::Ok)
}

/// The C result of a function returning a length: the length, or a negative status.
pub(crate) fn length(result: Result<usize, Status>) -> i64 {
    match result {
        Ok(len) => i64::try_from(len).unwrap_or(Status::BadLength as i64),
        Err(status) => status as i64,
    }
}

/// The C result of a function returning text: the string, or null when it failed.
pub(crate) fn text(result: Result<&'static CStr, Status>) -> *const c_char {
    result.map_or(ptr::null(), CStr::as_ptr)
}

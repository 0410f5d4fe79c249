//! Caller buffers at the boundary: the overlap check, and slices made only from pointers and
//! lengths that passed their checks.

use crate::Error;
use zeroize::DefaultIsZeroes;

/// One caller buffer: its start address and its length in bytes.
#[derive(Clone, Copy)]
pub(crate) struct Span {
    start: usize,
    bytes: usize,
}

impl Span {
    pub(crate) fn of<T>(ptr: *const T, len: usize) -> Span {
        Span {
            start: ptr as usize,
            bytes: len.saturating_mul(size_of::<T>()),
        }
    }

    /// Empty and null buffers overlap nothing (a null one fails later as a null pointer).
    fn overlaps(self, other: Span) -> bool {
        self.bytes != 0
            && other.bytes != 0
            && self.start != 0
            && other.start != 0
            && self.start < other.start.saturating_add(other.bytes)
            && other.start < self.start.saturating_add(self.bytes)
    }
}

/// Checks that every output is disjoint from every other buffer of the call.
pub(crate) fn check_disjoint(outputs: &[Span], inputs: &[Span]) -> Result<(), Error> {
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

/// Refuses a null pointer with a non-zero length, and a length no buffer can have.
fn check<T>(ptr: *const T, len: usize) -> Result<(), Error> {
    if ptr.is_null() {
        return Err(Error::NullPointer);
    }
    let limit = isize::MAX as usize / size_of::<T>();
    if len > limit {
        return Err(Error::BadLength {
            what: "buffer",
            expected: limit,
            actual: len,
        });
    }
    Ok(())
}

/// # Safety
/// `ptr` must be null or valid for reads of `len` elements for the duration of the call.
pub(crate) unsafe fn input<'a, T>(ptr: *const T, len: usize) -> Result<&'a [T], Error> {
    if len == 0 {
        return Ok(&[]);
    }
    check(ptr, len)?;
    // SAFETY: non-null, non-empty, at most isize::MAX bytes, and the caller guarantees `len`
    // readable elements.
    Ok(unsafe { std::slice::from_raw_parts(ptr, len) })
}

/// # Safety
/// `ptr` must be null or valid for writes of `len` elements for the duration of the call, and
/// disjoint from every other buffer of the call.
pub(crate) unsafe fn output<'a, T>(ptr: *mut T, len: usize) -> Result<&'a mut [T], Error> {
    if len == 0 {
        return Ok(&mut []);
    }
    check(ptr, len)?;
    // SAFETY: non-null, non-empty, at most isize::MAX bytes; the caller guarantees `len`
    // writable elements no other slice of the call aliases.
    Ok(unsafe { std::slice::from_raw_parts_mut(ptr, len) })
}

/// Zeroes an output buffer after a failure, if it passes the checks [`output`] makes.
///
/// # Safety
/// As for [`output`].
pub(crate) unsafe fn wipe<T: DefaultIsZeroes>(ptr: *mut T, len: usize) {
    use zeroize::Zeroize;
    // SAFETY: forwarded contract.
    if let Ok(buf) = unsafe { output(ptr, len) } {
        buf.zeroize();
    }
}

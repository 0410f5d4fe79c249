//! Caller buffers at the boundary: the overlap check, and slices made only from pointers and
//! lengths that passed their checks.

use crate::Error;
use zeroize::DefaultIsZeroes;

/// One caller buffer: its start address and its length in bytes (None when the length in bytes
/// overflows).
#[derive(Clone, Copy)]
pub(crate) struct Span {
    start: usize,
    bytes: Option<usize>,
}

impl Span {
    pub(crate) fn of<T>(ptr: *const T, len: usize) -> Span {
        Span {
            start: ptr as usize,
            bytes: len.checked_mul(size_of::<T>()),
        }
    }

    /// Whether a buffer can have this length: at most `isize::MAX` bytes, ending inside the
    /// address space.
    fn is_possible(self) -> bool {
        self.bytes.is_some_and(|bytes| {
            bytes <= isize::MAX as usize && self.start.checked_add(bytes).is_some()
        })
    }

    /// Empty and null buffers overlap nothing (a null one fails later as a null pointer).
    /// Both spans are possible ones ([`check_lengths`] ran first).
    fn overlaps(self, other: Span) -> bool {
        let (a, b) = (self.bytes.unwrap_or(0), other.bytes.unwrap_or(0));
        a != 0
            && b != 0
            && self.start != 0
            && other.start != 0
            && self.start < other.start + b
            && other.start < self.start + a
    }
}

/// Refuses a length no buffer can have, before the overlap check: such a span would overlap
/// everything, and the error is its length.
pub(crate) fn check_lengths(outputs: &[Span], inputs: &[Span]) -> Result<(), Error> {
    match outputs
        .iter()
        .chain(inputs)
        .find(|span| !span.is_possible())
    {
        None => Ok(()),
        Some(span) => Err(Error::BadLength {
            what: "buffer",
            expected: isize::MAX as usize,
            actual: span.bytes.unwrap_or(usize::MAX),
        }),
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

/// Zeroes an output buffer after a failure, if it passes the checks [`output`] makes. Only for a
/// call whose arguments were accepted, so its declared length is the one the operation checked.
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

//! How one buffer of a call is passed: its pointer's kind and its length. The decoder of the
//! fuzzer's bytes ([`input`](crate::input)) chooses them, and a [`Frame`](crate::frame::Frame)
//! lays them out.

/// What the pointer of a buffer is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A real allocation of `len` bytes (for `len` 0, a dangling non-null pointer).
    Real,
    /// A null pointer, with any length.
    Null,
    /// A non-null pointer with a length above `isize::MAX`, which the library must reject
    /// before touching memory.
    Huge,
}

/// How one buffer is passed: pointer kind and length.
#[derive(Clone, Copy, Debug)]
pub struct Spec {
    pub kind: Kind,
    pub len: usize,
}

impl Spec {
    pub fn real(len: usize) -> Spec {
        Spec {
            kind: Kind::Real,
            len,
        }
    }

    pub fn null(len: usize) -> Spec {
        Spec {
            kind: Kind::Null,
            len,
        }
    }
}

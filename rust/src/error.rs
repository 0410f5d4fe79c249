use core::fmt;

/// Everything that can go wrong in the core. Each variant maps to one `RUSTPQC_STATUS_*` status
/// code at the C ABI and to one Java exception type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    /// A buffer has the wrong length for the parameter set.
    BadLength {
        /// Which argument.
        what: &'static str,
        /// The length the parameter set requires.
        expected: usize,
        /// The length that was passed.
        actual: usize,
    },
    /// A required pointer was null.
    NullPointer,
    /// An output buffer overlaps another buffer of the same call.
    OverlappingBuffers,
    /// The parameter-set number is not 512/768/1024 (ML-KEM), 44/65/87 (ML-DSA) or 20..=31
    /// (SLH-DSA).
    UnknownParameterSet(u32),
    /// The encapsulation key fails the FIPS 203 modulus check (section 7.2).
    InvalidEncapsulationKey,
    /// The decapsulation key fails the FIPS 203 hash check (section 7.3).
    InvalidDecapsulationKey,
    /// The ML-DSA signature does not verify.
    VerificationFailed,
    /// The ML-DSA context string is longer than 255 bytes.
    ContextTooLong,
    /// The operating system's random source failed; no key material was produced.
    RandomnessUnavailable,
    /// The expanded ML-DSA private key has secret coefficients out of range (FIPS 204 skDecode),
    /// or does not belong to its public key; or an SLH-DSA private key signed something its own
    /// `PK.root` does not verify.
    InvalidSigningKey,
    /// A prepared-key buffer has the wrong length, set, kind or CPU layout.
    InvalidPreparedKey,
    /// A known-answer self-test gave a wrong answer.
    SelfTestFailed,
    /// The OS random source returned the same block twice in a row (continuous health test).
    RandomnessRepeated,
    /// ML-DSA signing gave up after its rejection-sampling bound (probability < 2^-100).
    SigningFailed,
    /// A hash-state buffer is malformed (its length or header) or already finished.
    InvalidHashState,
    /// The pre-hash function number is not one FIPS 204 / 205 allows.
    UnknownHashFunction(u32),
    /// A thread with the stack an operation needs could not be started.
    OutOfMemory,
    /// The FIPS flavour's module does not offer the operation as an approved service.
    OutsideFipsBoundary,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::BadLength {
                what,
                expected,
                actual,
            } => write!(f, "{what} must be {expected} bytes, got {actual}"),
            Error::NullPointer => f.write_str("null pointer"),
            Error::OverlappingBuffers => f.write_str("output buffer overlaps another buffer"),
            Error::UnknownParameterSet(n) => write!(f, "unknown parameter set {n}"),
            Error::InvalidEncapsulationKey => {
                f.write_str("encapsulation key fails the FIPS 203 modulus check")
            }
            Error::InvalidDecapsulationKey => {
                f.write_str("decapsulation key fails the FIPS 203 hash check")
            }
            Error::VerificationFailed => f.write_str("signature does not verify"),
            Error::ContextTooLong => f.write_str("context is longer than 255 bytes"),
            Error::RandomnessUnavailable => f.write_str("OS randomness unavailable"),
            Error::RandomnessRepeated => f.write_str("OS randomness repeated a block"),
            Error::InvalidSigningKey => f.write_str("invalid private key"),
            Error::InvalidPreparedKey => f.write_str("prepared key does not match the call"),
            Error::SelfTestFailed => f.write_str("a known-answer self-test failed"),
            Error::SigningFailed => f.write_str("signing failed"),
            Error::InvalidHashState => f.write_str("hash state is malformed or finished"),
            Error::UnknownHashFunction(n) => write!(f, "unknown pre-hash function {n}"),
            Error::OutOfMemory => f.write_str("out of memory"),
            Error::OutsideFipsBoundary => f.write_str("outside the FIPS boundary"),
        }
    }
}

impl std::error::Error for Error {}

impl Error {
    /// Whether this is a refusal of the call's arguments, which every operation makes before it
    /// computes or writes anything: a length, a null pointer, overlapping buffers, a parameter
    /// set or pre-hash number, a context, a prepared key or a hash state. The boundary writes
    /// nothing for such a call (an output with a wrong length is not the caller's real buffer);
    /// for any later failure it zeroes the outputs.
    pub fn is_refused_argument(&self) -> bool {
        matches!(
            self,
            Error::BadLength { .. }
                | Error::NullPointer
                | Error::OverlappingBuffers
                | Error::UnknownParameterSet(_)
                | Error::UnknownHashFunction(_)
                | Error::ContextTooLong
                | Error::InvalidPreparedKey
                | Error::InvalidHashState
                | Error::OutsideFipsBoundary
        )
    }
}

/// Checks that `buf` has exactly the length a parameter set requires.
pub(crate) fn expect_len(what: &'static str, buf: &[u8], expected: usize) -> Result<(), Error> {
    if buf.len() == expected {
        Ok(())
    } else {
        Err(Error::BadLength {
            what,
            expected,
            actual: buf.len(),
        })
    }
}

/// Longest context string FIPS 204 and FIPS 205 allow.
pub(crate) const MAX_CONTEXT_LEN: usize = 255;

/// The checks of every signing call before any work: the lengths of the private key and of the
/// signature buffer, then the context's.
pub(crate) fn check_signing_inputs(
    sk: &[u8],
    private_key_len: usize,
    context: &[u8],
    signature_out: &[u8],
    signature_len: usize,
) -> Result<(), Error> {
    expect_len("private key", sk, private_key_len)?;
    expect_len("signature", signature_out, signature_len)?;
    if context.len() > MAX_CONTEXT_LEN {
        return Err(Error::ContextTooLong);
    }
    Ok(())
}

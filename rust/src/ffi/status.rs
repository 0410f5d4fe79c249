//! The status every function of the C ABI returns, with the message that explains it. The header
//! (`rustpqc_status`, `RUSTPQC_STATUS_*`) and the Java `NativeStatus` enum are generated from
//! this one list.

use crate::Error;

/// Declares [`Status`]: each variant's message is also its documentation in the header.
macro_rules! statuses {
    ($($name:ident = $code:literal => $message:literal,)*) => {
        /// The result of a call: `RUSTPQC_STATUS_OK` (0) or a negative error. A failed call has no
        /// effect but zeroed outputs.
        #[repr(i32)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Status {
            $(#[doc = concat!(" ", $message)] $name = $code,)*
        }

        impl Status {
            /// Every status, in the order of the header.
            pub const ALL: &'static [Status] = &[$(Status::$name),*];

            /// What the status means, as the header documents it.
            pub const fn message(self) -> &'static str {
                match self {
                    $(Status::$name => $message,)*
                }
            }

            /// The variant's name, as the Java enum spells it (`BadLength` is `BAD_LENGTH`).
            pub const fn name(self) -> &'static str {
                match self {
                    $(Status::$name => stringify!($name),)*
                }
            }
        }
    };
}

statuses! {
    Ok = 0 => "success",
    BadLength = -1 => "a buffer has the wrong length for the parameter set",
    NullPointer = -2 => "a buffer with a non-zero length is null",
    OverlappingBuffers = -3 => "an output buffer overlaps another buffer of the call; nothing was written",
    UnknownParameterSet = -4 => "the parameter-set number is not one of 512/768/1024 (ML-KEM), 44/65/87 (ML-DSA) or 20..31 (SLH-DSA)",
    InvalidEncapsulationKey = -5 => "the ML-KEM encapsulation key fails the FIPS 203 modulus check",
    InvalidDecapsulationKey = -6 => "the ML-KEM decapsulation key fails the FIPS 203 hash check",
    VerificationFailed = -7 => "the signature does not verify",
    ContextTooLong = -8 => "the context is longer than 255 bytes",
    RandomnessUnavailable = -9 => "the operating system's random source failed; nothing was produced",
    RandomnessRepeated = -10 => "the operating system's random source repeated a block (continuous health test); nothing was produced",
    SigningFailed = -11 => "signing exhausted its rejection-sampling bound",
    Jvm = -12 => "a JNI call failed (JNI methods only)",
    InvalidPreparedKey = -13 => "a prepared-key buffer has the wrong length, set, kind or CPU layout",
    InvalidSigningKey = -14 => "the private key is invalid (ML-DSA: secret coefficients out of range, or another public key's; SLH-DSA: it made a signature its own PK.root does not verify)",
    SelfTestFailed = -15 => "a known-answer self-test failed: the library must not be used",
    InvalidHashState = -16 => "a hash-state buffer is malformed (wrong length or header) or already finished",
    UnknownHashFunction = -17 => "the pre-hash function number is not one FIPS 204 and 205 allow (the last arc of its NIST OID, 1 to 12)",
    OutOfMemory = -18 => "memory for a copy of an argument or for a thread stack could not be allocated; nothing was done",
    OutsideFipsBoundary = -19 => "outside the FIPS boundary: this FIPS build's AWS-LC module does not offer the operation as an approved service (SLH-DSA, X-Wing, HashML-DSA, external mu, ML-DSA with a context or deterministic); nothing was done",
    Panic = -100 => "the library panicked; the call had no effect but zeroed outputs",
}

impl From<Error> for Status {
    fn from(error: Error) -> Status {
        match error {
            Error::BadLength { .. } => Status::BadLength,
            Error::NullPointer => Status::NullPointer,
            Error::OverlappingBuffers => Status::OverlappingBuffers,
            Error::UnknownParameterSet(_) => Status::UnknownParameterSet,
            Error::InvalidEncapsulationKey => Status::InvalidEncapsulationKey,
            Error::InvalidDecapsulationKey => Status::InvalidDecapsulationKey,
            Error::VerificationFailed => Status::VerificationFailed,
            Error::ContextTooLong => Status::ContextTooLong,
            Error::RandomnessUnavailable => Status::RandomnessUnavailable,
            Error::RandomnessRepeated => Status::RandomnessRepeated,
            Error::SigningFailed => Status::SigningFailed,
            Error::InvalidPreparedKey => Status::InvalidPreparedKey,
            Error::InvalidSigningKey => Status::InvalidSigningKey,
            Error::SelfTestFailed => Status::SelfTestFailed,
            Error::InvalidHashState => Status::InvalidHashState,
            Error::UnknownHashFunction(_) => Status::UnknownHashFunction,
            Error::OutOfMemory => Status::OutOfMemory,
            Error::OutsideFipsBoundary => Status::OutsideFipsBoundary,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_unique_and_only_ok_is_zero() {
        let mut codes: Vec<i32> = Status::ALL.iter().map(|&s| s as i32).collect();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), Status::ALL.len());
        assert!(Status::ALL
            .iter()
            .all(|&s| (s as i32 == 0) == (s == Status::Ok) && s as i32 <= 0));
    }
}

//! The harness shared by the fuzz targets of the rustpqc C ABI.
//!
//! Every target of a parameter-set function starts from [`Family::case`] (the fuzzer's bytes as
//! an [`Input`], and the parameter set it chose), lays the buffers of one call out with a
//! [`Frame`] (separate allocations, or all carved from one arena at fuzzer-chosen offsets so that
//! they may overlap), calls the `extern "C"` function with [`c_call!`], and then checks the
//! contract of `rust/src/ffi/` with [`judge`]:
//!
//! * the status is `Status::Ok` or one of the documented errors of that function, and each
//!   error is justified by a defect of the call (an unknown parameter set, a null pointer with a
//!   non-zero length, a wrong length, overlapping outputs, an over-long context, a prepared
//!   key of the wrong length, or a semantic failure the target checks with an independent
//!   oracle, such as a prepared key whose header does not match the call);
//! * a call without any defect succeeds;
//! * a call refused for its arguments writes nothing; after any other failure every output
//!   buffer is zeroed; in no case is a byte outside the outputs written;
//! * a success produces correct results (checked by each target).
//!
//! A panic inside the library would be turned into `Status::Panic` by the library's boundary,
//! but libFuzzer's panic hook aborts first, so any panic is reported as a crash.
//!
//! The modules, by role: [`sets`] (the parameter sets, their sizes, and the start of a case),
//! [`input`] (the decoder of the fuzzer's bytes), [`spec`] (how a buffer is passed), [`frame`]
//! (the buffers of one call, and [`c_call!`]), [`judge`](mod@judge) (the status and memory
//! judgement), [`oracles`] (independent checks), [`calls`] (well-formed calls for fixtures and
//! follow-up checks, through [`ffi_call!`], which the C ABI tests in `rust/tests` share),
//! [`keys`] (the content choosers for keys, and the keys the C ABI checks), [`keygen`] and
//! [`signers`] (the key-generation, signing and verification calls that the families' targets
//! share) and [`sponge`] (the SHAKE-state fixture and its chooser). Everything is re-exported
//! here, so a target needs only `use rustpqc_fuzz::*;` and the C functions it calls.

pub mod calls;
#[path = "../../tests/ffi_call/mod.rs"]
mod ffi_call;
pub mod frame;
pub mod input;
pub mod judge;
pub mod keygen;
pub mod keys;
pub mod oracles;
pub mod sets;
pub mod signers;
pub mod spec;
pub mod sponge;

pub use calls::*;
pub use frame::*;
pub use input::*;
pub use judge::*;
pub use keygen::*;
pub use keys::*;
pub use oracles::*;
pub use rustpqc::ffi;
pub use rustpqc::ffi::Status;
pub use sets::*;
pub use signers::*;
pub use spec::*;
pub use sponge::*;

/// For the harness's own tests: whether `f` panics.
#[cfg(test)]
fn fails(f: impl FnOnce()) -> bool {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).is_err()
}

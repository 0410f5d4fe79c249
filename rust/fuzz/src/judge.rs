//! The judgement of one call: whether its status is one the contract allows for this call, and
//! whether memory is as the contract leaves it.

use crate::frame::{writes_nothing, Frame};
use rustpqc::ffi::Status;

/// The semantic side of one call, decided by the target with its oracles.
pub struct Semantics {
    /// Extra statuses this function may return, each with whether the call justifies it.
    pub statuses: Vec<(Status, bool)>,
    /// The call is well-formed but must fail (for example a key failing the modulus check).
    pub must_fail: bool,
    /// The call may fail even when well-formed (signing with a malformed key).
    pub may_fail: bool,
}

impl Semantics {
    /// A function whose well-formed calls always succeed.
    pub const NONE: Semantics = Semantics {
        statuses: Vec::new(),
        must_fail: false,
        may_fail: false,
    };

    /// A function that must refuse a well-formed call with `status` exactly when the target's
    /// oracle finds `defect` in it (a key that fails its check, a prepared key with the wrong
    /// header, a signature that is not the genuine one).
    pub fn refusal(status: Status, defect: bool) -> Semantics {
        Semantics {
            statuses: vec![(status, defect)],
            must_fail: defect,
            may_fail: false,
        }
    }

    /// A signing function called with a key that may be malformed: a well-formed call with the
    /// `genuine` key must succeed; with another key it may fail, with the statuses `refusals`
    /// justifies.
    pub fn signing(genuine: bool, refusals: Vec<(Status, bool)>) -> Semantics {
        Semantics {
            statuses: refusals,
            must_fail: false,
            may_fail: !genuine,
        }
    }

    /// The same, for a function that must also refuse a call with an `unknown` pre-hash function
    /// number with `Status::UnknownHashFunction`.
    pub fn or_unknown_hash(mut self, unknown: bool) -> Semantics {
        self.statuses.push((Status::UnknownHashFunction, unknown));
        self.must_fail |= unknown;
        self
    }
}

/// Checks a status against the frame and the semantics; returns whether the call succeeded.
/// Memory is checked too (see [`Frame::check_memory`]).
pub fn judge(status: Status, set_known: bool, frame: &Frame, semantics: Semantics) -> bool {
    let context = || format!("status {status:?}, {}", frame.describe());
    assert_ne!(status, Status::Panic, "the library panicked: {}", context());
    let generic = [
        (Status::UnknownParameterSet, !set_known),
        (Status::NullPointer, frame.null()),
        (Status::BadLength, frame.bad_length()),
        (Status::OverlappingBuffers, frame.overlap()),
        (Status::ContextTooLong, frame.too_long()),
        (Status::InvalidPreparedKey, frame.bad_prepared()),
    ];
    let well_formed = generic.iter().all(|&(_, defect)| !defect);
    if status == Status::Ok {
        assert!(well_formed, "success despite a defect: {}", context());
        assert!(
            !semantics.must_fail,
            "success where the oracle says the call must fail: {}",
            context()
        );
    } else {
        // A status may be justified by a generic defect or by the target's oracle (a prepared
        // key of the wrong length, or with a wrong header): any one reason is enough.
        let mut reasons = generic
            .iter()
            .chain(&semantics.statuses)
            .filter(|&&(code, _)| code == status)
            .peekable();
        if reasons.peek().is_none() {
            panic!("status outside the contract: {}", context());
        }
        if !reasons.any(|&(_, why)| why) {
            panic!("unjustified error status: {}", context());
        }
        assert!(
            !(well_formed && !semantics.must_fail && !semantics.may_fail),
            "a well-formed call failed: {}",
            context()
        );
        // The arguments are checked before anything runs, so a defect in them is what a call
        // fails with, never a later failure (which would zero an output of the wrong length).
        assert!(
            well_formed || writes_nothing(status),
            "a call with a defect in its arguments failed for another reason: {}",
            context()
        );
    }
    frame.check_memory(status);
    if trace() {
        eprintln!(
            "rustpqc-fuzz: status {status:?} well-formed {well_formed} {}",
            if frame.in_arena() {
                "arena"
            } else {
                "separate"
            }
        );
    }
    status == Status::Ok
}

/// Whether `RUSTPQC_FUZZ_TRACE` is set: then every judged call prints one line (to see which
/// statuses a corpus reaches: run a target on its corpus with `-runs=0`).
fn trace() -> bool {
    static TRACE: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *TRACE.get_or_init(|| std::env::var_os("RUSTPQC_FUZZ_TRACE").is_some())
}

/// The harness checks itself: each judgement must be able to fail.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::c_call;
    use crate::fails;
    use crate::frame::{Buf, Expect};
    use crate::input::Input;
    use crate::sets::{Family, Kem};
    use crate::spec::{Kind, Spec};
    use rustpqc::ffi::rustpqc_mlkem_generate;

    /// A generate frame with exact lengths: separate, or all at offset 0 of one arena.
    fn generate_frame(arena: bool) -> (Frame, [Buf; 3]) {
        let kem = Kem::of(768).unwrap();
        let mut frame = Frame::new(arena);
        let seed = frame.output(Spec::real(64), Expect::Exact(64));
        let ek = frame.output(Spec::real(kem.ek), Expect::Exact(kem.ek));
        let dk = frame.output(Spec::real(kem.dk), Expect::Exact(kem.dk));
        frame.layout(&mut Input::new(&[]));
        (frame, [seed, ek, dk])
    }

    fn generate(frame: &mut Frame, [seed, ek, dk]: [Buf; 3]) -> Status {
        // SAFETY: the frame's pointers are valid for their lengths.
        unsafe { c_call!(frame => rustpqc_mlkem_generate(768, &mut seed, &mut ek, &mut dk)) }
    }

    #[test]
    fn overlapping_outputs_are_detected_and_must_be_rejected() {
        let (mut frame, bufs) = generate_frame(true);
        assert!(frame.overlap());
        let status = generate(&mut frame, bufs);
        assert_eq!(status, Status::OverlappingBuffers);
        assert!(!judge(status, true, &frame, Semantics::NONE));
        assert!(fails(|| {
            judge(Status::Ok, true, &frame, Semantics::NONE);
        }));
        assert!(fails(|| {
            judge(Status::BadLength, true, &frame, Semantics::NONE);
        }));
    }

    #[test]
    fn a_well_formed_call_must_succeed_and_failures_must_zero_outputs() {
        let (mut frame, bufs) = generate_frame(false);
        assert!(!frame.overlap() && !frame.null() && !frame.bad_length());
        let status = generate(&mut frame, bufs);
        assert!(judge(status, true, &frame, Semantics::NONE));
        assert!(fails(|| {
            judge(Status::NullPointer, true, &frame, Semantics::NONE);
        }));
        // A "failure" whose outputs hold key material.
        let may_fail = Semantics {
            statuses: vec![(Status::SigningFailed, true)],
            must_fail: false,
            may_fail: true,
        };
        assert!(fails(|| {
            judge(Status::SigningFailed, true, &frame, may_fail);
        }));
        // A status no C function returns (the JNI methods' own).
        assert!(fails(|| {
            judge(Status::Jvm, true, &frame, Semantics::NONE);
        }));
    }

    #[test]
    fn lengths_nulls_and_unknown_sets_are_defects() {
        let mut frame = Frame::new(false);
        frame.input(Spec::null(5), Expect::Exact(5), &[]);
        frame.input(Spec::real(3), Expect::Exact(4), &[1, 2, 3]);
        frame.input(Spec::real(300), Expect::AtMost(255), &[]);
        frame.layout(&mut Input::new(&[]));
        assert!(frame.null() && frame.bad_length() && frame.too_long() && !frame.overlap());
        assert!(fails(|| {
            judge(Status::UnknownParameterSet, true, &frame, Semantics::NONE);
        }));
        judge(Status::UnknownParameterSet, false, &frame, Semantics::NONE);
        judge(Status::ContextTooLong, true, &frame, Semantics::NONE);
    }

    #[test]
    fn prepared_lengths_are_judged_as_invalid_prepared_keys() {
        let mut frame = Frame::new(false);
        frame.input(Spec::real(99), Expect::Prepared(100), &[]);
        frame.layout(&mut Input::new(&[]));
        assert!(frame.bad_prepared() && !frame.bad_length());
        judge(Status::InvalidPreparedKey, true, &frame, Semantics::NONE);
        assert!(fails(|| {
            judge(Status::Ok, true, &frame, Semantics::NONE);
        }));
        assert!(fails(|| {
            judge(Status::BadLength, true, &frame, Semantics::NONE);
        }));
        // The right length: refusing it needs the target's header oracle.
        let mut frame = Frame::new(false);
        frame.input(Spec::real(100), Expect::Prepared(100), &[]);
        frame.layout(&mut Input::new(&[]));
        assert!(!frame.bad_prepared());
        assert!(fails(|| {
            judge(Status::InvalidPreparedKey, true, &frame, Semantics::NONE);
        }));
        let wrong_header = || Semantics::refusal(Status::InvalidPreparedKey, true);
        judge(Status::InvalidPreparedKey, true, &frame, wrong_header());
        assert!(fails(|| {
            judge(Status::Ok, true, &frame, wrong_header());
        }));
        // A huge length stays a bad length.
        let mut frame = Frame::new(false);
        frame.input(
            Spec {
                kind: Kind::Huge,
                len: usize::MAX,
            },
            Expect::Prepared(100),
            &[],
        );
        frame.layout(&mut Input::new(&[]));
        assert!(frame.bad_length() && !frame.bad_prepared());
    }
}

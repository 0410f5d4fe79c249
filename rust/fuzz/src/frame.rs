//! The buffers of one call: how each is passed ([`Spec`](crate::spec::Spec)), what length the
//! contract asks of it ([`Expect`]), and a [`Frame`] that allocates them (separately, or in one
//! arena at fuzzer-chosen offsets so that they may overlap), hands out their pointers, tells
//! which defects the call has, and checks memory after it; [`c_call!`](crate::c_call) passes a
//! frame's buffers to a C function.

use crate::input::Input;
use crate::spec::{Kind, Spec};
use rustpqc::ffi::Status;

/// The length the contract asks of a buffer.
#[derive(Clone, Copy, Debug)]
pub enum Expect {
    /// Exactly this many bytes, else `Status::BadLength`.
    Exact(usize),
    /// Any length (messages; signatures to verify, whose wrong length fails verification).
    Any,
    /// At most this many bytes, else `Status::ContextTooLong` (contexts).
    AtMost(usize),
    /// A prepared-key input of exactly this many bytes, else `Status::InvalidPreparedKey` (the
    /// length is part of what a prepared key must match); a length above `isize::MAX` is still
    /// `Status::BadLength`.
    Prepared(usize),
}

#[derive(Debug)]
struct Slot {
    spec: Spec,
    output: bool,
    expect: Expect,
    content: Vec<u8>,
    offset: usize,
}

/// The buffers of one call.
pub struct Frame {
    arena: Option<Vec<u8>>,
    own: Vec<Vec<u8>>,
    slots: Vec<Slot>,
    before_arena: Vec<u8>,
    laid_out: bool,
}

/// A handle to one buffer of a [`Frame`].
#[derive(Clone, Copy, Debug)]
pub struct Buf(usize);

const OUTPUT_FILL: u8 = 0xA5;

/// Whether `status` refuses the call's arguments, which the contract checks before anything
/// runs: such a call writes nothing (an output of the wrong length may be shorter than it says,
/// and zeroing overlapping outputs would wipe the inputs). Any other failure zeroes the outputs.
pub fn writes_nothing(status: Status) -> bool {
    matches!(
        status,
        Status::BadLength
            | Status::NullPointer
            | Status::OverlappingBuffers
            | Status::UnknownParameterSet
            | Status::UnknownHashFunction
            | Status::ContextTooLong
            | Status::InvalidPreparedKey
            | Status::InvalidHashState
    )
}
const ARENA_FILL: u8 = 0x3C;

impl Frame {
    pub fn new(arena: bool) -> Frame {
        Frame {
            arena: arena.then(Vec::new),
            own: Vec::new(),
            slots: Vec::new(),
            before_arena: Vec::new(),
            laid_out: false,
        }
    }

    /// An input buffer holding `content` cut or padded to the spec's length.
    pub fn input(&mut self, spec: Spec, expect: Expect, content: &[u8]) -> Buf {
        self.push(spec, false, expect, sized(spec, content))
    }

    /// A buffer the function reads and writes (a hash state): an output, so it must not overlap
    /// another buffer and is zeroed on a failure other than a refusal, that holds `content` (cut or padded to the spec's
    /// length) at the call.
    pub fn in_out(&mut self, spec: Spec, expect: Expect, content: &[u8]) -> Buf {
        self.push(spec, true, expect, sized(spec, content))
    }

    /// An output buffer, filled with a non-zero pattern before the call.
    pub fn output(&mut self, spec: Spec, expect: Expect) -> Buf {
        let content = if spec.kind == Kind::Real {
            vec![OUTPUT_FILL; spec.len]
        } else {
            Vec::new()
        };
        self.push(spec, true, expect, content)
    }

    fn push(&mut self, spec: Spec, output: bool, expect: Expect, content: Vec<u8>) -> Buf {
        assert!(!self.laid_out, "buffers are added before layout");
        self.slots.push(Slot {
            spec,
            output,
            expect,
            content,
            offset: 0,
        });
        Buf(self.slots.len() - 1)
    }

    /// A frame of inputs built from genuine bytes, passed as the fuzzer chooses: each `specs[i]`
    /// (read before, in order) holds [`Input::content`] of `genuine[i].0` (genuine, mutated or
    /// random, read in order), under the rule `genuine[i].1`; then the arena choice and the
    /// layout. Returns the laid-out frame and the inputs' handles.
    pub fn of_contents<const N: usize>(
        input: &mut Input,
        specs: [Spec; N],
        genuine: [(&[u8], Expect); N],
    ) -> (Frame, [Buf; N]) {
        let contents = genuine.map(|(bytes, expect)| (input.content(bytes), expect));
        let mut frame = Frame::new(input.arena());
        let bufs = std::array::from_fn(|i| frame.input(specs[i], contents[i].1, &contents[i].0));
        frame.layout(input);
        (frame, bufs)
    }

    /// Allocates the buffers: separately, or in one arena at offsets the input chooses.
    pub fn layout(&mut self, input: &mut Input) {
        self.laid_out = true;
        if let Some(arena) = self.arena.as_mut() {
            let real_total: usize = self
                .slots
                .iter()
                .filter(|s| s.spec.kind == Kind::Real)
                .map(|s| s.spec.len)
                .sum();
            if input.u8() < 128 {
                // Anywhere: most such layouts overlap.
                let total = real_total + input.below(64);
                for slot in &mut self.slots {
                    let room = match slot.spec.kind {
                        Kind::Real => total - slot.spec.len,
                        _ => total,
                    };
                    slot.offset = input.below(room + 1);
                }
                *arena = vec![ARENA_FILL; total];
            } else {
                // Packed in a fuzzer-chosen order, each next to the previous one with a gap of
                // -1 (one shared byte), 0 (adjacent: no overlap), 1 or 2 bytes.
                let mut order: Vec<(u8, usize)> =
                    (0..self.slots.len()).map(|i| (input.u8(), i)).collect();
                order.sort();
                let mut at = input.below(8);
                for (_, i) in order {
                    let gap = (input.u8() % 4) as isize - 1;
                    let slot = &mut self.slots[i];
                    slot.offset = at;
                    if slot.spec.kind == Kind::Real {
                        at = (at + slot.spec.len).saturating_add_signed(gap);
                    }
                }
                let end = self
                    .slots
                    .iter()
                    .map(|s| match s.spec.kind {
                        Kind::Real => s.offset + s.spec.len,
                        _ => s.offset,
                    })
                    .max()
                    .unwrap_or(0);
                *arena = vec![ARENA_FILL; end + input.below(8)];
            }
            // Outputs first, then inputs, so that each input holds its content at the call
            // (an output that overlaps an input fails the call anyway).
            for output_pass in [true, false] {
                for slot in self.slots.iter().filter(|s| s.output == output_pass) {
                    if slot.spec.kind == Kind::Real {
                        arena[slot.offset..slot.offset + slot.spec.len]
                            .copy_from_slice(&slot.content);
                    }
                }
            }
            self.before_arena = arena.clone();
        } else {
            for slot in &self.slots {
                let mut own = slot.content.clone();
                if slot.spec.kind == Kind::Huge {
                    own = vec![0u8; 1];
                }
                self.own.push(own);
            }
        }
    }

    /// The pointer to pass for `buf` (mutable, for outputs; also fine for inputs).
    pub fn ptr(&mut self, buf: Buf) -> *mut u8 {
        assert!(self.laid_out);
        let slot = &self.slots[buf.0];
        if slot.spec.kind == Kind::Null {
            return std::ptr::null_mut();
        }
        match self.arena.as_mut() {
            Some(arena) => arena.as_mut_ptr().wrapping_add(slot.offset),
            None => self.own[buf.0].as_mut_ptr(),
        }
    }

    /// The const pointer to pass for an input `buf`.
    pub fn cptr(&mut self, buf: Buf) -> *const u8 {
        self.ptr(buf).cast_const()
    }

    pub fn len(&self, buf: Buf) -> usize {
        self.slots[buf.0].spec.len
    }

    pub fn is_empty(&self, buf: Buf) -> bool {
        self.len(buf) == 0
    }

    /// The bytes of `buf` after the call: `None` for a null pointer with a non-zero length or a
    /// huge length; an empty slice for a null pointer with length 0.
    pub fn bytes(&self, buf: Buf) -> Option<&[u8]> {
        self.view(buf, false)
    }

    /// The bytes an input held when the call started, as [`Frame::bytes`].
    pub fn passed(&self, buf: Buf) -> Option<&[u8]> {
        self.view(buf, true)
    }

    /// The bytes of `buf` after the call, or (`at_call`) when it started.
    fn view(&self, buf: Buf, at_call: bool) -> Option<&[u8]> {
        let slot = &self.slots[buf.0];
        match slot.spec.kind {
            Kind::Null if slot.spec.len == 0 => Some(&[]),
            Kind::Null | Kind::Huge => None,
            Kind::Real => {
                let span = slot.offset..slot.offset + slot.spec.len;
                Some(match (&self.arena, at_call) {
                    (Some(_), true) => &self.before_arena[span],
                    (Some(arena), false) => &arena[span],
                    (None, true) => &slot.content,
                    (None, false) => &self.own[buf.0],
                })
            }
        }
    }

    /// The bytes an input held when the call started, when they have the length the contract
    /// asks of it ([`Expect::Exact`] or [`Expect::Prepared`]): the bytes an oracle judges.
    pub fn passed_exact(&self, buf: Buf) -> Option<&[u8]> {
        let expected = match self.slots[buf.0].expect {
            Expect::Exact(n) | Expect::Prepared(n) => n,
            Expect::Any | Expect::AtMost(_) => return None,
        };
        self.passed(buf).filter(|bytes| bytes.len() == expected)
    }

    /// Whether each input held exactly its `genuine` bytes when the call started.
    pub fn all_passed(&self, inputs: &[(Buf, &[u8])]) -> bool {
        inputs
            .iter()
            .all(|&(buf, genuine)| self.passed(buf) == Some(genuine))
    }

    fn address(&self, index: usize) -> usize {
        let slot = &self.slots[index];
        match (slot.spec.kind, &self.arena) {
            (Kind::Null, _) => 0,
            (_, Some(arena)) => arena.as_ptr() as usize + slot.offset,
            (_, None) => self.own[index].as_ptr() as usize,
        }
    }

    /// A null pointer with a non-zero length.
    pub fn null(&self) -> bool {
        self.slots
            .iter()
            .any(|s| s.spec.kind == Kind::Null && s.spec.len != 0)
    }

    /// A length the contract rejects with `Status::BadLength`: one no buffer can have (above
    /// `isize::MAX`, whatever the pointer, null included) or not the one the call asks for.
    pub fn bad_length(&self) -> bool {
        self.slots
            .iter()
            .any(|s| impossible(s.spec) || matches!(s.expect, Expect::Exact(n) if n != s.spec.len))
    }

    /// A prepared-key input whose length (not above `isize::MAX`) is not the prepared length.
    pub fn bad_prepared(&self) -> bool {
        self.slots.iter().any(|s| {
            !impossible(s.spec) && matches!(s.expect, Expect::Prepared(n) if n != s.spec.len)
        })
    }

    /// A context longer than allowed.
    pub fn too_long(&self) -> bool {
        self.slots
            .iter()
            .any(|s| matches!(s.expect, Expect::AtMost(n) if s.spec.len > n))
    }

    /// An output that overlaps another buffer (both non-null and non-empty), by the same
    /// saturating interval arithmetic the contract implies.
    pub fn overlap(&self) -> bool {
        let span = |i: usize| {
            let start = self.address(i);
            (start, start.saturating_add(self.slots[i].spec.len))
        };
        // A huge length is refused as a length before any overlap check.
        let live = |i: usize| {
            let slot = &self.slots[i];
            slot.spec.len != 0 && slot.spec.kind != Kind::Huge && self.address(i) != 0
        };
        (0..self.slots.len()).any(|i| {
            self.slots[i].output
                && live(i)
                && (0..self.slots.len()).any(|j| {
                    let ((a0, a1), (b0, b1)) = (span(i), span(j));
                    j != i && live(j) && a0 < b1 && b0 < a1
                })
        })
    }

    /// Checks memory after the call: nothing outside the outputs changed; a call refused for its
    /// arguments changed nothing at all; after any other failure every readable output is zero.
    pub fn check_memory(&self, status: Status) {
        match &self.arena {
            Some(arena) => {
                let mut written = vec![false; arena.len()];
                for slot in self
                    .slots
                    .iter()
                    .filter(|s| s.output && s.spec.kind == Kind::Real)
                {
                    written[slot.offset..slot.offset + slot.spec.len].fill(true);
                }
                let untouched = writes_nothing(status);
                for (i, (&now, &then)) in arena.iter().zip(&self.before_arena).enumerate() {
                    assert!(
                        (written[i] && !untouched) || now == then,
                        "byte {i} of the arena changed (status {status:?}, inside an output: {})",
                        written[i]
                    );
                }
            }
            None => {
                for (i, slot) in self.slots.iter().enumerate() {
                    if !slot.output && slot.spec.kind == Kind::Real {
                        assert!(self.own[i] == slot.content, "input buffer {i} was modified");
                    }
                    if slot.output && slot.spec.kind == Kind::Real && writes_nothing(status) {
                        assert!(
                            self.own[i] == slot.content,
                            "output {i} was written by a call refused with {status:?}"
                        );
                    }
                }
            }
        }
        if status != Status::Ok && !writes_nothing(status) {
            for (i, slot) in self.slots.iter().enumerate() {
                if slot.output {
                    if let Some(bytes) = self.bytes(Buf(i)) {
                        assert!(
                            bytes.iter().all(|&b| b == 0),
                            "output {i} ({} bytes) not zeroed after failure {status:?}",
                            bytes.len()
                        );
                    }
                }
            }
        }
    }

    /// Whether the buffers share one arena.
    pub fn in_arena(&self) -> bool {
        self.arena.is_some()
    }

    /// A description for assertion messages.
    pub fn describe(&self) -> String {
        let parts: Vec<String> = self
            .slots
            .iter()
            .map(|s| {
                format!(
                    "{}{:?}/{}@{}",
                    if s.output { "out:" } else { "in:" },
                    s.spec.kind,
                    s.spec.len,
                    s.offset
                )
            })
            .collect();
        format!(
            "{} [{}]",
            if self.in_arena() { "arena" } else { "separate" },
            parts.join(", ")
        )
    }
}

/// `content` cut or padded to the length of a real buffer; nothing for a null or huge one.
fn sized(spec: Spec, content: &[u8]) -> Vec<u8> {
    let mut content = content.to_vec();
    if spec.kind == Kind::Real {
        content.resize(spec.len, 0x5A);
    } else {
        content.clear();
    }
    content
}

/// Calls a C function of the library with the buffers of a laid-out [`Frame`], written the way
/// the function's Rust definition takes them: `&buf` passes the buffer `buf` as its const pointer
/// and length, `&mut buf` as its mutable pointer and length, and any other argument (the set
/// number, a flag) is passed as it is. So
/// `c_call!(frame => rustpqc_mlkem_encapsulate(id, &ek, &mut ct, &mut ss))` is
/// `rustpqc_mlkem_encapsulate(id, frame.cptr(ek), frame.len(ek), frame.ptr(ct), frame.len(ct),
/// frame.ptr(ss), frame.len(ss))`.
///
/// It expands to the call itself, so it goes inside the caller's `unsafe` block, whose safety
/// argument is the frame's: each pointer is null, or valid for its length, or has a length above
/// `isize::MAX` (which the contract rejects before any access).
#[macro_export]
macro_rules! c_call {
    ($frame:ident => $function:ident($($args:tt)*)) => {
        $crate::c_call!(@ $frame $function [] $($args)*)
    };
    // Every argument translated: the call.
    (@ $frame:ident $function:ident [$($done:expr),*] $(,)?) => {
        $function($($done),*)
    };
    // `&mut buf`: the mutable pointer and the length.
    (@ $frame:ident $function:ident [$($done:expr),*] &mut $buf:ident $(, $($rest:tt)*)?) => {
        $crate::c_call!(
            @ $frame $function [$($done,)* $frame.ptr($buf), $frame.len($buf)] $($($rest)*)?
        )
    };
    // `&buf`: the const pointer and the length.
    (@ $frame:ident $function:ident [$($done:expr),*] &$buf:ident $(, $($rest:tt)*)?) => {
        $crate::c_call!(
            @ $frame $function [$($done,)* $frame.cptr($buf), $frame.len($buf)] $($($rest)*)?
        )
    };
    // Anything else: as it is.
    (@ $frame:ident $function:ident [$($done:expr),*] $arg:expr $(, $($rest:tt)*)?) => {
        $crate::c_call!(@ $frame $function [$($done,)* $arg] $($($rest)*)?)
    };
}

/// A length no buffer can have, which the library refuses before it looks at the pointer.
fn impossible(spec: Spec) -> bool {
    spec.kind == Kind::Huge || spec.len > isize::MAX as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c_call_passes_pointers_and_lengths_in_order() {
        type Args = (u32, *const u8, usize, *mut u8, usize, *const u8, usize);
        fn record(
            id: u32,
            a: *const u8,
            an: usize,
            b: *mut u8,
            bn: usize,
            c: *const u8,
            cn: usize,
        ) -> Args {
            (id, a, an, b, bn, c, cn)
        }
        let mut frame = Frame::new(false);
        let a = frame.input(Spec::real(3), Expect::Exact(3), &[1, 2, 3]);
        let b = frame.output(Spec::real(5), Expect::Exact(5));
        let c = frame.input(Spec::null(0), Expect::Any, &[]);
        frame.layout(&mut Input::new(&[]));
        let id = 7;
        let args = c_call!(frame => record(id, &a, &mut b, &c));
        let expected = (7, frame.cptr(a), 3, frame.ptr(b), 5, std::ptr::null(), 0);
        assert_eq!(args, expected);
    }

    /// An in-out buffer holds its content at the call, is an output for the overlap check, and
    /// must be zeroed on failure.
    #[test]
    fn in_out_buffers_hold_their_content_and_are_outputs() {
        let mut frame = Frame::new(true);
        let state = frame.in_out(Spec::real(4), Expect::Any, &[1, 2, 3]);
        let data = frame.input(Spec::real(2), Expect::Any, &[9, 9]);
        frame.layout(&mut Input::new(&[]));
        assert_eq!(frame.passed(data), Some(&[9, 9][..]));
        // Both at offset 0: the input is written last, and `passed` tells what was there.
        assert_eq!(frame.passed(state), Some(&[9, 9, 3, 0x5A][..]));
        assert!(frame.overlap());
        let mut frame = Frame::new(false);
        let state = frame.in_out(Spec::real(4), Expect::Any, &[1, 2, 3]);
        frame.layout(&mut Input::new(&[]));
        assert_eq!(frame.passed(state), Some(&[1, 2, 3, 0x5A][..]));
        let mut frame = Frame::new(false);
        let state = frame.in_out(Spec::real(3), Expect::Any, &[1, 2, 3]);
        frame.layout(&mut Input::new(&[]));
        assert!(!frame.overlap());
        // A refused state must be left as it was; after a later failure it must be zero.
        frame.check_memory(Status::InvalidHashState);
        assert!(crate::fails(|| frame.check_memory(Status::SigningFailed)));
        // SAFETY: the buffer is valid for its length.
        unsafe { frame.ptr(state).write_bytes(0, 3) };
        frame.check_memory(Status::SigningFailed);
        assert!(crate::fails(|| frame.check_memory(Status::InvalidHashState)));
    }
}

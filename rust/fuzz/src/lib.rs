//! The harness shared by the fuzz targets of the rustpqc C ABI.
//!
//! Every target decodes its input with [`Input`], lays the buffers of one call out with
//! [`Frame`] (separate allocations, or all carved from one arena at fuzzer-chosen offsets so
//! that they may overlap), calls the `extern "C"` function, and then checks the contract of
//! `rust/src/ffi.rs`:
//!
//! * the status is `RUSTPQC_OK` or one of the documented errors of that function, and each
//!   error is justified by a defect of the call (an unknown parameter set, a null pointer with a
//!   non-zero length, a wrong length, overlapping outputs, an over-long context, a prepared
//!   key of the wrong length, or a semantic failure the target checks with an independent
//!   oracle, such as a prepared key whose header does not match the call);
//! * a call without any defect succeeds;
//! * on failure every output buffer is zeroed; in no case is a byte outside the outputs written;
//! * a success produces correct results (checked by each target).
//!
//! A panic inside the library would be turned into `RUSTPQC_ERR_PANIC` by the library's
//! boundary, but libFuzzer's panic hook aborts first, so any panic is reported as a crash.

use rustpqc::ffi::*;
use sha3::digest::{ExtendableOutput, Update, XofReader};
use sha3::{Digest, Sha3_256, Shake256};
use std::ffi::CStr;

pub use rustpqc::ffi;

/// ML-KEM parameter-set numbers at the C ABI.
pub const KEM_IDS: [u32; 3] = [512, 768, 1024];
/// ML-DSA parameter-set numbers at the C ABI.
pub const DSA_IDS: [u32; 3] = [44, 65, 87];

/// ML-KEM sizes (FIPS 203, table 3), written out here rather than taken from the crate.
#[derive(Clone, Copy, Debug)]
pub struct Kem {
    pub k: usize,
    pub ek: usize,
    pub dk: usize,
    pub ct: usize,
}

impl Kem {
    pub const SEED: usize = 64;
    pub const SS: usize = 32;

    pub fn of(id: u32) -> Option<Kem> {
        let k = match id {
            512 => 2,
            768 => 3,
            1024 => 4,
            _ => return None,
        };
        let (du, dv) = if k == 4 { (11, 5) } else { (10, 4) };
        Some(Kem {
            k,
            ek: 384 * k + 32,
            dk: 768 * k + 96,
            ct: 32 * (du * k + dv),
        })
    }

    /// The embedded encapsulation key `dk[384k .. 768k + 32]`.
    pub fn embedded_ek(self, dk: &[u8]) -> &[u8] {
        &dk[384 * self.k..768 * self.k + 32]
    }

    /// The embedded hash `H(ek)`.
    pub fn embedded_hash(self, dk: &[u8]) -> &[u8] {
        &dk[768 * self.k + 32..768 * self.k + 64]
    }

    /// The implicit-rejection seed `z`, the last 32 bytes.
    pub fn z(self, dk: &[u8]) -> &[u8] {
        &dk[768 * self.k + 64..]
    }
}

/// ML-DSA sizes (FIPS 204, table 2) and the dimensions (k, l) and bound eta of the secret
/// vectors s1 (l polynomials) and s2 (k polynomials).
#[derive(Clone, Copy, Debug)]
pub struct Dsa {
    pub pk: usize,
    pub sk: usize,
    pub sig: usize,
    pub k: usize,
    pub l: usize,
    pub eta: u32,
}

impl Dsa {
    pub const SEED: usize = 32;
    pub const MAX_CONTEXT: usize = 255;

    pub fn of(id: u32) -> Option<Dsa> {
        match id {
            44 => Some(Dsa {
                pk: 1312,
                sk: 2560,
                sig: 2420,
                k: 4,
                l: 4,
                eta: 2,
            }),
            65 => Some(Dsa {
                pk: 1952,
                sk: 4032,
                sig: 3309,
                k: 6,
                l: 5,
                eta: 4,
            }),
            87 => Some(Dsa {
                pk: 2592,
                sk: 4896,
                sig: 4627,
                k: 8,
                l: 7,
                eta: 2,
            }),
            _ => None,
        }
    }
}

/// Reads decisions and contents from the fuzzer's bytes. Past the end every read is zero, and
/// zero always means the most ordinary choice (a valid set, the exact length, a genuine key), so
/// that short inputs make well-formed calls.
pub struct Input<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Input<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Input { data, pos: 0 }
    }

    pub fn u8(&mut self) -> u8 {
        let b = self.data.get(self.pos).copied().unwrap_or(0);
        self.pos = self.pos.saturating_add(1);
        b
    }

    pub fn u16(&mut self) -> u16 {
        u16::from_le_bytes([self.u8(), self.u8()])
    }

    pub fn u32(&mut self) -> u32 {
        u32::from_le_bytes([self.u8(), self.u8(), self.u8(), self.u8()])
    }

    pub fn u64(&mut self) -> u64 {
        (self.u32() as u64) | ((self.u32() as u64) << 32)
    }

    /// A number below `n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.u32() as usize) % n
    }

    /// `n` bytes: up to `n` taken from the input (as many as a 16-bit count asks for), the rest
    /// expanded from those by a small PRNG, so that large buffers need not be spelled out.
    pub fn blob(&mut self, n: usize) -> Vec<u8> {
        let count = self.u16() as usize;
        let start = self.pos.min(self.data.len());
        let take = count.min(n).min(self.data.len() - start);
        let mut out = Vec::with_capacity(n);
        out.extend_from_slice(&self.data[start..start + take]);
        self.pos = start + take;
        let mut state = 0x9E37_79B9_7F4A_7C15u64 ^ (n as u64);
        for &b in &out {
            state = splitmix(state ^ b as u64);
        }
        while out.len() < n {
            state = splitmix(state);
            out.extend_from_slice(&state.to_le_bytes()[..(n - out.len()).min(8)]);
        }
        out
    }

    /// A fixed-size array taken from the input.
    pub fn array<const N: usize>(&mut self) -> [u8; N] {
        let mut out = [0u8; N];
        for b in &mut out {
            *b = self.u8();
        }
        out
    }

    /// A parameter-set number: mostly one of `valid`, sometimes one of the other family's
    /// (`foreign`), sometimes any `u32`. Returns the number and the set whose sizes the buffers
    /// should be built for (for an unknown number, one of the valid sets).
    pub fn set(&mut self, valid: [u32; 3], foreign: [u32; 3]) -> (u32, u32) {
        let b = self.u8();
        let base = valid[b as usize % 3];
        let id = match b {
            0..=0xEF => base,
            0xF0..=0xF7 => foreign[b as usize % 3],
            _ => self.u32(),
        };
        // An arbitrary number may name a valid set: then the buffers are built for that one.
        (id, if valid.contains(&id) { id } else { base })
    }

    /// How a buffer whose contract length is `expected` is passed.
    pub fn spec(&mut self, expected: usize) -> Spec {
        match self.u8() {
            0..=159 => Spec::real(expected),
            160..=189 => {
                let delta = (self.u8() % 5) as isize - 2;
                Spec::real(expected.saturating_add_signed(delta))
            }
            190..=209 => Spec::real(self.below(2 * expected + 9)),
            210..=219 => Spec::real(0),
            220..=229 => Spec::null(0),
            230..=239 => Spec::null(expected),
            240..=247 => Spec::null(self.u64() as usize),
            _ => Spec {
                kind: Kind::Huge,
                len: (isize::MAX as usize + 1) + (self.u64() as usize % (isize::MAX as usize + 1)),
            },
        }
    }

    /// Mostly `genuine` itself; sometimes `genuine` with a few mutations; sometimes fresh bytes.
    pub fn content(&mut self, genuine: &[u8]) -> Vec<u8> {
        match self.u8() {
            0..=127 => genuine.to_vec(),
            128..=223 => {
                let mut out = genuine.to_vec();
                self.mutate(&mut out);
                out
            }
            _ => self.blob(genuine.len()),
        }
    }

    /// One to four mutations: bit flips, byte replacements, byte XORs.
    pub fn mutate(&mut self, buf: &mut [u8]) {
        if buf.is_empty() {
            return;
        }
        let count = 1 + self.u8() % 4;
        for _ in 0..count {
            let at = self.below(buf.len());
            match self.u8() % 3 {
                0 => buf[at] ^= 1 << (self.u8() % 8),
                1 => buf[at] = self.u8(),
                _ => buf[at] ^= self.u8() | 1,
            }
        }
    }

    /// Whether the buffers share one arena (and may overlap).
    pub fn arena(&mut self) -> bool {
        self.u8() >= 0xE0
    }
}

fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

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

/// The length the contract asks of a buffer.
#[derive(Clone, Copy, Debug)]
pub enum Expect {
    /// Exactly this many bytes, else `RUSTPQC_ERR_BAD_LENGTH`.
    Exact(usize),
    /// Any length (messages; signatures to verify, whose wrong length fails verification).
    Any,
    /// At most this many bytes, else `RUSTPQC_ERR_CONTEXT_TOO_LONG` (contexts).
    AtMost(usize),
    /// A prepared-key input of exactly this many bytes, else `RUSTPQC_ERR_INVALID_PREPARED_KEY`
    /// (the length is part of what a prepared key must match); a length above `isize::MAX` is
    /// still `RUSTPQC_ERR_BAD_LENGTH`.
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
        let mut content = content.to_vec();
        if spec.kind == Kind::Real {
            content.resize(spec.len, 0x5A);
        } else {
            content.clear();
        }
        self.push(spec, false, expect, content)
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
        let slot = &self.slots[buf.0];
        match slot.spec.kind {
            Kind::Null if slot.spec.len == 0 => Some(&[]),
            Kind::Null | Kind::Huge => None,
            Kind::Real => Some(match &self.arena {
                Some(arena) => &arena[slot.offset..slot.offset + slot.spec.len],
                None => &self.own[buf.0],
            }),
        }
    }

    /// The bytes an input held when the call started, as [`Frame::bytes`].
    pub fn passed(&self, buf: Buf) -> Option<&[u8]> {
        let slot = &self.slots[buf.0];
        match slot.spec.kind {
            Kind::Null if slot.spec.len == 0 => Some(&[]),
            Kind::Null | Kind::Huge => None,
            Kind::Real => Some(match &self.arena {
                Some(_) => &self.before_arena[slot.offset..slot.offset + slot.spec.len],
                None => &slot.content,
            }),
        }
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

    /// A length the contract rejects with `RUSTPQC_ERR_BAD_LENGTH`.
    pub fn bad_length(&self) -> bool {
        self.slots.iter().any(|s| {
            s.spec.kind == Kind::Huge || matches!(s.expect, Expect::Exact(n) if n != s.spec.len)
        })
    }

    /// A prepared-key input whose length (not above `isize::MAX`) is not the prepared length.
    pub fn bad_prepared(&self) -> bool {
        self.slots.iter().any(|s| {
            s.spec.kind != Kind::Huge && matches!(s.expect, Expect::Prepared(n) if n != s.spec.len)
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
        let live = |i: usize| self.slots[i].spec.len != 0 && self.address(i) != 0;
        (0..self.slots.len()).any(|i| {
            self.slots[i].output
                && live(i)
                && (0..self.slots.len()).any(|j| {
                    let ((a0, a1), (b0, b1)) = (span(i), span(j));
                    j != i && live(j) && a0 < b1 && b0 < a1
                })
        })
    }

    /// Checks memory after the call: nothing outside the outputs changed, and on failure every
    /// readable output is zero.
    pub fn check_memory(&self, status: i32) {
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
                for (i, (&now, &then)) in arena.iter().zip(&self.before_arena).enumerate() {
                    assert!(
                        written[i] || now == then,
                        "byte {i} of the arena outside every output changed (status {status})"
                    );
                }
            }
            None => {
                for (i, slot) in self.slots.iter().enumerate() {
                    if !slot.output && slot.spec.kind == Kind::Real {
                        assert!(self.own[i] == slot.content, "input buffer {i} was modified");
                    }
                }
            }
        }
        if status != RUSTPQC_OK {
            for (i, slot) in self.slots.iter().enumerate() {
                if slot.output {
                    if let Some(bytes) = self.bytes(Buf(i)) {
                        assert!(
                            bytes.iter().all(|&b| b == 0),
                            "output {i} ({} bytes) not zeroed after failure {status}",
                            bytes.len()
                        );
                    }
                }
            }
        }
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
            if self.arena.is_some() {
                "arena"
            } else {
                "separate"
            },
            parts.join(", ")
        )
    }
}

/// The semantic side of one call, decided by the target with its oracles.
pub struct Semantics<'a> {
    /// Extra statuses this function may return, each with whether the call justifies it.
    pub statuses: &'a [(i32, bool)],
    /// The call is well-formed but must fail (for example a key failing the modulus check).
    pub must_fail: bool,
    /// The call may fail even when well-formed (signing with a malformed key).
    pub may_fail: bool,
}

impl Semantics<'_> {
    /// A function whose well-formed calls always succeed.
    pub const NONE: Semantics<'static> = Semantics {
        statuses: &[],
        must_fail: false,
        may_fail: false,
    };
}

/// Checks a status against the frame and the semantics; returns whether the call succeeded.
/// Memory is checked too (see [`Frame::check_memory`]).
pub fn judge(status: i32, set_known: bool, frame: &Frame, semantics: Semantics) -> bool {
    let context = || format!("status {status}, {}", frame.describe());
    assert_ne!(
        status,
        RUSTPQC_ERR_PANIC,
        "the library panicked: {}",
        context()
    );
    let generic = [
        (RUSTPQC_ERR_UNKNOWN_PARAMETER_SET, !set_known),
        (RUSTPQC_ERR_NULL_POINTER, frame.null()),
        (RUSTPQC_ERR_BAD_LENGTH, frame.bad_length()),
        (RUSTPQC_ERR_OVERLAPPING_BUFFERS, frame.overlap()),
        (RUSTPQC_ERR_CONTEXT_TOO_LONG, frame.too_long()),
        (RUSTPQC_ERR_INVALID_PREPARED_KEY, frame.bad_prepared()),
    ];
    let well_formed = generic.iter().all(|&(_, defect)| !defect);
    if status == RUSTPQC_OK {
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
            .chain(semantics.statuses)
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
    }
    frame.check_memory(status);
    if trace() {
        eprintln!(
            "rustpqc-fuzz: status {status} well-formed {well_formed} {}",
            if frame.arena.is_some() {
                "arena"
            } else {
                "separate"
            }
        );
    }
    status == RUSTPQC_OK
}

/// Whether `RUSTPQC_FUZZ_TRACE` is set: then every judged call prints one line (to see which
/// statuses a corpus reaches: run a target on its corpus with `-runs=0`).
fn trace() -> bool {
    static TRACE: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *TRACE.get_or_init(|| std::env::var_os("RUSTPQC_FUZZ_TRACE").is_some())
}

// ---------------------------------------------------------------------------------------------
// Independent oracles.

/// FIPS 203 section 7.2: every 12-bit coefficient of the encoded vector is below q = 3329.
pub fn modulus_check(kem: Kem, ek: &[u8]) -> bool {
    ek.len() == kem.ek
        && ek[..384 * kem.k].chunks_exact(3).all(|c| {
            let a = c[0] as u16 | ((c[1] as u16 & 0x0F) << 8);
            let b = (c[1] as u16 >> 4) | ((c[2] as u16) << 4);
            a < 3329 && b < 3329
        })
}

/// Reduces every coefficient of an encoded vector below q, so that it passes the modulus check.
pub fn reduce_coefficients(kem: Kem, ek: &mut [u8]) {
    for c in ek[..384 * kem.k].chunks_exact_mut(3) {
        let a = (c[0] as u16 | ((c[1] as u16 & 0x0F) << 8)) % 3329;
        let b = ((c[1] as u16 >> 4) | ((c[2] as u16) << 4)) % 3329;
        c[0] = a as u8;
        c[1] = ((a >> 8) as u8) | ((b as u8) << 4);
        c[2] = (b >> 4) as u8;
    }
}

/// SHA3-256.
pub fn sha3_256(data: &[u8]) -> [u8; 32] {
    Sha3_256::digest(data).into()
}

/// SHAKE256 of the concatenation of `parts`, `N` bytes.
pub fn shake256<const N: usize>(parts: &[&[u8]]) -> [u8; N] {
    let mut hasher = Shake256::default();
    for part in parts {
        hasher.update(part);
    }
    let mut out = [0u8; N];
    hasher.finalize_xof().read(&mut out);
    out
}

/// FIPS 203 section 7.3: the embedded `H(ek)` matches the embedded encapsulation key.
pub fn hash_check(kem: Kem, dk: &[u8]) -> bool {
    dk.len() == kem.dk && sha3_256(kem.embedded_ek(dk)) == kem.embedded_hash(dk)
}

/// The implicit-rejection secret `J(z || c)` of FIPS 203.
pub fn implicit_rejection(kem: Kem, dk: &[u8], ct: &[u8]) -> [u8; 32] {
    shake256::<32>(&[kem.z(dk), ct])
}

/// Checks what an ML-KEM key pair must satisfy: the modulus check, the hash check, `ek`
/// embedded in `dk`, and `z` = the second half of the seed when it is known.
pub fn check_kem_pair(kem: Kem, ek: &[u8], dk: &[u8], seed: Option<&[u8]>) {
    assert_eq!(ek.len(), kem.ek);
    assert_eq!(dk.len(), kem.dk);
    assert!(
        modulus_check(kem, ek),
        "generated ek fails the modulus check"
    );
    assert!(hash_check(kem, dk), "generated dk fails the hash check");
    assert_eq!(kem.embedded_ek(dk), ek, "dk does not embed ek");
    if let Some(seed) = seed {
        assert_eq!(kem.z(dk), &seed[32..], "dk does not end with z of the seed");
    }
}

/// Checks what an ML-DSA key pair must satisfy: `rho` shared, `tr` = SHAKE256(pk, 64).
pub fn check_dsa_pair(dsa: Dsa, pk: &[u8], sk: &[u8]) {
    assert_eq!(pk.len(), dsa.pk);
    assert_eq!(sk.len(), dsa.sk);
    assert_eq!(&sk[..32], &pk[..32], "sk and pk do not share rho");
    assert_eq!(
        &sk[64..128],
        &shake256::<64>(&[pk])[..],
        "tr of sk is not H(pk)"
    );
}

/// Whether libcrux runs (and lays out prepared keys) in its AVX2 form on this CPU: decided here
/// from the CPU features libcrux-platform requires for it (AVX2, BMI1, BMI2, FMA, MOVBE), not
/// asked of the library.
pub fn simd256() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        is_x86_feature_detected!("avx2")
            && is_x86_feature_detected!("bmi1")
            && is_x86_feature_detected!("bmi2")
            && is_x86_feature_detected!("fma")
            && is_x86_feature_detected!("movbe")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// The 8-byte header a prepared key must start with (rust/src/mlkem.rs): "RPQ", format 1, the
/// set number (u16, little-endian), the kind, and the CPU layout (1 for AVX2).
pub fn prepared_header(id: u32, kind: u32) -> [u8; 8] {
    let set = (id as u16).to_le_bytes();
    [
        b'R',
        b'P',
        b'Q',
        1,
        set[0],
        set[1],
        kind as u8,
        simd256() as u8,
    ]
}

/// The length of a prepared key, from FIPS 203's dimensions and libcrux's unpacked form: the
/// header, then a polynomial is 256 16-bit coefficients (512 bytes) in either layout; the public
/// part holds t (k polynomials), rho (32 bytes), A (k x k polynomials) and H(ek) (32 bytes); a
/// key pair adds s (k polynomials) and z (32 bytes). No padding (the library stores the structs
/// as plain bytes, so padding would be bytes it never writes).
pub fn expected_prepared_len(kem: Kem, kind: u32) -> usize {
    let public = 512 * kem.k + 32 + 512 * kem.k * kem.k + 32;
    8 + match kind {
        RUSTPQC_PREPARED_ENCAPSULATION_KEY => public,
        _ => public + 512 * kem.k + 32,
    }
}

/// Whether `needle` occurs in `haystack`.
pub fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

/// What a prepared key must satisfy, checked without knowing where libcrux keeps each part: the
/// length, the header, and in the body rho (the last 32 bytes of `ek`), H(`ek`), and for a
/// decapsulation key also `z`.
pub fn check_prepared(kem: Kem, id: u32, kind: u32, prepared: &[u8], ek: &[u8], z: Option<&[u8]>) {
    assert_eq!(
        prepared.len(),
        expected_prepared_len(kem, kind),
        "prepared length"
    );
    assert_eq!(
        prepared[..8],
        prepared_header(id, kind),
        "prepared-key header"
    );
    let body = &prepared[8..];
    assert!(
        contains(body, &ek[384 * kem.k..]),
        "rho not in the prepared key"
    );
    assert!(
        contains(body, &sha3_256(ek)),
        "H(ek) not in the prepared key"
    );
    if let Some(z) = z {
        assert!(contains(body, z), "z not in the prepared key");
    }
}

/// The secret coefficients of an expanded ML-DSA private key (FIPS 204 skEncode): after rho (32),
/// K (32) and tr (64) come s1 then s2, each coefficient stored as eta - c in 3 bits (eta 2) or 4
/// bits (eta 4), least significant bit first. Returns the stored values (0..=7 or 0..=15).
pub fn dsa_secret_fields(dsa: Dsa, sk: &[u8]) -> Vec<u32> {
    let bits = if dsa.eta == 2 { 3 } else { 4 };
    let count = (dsa.k + dsa.l) * 256;
    (0..count)
        .map(|i| {
            let bit = 128 * 8 + i * bits;
            (0..bits).fold(0u32, |v, j| {
                let at = bit + j;
                v | ((((sk[at / 8] >> (at % 8)) & 1) as u32) << j)
            })
        })
        .collect()
}

/// FIPS 204: every coefficient of s1 and s2 lies in [-eta, eta], i.e. every stored eta - c is at
/// most 2 eta.
pub fn dsa_secrets_in_range(dsa: Dsa, sk: &[u8]) -> bool {
    sk.len() == dsa.sk && dsa_secret_fields(dsa, sk).iter().all(|&v| v <= 2 * dsa.eta)
}

/// Rewrites every stored secret coefficient of `sk` into range (v mod 2 eta + 1).
pub fn dsa_secrets_into_range(dsa: Dsa, sk: &mut [u8]) {
    let bits = if dsa.eta == 2 { 3 } else { 4 };
    for (i, v) in dsa_secret_fields(dsa, sk).into_iter().enumerate() {
        let v = v % (2 * dsa.eta + 1);
        for j in 0..bits {
            let at = 128 * 8 + i * bits + j;
            sk[at / 8] = (sk[at / 8] & !(1 << (at % 8))) | ((((v >> j) & 1) as u8) << (at % 8));
        }
    }
}

/// FIPS 204: `sk` belongs to `pk` when both carry the same rho and the tr of `sk` is H(pk),
/// SHAKE256 with 64 bytes of output.
pub fn dsa_pair_matches(dsa: Dsa, pk: &[u8], sk: &[u8]) -> bool {
    pk.len() == dsa.pk
        && sk.len() == dsa.sk
        && sk[..32] == pk[..32]
        && sk[64..128] == shake256::<64>(&[pk])
}

// ---------------------------------------------------------------------------------------------
// Well-formed calls, for fixtures and follow-up checks. Each asserts its status.

/// `rustpqc_mlkem_from_seed` with exact buffers: `(ek, dk)`.
pub fn kem_from_seed(id: u32, seed: &[u8]) -> (Vec<u8>, Vec<u8>) {
    let kem = Kem::of(id).expect("known set");
    let (mut ek, mut dk) = (vec![0u8; kem.ek], vec![0u8; kem.dk]);
    // SAFETY: every pointer is valid for its length; the buffers are distinct allocations.
    let status = unsafe {
        rustpqc_mlkem_from_seed(
            id,
            seed.as_ptr(),
            seed.len(),
            ek.as_mut_ptr(),
            ek.len(),
            dk.as_mut_ptr(),
            dk.len(),
        )
    };
    assert_eq!(
        status,
        RUSTPQC_OK,
        "from_seed of a {}-byte seed",
        seed.len()
    );
    (ek, dk)
}

/// `rustpqc_mlkem_encapsulate` with exact buffers: `(ct, ss)`.
pub fn kem_encapsulate(id: u32, ek: &[u8]) -> (Vec<u8>, [u8; 32]) {
    let kem = Kem::of(id).expect("known set");
    let (mut ct, mut ss) = (vec![0u8; kem.ct], [0u8; 32]);
    // SAFETY: as above.
    let status = unsafe {
        rustpqc_mlkem_encapsulate(
            id,
            ek.as_ptr(),
            ek.len(),
            ct.as_mut_ptr(),
            ct.len(),
            ss.as_mut_ptr(),
            ss.len(),
        )
    };
    assert_eq!(status, RUSTPQC_OK, "encapsulation to a valid key");
    (ct, ss)
}

/// `rustpqc_mlkem_decapsulate` with exact buffers.
pub fn kem_decapsulate(id: u32, dk: &[u8], ct: &[u8]) -> [u8; 32] {
    let mut ss = [0u8; 32];
    // SAFETY: as above.
    let status = unsafe {
        rustpqc_mlkem_decapsulate(
            id,
            dk.as_ptr(),
            dk.len(),
            ct.as_ptr(),
            ct.len(),
            ss.as_mut_ptr(),
            ss.len(),
        )
    };
    assert_eq!(
        status, RUSTPQC_OK,
        "decapsulation of a right-length ciphertext"
    );
    ss
}

/// `rustpqc_mlkem_check_encapsulation_key`.
pub fn kem_check_ek(id: u32, ek: &[u8]) -> i32 {
    // SAFETY: `ek` is valid for its length.
    unsafe { rustpqc_mlkem_check_encapsulation_key(id, ek.as_ptr(), ek.len()) }
}

/// `rustpqc_mlkem_check_decapsulation_key`.
pub fn kem_check_dk(id: u32, dk: &[u8]) -> i32 {
    // SAFETY: `dk` is valid for its length.
    unsafe { rustpqc_mlkem_check_decapsulation_key(id, dk.as_ptr(), dk.len()) }
}

/// `rustpqc_mldsa_from_seed` with exact buffers: `(pk, sk)`.
pub fn dsa_from_seed(id: u32, seed: &[u8]) -> (Vec<u8>, Vec<u8>) {
    let dsa = Dsa::of(id).expect("known set");
    let (mut pk, mut sk) = (vec![0u8; dsa.pk], vec![0u8; dsa.sk]);
    // SAFETY: as above.
    let status = unsafe {
        rustpqc_mldsa_from_seed(
            id,
            seed.as_ptr(),
            seed.len(),
            pk.as_mut_ptr(),
            pk.len(),
            sk.as_mut_ptr(),
            sk.len(),
        )
    };
    assert_eq!(
        status,
        RUSTPQC_OK,
        "from_seed of a {}-byte seed",
        seed.len()
    );
    (pk, sk)
}

/// `rustpqc_mldsa_sign` with exact buffers.
pub fn dsa_sign(id: u32, sk: &[u8], msg: &[u8], ctx: &[u8], deterministic: bool) -> Vec<u8> {
    let dsa = Dsa::of(id).expect("known set");
    let mut sig = vec![0u8; dsa.sig];
    // SAFETY: as above.
    let status = unsafe {
        rustpqc_mldsa_sign(
            id,
            sk.as_ptr(),
            sk.len(),
            msg.as_ptr(),
            msg.len(),
            ctx.as_ptr(),
            ctx.len(),
            deterministic as u32,
            sig.as_mut_ptr(),
            sig.len(),
        )
    };
    assert_eq!(status, RUSTPQC_OK, "signing with a genuine key");
    sig
}

/// `rustpqc_mldsa_verify`.
pub fn dsa_verify(id: u32, pk: &[u8], msg: &[u8], ctx: &[u8], sig: &[u8]) -> i32 {
    // SAFETY: every pointer is valid for its length.
    unsafe {
        rustpqc_mldsa_verify(
            id,
            pk.as_ptr(),
            pk.len(),
            msg.as_ptr(),
            msg.len(),
            ctx.as_ptr(),
            ctx.len(),
            sig.as_ptr(),
            sig.len(),
        )
    }
}

/// `rustpqc_operation_counts` into a fresh array.
pub fn counts() -> [u64; RUSTPQC_OPERATION_COUNTERS] {
    let mut out = [0u64; RUSTPQC_OPERATION_COUNTERS];
    // SAFETY: `out` holds exactly RUSTPQC_OPERATION_COUNTERS values.
    let status = unsafe { rustpqc_operation_counts(out.as_mut_ptr(), out.len()) };
    assert_eq!(status, RUSTPQC_OK);
    out
}

/// `rustpqc_version` as a string, checked to be a NUL-terminated UTF-8 string.
pub fn version() -> (*const std::ffi::c_char, String) {
    let ptr = rustpqc_version();
    assert!(!ptr.is_null(), "rustpqc_version returned null");
    // SAFETY: the contract promises a static NUL-terminated string.
    let text = unsafe { CStr::from_ptr(ptr) };
    let text = text.to_str().expect("the version is UTF-8").to_owned();
    (ptr, text)
}

/// The version in rust/Cargo.toml, which `rustpqc_version` must report.
pub fn crate_version() -> &'static str {
    include_str!("../../Cargo.toml")
        .lines()
        .find_map(|line| line.strip_prefix("version = \""))
        .and_then(|rest| rest.strip_suffix('"'))
        .expect("rust/Cargo.toml has a version line")
}

/// `rustpqc_mlkem_prepared_key_len`, asserted to be a length.
pub fn prepared_len(id: u32, kind: u32) -> usize {
    let len = rustpqc_mlkem_prepared_key_len(id, kind);
    assert!(len > 0, "prepared_key_len({id}, {kind}) = {len}");
    len as usize
}

/// `rustpqc_mlkem_prepare_encapsulation_key` of a valid key with an exact buffer.
pub fn kem_prepare_ek(id: u32, ek: &[u8]) -> Vec<u8> {
    let mut prepared = vec![0u8; prepared_len(id, RUSTPQC_PREPARED_ENCAPSULATION_KEY)];
    // SAFETY: every pointer is valid for its length; the buffers are distinct allocations.
    let status = unsafe {
        rustpqc_mlkem_prepare_encapsulation_key(
            id,
            ek.as_ptr(),
            ek.len(),
            prepared.as_mut_ptr(),
            prepared.len(),
        )
    };
    assert_eq!(status, RUSTPQC_OK, "preparing a valid encapsulation key");
    prepared
}

/// `rustpqc_mlkem_prepare_decapsulation_key` of a valid key with an exact buffer.
pub fn kem_prepare_dk(id: u32, dk: &[u8]) -> Vec<u8> {
    let mut prepared = vec![0u8; prepared_len(id, RUSTPQC_PREPARED_DECAPSULATION_KEY)];
    // SAFETY: as above.
    let status = unsafe {
        rustpqc_mlkem_prepare_decapsulation_key(
            id,
            dk.as_ptr(),
            dk.len(),
            prepared.as_mut_ptr(),
            prepared.len(),
        )
    };
    assert_eq!(status, RUSTPQC_OK, "preparing a valid decapsulation key");
    prepared
}

/// `rustpqc_mlkem_encapsulate_prepared` with exact buffers: `(ct, ss)`.
pub fn kem_encapsulate_prepared(id: u32, prepared: &[u8]) -> (Vec<u8>, [u8; 32]) {
    let kem = Kem::of(id).expect("known set");
    let (mut ct, mut ss) = (vec![0u8; kem.ct], [0u8; 32]);
    // SAFETY: as above.
    let status = unsafe {
        rustpqc_mlkem_encapsulate_prepared(
            id,
            prepared.as_ptr(),
            prepared.len(),
            ct.as_mut_ptr(),
            ct.len(),
            ss.as_mut_ptr(),
            ss.len(),
        )
    };
    assert_eq!(status, RUSTPQC_OK, "encapsulation to a prepared key");
    (ct, ss)
}

/// `rustpqc_mlkem_decapsulate_prepared` with exact buffers.
pub fn kem_decapsulate_prepared(id: u32, prepared: &[u8], ct: &[u8]) -> [u8; 32] {
    let mut ss = [0u8; 32];
    // SAFETY: as above.
    let status = unsafe {
        rustpqc_mlkem_decapsulate_prepared(
            id,
            prepared.as_ptr(),
            prepared.len(),
            ct.as_ptr(),
            ct.len(),
            ss.as_mut_ptr(),
            ss.len(),
        )
    };
    assert_eq!(status, RUSTPQC_OK, "decapsulation with a prepared key");
    ss
}

/// `rustpqc_mldsa_check_private_key`.
pub fn dsa_check_sk(id: u32, sk: &[u8]) -> i32 {
    // SAFETY: `sk` is valid for its length.
    unsafe { rustpqc_mldsa_check_private_key(id, sk.as_ptr(), sk.len()) }
}

/// `rustpqc_mldsa_check_key_pair`.
pub fn dsa_check_pair(id: u32, pk: &[u8], sk: &[u8]) -> i32 {
    // SAFETY: both pointers are valid for their lengths.
    unsafe { rustpqc_mldsa_check_key_pair(id, pk.as_ptr(), pk.len(), sk.as_ptr(), sk.len()) }
}

/// The content of a prepared-key input, built from a genuine prepared key `prepared`: itself;
/// with header bytes changed; with only the CPU-layout byte flipped (a key prepared on a CPU
/// with the other layout); with the body mutated (header intact: the library cannot tell); or
/// random bytes. (The length is the spec's: the frame cuts or pads the content.)
pub fn prepared_content(input: &mut Input, prepared: &[u8]) -> Vec<u8> {
    let mut out = prepared.to_vec();
    match input.u8() % 8 {
        0..=2 => {}
        3 => {
            for _ in 0..1 + input.u8() % 3 {
                let at = input.below(8);
                out[at] ^= input.u8() | 1;
            }
        }
        4 => out[7] ^= 1,
        5 | 6 => input.mutate(&mut out[8..]),
        _ => out = input.blob(prepared.len()),
    }
    out
}

/// The content of an expanded ML-DSA private key: genuine (derived from a fuzzer seed), mutated,
/// random, or random with its secret coefficients brought into range (then perhaps mutated).
/// Returns the content and the genuine key pair `(pk, sk)`, if one was derived.
pub fn signing_key(input: &mut Input, base: u32, sizes: Dsa) -> (Vec<u8>, Option<KeyPair>) {
    match input.u8() % 4 {
        0 | 1 => {
            let seed: [u8; 32] = input.array();
            let pair = dsa_from_seed(base, &seed);
            (input.content(&pair.1), Some(pair))
        }
        2 => (input.blob(sizes.sk), None),
        _ => {
            let mut sk = input.blob(sizes.sk);
            dsa_secrets_into_range(sizes, &mut sk);
            if input.u8() & 1 == 1 {
                input.mutate(&mut sk);
            }
            (sk, None)
        }
    }
}

/// Through the C ABI, the three self-test digests the C ABI can reproduce (rust/src/self_test.rs):
/// SHA3-256 of ek || dk of an ML-KEM-768 seed, of pk || sk of an ML-DSA-65 seed, and of the
/// deterministic signature of `message` under `context` with that key.
pub fn self_test_digests(
    kem_seed: &[u8],
    dsa_seed: &[u8],
    message: &[u8],
    context: &[u8],
) -> [[u8; 32]; 3] {
    let (ek, dk) = kem_from_seed(768, kem_seed);
    let (pk, sk) = dsa_from_seed(65, dsa_seed);
    let signature = dsa_sign(65, &sk, message, context, true);
    [
        sha3_256(&[ek, dk].concat()),
        sha3_256(&[pk, sk].concat()),
        sha3_256(&signature),
    ]
}

/// A key pair as two byte vectors: `(ek, dk)` or `(pk, sk)`.
pub type KeyPair = (Vec<u8>, Vec<u8>);

/// The content of an ML-KEM encapsulation key: a genuine one (derived from a fuzzer seed),
/// mutated or not; random bytes; or random bytes made coefficient-valid, then perhaps mutated.
/// Returns the content and the genuine key pair `(ek, dk)` it came from, if any.
pub fn encapsulation_key(input: &mut Input, base: u32, sizes: Kem) -> (Vec<u8>, Option<KeyPair>) {
    match input.u8() % 4 {
        0 | 1 => {
            let seed: [u8; 64] = input.array();
            let pair = kem_from_seed(base, &seed);
            (input.content(&pair.0), Some(pair))
        }
        2 => (input.blob(sizes.ek), None),
        _ => {
            let mut ek = input.blob(sizes.ek);
            reduce_coefficients(sizes, &mut ek);
            if input.u8() & 1 == 1 {
                input.mutate(&mut ek);
            }
            (ek, None)
        }
    }
}

/// The harness checks itself: each oracle and each judgement must be able to fail.
#[cfg(test)]
mod tests {
    use super::*;
    use std::panic::{catch_unwind, AssertUnwindSafe};

    fn fails(f: impl FnOnce()) -> bool {
        catch_unwind(AssertUnwindSafe(f)).is_err()
    }

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

    fn generate(frame: &mut Frame, bufs: [Buf; 3]) -> i32 {
        let ptrs = bufs.map(|b| frame.ptr(b));
        // SAFETY: the frame's pointers are valid for their lengths.
        unsafe {
            ffi::rustpqc_mlkem_generate(
                768,
                ptrs[0],
                frame.len(bufs[0]),
                ptrs[1],
                frame.len(bufs[1]),
                ptrs[2],
                frame.len(bufs[2]),
            )
        }
    }

    #[test]
    fn overlapping_outputs_are_detected_and_must_be_rejected() {
        let (mut frame, bufs) = generate_frame(true);
        assert!(frame.overlap());
        let status = generate(&mut frame, bufs);
        assert_eq!(status, RUSTPQC_ERR_OVERLAPPING_BUFFERS);
        assert!(!judge(status, true, &frame, Semantics::NONE));
        assert!(fails(|| {
            judge(RUSTPQC_OK, true, &frame, Semantics::NONE);
        }));
        assert!(fails(|| {
            judge(RUSTPQC_ERR_BAD_LENGTH, true, &frame, Semantics::NONE);
        }));
    }

    #[test]
    fn a_well_formed_call_must_succeed_and_failures_must_zero_outputs() {
        let (mut frame, bufs) = generate_frame(false);
        assert!(!frame.overlap() && !frame.null() && !frame.bad_length());
        let status = generate(&mut frame, bufs);
        assert!(judge(status, true, &frame, Semantics::NONE));
        assert!(fails(|| {
            judge(RUSTPQC_ERR_NULL_POINTER, true, &frame, Semantics::NONE);
        }));
        // A "failure" whose outputs hold key material.
        let may_fail = Semantics {
            statuses: &[(RUSTPQC_ERR_SIGNING_FAILED, true)],
            must_fail: false,
            may_fail: true,
        };
        assert!(fails(|| {
            judge(RUSTPQC_ERR_SIGNING_FAILED, true, &frame, may_fail);
        }));
        assert!(fails(|| {
            judge(-55, true, &frame, Semantics::NONE);
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
            judge(
                RUSTPQC_ERR_UNKNOWN_PARAMETER_SET,
                true,
                &frame,
                Semantics::NONE,
            );
        }));
        judge(
            RUSTPQC_ERR_UNKNOWN_PARAMETER_SET,
            false,
            &frame,
            Semantics::NONE,
        );
        judge(RUSTPQC_ERR_CONTEXT_TOO_LONG, true, &frame, Semantics::NONE);
    }

    #[test]
    fn oracles_agree_with_genuine_keys_and_catch_tampering() {
        for id in KEM_IDS {
            let kem = Kem::of(id).unwrap();
            let (mut ek, mut dk) = kem_from_seed(id, &[7u8; 64]);
            check_kem_pair(kem, &ek, &dk, Some(&[7u8; 64]));
            assert_eq!(kem_check_ek(id, &ek), RUSTPQC_OK);
            // The first coefficient set to q.
            ek[0] = 0x01;
            ek[1] = (ek[1] & 0xF0) | 0x0D;
            assert!(!modulus_check(kem, &ek));
            assert_eq!(kem_check_ek(id, &ek), RUSTPQC_ERR_INVALID_ENCAPSULATION_KEY);
            reduce_coefficients(kem, &mut ek);
            assert!(modulus_check(kem, &ek));
            // Decapsulating a tampered ciphertext gives J(z || c).
            let (ek, _) = kem_from_seed(id, &[7u8; 64]);
            let (mut ct, ss) = kem_encapsulate(id, &ek);
            assert_eq!(kem_decapsulate(id, &dk, &ct), ss);
            ct[5] ^= 0x20;
            assert_eq!(
                kem_decapsulate(id, &dk, &ct),
                implicit_rejection(kem, &dk, &ct)
            );
            dk[768 * kem.k + 40] ^= 1;
            assert!(!hash_check(kem, &dk));
            assert_eq!(kem_check_dk(id, &dk), RUSTPQC_ERR_INVALID_DECAPSULATION_KEY);
        }
        for id in DSA_IDS {
            let dsa = Dsa::of(id).unwrap();
            let (pk, mut sk) = dsa_from_seed(id, &[9u8; 32]);
            check_dsa_pair(dsa, &pk, &sk);
            sk[70] ^= 1;
            assert!(fails(|| check_dsa_pair(dsa, &pk, &sk)));
        }
    }

    /// `rustpqc_mlkem_encapsulate_prepared` with exact outputs; the status only.
    fn encapsulate_prepared_status(id: u32, prepared: &[u8]) -> i32 {
        let kem = Kem::of(id).unwrap();
        let (mut ct, mut ss) = (vec![0u8; kem.ct], [0u8; 32]);
        // SAFETY: every pointer is valid for its length; distinct allocations.
        unsafe {
            ffi::rustpqc_mlkem_encapsulate_prepared(
                id,
                prepared.as_ptr(),
                prepared.len(),
                ct.as_mut_ptr(),
                ct.len(),
                ss.as_mut_ptr(),
                ss.len(),
            )
        }
    }

    #[test]
    fn prepared_key_oracles_agree_with_the_library_and_catch_tampering() {
        for id in KEM_IDS {
            let kem = Kem::of(id).unwrap();
            let (ek, dk) = kem_from_seed(id, &[5u8; 64]);
            for kind in [
                RUSTPQC_PREPARED_ENCAPSULATION_KEY,
                RUSTPQC_PREPARED_DECAPSULATION_KEY,
            ] {
                assert_eq!(prepared_len(id, kind), expected_prepared_len(kem, kind));
            }
            let prepared_ek = kem_prepare_ek(id, &ek);
            let prepared_dk = kem_prepare_dk(id, &dk);
            check_prepared(kem, id, 1, &prepared_ek, &ek, None);
            check_prepared(kem, id, 2, &prepared_dk, &ek, Some(kem.z(&dk)));
            // The oracle needs z in a prepared decapsulation key, and the right kind.
            assert!(fails(|| check_prepared(
                kem,
                id,
                2,
                &prepared_dk,
                &ek,
                Some(&[9u8; 32])
            )));
            assert!(fails(|| check_prepared(
                kem,
                id,
                1,
                &prepared_dk,
                &ek,
                None
            )));
            // Any changed header byte: the oracle and the library refuse the key.
            for at in 0..8 {
                let mut bad = prepared_ek.clone();
                bad[at] ^= 1;
                assert_ne!(bad[..8], prepared_header(id, 1));
                assert!(fails(|| check_prepared(kem, id, 1, &bad, &ek, None)));
                assert_eq!(
                    encapsulate_prepared_status(id, &bad),
                    RUSTPQC_ERR_INVALID_PREPARED_KEY
                );
            }
            // rho or H(ek) gone from the body.
            for needle in [sha3_256(&ek).to_vec(), ek[384 * kem.k..].to_vec()] {
                let mut bad = prepared_ek.clone();
                let at = 8 + bad[8..].windows(32).position(|w| w == needle).unwrap();
                bad[at + 31] ^= 0x40;
                assert!(fails(|| check_prepared(kem, id, 1, &bad, &ek, None)));
            }
            // The prepared and packed paths agree, and the comparison can tell a difference.
            let (ct, ss) = kem_encapsulate_prepared(id, &prepared_ek);
            assert_eq!(kem_decapsulate(id, &dk, &ct), ss);
            assert_eq!(kem_decapsulate_prepared(id, &prepared_dk, &ct), ss);
            let mut tampered = ct.clone();
            tampered[0] ^= 1;
            let rejected = kem_decapsulate_prepared(id, &prepared_dk, &tampered);
            assert_eq!(rejected, implicit_rejection(kem, &dk, &tampered));
            assert_ne!(rejected, ss);
        }
    }

    #[test]
    fn prepared_lengths_are_judged_as_invalid_prepared_keys() {
        let mut frame = Frame::new(false);
        frame.input(Spec::real(99), Expect::Prepared(100), &[]);
        frame.layout(&mut Input::new(&[]));
        assert!(frame.bad_prepared() && !frame.bad_length());
        judge(
            RUSTPQC_ERR_INVALID_PREPARED_KEY,
            true,
            &frame,
            Semantics::NONE,
        );
        assert!(fails(|| {
            judge(RUSTPQC_OK, true, &frame, Semantics::NONE);
        }));
        assert!(fails(|| {
            judge(RUSTPQC_ERR_BAD_LENGTH, true, &frame, Semantics::NONE);
        }));
        // The right length: refusing it needs the target's header oracle.
        let mut frame = Frame::new(false);
        frame.input(Spec::real(100), Expect::Prepared(100), &[]);
        frame.layout(&mut Input::new(&[]));
        assert!(!frame.bad_prepared());
        assert!(fails(|| {
            judge(
                RUSTPQC_ERR_INVALID_PREPARED_KEY,
                true,
                &frame,
                Semantics::NONE,
            );
        }));
        let wrong_header = Semantics {
            statuses: &[(RUSTPQC_ERR_INVALID_PREPARED_KEY, true)],
            must_fail: true,
            may_fail: false,
        };
        judge(RUSTPQC_ERR_INVALID_PREPARED_KEY, true, &frame, wrong_header);
        let wrong_header = Semantics {
            statuses: &[(RUSTPQC_ERR_INVALID_PREPARED_KEY, true)],
            must_fail: true,
            may_fail: false,
        };
        assert!(fails(|| {
            judge(RUSTPQC_OK, true, &frame, wrong_header);
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

    #[test]
    fn the_range_oracle_agrees_with_the_library_and_catches_each_end() {
        for id in DSA_IDS {
            let dsa = Dsa::of(id).unwrap();
            let (_, sk) = dsa_from_seed(id, &[1u8; 32]);
            assert!(dsa_secrets_in_range(dsa, &sk));
            assert_eq!(dsa_check_sk(id, &sk), RUSTPQC_OK);
            let bits = if dsa.eta == 2 { 3 } else { 4 };
            let end = 128 + (dsa.k + dsa.l) * 256 * bits / 8;
            // The first coefficient of s1 and the last of s2 set to 2 eta + 1 (= eta - c for
            // c = -eta - 1), or to the largest field value.
            for (at, value) in [
                (0, 2 * dsa.eta + 1),
                ((dsa.k + dsa.l) * 256 - 1, (1 << bits) - 1),
            ] {
                let mut bad = sk.clone();
                for j in 0..bits {
                    let bit = 128 * 8 + at * bits + j;
                    bad[bit / 8] &= !(1 << (bit % 8));
                    bad[bit / 8] |= (((value >> j) & 1) as u8) << (bit % 8);
                }
                assert_eq!(dsa_secret_fields(dsa, &bad)[at], value);
                assert!(!dsa_secrets_in_range(dsa, &bad));
                assert_eq!(dsa_check_sk(id, &bad), RUSTPQC_ERR_INVALID_SIGNING_KEY);
            }
            // t0 is not part of the check.
            let mut t0 = sk.clone();
            t0[end] ^= 0xFF;
            assert!(dsa_secrets_in_range(dsa, &t0));
            assert_eq!(dsa_check_sk(id, &t0), RUSTPQC_OK);
            // Random bytes are almost surely out of range; brought into range they pass.
            let mut random = Input::new(&[]).blob(dsa.sk);
            assert!(!dsa_secrets_in_range(dsa, &random));
            assert_eq!(dsa_check_sk(id, &random), RUSTPQC_ERR_INVALID_SIGNING_KEY);
            dsa_secrets_into_range(dsa, &mut random);
            assert!(dsa_secrets_in_range(dsa, &random));
            assert_eq!(dsa_check_sk(id, &random), RUSTPQC_OK);
        }
    }

    #[test]
    fn the_pair_oracle_agrees_with_the_library_and_catches_rho_and_tr() {
        for id in DSA_IDS {
            let dsa = Dsa::of(id).unwrap();
            let (pk, sk) = dsa_from_seed(id, &[2u8; 32]);
            let (other_pk, _) = dsa_from_seed(id, &[3u8; 32]);
            assert!(dsa_pair_matches(dsa, &pk, &sk));
            assert_eq!(dsa_check_pair(id, &pk, &sk), RUSTPQC_OK);
            assert!(!dsa_pair_matches(dsa, &other_pk, &sk));
            assert_eq!(
                dsa_check_pair(id, &other_pk, &sk),
                RUSTPQC_ERR_INVALID_SIGNING_KEY
            );
            for at in [0, 31, 64, 127] {
                let mut bad = sk.clone();
                bad[at] ^= 0x08;
                assert!(!dsa_pair_matches(dsa, &pk, &bad));
                assert_eq!(
                    dsa_check_pair(id, &pk, &bad),
                    RUSTPQC_ERR_INVALID_SIGNING_KEY
                );
            }
            // K (bytes 32..64) is not part of the check.
            let mut k = sk.clone();
            k[40] ^= 1;
            assert!(dsa_pair_matches(dsa, &pk, &k));
            assert_eq!(dsa_check_pair(id, &pk, &k), RUSTPQC_OK);
        }
    }

    #[test]
    fn the_self_test_digests_are_reproduced_and_a_change_shows() {
        use rustpqc::self_test as kat;
        let recorded = [kat::ML_KEM_KEYS, kat::ML_DSA_KEYS, kat::ML_DSA_SIGNATURE];
        let digests = self_test_digests(
            &kat::ML_KEM_SEED,
            &kat::ML_DSA_SEED,
            kat::MESSAGE,
            kat::CONTEXT,
        );
        assert_eq!(digests, recorded);
        assert_eq!(rustpqc_self_test(), RUSTPQC_OK);
        let mut kem_seed = kat::ML_KEM_SEED;
        kem_seed[63] ^= 1;
        let changed = self_test_digests(&kem_seed, &kat::ML_DSA_SEED, kat::MESSAGE, b"kaT");
        assert_ne!(changed[0], recorded[0]);
        assert_eq!(changed[1], recorded[1]);
        assert_ne!(changed[2], recorded[2]);
    }

    #[test]
    fn input_reads_past_the_end_as_zeros() {
        let mut input = Input::new(&[3, 0, 0xAA, 0xBB, 0xCC]);
        assert_eq!(input.blob(2), vec![0xAA, 0xBB]);
        assert_eq!(input.blob(40).len(), 40);
        assert_eq!(input.u64(), 0);
        assert_eq!(input.blob(3).len(), 3);
        assert_eq!(input.set(KEM_IDS, DSA_IDS), (512, 512));
        assert_eq!(crate_version(), version().1);
    }
}

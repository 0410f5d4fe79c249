//! Well-formed calls, for fixtures and follow-up checks: safe wrappers over the C functions with
//! exact, separate buffers. Each asserts its status, or returns it.
//!
//! Functions of one C shape (the same parameters, whatever they mean) share one caller below:
//! [`into_two`], [`two_into_one`] and the signing caller; the pre-hash signing of both signature
//! families is [`Signer::sign_prehash`](crate::signers::Signer::sign_prehash).

use crate::ffi_call;
use crate::input::Input;
use crate::sets::{Dsa, Family, Kem, Slh, XWing, SHAKE_STATE_LEN};
use rustpqc::ffi::*;
use std::ffi::{c_char, CStr};

/// A key pair as two byte vectors: `(ek, dk)` or `(pk, sk)`.
pub type KeyPair = (Vec<u8>, Vec<u8>);

/// The C shape of the key checks: `f(set, key)`.
pub type KeyCheck = unsafe extern "C" fn(u32, *const u8, usize) -> Status;

/// The C shape `f(set, input, output, output)`: key pairs from seeds, encapsulations.
pub type IntoTwo =
    unsafe extern "C" fn(u32, *const u8, usize, *mut u8, usize, *mut u8, usize) -> Status;
/// The C shape `f(set, input, input, output)`: decapsulations.
pub type TwoIntoOne =
    unsafe extern "C" fn(u32, *const u8, usize, *const u8, usize, *mut u8, usize) -> Status;
/// The C shape ML-DSA and SLH-DSA signing share: `f(set, sk, message, context, deterministic,
/// signature)`.
type Sign = unsafe extern "C" fn(
    u32,
    *const u8,
    usize,
    *const u8,
    usize,
    *const u8,
    usize,
    u32,
    *mut u8,
    usize,
) -> Status;

/// Calls `function(id, input, ..)` with fresh outputs of `lens`: the status and the outputs.
pub fn into_two(
    function: IntoTwo,
    id: u32,
    input: &[u8],
    (first_len, second_len): (usize, usize),
) -> (Status, Vec<u8>, Vec<u8>) {
    let (mut first, mut second) = (vec![0u8; first_len], vec![0u8; second_len]);
    // SAFETY: every pointer is valid for its length; the buffers are distinct allocations.
    let status = unsafe { ffi_call!(function(id, &input, &mut first, &mut second)) };
    (status, first, second)
}

/// Calls `function(id, first, second, ..)` with a fresh `out_len`-byte output: the status and the
/// output.
pub fn two_into_one(
    function: TwoIntoOne,
    id: u32,
    first: &[u8],
    second: &[u8],
    out_len: usize,
) -> (Status, Vec<u8>) {
    let mut out = vec![0u8; out_len];
    // SAFETY: as above.
    let status = unsafe { ffi_call!(function(id, &first, &second, &mut out)) };
    (status, out)
}

/// `value` after asserting that the call that made it succeeded.
fn succeeded<T>((status, value): (Status, T), what: &str) -> T {
    assert_eq!(status, Status::Ok, "{what}");
    value
}

/// A `*_from_seed` function with exact buffers of `lens`, asserted to succeed: the key pair.
fn key_pair(function: IntoTwo, id: u32, seed: &[u8], lens: (usize, usize)) -> KeyPair {
    let (status, public, private) = into_two(function, id, seed, lens);
    assert_eq!(
        status,
        Status::Ok,
        "from_seed of a {}-byte seed",
        seed.len()
    );
    (public, private)
}

/// An encapsulation with exact buffers, asserted to succeed: `(ct, ss)`.
fn encapsulation(function: IntoTwo, id: u32, key: &[u8], what: &str) -> (Vec<u8>, [u8; 32]) {
    let ct_len = Kem::of(id).expect("known set").ct;
    let (status, ct, ss) = into_two(function, id, key, (ct_len, Kem::SS));
    (succeeded((status, ct), what), ss.try_into().unwrap())
}

/// A decapsulation with an exact secret, asserted to succeed.
fn decapsulation(function: TwoIntoOne, id: u32, key: &[u8], ct: &[u8], what: &str) -> [u8; 32] {
    let ss = succeeded(two_into_one(function, id, key, ct, Kem::SS), what);
    ss.try_into().unwrap()
}

/// A key check.
fn check(function: KeyCheck, id: u32, key: &[u8]) -> Status {
    // SAFETY: `key` is valid for its length.
    unsafe { ffi_call!(function(id, &key)) }
}

/// `rustpqc_mlkem_from_seed` with exact buffers: `(ek, dk)`.
pub fn kem_from_seed(id: u32, seed: &[u8]) -> KeyPair {
    let kem = Kem::of(id).expect("known set");
    key_pair(rustpqc_mlkem_from_seed, id, seed, (kem.ek, kem.dk))
}

/// `rustpqc_mldsa_from_seed` with exact buffers: `(pk, sk)`.
pub fn dsa_from_seed(id: u32, seed: &[u8]) -> KeyPair {
    let dsa = Dsa::of(id).expect("known set");
    key_pair(rustpqc_mldsa_from_seed, id, seed, (dsa.pk, dsa.sk))
}

/// `rustpqc_slhdsa_from_seed` with exact buffers: `(pk, sk)`.
pub fn slh_from_seed(id: u32, seed: &[u8]) -> KeyPair {
    let slh = Slh::of(id).expect("known set");
    key_pair(rustpqc_slhdsa_from_seed, id, seed, (slh.pk(), slh.sk()))
}

/// `rustpqc_mlkem_encapsulate` with exact buffers: `(ct, ss)`.
pub fn kem_encapsulate(id: u32, ek: &[u8]) -> (Vec<u8>, [u8; 32]) {
    let what = "encapsulation to a valid key";
    encapsulation(rustpqc_mlkem_encapsulate, id, ek, what)
}

/// `rustpqc_mlkem_encapsulate_prepared` with exact buffers: `(ct, ss)`.
pub fn kem_encapsulate_prepared(id: u32, prepared: &[u8]) -> (Vec<u8>, [u8; 32]) {
    let what = "encapsulation to a prepared key";
    encapsulation(rustpqc_mlkem_encapsulate_prepared, id, prepared, what)
}

/// `rustpqc_mlkem_decapsulate` with exact buffers.
pub fn kem_decapsulate(id: u32, dk: &[u8], ct: &[u8]) -> [u8; 32] {
    let what = "decapsulation of a right-length ciphertext";
    decapsulation(rustpqc_mlkem_decapsulate, id, dk, ct, what)
}

/// `rustpqc_mlkem_decapsulate_prepared` with exact buffers.
pub fn kem_decapsulate_prepared(id: u32, prepared: &[u8], ct: &[u8]) -> [u8; 32] {
    let what = "decapsulation with a prepared key";
    decapsulation(rustpqc_mlkem_decapsulate_prepared, id, prepared, ct, what)
}

/// `rustpqc_mlkem_check_encapsulation_key`.
pub fn kem_check_ek(id: u32, ek: &[u8]) -> Status {
    check(rustpqc_mlkem_check_encapsulation_key, id, ek)
}

/// `rustpqc_mlkem_check_decapsulation_key`.
pub fn kem_check_dk(id: u32, dk: &[u8]) -> Status {
    check(rustpqc_mlkem_check_decapsulation_key, id, dk)
}

/// `rustpqc_mldsa_check_private_key`.
pub fn dsa_check_sk(id: u32, sk: &[u8]) -> Status {
    check(rustpqc_mldsa_check_private_key, id, sk)
}

/// `rustpqc_mldsa_check_key_pair`.
pub fn dsa_check_pair(id: u32, pk: &[u8], sk: &[u8]) -> Status {
    // SAFETY: both pointers are valid for their lengths.
    unsafe { ffi_call!(rustpqc_mldsa_check_key_pair(id, &pk, &sk)) }
}

/// `rustpqc_mlkem_prepared_key_len`, asserted to be a length.
pub fn prepared_len(id: u32, kind: u32) -> usize {
    let len = rustpqc_mlkem_prepared_key_len(id, kind);
    assert!(len > 0, "prepared_key_len({id}, {kind}) = {len}");
    len as usize
}

/// `rustpqc_mlkem_prepare_encapsulation_key` or `_decapsulation_key` (by `kind`) of `key` into
/// `out`.
pub fn kem_prepare_into(id: u32, kind: u32, key: &[u8], out: &mut [u8]) -> Status {
    let prepare = match kind {
        RUSTPQC_PREPARED_ENCAPSULATION_KEY => rustpqc_mlkem_prepare_encapsulation_key,
        _ => rustpqc_mlkem_prepare_decapsulation_key,
    };
    // SAFETY: both pointers are valid for their lengths; `out` is exclusively borrowed, so the
    // two do not overlap.
    unsafe { ffi_call!(prepare(id, &key, &mut out)) }
}

/// Checks `prepare` into buffers around the reported length `len`: the reported length succeeds,
/// a byte less or more fails with `Status::BadLength`, its buffer untouched. `what` names the
/// call in the messages.
pub fn prepare_takes_exactly(len: usize, what: &str, prepare: impl Fn(&mut [u8]) -> Status) {
    for try_len in [len - 1, len, len + 1] {
        let mut out = vec![0xA5u8; try_len];
        let status = prepare(&mut out);
        if try_len == len {
            assert_eq!(status, Status::Ok, "{what}: the reported length");
        } else {
            assert_eq!(status, Status::BadLength, "{what}: {try_len} bytes");
            assert!(out.iter().all(|&b| b == 0xA5), "refused, yet written");
        }
    }
}

/// A valid key prepared with an exact buffer.
fn kem_prepare(id: u32, kind: u32, key: &[u8], what: &str) -> Vec<u8> {
    let mut prepared = vec![0u8; prepared_len(id, kind)];
    assert_eq!(
        kem_prepare_into(id, kind, key, &mut prepared),
        Status::Ok,
        "{what}"
    );
    prepared
}

/// `rustpqc_mlkem_prepare_encapsulation_key` of a valid key with an exact buffer.
pub fn kem_prepare_ek(id: u32, ek: &[u8]) -> Vec<u8> {
    let what = "preparing a valid encapsulation key";
    kem_prepare(id, RUSTPQC_PREPARED_ENCAPSULATION_KEY, ek, what)
}

/// `rustpqc_mlkem_prepare_decapsulation_key` of a valid key with an exact buffer.
pub fn kem_prepare_dk(id: u32, dk: &[u8]) -> Vec<u8> {
    let what = "preparing a valid decapsulation key";
    kem_prepare(id, RUSTPQC_PREPARED_DECAPSULATION_KEY, dk, what)
}

/// A signing call with an exact signature buffer of `sig_len`: the status and the signature.
fn sign_with(
    function: Sign,
    (id, sig_len): (u32, usize),
    sk: &[u8],
    msg: &[u8],
    ctx: &[u8],
    deterministic: bool,
) -> (Status, Vec<u8>) {
    let mut sig = vec![0u8; sig_len];
    let deterministic = deterministic as u32;
    // SAFETY: every pointer is valid for its length; the buffers are distinct allocations.
    let status = unsafe { ffi_call!(function(id, &sk, &msg, &ctx, deterministic, &mut sig)) };
    (status, sig)
}

/// The signature, or the status of a failed signing call.
pub fn signature_or_status((status, sig): (Status, Vec<u8>)) -> Result<Vec<u8>, Status> {
    (status == Status::Ok).then_some(sig).ok_or(status)
}

/// `rustpqc_mldsa_sign` with exact buffers.
pub fn dsa_sign(id: u32, sk: &[u8], msg: &[u8], ctx: &[u8], deterministic: bool) -> Vec<u8> {
    let set = (id, Dsa::of(id).expect("known set").sig);
    let signed = sign_with(rustpqc_mldsa_sign, set, sk, msg, ctx, deterministic);
    succeeded(signed, "signing with a genuine key")
}

/// `rustpqc_slhdsa_sign` with exact buffers, asserted to succeed.
pub fn slh_sign(id: u32, sk: &[u8], msg: &[u8], ctx: &[u8], deterministic: bool) -> Vec<u8> {
    let set = (id, Slh::of(id).expect("known set").sig);
    let signed = sign_with(rustpqc_slhdsa_sign, set, sk, msg, ctx, deterministic);
    succeeded(signed, "signing with a genuine key")
}

/// `rustpqc_mldsa_verify`.
pub fn dsa_verify(id: u32, pk: &[u8], msg: &[u8], ctx: &[u8], sig: &[u8]) -> Status {
    // SAFETY: every pointer is valid for its length.
    unsafe { ffi_call!(rustpqc_mldsa_verify(id, &pk, &msg, &ctx, &sig)) }
}

/// `rustpqc_mldsa_verify_prehashed`.
pub fn dsa_verify_prehashed(
    id: u32,
    pk: &[u8],
    hash: u32,
    digest: &[u8],
    ctx: &[u8],
    sig: &[u8],
) -> Status {
    // SAFETY: every pointer is valid for its length.
    unsafe {
        ffi_call!(rustpqc_mldsa_verify_prehashed(
            id, &pk, hash, &digest, &ctx, &sig
        ))
    }
}

/// `rustpqc_mldsa_sign_mu` with exact buffers: the signature, or the status.
pub fn dsa_sign_mu(id: u32, sk: &[u8], mu: &[u8], deterministic: bool) -> Result<Vec<u8>, Status> {
    let mut sig = vec![0u8; Dsa::of(id).expect("known set").sig];
    let deterministic = deterministic as u32;
    // SAFETY: every pointer is valid for its length; the buffers are distinct allocations.
    let status = unsafe { ffi_call!(rustpqc_mldsa_sign_mu(id, &sk, &mu, deterministic, &mut sig)) };
    signature_or_status((status, sig))
}

/// `rustpqc_mldsa_verify_mu`.
pub fn dsa_verify_mu(id: u32, pk: &[u8], mu: &[u8], sig: &[u8]) -> Status {
    // SAFETY: every pointer is valid for its length.
    unsafe { ffi_call!(rustpqc_mldsa_verify_mu(id, &pk, &mu, &sig)) }
}

/// `rustpqc_operation_counts` into a fresh array.
pub fn counts() -> [u64; RUSTPQC_OPERATION_COUNTERS] {
    let mut out = [0u64; RUSTPQC_OPERATION_COUNTERS];
    // SAFETY: `out` holds exactly RUSTPQC_OPERATION_COUNTERS values.
    let status = unsafe { ffi_call!(rustpqc_operation_counts(&mut out)) };
    assert_eq!(status, Status::Ok);
    out
}

/// `rustpqc_version`: the pointer and the text (asserted non-null and UTF-8).
pub fn version() -> (*const c_char, String) {
    static_text("rustpqc_version", rustpqc_version())
}

/// `rustpqc_fips_module`: the pointer and the text (asserted non-null and UTF-8).
pub fn fips_module() -> (*const c_char, String) {
    static_text("rustpqc_fips_module", rustpqc_fips_module())
}

/// `rustpqc_cpu`: the pointer and the text (asserted non-null and UTF-8).
pub fn cpu() -> (*const c_char, String) {
    static_text("rustpqc_cpu", rustpqc_cpu())
}

/// The static NUL-terminated string an export returned, asserted non-null and UTF-8.
fn static_text(name: &str, ptr: *const c_char) -> (*const c_char, String) {
    assert!(!ptr.is_null(), "{name} returned null");
    // SAFETY: the contract promises a static NUL-terminated string.
    let text = unsafe { CStr::from_ptr(ptr) };
    let text = text
        .to_str()
        .unwrap_or_else(|_| panic!("{name}: not UTF-8"));
    (ptr, text.to_owned())
}

/// Interleaves fuzzer-driven calls that fail with calls of `text` (`version` or `cpu`): the
/// string it returns must neither move nor change from `first`.
pub fn static_text_stays_put(
    input: &mut Input,
    first: &(*const c_char, String),
    text: fn() -> (*const c_char, String),
) {
    for _ in 0..1 + input.u8() % 4 {
        let id = input.u32();
        let len = input.below(4096);
        let key = input.blob(len);
        let _ = kem_check_ek(id, &key);
        let _ = kem_check_dk(id, &key);
        let (ptr, now) = text();
        assert_eq!(ptr, first.0, "the string moved");
        assert_eq!(now, first.1, "the string changed");
    }
}

/// The version in rust/Cargo.toml, which `rustpqc_version` must report.
pub fn crate_version() -> &'static str {
    include_str!("../../Cargo.toml")
        .lines()
        .find_map(|line| line.strip_prefix("version = \""))
        .and_then(|rest| rest.strip_suffix('"'))
        .expect("rust/Cargo.toml has a version line")
}

/// `rustpqc_shake_init` (or, `turbo`, `rustpqc_turboshake_init`) of a state of the right length.
pub fn shake_init(bits: u32, turbo: bool) -> Vec<u8> {
    let mut state = vec![0u8; SHAKE_STATE_LEN];
    // SAFETY: `state` is valid for its length.
    let status = unsafe {
        if turbo {
            ffi_call!(rustpqc_turboshake_init(bits, &mut state))
        } else {
            ffi_call!(rustpqc_shake_init(bits, &mut state))
        }
    };
    assert_eq!(
        status,
        Status::Ok,
        "starting SHAKE{bits} (TurboSHAKE: {turbo})"
    );
    state
}

/// `rustpqc_shake_absorb` of `data` into `state` (a separate allocation).
pub fn shake_absorb(state: &mut [u8], data: &[u8]) -> Status {
    // SAFETY: both pointers are valid for their lengths; `state` is exclusively borrowed, so the
    // two do not overlap.
    unsafe { ffi_call!(rustpqc_shake_absorb(&mut state, &data)) }
}

/// `rustpqc_shake_finish` of `state` into a fresh `n`-byte output: the status and the output.
pub fn shake_finish(state: &mut [u8], n: usize) -> (Status, Vec<u8>) {
    let mut out = vec![0xA5u8; n];
    // SAFETY: as above.
    let status = unsafe { ffi_call!(rustpqc_shake_finish(&mut state, &mut out)) };
    (status, out)
}

/// `rustpqc_xwing_from_seed` with exact buffers.
pub fn xwing_from_seed(seed: &[u8]) -> Vec<u8> {
    let mut pk = vec![0u8; XWing::PK];
    // SAFETY: every pointer is valid for its length; the buffers are distinct allocations.
    let status = unsafe { ffi_call!(rustpqc_xwing_from_seed(&seed, &mut pk)) };
    assert_eq!(status, Status::Ok, "X-Wing from_seed of a 32-byte seed");
    pk
}

/// `rustpqc_xwing_check_public_key`.
pub fn xwing_check_pk(pk: &[u8]) -> Status {
    // SAFETY: `pk` is valid for its length.
    unsafe { ffi_call!(rustpqc_xwing_check_public_key(&pk)) }
}

/// `rustpqc_xwing_encapsulate` with exact buffers: `(ct, ss)`.
pub fn xwing_encapsulate(pk: &[u8]) -> (Vec<u8>, [u8; 32]) {
    let (mut ct, mut ss) = (vec![0u8; XWing::CT], [0u8; 32]);
    // SAFETY: as above.
    let status = unsafe { ffi_call!(rustpqc_xwing_encapsulate(&pk, &mut ct, &mut ss)) };
    assert_eq!(status, Status::Ok, "X-Wing encapsulation to a valid key");
    (ct, ss)
}

/// The C shape of both X-Wing decapsulations: `f(key, ct, ss)`.
type XWingDecapsulate =
    unsafe extern "C" fn(*const u8, usize, *const u8, usize, *mut u8, usize) -> Status;

/// An X-Wing decapsulation with exact buffers, asserted to succeed.
fn xwing_decapsulation(function: XWingDecapsulate, key: &[u8], ct: &[u8], what: &str) -> [u8; 32] {
    let mut ss = [0u8; 32];
    // SAFETY: as above.
    let status = unsafe { ffi_call!(function(&key, &ct, &mut ss)) };
    succeeded((status, ss), what)
}

/// `rustpqc_xwing_decapsulate` with exact buffers.
pub fn xwing_decapsulate(seed: &[u8], ct: &[u8]) -> [u8; 32] {
    let what = "X-Wing decapsulation of a right-length ciphertext";
    xwing_decapsulation(rustpqc_xwing_decapsulate, seed, ct, what)
}

/// `rustpqc_xwing_decapsulate_prepared` with exact buffers.
pub fn xwing_decapsulate_prepared(prepared: &[u8], ct: &[u8]) -> [u8; 32] {
    let what = "X-Wing decapsulation with a prepared key";
    xwing_decapsulation(rustpqc_xwing_decapsulate_prepared, prepared, ct, what)
}

/// `rustpqc_xwing_prepared_key_len`, asserted to be a length.
pub fn xwing_prepared_len() -> usize {
    let len = rustpqc_xwing_prepared_key_len();
    assert!(len > 0, "xwing_prepared_key_len() = {len}");
    len as usize
}

/// `rustpqc_xwing_prepare_decapsulation_key` of `seed` into `out`.
pub fn xwing_prepare_into(seed: &[u8], out: &mut [u8]) -> Status {
    // SAFETY: both pointers are valid for their lengths; `out` is exclusively borrowed, so the
    // two do not overlap.
    unsafe { ffi_call!(rustpqc_xwing_prepare_decapsulation_key(&seed, &mut out)) }
}

/// `rustpqc_xwing_prepare_decapsulation_key` of a seed with an exact buffer.
pub fn xwing_prepare(seed: &[u8]) -> Vec<u8> {
    let mut prepared = vec![0u8; xwing_prepared_len()];
    let status = xwing_prepare_into(seed, &mut prepared);
    assert_eq!(status, Status::Ok, "preparing an X-Wing seed");
    prepared
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_version_is_the_crate_version() {
        assert_eq!(crate_version(), version().1);
    }
}

/// A C function that fills an array of `u64` values (`rustpqc_operation_counts`,
/// `rustpqc_fips_indicator`).
pub type FillValues = unsafe extern "C" fn(*mut u64, usize) -> Status;

/// Calls `function` with a fuzzer-chosen array: mostly one of exactly `values` values, else a
/// shorter or longer one, a null pointer with or without a length, or a length above
/// `isize::MAX`. It must succeed exactly for a non-null array of `values`, whose contents are then
/// returned; any other call must be refused for its pointer or length and write nothing
/// (rust/src/ffi/mod.rs), and gives `None`.
pub fn fill_values(input: &mut Input, values: usize, function: FillValues) -> Option<Vec<u64>> {
    const FILL: u64 = 0xA5A5_A5A5_A5A5_A5A5;
    let (null, len) = match input.u8() {
        0..=159 => (false, values),
        160..=199 => (false, input.below(4 * values)),
        200..=219 => (true, values),
        220..=239 => (true, 0),
        240..=247 => (true, input.u64() as usize),
        _ => (false, isize::MAX as usize + 1 + input.below(1 << 20)),
    };
    let small = !null && len <= 4 * values;
    let mut out = vec![FILL; if small { len } else { 1 }];
    let ptr = if null {
        std::ptr::null_mut()
    } else {
        out.as_mut_ptr()
    };
    // SAFETY: the pointer is null, or valid for `len` values, or `len` is above isize::MAX
    // (and not `values`, so rejected before any access).
    let status = unsafe { function(ptr, len) };
    if !null && len == values {
        assert_eq!(
            status,
            Status::Ok,
            "a valid call for {values} values failed"
        );
        return Some(out);
    }
    let justified = if null && len == values {
        status == Status::NullPointer
    } else {
        status == Status::BadLength || (null && len != 0 && status == Status::NullPointer)
    };
    assert!(justified, "status {status:?} for null={null}, len={len}");
    if small {
        assert!(
            out.iter().all(|&v| v == FILL),
            "a refused call wrote to the array: {out:x?}"
        );
    }
    None
}

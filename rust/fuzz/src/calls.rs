//! Well-formed calls, for fixtures and follow-up checks: safe wrappers over the C functions with
//! exact, separate buffers. Each asserts its status, or returns it.

use crate::input::Input;
use crate::sets::{Dsa, Kem, Slh, XWing, SHAKE_STATE_LEN};
use rustpqc::ffi::*;
use std::ffi::{c_char, CStr};

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
        Status::Ok,
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
    assert_eq!(status, Status::Ok, "encapsulation to a valid key");
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
        status,
        Status::Ok,
        "decapsulation of a right-length ciphertext"
    );
    ss
}

/// `rustpqc_mlkem_check_encapsulation_key`.
pub fn kem_check_ek(id: u32, ek: &[u8]) -> Status {
    // SAFETY: `ek` is valid for its length.
    unsafe { rustpqc_mlkem_check_encapsulation_key(id, ek.as_ptr(), ek.len()) }
}

/// `rustpqc_mlkem_check_decapsulation_key`.
pub fn kem_check_dk(id: u32, dk: &[u8]) -> Status {
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
        Status::Ok,
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
    assert_eq!(status, Status::Ok, "signing with a genuine key");
    sig
}

/// `rustpqc_mldsa_verify`.
pub fn dsa_verify(id: u32, pk: &[u8], msg: &[u8], ctx: &[u8], sig: &[u8]) -> Status {
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
    assert_eq!(status, Status::Ok);
    out
}

/// `rustpqc_version`: the pointer and the text (asserted non-null and UTF-8).
pub fn version() -> (*const c_char, String) {
    static_text("rustpqc_version", rustpqc_version())
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
    assert_eq!(status, Status::Ok, "preparing a valid encapsulation key");
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
    assert_eq!(status, Status::Ok, "preparing a valid decapsulation key");
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
    assert_eq!(status, Status::Ok, "encapsulation to a prepared key");
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
    assert_eq!(status, Status::Ok, "decapsulation with a prepared key");
    ss
}

/// `rustpqc_mldsa_check_private_key`.
pub fn dsa_check_sk(id: u32, sk: &[u8]) -> Status {
    // SAFETY: `sk` is valid for its length.
    unsafe { rustpqc_mldsa_check_private_key(id, sk.as_ptr(), sk.len()) }
}

/// `rustpqc_mldsa_check_key_pair`.
pub fn dsa_check_pair(id: u32, pk: &[u8], sk: &[u8]) -> Status {
    // SAFETY: both pointers are valid for their lengths.
    unsafe { rustpqc_mldsa_check_key_pair(id, pk.as_ptr(), pk.len(), sk.as_ptr(), sk.len()) }
}

/// `rustpqc_mldsa_sign_mu` with exact buffers: the signature, or the status.
pub fn dsa_sign_mu(id: u32, sk: &[u8], mu: &[u8], deterministic: bool) -> Result<Vec<u8>, Status> {
    let mut sig = vec![0u8; Dsa::of(id).expect("known set").sig];
    // SAFETY: every pointer is valid for its length; the buffers are distinct allocations.
    let status = unsafe {
        rustpqc_mldsa_sign_mu(
            id,
            sk.as_ptr(),
            sk.len(),
            mu.as_ptr(),
            mu.len(),
            deterministic as u32,
            sig.as_mut_ptr(),
            sig.len(),
        )
    };
    (status == Status::Ok).then_some(sig).ok_or(status)
}

/// `rustpqc_mldsa_verify_mu`.
pub fn dsa_verify_mu(id: u32, pk: &[u8], mu: &[u8], sig: &[u8]) -> Status {
    // SAFETY: every pointer is valid for its length.
    unsafe {
        rustpqc_mldsa_verify_mu(
            id,
            pk.as_ptr(),
            pk.len(),
            mu.as_ptr(),
            mu.len(),
            sig.as_ptr(),
            sig.len(),
        )
    }
}

/// `rustpqc_mldsa_sign_prehashed` with exact buffers: the signature, or the status.
pub fn dsa_sign_prehashed(
    id: u32,
    sk: &[u8],
    hash: u32,
    digest: &[u8],
    ctx: &[u8],
    deterministic: bool,
) -> Result<Vec<u8>, Status> {
    let mut sig = vec![0u8; Dsa::of(id).expect("known set").sig];
    // SAFETY: every pointer is valid for its length; the buffers are distinct allocations.
    let status = unsafe {
        rustpqc_mldsa_sign_prehashed(
            id,
            sk.as_ptr(),
            sk.len(),
            hash,
            digest.as_ptr(),
            digest.len(),
            ctx.as_ptr(),
            ctx.len(),
            deterministic as u32,
            sig.as_mut_ptr(),
            sig.len(),
        )
    };
    (status == Status::Ok).then_some(sig).ok_or(status)
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
        rustpqc_mldsa_verify_prehashed(
            id,
            pk.as_ptr(),
            pk.len(),
            hash,
            digest.as_ptr(),
            digest.len(),
            ctx.as_ptr(),
            ctx.len(),
            sig.as_ptr(),
            sig.len(),
        )
    }
}

/// `rustpqc_shake_init` of a state of the right length.
pub fn shake_init(bits: u32) -> Vec<u8> {
    let mut state = vec![0u8; SHAKE_STATE_LEN];
    // SAFETY: `state` is valid for its length.
    let status = unsafe { rustpqc_shake_init(bits, state.as_mut_ptr(), state.len()) };
    assert_eq!(status, Status::Ok, "starting SHAKE{bits}");
    state
}

/// `rustpqc_shake_absorb` of `data` into `state` (a separate allocation).
pub fn shake_absorb(state: &mut [u8], data: &[u8]) -> Status {
    // SAFETY: both pointers are valid for their lengths; `state` is exclusively borrowed, so the
    // two do not overlap.
    unsafe { rustpqc_shake_absorb(state.as_mut_ptr(), state.len(), data.as_ptr(), data.len()) }
}

/// `rustpqc_shake_finish` of `state` into a fresh `n`-byte output: the status and the output.
pub fn shake_finish(state: &mut [u8], n: usize) -> (Status, Vec<u8>) {
    let mut out = vec![0xA5u8; n];
    // SAFETY: as above.
    let status =
        unsafe { rustpqc_shake_finish(state.as_mut_ptr(), state.len(), out.as_mut_ptr(), n) };
    (status, out)
}

/// `rustpqc_xwing_from_seed` with exact buffers.
pub fn xwing_from_seed(seed: &[u8]) -> Vec<u8> {
    let mut pk = vec![0u8; XWing::PK];
    // SAFETY: every pointer is valid for its length; the buffers are distinct allocations.
    let status =
        unsafe { rustpqc_xwing_from_seed(seed.as_ptr(), seed.len(), pk.as_mut_ptr(), pk.len()) };
    assert_eq!(status, Status::Ok, "X-Wing from_seed of a 32-byte seed");
    pk
}

/// `rustpqc_xwing_check_public_key`.
pub fn xwing_check_pk(pk: &[u8]) -> Status {
    // SAFETY: `pk` is valid for its length.
    unsafe { rustpqc_xwing_check_public_key(pk.as_ptr(), pk.len()) }
}

/// `rustpqc_xwing_encapsulate` with exact buffers: `(ct, ss)`.
pub fn xwing_encapsulate(pk: &[u8]) -> (Vec<u8>, [u8; 32]) {
    let (mut ct, mut ss) = (vec![0u8; XWing::CT], [0u8; 32]);
    // SAFETY: as above.
    let status = unsafe {
        rustpqc_xwing_encapsulate(
            pk.as_ptr(),
            pk.len(),
            ct.as_mut_ptr(),
            ct.len(),
            ss.as_mut_ptr(),
            ss.len(),
        )
    };
    assert_eq!(status, Status::Ok, "X-Wing encapsulation to a valid key");
    (ct, ss)
}

/// `rustpqc_xwing_decapsulate` with exact buffers.
pub fn xwing_decapsulate(seed: &[u8], ct: &[u8]) -> [u8; 32] {
    let mut ss = [0u8; 32];
    // SAFETY: as above.
    let status = unsafe {
        rustpqc_xwing_decapsulate(
            seed.as_ptr(),
            seed.len(),
            ct.as_ptr(),
            ct.len(),
            ss.as_mut_ptr(),
            ss.len(),
        )
    };
    assert_eq!(
        status,
        Status::Ok,
        "X-Wing decapsulation of a right-length ciphertext"
    );
    ss
}

/// `rustpqc_xwing_prepared_key_len`, asserted to be a length.
pub fn xwing_prepared_len() -> usize {
    let len = rustpqc_xwing_prepared_key_len();
    assert!(len > 0, "xwing_prepared_key_len() = {len}");
    len as usize
}

/// `rustpqc_xwing_prepare_decapsulation_key` of a seed with an exact buffer.
pub fn xwing_prepare(seed: &[u8]) -> Vec<u8> {
    let mut prepared = vec![0u8; xwing_prepared_len()];
    // SAFETY: as above.
    let status = unsafe {
        rustpqc_xwing_prepare_decapsulation_key(
            seed.as_ptr(),
            seed.len(),
            prepared.as_mut_ptr(),
            prepared.len(),
        )
    };
    assert_eq!(status, Status::Ok, "preparing an X-Wing seed");
    prepared
}

/// `rustpqc_xwing_decapsulate_prepared` with exact buffers.
pub fn xwing_decapsulate_prepared(prepared: &[u8], ct: &[u8]) -> [u8; 32] {
    let mut ss = [0u8; 32];
    // SAFETY: as above.
    let status = unsafe {
        rustpqc_xwing_decapsulate_prepared(
            prepared.as_ptr(),
            prepared.len(),
            ct.as_ptr(),
            ct.len(),
            ss.as_mut_ptr(),
            ss.len(),
        )
    };
    assert_eq!(
        status,
        Status::Ok,
        "X-Wing decapsulation with a prepared key"
    );
    ss
}

/// `rustpqc_slhdsa_from_seed` with exact buffers: `(pk, sk)`.
pub fn slh_from_seed(id: u32, seed: &[u8]) -> (Vec<u8>, Vec<u8>) {
    let slh = Slh::of(id).expect("known set");
    let (mut pk, mut sk) = (vec![0u8; slh.pk()], vec![0u8; slh.sk()]);
    // SAFETY: every pointer is valid for its length; the buffers are distinct allocations.
    let status = unsafe {
        rustpqc_slhdsa_from_seed(
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
        Status::Ok,
        "from_seed of a {}-byte seed",
        seed.len()
    );
    (pk, sk)
}

/// `rustpqc_slhdsa_sign` with exact buffers, asserted to succeed.
pub fn slh_sign(id: u32, sk: &[u8], msg: &[u8], ctx: &[u8], deterministic: bool) -> Vec<u8> {
    let slh = Slh::of(id).expect("known set");
    let mut sig = vec![0u8; slh.sig];
    // SAFETY: as above.
    let status = unsafe {
        rustpqc_slhdsa_sign(
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
    assert_eq!(status, Status::Ok, "signing with a genuine key");
    sig
}

/// `rustpqc_slhdsa_verify`.
pub fn slh_verify(id: u32, pk: &[u8], msg: &[u8], ctx: &[u8], sig: &[u8]) -> Status {
    // SAFETY: every pointer is valid for its length.
    unsafe {
        rustpqc_slhdsa_verify(
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

/// `rustpqc_slhdsa_sign_prehash` with exact buffers, asserted to succeed.
pub fn slh_sign_prehash(
    id: u32,
    sk: &[u8],
    hash: u32,
    digest: &[u8],
    ctx: &[u8],
    deterministic: bool,
) -> Vec<u8> {
    let slh = Slh::of(id).expect("known set");
    let mut sig = vec![0u8; slh.sig];
    // SAFETY: every pointer is valid for its length; the buffers are distinct allocations.
    let status = unsafe {
        rustpqc_slhdsa_sign_prehash(
            id,
            sk.as_ptr(),
            sk.len(),
            hash,
            digest.as_ptr(),
            digest.len(),
            ctx.as_ptr(),
            ctx.len(),
            deterministic as u32,
            sig.as_mut_ptr(),
            sig.len(),
        )
    };
    assert_eq!(status, Status::Ok, "HashSLH-DSA signing with a genuine key");
    sig
}

/// `rustpqc_slhdsa_verify_prehash`.
pub fn slh_verify_prehash(
    id: u32,
    pk: &[u8],
    hash: u32,
    digest: &[u8],
    ctx: &[u8],
    sig: &[u8],
) -> Status {
    // SAFETY: every pointer is valid for its length.
    unsafe {
        rustpqc_slhdsa_verify_prehash(
            id,
            pk.as_ptr(),
            pk.len(),
            hash,
            digest.as_ptr(),
            digest.len(),
            ctx.as_ptr(),
            ctx.len(),
            sig.as_ptr(),
            sig.len(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_version_is_the_crate_version() {
        assert_eq!(crate_version(), version().1);
    }
}

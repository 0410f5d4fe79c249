//! `rustpqc_mlkem_check_decapsulation_key`: keys that are genuine, mutated, random, or random
//! with a correct embedded H(ek) (then perhaps mutated), of fuzzer-chosen lengths. The status
//! must agree with an independent FIPS 203 hash check.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::{
    rustpqc_mlkem_check_decapsulation_key, RUSTPQC_ERR_INVALID_DECAPSULATION_KEY,
};
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let (id, base) = input.set(KEM_IDS, DSA_IDS);
    let kem = Kem::of(id);
    let sizes = Kem::of(base).unwrap();
    let spec = input.spec(sizes.dk);
    let content = match input.u8() % 4 {
        0 | 1 => {
            let seed: [u8; 64] = input.array();
            input.content(&kem_from_seed(base, &seed).1)
        }
        2 => input.blob(sizes.dk),
        _ => {
            let mut dk = input.blob(sizes.dk);
            let hash = sha3_256(sizes.embedded_ek(&dk));
            let at = 768 * sizes.k + 32;
            dk[at..at + 32].copy_from_slice(&hash);
            if input.u8() & 1 == 1 {
                input.mutate(&mut dk);
            }
            dk
        }
    };
    let mut frame = Frame::new(false);
    let dk = frame.input(spec, Expect::Exact(sizes.dk), &content);
    frame.layout(&mut input);
    let dk_ptr = frame.cptr(dk);
    // SAFETY: the pointer is null, or valid for its length, or has a length above isize::MAX.
    let status = unsafe { rustpqc_mlkem_check_decapsulation_key(id, dk_ptr, frame.len(dk)) };
    let invalid = match (kem, frame.passed(dk)) {
        (Some(kem), Some(bytes)) if bytes.len() == kem.dk => !hash_check(kem, bytes),
        _ => false,
    };
    let semantics = Semantics {
        statuses: &[(RUSTPQC_ERR_INVALID_DECAPSULATION_KEY, invalid)],
        must_fail: invalid,
        may_fail: false,
    };
    judge(status, kem.is_some(), &frame, semantics);
});

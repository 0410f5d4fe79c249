//! `rustpqc_mlkem_prepared_key_len`: fuzzer-chosen set numbers (mostly ML-KEM's, sometimes
//! ML-DSA's or any u32) and kinds (mostly the two RUSTPQC_PREPARED_* values, sometimes 0, 3 or
//! any u32). A known set and kind must give the length FIPS 203's dimensions imply for the
//! unpacked key plus the 8-byte header, the same on every call, and the prepare functions must
//! accept exactly that length; anything else must be a status naming a defect of the call
//! (`Status::UnknownParameterSet`, `Status::InvalidPreparedKey`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::ffi::*;
use rustpqc_fuzz::*;
use std::sync::Once;

/// Once per process: for every set and kind, a prepare call with the reported length succeeds
/// and one with a length off by one fails with `Status::BadLength`, its buffer untouched.
fn prepare_accepts_exactly_the_reported_length() {
    for id in KEM_IDS {
        let (ek, dk) = kem_from_seed(id, &[3u8; 64]);
        for (kind, key) in [
            (RUSTPQC_PREPARED_ENCAPSULATION_KEY, &ek),
            (RUSTPQC_PREPARED_DECAPSULATION_KEY, &dk),
        ] {
            let what = format!("set {id} kind {kind}");
            prepare_takes_exactly(prepared_len(id, kind), &what, |out| {
                kem_prepare_into(id, kind, key, out)
            });
        }
    }
}

fuzz_target!(|data: &[u8]| {
    static ONCE: Once = Once::new();
    ONCE.call_once(prepare_accepts_exactly_the_reported_length);
    let mut input = Input::new(data);
    for _ in 0..1 + input.u8() % 8 {
        let (id, _) = input.set(&KEM_IDS, &DSA_IDS);
        let kind = match input.u8() {
            0..=111 => RUSTPQC_PREPARED_ENCAPSULATION_KEY,
            112..=223 => RUSTPQC_PREPARED_DECAPSULATION_KEY,
            224..=231 => 0,
            232..=239 => 3,
            _ => input.u32(),
        };
        let len = rustpqc_mlkem_prepared_key_len(id, kind);
        let kind_known = kind == RUSTPQC_PREPARED_ENCAPSULATION_KEY
            || kind == RUSTPQC_PREPARED_DECAPSULATION_KEY;
        match Kem::of(id) {
            Some(kem) if kind_known => {
                assert_eq!(
                    len,
                    expected_prepared_len(kem, kind) as i64,
                    "set {id} kind {kind}"
                );
                assert_eq!(
                    rustpqc_mlkem_prepared_key_len(id, kind),
                    len,
                    "the length changed between calls"
                );
            }
            kem => {
                let justified = (len == Status::UnknownParameterSet as i64 && kem.is_none())
                    || (len == Status::InvalidPreparedKey as i64 && !kind_known);
                assert!(justified, "{len} for set {id}, kind {kind}");
            }
        }
    }
});

//! `rustpqc_slhdsa_verify`: a genuine signature on a fuzzer message and context, then a call whose
//! public key, message, context and signature are each genuine, mutated or replaced, of
//! fuzzer-chosen lengths, with null pointers. `Status::Ok` exactly when all four are the genuine
//! bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| Signer::SlhDsa.fuzz_verify(data));

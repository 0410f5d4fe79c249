//! `rustpqc_mldsa_verify`: a genuine signature on a fuzzer message and context, then a call
//! whose public key, message, context and signature are each genuine, mutated or replaced, of
//! fuzzer-chosen lengths, with null pointers. `Status::Ok` exactly when all four are the genuine
//! bytes; random or mutated signatures never verify.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| Signer::MlDsa.fuzz_verify(data));

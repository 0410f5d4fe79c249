//! `rustpqc_mldsa_check_private_key`: expanded private keys that are genuine, mutated, random,
//! or random with every secret coefficient brought into range (then perhaps mutated), of
//! fuzzer-chosen lengths. The status must agree with an independent FIPS 204 range check of s1
//! and s2 (`Status::InvalidSigningKey` exactly when a coefficient lies outside [-eta, eta]).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| CheckedKey::Signing.fuzz_check(data));

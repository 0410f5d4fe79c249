//! `rustpqc_mlkem_check_encapsulation_key`: keys that are genuine, mutated, random, or random
//! with every coefficient reduced below q (then perhaps one pushed to q or above), of fuzzer-
//! chosen lengths. The status must agree with an independent FIPS 203 modulus check.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| CheckedKey::Encapsulation.fuzz_check(data));

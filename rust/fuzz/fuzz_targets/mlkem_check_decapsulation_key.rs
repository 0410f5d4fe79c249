//! `rustpqc_mlkem_check_decapsulation_key`: keys that are genuine, mutated, random, or random
//! with a correct embedded H(ek) (then perhaps mutated), of fuzzer-chosen lengths. The status
//! must agree with an independent FIPS 203 hash check.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rustpqc_fuzz::*;

fuzz_target!(|data: &[u8]| CheckedKey::Decapsulation.fuzz_check(data));

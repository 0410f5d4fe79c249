//! Shared helpers for the vector tests: where the vectors are, JSON and hex access, a tally that
//! prints how many vectors ran, passed and were skipped (by reason) per file, and key pairs from
//! seeds (the differential tests include this file too).

#![allow(dead_code)]

use rustpqc::mlkem::MlKem;
use rustpqc::Error;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// `../shared/vectors` next to the repository, or `$RUSTPQC_VECTORS`.
pub fn vectors_dir() -> PathBuf {
    match std::env::var_os("RUSTPQC_VECTORS") {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/vectors"),
    }
}

pub fn load(relative: &str) -> Value {
    let path = vectors_dir().join(relative);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read vector file {}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

pub fn hex_field(v: &Value, key: &str) -> Vec<u8> {
    let s = v[key]
        .as_str()
        .unwrap_or_else(|| panic!("missing hex field {key}"));
    hex::decode(s).unwrap_or_else(|e| panic!("field {key}: {e}"))
}

/// A hex field that may be absent (`None`); present but malformed hex panics.
pub fn opt_hex_field(v: &Value, key: &str) -> Option<Vec<u8>> {
    v.get(key).map(|_| hex_field(v, key))
}

pub fn str_field<'a>(v: &'a Value, key: &str) -> &'a str {
    v[key].as_str().unwrap_or("")
}

/// A key pair of the lengths `(public, private)`, as `keypair_from_seed` derives it from `seed`.
pub fn key_pair<S, E: std::fmt::Debug>(
    (set, seed): (S, &[u8]),
    (public, private): (usize, usize),
    keypair_from_seed: impl FnOnce(S, &[u8], &mut [u8], &mut [u8]) -> Result<(), E>,
) -> (Vec<u8>, Vec<u8>) {
    let (mut pk, mut sk) = (vec![0u8; public], vec![0u8; private]);
    keypair_from_seed(set, seed, &mut pk, &mut sk).unwrap();
    (pk, sk)
}

/// The ML-KEM set a group's `parameterSet` names (`ML-KEM-768`).
pub fn ml_kem_set(group: &Value) -> MlKem {
    let name = str_field(group, "parameterSet");
    let id = name
        .strip_prefix("ML-KEM-")
        .and_then(|bits| bits.parse().ok());
    id.and_then(|id| MlKem::from_id(id).ok())
        .unwrap_or_else(|| panic!("unknown parameter set {name}"))
}

pub fn groups(file: &Value) -> &Vec<Value> {
    file["testGroups"].as_array().expect("testGroups")
}

pub fn tests(group: &Value) -> &Vec<Value> {
    group["tests"].as_array().expect("tests")
}

/// Every test of the vector file `file` (each group's `tests`) through `case(group, test,
/// tally)`, tallied and summed up (see [`Tally::finish`]).
pub fn tally_tests(file: &str, mut case: impl FnMut(&Value, &Value, &mut Tally)) {
    let mut tally = Tally::new(file);
    for group in groups(&load(file)) {
        for t in tests(group) {
            case(group, t, &mut tally);
        }
    }
    tally.finish();
}

/// Counts per vector file; `finish` prints the summary and fails on any failure.
pub struct Tally {
    file: String,
    run: usize,
    passed: usize,
    failures: Vec<String>,
    skipped: BTreeMap<String, usize>,
    notes: Vec<String>,
}

impl Tally {
    pub fn new(file: &str) -> Tally {
        Tally {
            file: file.to_string(),
            run: 0,
            passed: 0,
            failures: Vec::new(),
            skipped: BTreeMap::new(),
            notes: Vec::new(),
        }
    }

    pub fn check(&mut self, id: impl std::fmt::Display, ok: bool, detail: impl std::fmt::Display) {
        self.run += 1;
        if ok {
            self.passed += 1;
        } else {
            self.failures.push(format!("{id}: {detail}"));
        }
    }

    /// Records a test whose `testPassed` says whether `result` must be a success or the refusal
    /// `refusal` (any other error fails it); returns `testPassed`.
    pub fn verdict(&mut self, t: &Value, result: Result<(), Error>, refusal: Error) -> bool {
        let expected = t["testPassed"].as_bool().unwrap();
        let ok = match result {
            Ok(()) => expected,
            Err(e) => e == refusal && !expected,
        };
        let detail = format!("{}: {result:?}", str_field(t, "reason"));
        self.check(&t["tcId"], ok, detail);
        expected
    }

    pub fn skip(&mut self, reason: &str, count: usize) {
        *self.skipped.entry(reason.to_string()).or_default() += count;
    }

    /// An extra line printed under the summary (e.g. how many `acceptable` vectors ran).
    pub fn note(&mut self, line: impl Into<String>) {
        self.notes.push(line.into());
    }

    pub fn finish(self) {
        let skipped: usize = self.skipped.values().sum();
        let path = code_path();
        if cfg!(feature = "portable-code-path") {
            assert_eq!(
                path, "portable",
                "the portable-code-path build runs the portable code"
            );
        }
        println!(
            "vectors {} ({path} code): run {}, passed {}, failed {}, skipped {}",
            self.file,
            self.run,
            self.passed,
            self.failures.len(),
            skipped
        );
        for (reason, n) in &self.skipped {
            println!("    skipped {n}: {reason}");
        }
        for line in &self.notes {
            println!("    note: {line}");
        }
        assert!(self.run > 0, "{}: no vector ran", self.file);
        assert!(
            self.failures.is_empty(),
            "{}: {} failures:\n{}",
            self.file,
            self.failures.len(),
            self.failures.join("\n")
        );
    }
}

/// The code path the library runs in this process (`avx2`, `neon` or `portable`), as its
/// diagnosis names it.
pub fn code_path() -> String {
    // SAFETY: rustpqc_cpu returns a static NUL-terminated string that is never freed.
    let cpu = unsafe { std::ffi::CStr::from_ptr(rustpqc::ffi::rustpqc_cpu()) };
    let text = cpu.to_string_lossy();
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .next()
        .unwrap_or_default()
        .to_string()
}

//! Every function of the C ABI has its cargo-fuzz target, and every target fuzzes a function
//! that exists: the export table (`rustpqc::ffi::functions()`) is the one source, so a new
//! export without a target fails the build here.

use std::collections::BTreeSet;
use std::path::Path;

/// The target names `rust/fuzz` declares: its `[[bin]]` entries, each with its source file.
fn declared_targets(fuzz: &Path) -> BTreeSet<String> {
    let manifest = std::fs::read_to_string(fuzz.join("Cargo.toml")).expect("rust/fuzz/Cargo.toml");
    let names: BTreeSet<String> = manifest
        .split("[[bin]]")
        .skip(1)
        .filter_map(|entry| {
            let line = entry.lines().find(|l| l.trim_start().starts_with("name"))?;
            Some(line.split('"').nth(1)?.to_string())
        })
        .collect();
    for name in &names {
        let source = fuzz.join("fuzz_targets").join(format!("{name}.rs"));
        assert!(source.is_file(), "{} is missing", source.display());
    }
    names
}

#[test]
fn every_export_has_a_fuzz_target_and_every_target_an_export() {
    let fuzz = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz");
    let targets = declared_targets(&fuzz);
    let exports: BTreeSet<String> = rustpqc::ffi::functions()
        .iter()
        .map(|f| {
            f.name
                .strip_prefix("rustpqc_")
                .unwrap_or_else(|| panic!("{} lacks the rustpqc_ prefix", f.name))
                .to_string()
        })
        .collect();
    let unfuzzed: Vec<&String> = exports.difference(&targets).collect();
    let stale: Vec<&String> = targets.difference(&exports).collect();
    assert!(
        unfuzzed.is_empty(),
        "exports without a fuzz target (add rust/fuzz/fuzz_targets/<name>.rs and its [[bin]]): {unfuzzed:?}"
    );
    assert!(stale.is_empty(), "fuzz targets of no export: {stale:?}");
}

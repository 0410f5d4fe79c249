//! The generated bindings must be exactly what the Rust definitions of `src/ffi` make today: the
//! C header (cbindgen) and the Java declarations (`java.rs`). Regenerate both with
//! `RUSTPQC_BLESS=1 cargo test --test bindings` and commit them.

mod java;

use std::{env, fs, path::Path};

/// Writes `fresh` to `path` when blessing; otherwise fails if the committed file differs.
fn check_generated(path: &Path, fresh: &[u8]) {
    if env::var_os("RUSTPQC_BLESS").is_some() {
        fs::create_dir_all(path.parent().expect("a parent")).expect("mkdir");
        fs::write(path, fresh).expect("write");
        return;
    }
    let committed = fs::read(path).unwrap_or_default();
    assert!(
        committed == fresh,
        "{} differs from what rust/src/ffi generates; regenerate it with \
         RUSTPQC_BLESS=1 cargo test --test bindings and commit it",
        path.display()
    );
}

fn repository() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

#[test]
fn committed_header_matches_the_c_abi() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let config = cbindgen::Config::from_file(crate_dir.join("cbindgen.toml")).expect("config");
    // cbindgen expands the crate's macros with `rustc -Zunpretty=expanded`, a nightly option that
    // stable rustc allows when told it is bootstrapping.
    env::set_var("RUSTC_BOOTSTRAP", "1");
    let mut fresh = Vec::new();
    cbindgen::Builder::new()
        .with_config(config)
        .with_crate(crate_dir)
        .generate()
        .expect("cbindgen")
        .write(&mut fresh);
    check_generated(&repository().join("include/rustpqc.h"), &fresh);
}

#[test]
fn committed_java_declarations_match_the_boundary() {
    for (path, text) in java::files() {
        check_generated(&repository().join(path), text.as_bytes());
    }
}

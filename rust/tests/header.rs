//! The committed C header must be exactly what cbindgen makes of `src/ffi.rs` today.

use std::{env, fs, path::Path};

#[test]
fn committed_header_matches_the_c_abi() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let config = cbindgen::Config::from_file(crate_dir.join("cbindgen.toml")).expect("config");
    let mut fresh = Vec::new();
    cbindgen::Builder::new()
        .with_config(config)
        .with_src(crate_dir.join("src/ffi.rs"))
        .generate()
        .expect("cbindgen")
        .write(&mut fresh);
    let header = crate_dir.join("../include/rustpqc.h");
    if env::var_os("RUSTPQC_BLESS").is_some() {
        fs::write(&header, &fresh).expect("write header");
        return;
    }
    let committed = fs::read(&header).unwrap_or_default();
    assert!(
        committed == fresh,
        "include/rustpqc.h differs from the C ABI in src/ffi.rs; regenerate it with \
         RUSTPQC_BLESS=1 cargo test --test header and commit it"
    );
}

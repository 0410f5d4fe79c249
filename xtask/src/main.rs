//! The project's own commands.
//!
//! `cargo xtask bindings` writes what follows from the Rust definitions: the C header
//! `include/rustpqc.h` (cbindgen, from the boundary in `rust/src/ffi`), the Java side of the
//! boundary (`java.rs`) and the Java parameter tables (`parameters.rs`, from `rustpqc::catalog`).
//! `cargo xtask bindings --check` writes nothing and fails when a committed file differs: CI runs
//! it, so a change to the boundary or the catalog cannot go out without its generated files.

mod java;
mod parameters;

use std::path::{Path, PathBuf};
use std::{env, fs, process::ExitCode};

const USAGE: &str = "usage: cargo xtask bindings [--check]";

fn main() -> ExitCode {
    let args: Vec<String> = env::args().skip(1).collect();
    let check = match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["bindings"] => false,
        ["bindings", "--check"] => true,
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    let mut files = vec![("include/rustpqc.h".to_string(), header())];
    files.extend(java::files());
    files.extend(parameters::files());
    let mut drifted = Vec::new();
    for (path, fresh) in &files {
        let path = repository().join(path);
        let committed = fs::read(&path).unwrap_or_default();
        if committed == fresh.as_bytes() {
            continue;
        }
        if check {
            drifted.push(path);
        } else {
            fs::create_dir_all(path.parent().expect("a parent")).expect("mkdir");
            fs::write(&path, fresh).expect("write");
            println!("wrote {}", path.display());
        }
    }
    if drifted.is_empty() {
        return ExitCode::SUCCESS;
    }
    for path in drifted {
        eprintln!(
            "{} differs from what rust/src generates: run `cargo xtask bindings` and commit it",
            path.display()
        );
    }
    ExitCode::FAILURE
}

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask sits in the repository")
        .to_path_buf()
}

/// The C header, from the crate with its macros expanded.
fn header() -> String {
    let crate_dir = repository().join("rust");
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
    String::from_utf8(fresh).expect("the header is UTF-8")
}

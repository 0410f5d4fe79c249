#!/usr/bin/env bash
# Builds the Rust core with cargo and puts the shared library, with its SHA-256 (checked by the
# loader before the library is loaded), where the provider jar picks it up.
# Usage: build-native.sh <classes-output-directory>
set -euo pipefail
out=${1:?usage: build-native.sh <classes-output-directory>}
root=$(cd "$(dirname "$0")/.." && pwd)
dest="$out/dev/rustpqc/native/linux-x86_64"

cargo build --release --locked --manifest-path "$root/Cargo.toml" -p rustpqc
mkdir -p "$dest"
cp "$root/target/release/librustpqc.so" "$dest/librustpqc.so"
sha256sum "$dest/librustpqc.so" | cut -d' ' -f1 > "$dest/librustpqc.so.sha256"

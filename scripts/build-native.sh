#!/usr/bin/env bash
# Builds the Rust core with cargo twice, for x86-64-v3 CPUs (AVX2, BMI2, FMA: libcrux runs about
# twice as fast when its AVX2 code can be inlined) and for baseline x86-64, and puts both shared
# libraries, each with its SHA-256 (checked by the loader), where the provider jar picks them up.
# Usage: build-native.sh <classes-output-directory>
#        build-native.sh --fault-injection <directory>   (a test-only build whose random source
#        tests can make fail; never shipped)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [ "${1:-}" = "--fault-injection" ]; then
  out=${2:?usage: build-native.sh --fault-injection <directory>}
  cargo build --locked --manifest-path "$root/Cargo.toml" -p rustpqc --features entropy-fault-injection
  mkdir -p "$out"
  cp "$root/target/debug/librustpqc.so" "$out/librustpqc-fault-injection.so"
  exit 0
fi
out=${1:?usage: build-native.sh <classes-output-directory>}
dest="$out/dev/rustpqc/native/linux-x86_64"
mkdir -p "$dest"

build() { # <variant> <target-cpu>
  local variant=$1 cpu=$2 target_dir="$root/target/native-$1"
  RUSTFLAGS="-C target-cpu=$cpu" cargo build --release --locked --manifest-path "$root/Cargo.toml" \
    -p rustpqc --target-dir "$target_dir"
  cp "$target_dir/release/librustpqc.so" "$dest/librustpqc-$variant.so"
  sha256sum "$dest/librustpqc-$variant.so" | cut -d' ' -f1 > "$dest/librustpqc-$variant.so.sha256"
}
build x86-64-v3 x86-64-v3
build x86-64 x86-64

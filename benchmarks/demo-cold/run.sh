#!/usr/bin/env bash
# The first ./demo.sh of a fresh clone, timed as a newcomer meets it: the committed HEAD cloned into
# a temporary directory, with nothing cached. Emptied: RUSTPQC_CACHE (no native builds, no Debian
# roots), the Rust toolchain (a fresh RUSTUP_HOME and CARGO_HOME: rustup-init installs the same
# rustc as this machine's, minimal profile, and cargo fetches every crate), the Maven wrapper's
# Maven and the Maven repository (a fresh MAVEN_USER_HOME and maven.repo.local); cargo's target
# directory is the clone's own. The JDKs are the machine's (the README asks for them). Writes
# benchmarks/results/demo-cold.md. Run it on a quiet machine (or through /work/helpers/bench).
# Usage: benchmarks/demo-cold/run.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$root/benchmarks/results/demo-cold.md
rust_version=$(rustc --version | cut -d' ' -f2)
host=$(rustc -vV | sed -n 's/^host: //p')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone -q "$root" "$work/rustpqc"
commit=$(git -C "$work/rustpqc" rev-parse --short HEAD)
export RUSTPQC_CACHE=$work/cache RUSTUP_HOME=$work/rustup CARGO_HOME=$work/cargo MAVEN_USER_HOME=$work/maven
export MAVEN_OPTS="-Dmaven.repo.local=$work/maven/repository"
export PATH=$CARGO_HOME/bin:$PATH
load_start=$(cut -d' ' -f1-3 /proc/loadavg)
echo -20 2>/dev/null >/proc/self/autogroup || true

start=$SECONDS
curl --proto '=https' --tlsv1.2 -sSf -o "$work/rustup-init" "https://static.rust-lang.org/rustup/dist/$host/rustup-init"
chmod +x "$work/rustup-init"
"$work/rustup-init" -y --quiet --profile minimal --default-toolchain "$rust_version" --no-modify-path >"$work/rustup.log" 2>&1
toolchain=$((SECONDS - start))

start=$SECONDS
(cd "$work/rustpqc" && ./demo.sh) >"$work/demo.log" 2>&1 || { tail -40 "$work/demo.log"; exit 1; }
demo_total=$((SECONDS - start))
demo_run=$(sed -n 's/^done in \([0-9.]*\) s on JDK.*/\1/p' "$work/demo.log")
carries=$(sed -n 's/^  jar carries: *//p' "$work/demo.log")
load_end=$(cut -d' ' -f1-3 /proc/loadavg)
cat >"$out" <<TEXT
# The first ./demo.sh of a fresh clone

Measured $(date -u +%Y-%m-%dT%H:%M:%SZ) at commit $commit by \`benchmarks/demo-cold/run.sh\`, on
$(grep -m1 '^model name' /proc/cpuinfo | sed 's/^model name\s*:\s*//'), $(nproc) cores; load average $load_start at the start,
$load_end at the end (the machine is shared).

Emptied: the rustpqc cache (no native builds), the Rust toolchain (rustup-init installed rustc
$rust_version, minimal profile, into a fresh RUSTUP_HOME and CARGO_HOME, so cargo fetched every crate),
the Maven wrapper's Maven and the Maven repository; cargo's target directory is the clone's.

| step | seconds |
|---|---:|
| Rust toolchain (download rustup-init, install rustc $rust_version) | $toolchain |
| \`./demo.sh\`: build (crates fetched, the native library for this machine, Maven and its plugins fetched, the Java modules) and the demo | $demo_total |
| of which the demo itself ("done in" line) | ${demo_run:-?} |
| **total** | **$((toolchain + demo_total))** |

The jar it built: $carries.
TEXT
cat "$out"

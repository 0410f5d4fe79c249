#!/usr/bin/env bash
# The Rust tests on linux-aarch64 (libcrux's NEON code) under qemu-aarch64: the unit tests, the
# C ABI tests, the NIST ACVP, Wycheproof, CCTV and X-Wing vectors, the self-test answers and the
# differential tests against independent implementations. Not part of ./test.sh: on this 2-core
# machine a cold build and the run take 18 to 21 minutes (the build about 5, the differential
# tests about 5), more than the CI budget has left. ./test.sh runs the Java suites on aarch64
# instead.
#
#   scripts/aarch64-rust-tests.sh [test name filter]
#
# The tools come from scripts/setup-platforms.sh (cargo-zigbuild, qemu-user, the aarch64 C runtime).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_RUNNER="qemu-aarch64 -L /usr/aarch64-linux-gnu"
# Debug information is for debuggers: without it the cold build is shorter.
export CARGO_PROFILE_TEST_DEBUG=0
targets=(--lib)
for test in c_abi self_test_kat acvp wycheproof cctv xwing_vectors xwing_hostile xwing_differential differential; do
  targets+=(--test "$test")
done
# Left out: `bindings` (the header's drift from the sources is the same on every target) and
# `entropy_faults` (a test-only feature build of its own). Skipped: a thread asking for a 64 TiB
# stack, which the real kernel refuses at once and which qemu-user tries to map, until the OOM
# killer stops it.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! cargo-zigbuild test --locked --target aarch64-unknown-linux-gnu --target-dir target/aarch64-tests \
    -p rustpqc "${targets[@]}" -- --nocapture --skip a_stack_no_thread_can_have_is_an_error "$@" >"$log" 2>&1; then
  cat "$log"; exit 1
fi
# As ./test.sh prints it: how many vectors each file gave, and each test binary's result.
grep -E "^(vectors|    skipped|    note|differential)|^test result|Running " "$log"

#!/usr/bin/env bash
# Builds every fuzz target of the rustpqc C ABI and runs each for a bounded time, then prints
# the executions per target. Exits non-zero if a target crashed (the input that did it is kept
# in rust/fuzz/artifacts/<target>/) or if the harness's own tests fail.
#
# Usage: rust/fuzz/run.sh [seconds-per-target] [target...]     (default: 10 s, every target)
#
# Only stable Rust is needed: the sanitizer and coverage flags cargo-fuzz passes are unstable,
# so the build runs with RUSTC_BOOTSTRAP=1. cargo-fuzz is installed from crates.io if missing.
# Seeds are generated into rust/fuzz/corpus/<target>/ (gitignored) by make_corpus.py, and the
# corpus grows there from run to run.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
seconds=${1:-10}
shift || true
case $seconds in '' | *[!0-9]*) echo "usage: $0 [seconds-per-target] [target...]" >&2; exit 2 ;; esac

if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "== installing cargo-fuzz"
  cargo install --locked cargo-fuzz
  export PATH="${CARGO_INSTALL_ROOT:-${CARGO_HOME:-$HOME/.cargo}}/bin:$PATH"
fi
export RUSTC_BOOTSTRAP=1
# The fuzz workspace's builds go beside cargo's other builds when those have a directory of their
# own (test.sh keeps one between clones), else into rust/fuzz/target.
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:+$CARGO_TARGET_DIR/fuzz}
[ -n "$CARGO_TARGET_DIR" ] || export CARGO_TARGET_DIR="$here/target"

echo "== harness self-tests"
cargo test --quiet --lib

echo "== building the fuzz targets (address sanitizer, debug assertions, overflow checks)"
cargo fuzz build --fuzz-dir "$here"
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  mapfile -t targets < <(cargo fuzz list --fuzz-dir "$here")
fi
bin_dir="$CARGO_TARGET_DIR/x86_64-unknown-linux-gnu/release"

python3 "$here/make_corpus.py" "$here/corpus" "${targets[@]}"

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_odr_violation=0}
mkdir -p "$here/artifacts" "$here/logs"
# run_target <target>: fuzzes it, then writes its result line to logs/<target>.result, with
# CRASH in it when libFuzzer stopped on a crash or timeout.
run_target() {
  local target=$1 log="$here/logs/$1.log" status=0 execs corpus verdict=ok
  mkdir -p "$here/artifacts/$target"
  "$bin_dir/$target" "$here/corpus/$target" \
    -max_total_time="$seconds" -max_len=16384 -timeout=60 -print_final_stats=1 \
    -artifact_prefix="$here/artifacts/$target/" >"$log" 2>&1 || status=$?
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  if [ -z "$execs" ]; then
    execs=$(sed -n 's/^Done \([0-9]*\) runs.*/\1/p' "$log" | tail -1)
  fi
  corpus=$(find "$here/corpus/$target" -type f | wc -l)
  [ "$status" -eq 0 ] || verdict="CRASH (exit $status, log $log)"
  printf '%-32s %6ss %12s execs %7s corpus  %s\n' "$target" "$seconds" "${execs:-?}" "$corpus" "$verdict" \
    >"$here/logs/$target.result"
}
# One target per core at a time: each libFuzzer run is single-threaded, and about half of a short
# run is its start-up and corpus loading.
jobs_at_once=$(nproc)
running=0
for target in "${targets[@]}"; do
  if [ "$running" -ge "$jobs_at_once" ]; then
    wait -n || true # run_target records its own failure
    running=$((running - 1))
  fi
  echo "== $target: ${seconds}s"
  rm -f "$here/logs/$target.result"
  run_target "$target" &
  running=$((running + 1))
done
wait
results=()
crashed=()
for target in "${targets[@]}"; do
  result=$(cat "$here/logs/$target.result" 2>/dev/null || printf '%-32s did not report  CRASH' "$target")
  results+=("$result")
  if [[ $result == *CRASH* ]]; then
    crashed+=("$target")
    grep -E "panicked at|^ERROR|ERROR: |SUMMARY|Test unit written" "$here/logs/$target.log" | head -8 || true
  fi
done

echo "== executions per target"
printf '%s\n' "${results[@]}"
if [ ${#crashed[@]} -ne 0 ]; then
  echo "== CRASHED: ${crashed[*]} (reproducers in $here/artifacts/<target>/)" >&2
  exit 1
fi
echo "== no crashes"

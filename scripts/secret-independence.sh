#!/usr/bin/env bash
# The secret-independence check, in the style of ctgrind and TIMECOP: valgrind's memcheck runs
# rust/examples/secret_independence.rs with every secret marked undefined (seeds, private keys,
# the OS randomness of key generation, encapsulation and hedged signing), so that each branch
# and memory index that depends on a secret is an error. Two builds, as the release builds are
# made but with the marks compiled in (--cfg valgrind_ct_test): x86-64-v3 (the AVX2 code paths)
# and the baseline x86-64 build told to run libcrux's portable code (RUSTPQC_CT_PORTABLE, which
# only this test build reads). A finding in our code fails the check.
# A finding in a dependency fails it too, unless rust/examples/secret_independence.supp
# suppresses it with a comment that says why what it branches on is public.
# Then the check checks itself: with RUSTPQC_CT_PLANT set, the library indexes a table with a
# byte of the decapsulation key (secret_marks::planted_leak), and the check must report it.
#
# Usage: scripts/secret-independence.sh [rounds] [all]
#   rounds: each operation that many times, with fresh randomness each time (default 1: one
#   operation per set, as in ./test.sh)
#   all: SLH-DSA's twelve sets; without it, its six fast (f) sets, which run the same code as the
#   small (s) sets with other parameters, in a tenth of the time
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-1}
case $rounds in '' | *[!0-9]*) echo "usage: $0 [rounds] [all]" >&2; exit 2 ;; esac
export RUSTPQC_CT_SLH_SETS=${2:-f}
case $RUSTPQC_CT_SLH_SETS in all | f) ;; *) echo "usage: $0 [rounds] [all]" >&2; exit 2 ;; esac
command -v valgrind >/dev/null ||
  { echo "secret-independence.sh: valgrind is missing (apt-get install valgrind)" >&2; exit 1; }
suppressions=rust/examples/secret_independence.supp
logs=target/secret-independence
# The drivers build where cargo's other builds go (test.sh keeps that directory between clones).
builds=${CARGO_TARGET_DIR:-target}/secret-independence
mkdir -p "$logs"

# build <name> <extra RUSTFLAGS> [VAR=value...]: the driver, into $builds/<name>.
build() {
  local name=$1 flags=$2; shift 2
  env "$@" RUSTFLAGS="--cfg valgrind_ct_test $flags" CARGO_TARGET_DIR="$builds/$name" \
    CARGO_PROFILE_RELEASE_STRIP=none CARGO_PROFILE_RELEASE_DEBUG=line-tables-only \
    cargo build --locked --quiet --release -p rustpqc --example secret_independence
}

# check <name> <build> [VAR=value...]: runs that build's driver under memcheck; the log is <name>.log.
# A run that fails is run again with origin tracking (twice as slow), so that the report says
# which secret each finding depends on.
check() {
  local name=$1 build=$2; shift 2
  memcheck "$name" "$build" --track-origins=no "$@" ||
    { memcheck "$name" "$build" --track-origins=yes "$@"; return 1; }
}
memcheck() {
  local name=$1 build=$2 origins=$3; shift 3
  env "$@" valgrind --tool=memcheck --error-exitcode=97 --error-limit=no "$origins" --num-callers=40 \
    --suppressions="$suppressions" --gen-suppressions=all --show-leak-kinds=none \
    "$builds/$build/release/examples/secret_independence" "$rounds" >"$logs/$name.log" 2>&1
}

build v3 "-C target-cpu=x86-64-v3"
build baseline ""
failed=0
# verify <name> <build> <code path> [VAR=value...]: one clean run, reported.
verify() {
  local name=$1 build=$2 path=$3; shift 3
  if ! check "$name" "$build" "$@"; then
    echo "secret independence, $name build: FAILED; memcheck's report ($logs/$name.log):"
    grep -v "^==[0-9]*== *$" "$logs/$name.log" | head -200 || true
    failed=1
  elif ! grep -q "code path $path" "$logs/$name.log"; then
    echo "secret independence, $name build: it did not run the $path code ($logs/$name.log)"
    failed=1
  else
    echo "secret independence, $name build: no secret-dependent branch or index ($(grep -c "round .* done" "$logs/$name.log") round(s), SLH-DSA sets: $RUSTPQC_CT_SLH_SETS)"
  fi
}
verify v3 v3 avx2
verify portable baseline portable RUSTPQC_CT_PORTABLE=1
[ "$failed" -eq 0 ] || exit 1
# The check must catch a planted leak, in our own code, as an index that depends on a secret.
if check v3-planted v3 RUSTPQC_CT_PLANT=1; then
  echo "secret independence: the planted leak was NOT reported; the check cannot be trusted" >&2
  exit 1
fi
if ! grep -q "planted_leak" "$logs/v3-planted.log"; then
  echo "secret independence: the planted run failed for another reason ($logs/v3-planted.log):" >&2
  head -60 "$logs/v3-planted.log" >&2
  exit 1
fi
echo "secret independence: the planted leak (a table indexed by a key byte) was reported"

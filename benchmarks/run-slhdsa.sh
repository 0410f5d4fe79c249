#!/usr/bin/env bash
# SLH-DSA speed: RustPqc against BouncyCastle with JMH, and the Rust core alone with criterion,
# into benchmarks/results/slhdsa/ (JMH and criterion JSON, RESULTS.md). The full matrix (12 sets x
# 3 message sizes x 3 operations x 2 providers x 4 JDKs) would take most of a day, mostly in
# BouncyCastle's signatures of the `s` sets (4 to 8 s each), so this runs a representative part:
#   JDK 25 (FFM): every set, key generation and signing/verification of 1 KiB; SHA2-128s and
#                 SHA2-128f also at 256 B and 64 KiB
#   JDK 17 (JNI), 21 (JNI), 27 (FFM): SHA2-128s and SHA2-128f, key generation and 256 B, 1 KiB,
#                 64 KiB
#   criterion: every set at 1 KiB, SHA2-128s and SHA2-128f at all three sizes (benches/core.rs)
# About 75 minutes on a quiet 2-core machine. JMH settings are the benchmarks' own (1 fork, 2 x 2 s
# warm-up, 3 x 2 s measurement); an operation longer than an iteration finishes inside it.
#
#   benchmarks/run-slhdsa.sh           the run above
#   benchmarks/run-slhdsa.sh --short   JDK 25 (FFM) only, as above, with 1 x 1 s warm-up and 3 x 1 s
#                                      measurement and no criterion (about 20 minutes on a loaded machine)
#   benchmarks/run-slhdsa.sh --quick   a smoke run into benchmarks/results/slhdsa/quick/ (git ignores it)
set -euo pipefail
# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"
require_jdk21
require_jdk26_27

quick=false
short=false
case "${1:-}" in
  --quick) quick=true ;;
  --short) short=true ;;
  "") ;;
  *) echo "usage: benchmarks/run-slhdsa.sh [--short|--quick]" >&2; exit 2 ;;
esac
out=benchmarks/results/slhdsa
jmh_settings=()
criterion_filter='SLH-DSA'
all_sets=SLH-DSA-SHA2-128S,SLH-DSA-SHA2-128F,SLH-DSA-SHA2-192S,SLH-DSA-SHA2-192F,SLH-DSA-SHA2-256S,SLH-DSA-SHA2-256F,SLH-DSA-SHAKE-128S,SLH-DSA-SHAKE-128F,SLH-DSA-SHAKE-192S,SLH-DSA-SHAKE-192F,SLH-DSA-SHAKE-256S,SLH-DSA-SHAKE-256F
small_sets=SLH-DSA-SHA2-128S,SLH-DSA-SHA2-128F
if $quick; then
  out=$out/quick
  jmh_settings=(-wi 0 -i 1 -r 200ms)
  all_sets=SLH-DSA-SHA2-128F
  small_sets=SLH-DSA-SHA2-128F
  criterion_filter='SLH-DSA-SHA2-128f/(keygen|sign/1024|verify/1024)'
fi
if $short; then
  jmh_settings=(-wi 1 -w 1s -i 3 -r 1s)
fi
logs=$out/logs
mkdir -p "$out" "$logs"
rm -f "$out"/*.json "$out"/RESULTS.md "$logs"/*
started=$(date +%s)

phase "build: provider and benchmarks jar (JDK 25), criterion bench (x86-64-v3)"
build_benchmarks "$logs/build-maven.log"
if ! $short; then
  logged "$logs/build-criterion.log" cargo_bench --no-run
fi
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "mode: $($quick && echo quick || { $short && echo short; } || echo full)"
  echo "commit: $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . ':!benchmarks/results' || echo ' (with local changes)')"
  echo "cpus: $(nproc)"
  grep -m1 '^model name' /proc/cpuinfo | sed 's/^model name\s*:\s*/cpu: /'
  grep -m1 '^flags' /proc/cpuinfo | tr ' ' '\n' | grep -xE 'sha_ni|avx2|avx512f|bmi2' | tr '\n' ' ' | sed 's/^/flags: /'
  echo
  echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
  for jdk in 17 21 25 27; do home_var=JDK$jdk; echo "jdk$jdk: $("${!home_var}/bin/java" -version 2>&1 | sed -n 2p)"; done
} > "$out/env.txt"

# One JMH run with this mode's settings: <json-name> <java> [JMH arguments...].
slh_jmh() {
  phase "JMH $1"
  jmh "$@" "${jmh_settings[@]}"
}
keygen='dev.rustpqc.bench.SlhDsaKeyGenBenchmark'
signature='dev.rustpqc.bench.SlhDsaSignatureBenchmark'
both=(-p provider=rustpqc,bc)
slh_jmh jdk25-ffm-keygen "$JDK25/bin/java" "$keygen" -p set="$all_sets" "${both[@]}"
slh_jmh jdk25-ffm-1k "$JDK25/bin/java" "$signature" -p set="$all_sets" -p messageSize=1024 "${both[@]}"
if ! $quick; then
  slh_jmh jdk25-ffm-sizes "$JDK25/bin/java" "$signature" -p set="$small_sets" -p messageSize=256,65536 "${both[@]}"
fi
if ! $quick && ! $short; then
  for label in jdk17-jni jdk21-jni jdk27-ffm; do
    home_var=JDK${label:3:2}
    java=${!home_var}/bin/java
    slh_jmh "$label-keygen" "$java" "$keygen" -p set="$small_sets" "${both[@]}"
    slh_jmh "$label-sizes" "$java" "$signature" -p set="$small_sets" -p messageSize=256,1024,65536 "${both[@]}"
  done
fi

if ! $short; then
  phase "criterion: the Rust core alone"
  export CRITERION_HOME=$root/target/criterion-slhdsa
  rm -rf "$CRITERION_HOME"
  criterion_args=(--noplot "$criterion_filter")
  if $quick; then criterion_args+=(--warm-up-time 0.1 --measurement-time 0.2); fi
  logged "$logs/criterion.log" cargo_bench -- "${criterion_args[@]}"
  python3 benchmarks/render.py criterion "$CRITERION_HOME" "$out/criterion.json"
fi

elapsed=$(( $(date +%s) - started ))
{
  echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "duration: $(( elapsed / 60 )) min $(( elapsed % 60 )) s"
} >> "$out/env.txt"
python3 benchmarks/render_slhdsa.py "$out"

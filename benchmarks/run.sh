#!/usr/bin/env bash
# The speed comparison: RustPqc (over FFM and over JNI) against the JDK's own ML-KEM/ML-DSA and
# BouncyCastle with JMH on JDK 17, 21, 25, 26 and 27, the Rust core alone with criterion, then a
# Markdown table (RESULTS.md) and a chart (chart.svg). JDK 26 and 27 are the Debian sid root's
# (scripts/jdks.sh require_jdk26_27): their JMH and its forks run inside that root.
#
#   benchmarks/run.sh           the full run, about 55 minutes on a quiet 2-core machine, into
#                               benchmarks/results/ (JMH and criterion JSON, RESULTS.md, chart.svg)
#   benchmarks/run.sh --quick   a smoke run (about 2.5 minutes once built) into benchmarks/results/quick/,
#                               which git ignores: it shows the pipeline works, not how fast anything is
#   benchmarks/run.sh --xwing   only X-Wing against BouncyCastle on JDK 25 (FFM) and 17 (JNI), full
#                               settings, about 4 minutes once built, into benchmarks/results/ (its
#                               xwing-*.json, env/xwing-run.txt, and RESULTS.md re-rendered)
#
# JMH runs, one JSON file each (the binding is fixed per JVM, so JNI on JDK 25 is a run of its own):
#   jdk25-ffm  RustPqc over FFM, the JDK's own (SunJCE / SUN), BouncyCastle
#   jdk25-jni  RustPqc forced to JNI (-Drustpqc.binding=jni)
#   jdk21-jni  RustPqc over JNI, BouncyCastle (no JDK provider before 24)
#   jdk17-jni  RustPqc over JNI, BouncyCastle (KEM through dev.rustpqc.MlKem and BC's KeyGenerator API)
#   jdk26-ffm  RustPqc over FFM, the JDK's own, BouncyCastle
#   jdk27-ffm  RustPqc over FFM, the JDK's own, BouncyCastle
#   jdk27-jni  RustPqc forced to JNI
# plus, per run, the cold start (a fresh JVM per fork: provider + first ML-KEM-768 key pair), and
# X-Wing against BouncyCastle's (XWingBenchmark, xwing-<label>.json; no JDK has X-Wing).
#
# Full-run settings: JMH 1 fork, 2 x 1 s warm-up, 3 x 1 s measurement, throughput; cold start 20
# forks; criterion 1 s warm-up, 2 s measurement, 30 samples. Signatures over 256 B, 1 KiB and
# 64 KiB messages on every JDK (OLDER_JDK_MESSAGE_SIZES=1024 keeps JDK 17 and 21 to 1 KiB, about
# 5 minutes less).
set -euo pipefail
# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"
require_jdk21
require_jdk26_27

quick=false
xwing_only=false
case "${1:-}" in
  --quick) quick=true ;;
  --xwing) xwing_only=true ;;
  "") ;;
  *) echo "usage: benchmarks/run.sh [--quick | --xwing]" >&2; exit 2 ;;
esac

if $quick; then
  out=benchmarks/results/quick
  jmh_settings=(-f 1 -wi 0 -i 1 -r 200ms)
  cold_forks=2
  older_jdk_sizes=1024
  criterion_args=(--warm-up-time 0.1 --measurement-time 0.2 --sample-size 10
    'ML-KEM-768|ML-DSA-65/(keygen|sign/1024|verify/1024)')
  # A smoke run judges no speed: build the criterion bench without whole-program LTO, which
  # costs minutes on a cold target directory (the shipped libraries come from build-native.sh).
  export CARGO_PROFILE_BENCH_LTO=off CARGO_PROFILE_BENCH_CODEGEN_UNITS=16
else
  out=benchmarks/results
  jmh_settings=(-f 1 -wi 2 -w 1s -i 3 -r 1s)
  cold_forks=20
  older_jdk_sizes=${OLDER_JDK_MESSAGE_SIZES:-256,1024,65536}
  criterion_args=()
fi
logs=$out/logs
env_dir=$out/env
jar=benchmarks/target/benchmarks.jar
export CRITERION_HOME=$root/target/criterion

mkdir -p "$out" "$logs" "$env_dir"
if $xwing_only; then
  rm -f "$out"/xwing-*.json "$env_dir"/xwing-run.txt
else
  rm -f "$out"/jmh-*.json "$out"/coldstart-*.json "$out"/criterion.json "$out"/RESULTS.md "$out"/chart.svg \
    "$out"/xwing-*.json "$logs"/* "$env_dir"/*
fi
started=$(date +%s)

phase "build: provider and benchmarks jar (JDK 25), criterion bench (x86-64-v3, release profile)"
build_benchmarks "$logs/build-maven.log"
if ! $xwing_only; then
  logged "$logs/build-criterion.log" cargo_bench --no-run
fi

# The environment of a full or quick run (an --xwing run writes env/xwing-run.txt only).
if ! $xwing_only; then
  phase "environment: CPU, JDKs, intrinsics, RustPqc diagnosis"
  {
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "mode: $($quick && echo quick || echo full)"
    echo "commit: $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . ':!benchmarks/results' || echo ' (with local changes)')"
    echo "kernel: $(uname -sr)"
    echo "cpus: $(nproc)"
    echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "rustc: $(rustc --version)"
    echo "jmh settings: ${jmh_settings[*]}; cold start: $cold_forks forks"
    echo "criterion settings: ${criterion_args[*]:-warm-up 1 s, measurement 2 s, 30 samples (benches/core.rs)}"
  } > "$env_dir/run.txt"
  grep -m1 '^model name' /proc/cpuinfo | sed 's/^model name\s*:\s*/model: /' > "$env_dir/cpu.txt"
  grep -m1 '^flags' /proc/cpuinfo | sed 's/^flags\s*:\s*/flags: /' >> "$env_dir/cpu.txt"
  for jdk in 17 21 25 26 27; do
    home_var=JDK$jdk
    java=${!home_var}/bin/java
    "$java" -version > "$env_dir/jdk$jdk-version.txt" 2>&1
    "$java" -XX:+UnlockDiagnosticVMOptions -XX:+PrintFlagsFinal -version 2>/dev/null \
      | grep -E 'Kyber|Dilithium|ML_?KEM|ML_?DSA|SHA3|UseAVX|Intrinsic' > "$env_dir/jdk$jdk-intrinsics.txt" || true
  done
  diagnose() { # <label> <java> [jvm options...]
    local label=$1 java=$2; shift 2
    "$java" "$@" -cp "$jar" dev.rustpqc.Diagnosis > "$env_dir/rustpqc-$label.txt" 2>&1 || true
  }
  diagnose jdk25-ffm "$JDK25/bin/java" --enable-native-access=ALL-UNNAMED
  diagnose jdk25-jni "$JDK25/bin/java" --enable-native-access=ALL-UNNAMED -Drustpqc.binding=jni
  diagnose jdk21-jni "$JDK21/bin/java" --enable-native-access=ALL-UNNAMED
  diagnose jdk17-jni "$JDK17/bin/java"
  diagnose jdk26-ffm "$JDK26/bin/java" --enable-native-access=ALL-UNNAMED
  diagnose jdk27-ffm "$JDK27/bin/java" --enable-native-access=ALL-UNNAMED
  diagnose jdk27-jni "$JDK27/bin/java" --enable-native-access=ALL-UNNAMED -Drustpqc.binding=jni
fi

# The throughput benchmarks of one run: <label> <java> <providers> <message sizes> [JMH arguments...]
throughput() {
  local label=$1 java=$2 providers=$3 sizes=$4; shift 4
  phase "JMH $label: providers $providers"
  if $quick; then
    # A few benchmarks: ML-KEM-768 and ML-DSA-65 (a -p set=... applies to every benchmark that
    # has the parameter, so each class gets its own invocation).
    jmh "jmh-$label-keygen" "$java" 'dev.rustpqc.bench.KeyGenBenchmark' -p set=ML-KEM-768,ML-DSA-65 \
      -p provider="$providers" "${jmh_settings[@]}" "$@"
    jmh "jmh-$label-kem" "$java" 'dev.rustpqc.bench.KemBenchmark' -p set=ML-KEM-768 \
      -p provider="$providers" "${jmh_settings[@]}" "$@"
    jmh "jmh-$label-signature" "$java" 'dev.rustpqc.bench.SignatureBenchmark.(sign|verify)$' -p set=ML-DSA-65 \
      -p messageSize=1024 -p provider="$providers" "${jmh_settings[@]}" "$@"
  else
    jmh "jmh-$label" "$java" 'dev.rustpqc.bench.((KeyGen|Kem)Benchmark|SignatureBenchmark.(sign|verify)$)' \
      -p provider="$providers" -p messageSize="$sizes" "${jmh_settings[@]}" "$@"
  fi
}

# The cold start of one run: <label> <java> <providers> [JMH arguments...]
cold_start() {
  local label=$1 java=$2 providers=$3; shift 3
  phase "cold start $label: providers $providers, $cold_forks forks each"
  jmh "coldstart-$label" "$java" 'dev.rustpqc.bench.ColdStartBenchmark' -f "$cold_forks" \
    -p provider="$providers" "$@"
}

# X-Wing against BouncyCastle's: <label> <java> <providers> [JMH arguments...]
xwing() {
  local label=$1 java=$2 providers=$3; shift 3
  phase "JMH X-Wing $label: providers $providers"
  jmh "xwing-$label" "$java" 'dev.rustpqc.bench.XWingBenchmark' -p provider="$providers" "${jmh_settings[@]}" "$@"
}

if $xwing_only; then
  {
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "commit: $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . ':!benchmarks/results' || echo ' (with local changes)')"
    echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "jmh settings: ${jmh_settings[*]}"
  } > "$env_dir/xwing-run.txt"
  xwing jdk25-ffm "$JDK25/bin/java" rustpqc,bc
  xwing jdk17-jni "$JDK17/bin/java" rustpqc,bc
  echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$env_dir/xwing-run.txt"
  python3 benchmarks/render.py results "$out" > /dev/null
  python3 benchmarks/render.py xwing "$out"
  exit 0
fi

jni=(-jvmArgsPrepend -Drustpqc.binding=jni)
throughput jdk25-ffm "$JDK25/bin/java" rustpqc,jdk,bc 256,1024,65536
throughput jdk25-jni "$JDK25/bin/java" rustpqc 256,1024,65536 "${jni[@]}"
throughput jdk21-jni "$JDK21/bin/java" rustpqc,bc "$older_jdk_sizes"
throughput jdk17-jni "$JDK17/bin/java" rustpqc,bc "$older_jdk_sizes"
throughput jdk26-ffm "$JDK26/bin/java" rustpqc,jdk,bc 256,1024,65536
throughput jdk27-ffm "$JDK27/bin/java" rustpqc,jdk,bc 256,1024,65536
throughput jdk27-jni "$JDK27/bin/java" rustpqc 256,1024,65536 "${jni[@]}"
xwing jdk25-ffm "$JDK25/bin/java" rustpqc,bc
xwing jdk25-jni "$JDK25/bin/java" rustpqc "${jni[@]}"
xwing jdk21-jni "$JDK21/bin/java" rustpqc,bc
xwing jdk17-jni "$JDK17/bin/java" rustpqc,bc
cold_start jdk25-ffm "$JDK25/bin/java" rustpqc,jdk,bc
cold_start jdk25-jni "$JDK25/bin/java" rustpqc "${jni[@]}"
cold_start jdk21-jni "$JDK21/bin/java" rustpqc,bc
cold_start jdk17-jni "$JDK17/bin/java" rustpqc,bc
cold_start jdk26-ffm "$JDK26/bin/java" rustpqc,jdk,bc
cold_start jdk27-ffm "$JDK27/bin/java" rustpqc,jdk,bc
cold_start jdk27-jni "$JDK27/bin/java" rustpqc "${jni[@]}"

phase "criterion: the Rust core alone"
rm -rf "$CRITERION_HOME"
logged "$logs/criterion.log" cargo_bench -- --noplot "${criterion_args[@]}"
python3 benchmarks/render.py criterion "$CRITERION_HOME" "$out/criterion.json"

elapsed=$(( $(date +%s) - started ))
echo "duration: $(( elapsed / 60 )) min $(( elapsed % 60 )) s" >> "$env_dir/run.txt"
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$env_dir/run.txt"
phase "render: $out/RESULTS.md and $out/chart.svg"
render_args=(results "$out")
if $quick; then render_args+=(--quick); fi
python3 benchmarks/render.py "${render_args[@]}"
echo "run took $(( elapsed / 60 )) min $(( elapsed % 60 )) s"

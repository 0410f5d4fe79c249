#!/usr/bin/env bash
# Composite ML-DSA speed: RustPqc (ML-DSA half native, traditional half in the JDK's SunEC) against
# BouncyCastle 1.87 (both halves in Java), signing and verifying 1 KiB with three sets
# (MLDSA65-ECDSA-P256-SHA512, MLDSA44-Ed25519-SHA512, MLDSA87-ECDSA-P384-SHA512), both providers
# in one JMH run on JDK 25 (FFM), into benchmarks/results/composite/ (the JMH JSON, env.txt with the
# CPU flags and the load, RESULTS.md rendered by render_composite.py), and in the same run the
# traditional halves alone, the JDK's SunEC against BouncyCastle (TraditionalHalfBenchmark). About
# 10 minutes once built.
#
#   benchmarks/run-composite.sh           the run (1 fork, 3 x 1 s warm-up, 5 x 1 s measurement)
#   benchmarks/run-composite.sh --quick   a smoke run into benchmarks/results/composite/quick/ (git ignores it)
set -euo pipefail
# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"
out=benchmarks/results/composite
jmh_settings=(-f 1 -wi 3 -w 1s -i 5 -r 1s)
case "${1:-}" in
  --quick) out=$out/quick; jmh_settings=(-f 1 -wi 0 -i 1 -r 200ms) ;;
  "") ;;
  *) echo "usage: benchmarks/run-composite.sh [--quick]" >&2; exit 2 ;;
esac
logs=$out/logs
start_run "$out" '*.json' env.txt RESULTS.md
env_facts jdk25="$JDK25/bin/java" > "$out/env.txt"
echo "jmh settings: ${jmh_settings[*]}" >> "$out/env.txt"
phase "JMH composite ML-DSA, JDK 25 (FFM): rustpqc, bc"
jmh composite-jdk25-ffm "$JDK25/bin/java" 'dev.rustpqc.bench.(CompositeSignature|TraditionalHalf)Benchmark' \
  "${jmh_settings[@]}"
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/env.txt"
python3 benchmarks/render_composite.py "$out"

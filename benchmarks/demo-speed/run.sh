#!/usr/bin/env bash
# Checks the demo's speed table against JMH on the same machine, in one session: a short JMH run
# of the demo's six operations (ML-KEM-768 keygen, encapsulate, decapsulate; ML-DSA-65 keygen,
# sign and verify 1 KiB) for RustPqc, the JDK and BouncyCastle on JDK 25 and 27, then the demo
# three times on each, and compares the ratios RustPqc ÷ JDK and RustPqc ÷ BC of the demo's
# steady-state column with JMH's (compare.py; the demo's target: within 25%). Writes
# benchmarks/results/demo-speed/ (the JMH JSON, the demo's output, env.txt, DEMO-SPEED.md).
# About 15 minutes; run it on a quiet machine (or through /work/helpers/bench).
# Usage: benchmarks/demo-speed/run.sh
set -euo pipefail
# shellcheck source=../lib.sh
source "$(dirname "$0")/../lib.sh"
require_jdk26_27
out=benchmarks/results/demo-speed
jar=benchmarks/target/benchmarks.jar
settings=(-f 1 -wi 3 -w 1s -i 5 -r 1s)
mkdir -p "$out"
rm -f "$out"/*.json "$out"/*.txt "$out"/DEMO-SPEED.md
echo -20 2>/dev/null >/proc/self/autogroup || echo "(not raising the scheduling weight: not root)"

echo "== build: the demo and the benchmarks jar (linux-x86_64 libraries, as shipped)"
RUSTPQC_PLATFORMS=linux-x86_64 JAVA_HOME="$JDK25" ./mvnw -B -q -ntp -DskipTests -Dmaven.javadoc.skip=true \
  -Dmaven.source.skip=true -pl java/demo,benchmarks -am package
{
  run_facts java rust benchmarks/src
  echo "uptime at start: $(uptime)"
  echo "jmh: ${settings[*]}"
} >"$out/env.txt"

for jdk in 25 27; do
  home=JDK$jdk
  java=${!home}/bin/java
  for bench in "KeyGenBenchmark -p set=ML-KEM-768,ML-DSA-65" "KemBenchmark.(en|de)capsulate$ -p set=ML-KEM-768" \
    "SignatureBenchmark -p set=ML-DSA-65 -p messageSize=1024"; do
    name=$(echo "$bench" | cut -d' ' -f1 | tr -dc 'A-Za-z')
    echo "== $(date +%H:%M:%S) JMH JDK $jdk $name"
    # shellcheck disable=SC2086
    "$java" --sun-misc-unsafe-memory-access=allow -jar "$jar" "dev.rustpqc.bench.${bench%% *}" ${bench#* } \
      -p provider=rustpqc,jdk,bc "${settings[@]}" -foe true -rf json -rff "$out/jdk$jdk-$name.json" >/dev/null
  done
  for run in 1 2 3; do
    echo "== $(date +%H:%M:%S) demo JDK $jdk, run $run"
    scripts/run-demo.sh "$jdk" >"$out/demo-jdk$jdk-$run.txt"
  done
done
echo "uptime at end: $(uptime)" >>"$out/env.txt"
python3 benchmarks/demo-speed/compare.py "$out"

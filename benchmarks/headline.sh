#!/usr/bin/env bash
# The README's headline cells, measured tightly enough to quote: ML-KEM-768 and ML-DSA-65 (1 KiB)
# on JDK 27 and JDK 25 over FFM, RustPqc beside the JDK's own, BouncyCastle and ACCP (ML-DSA only);
# RustPqc beside the JDK's own on each patched LTS update (17.0.21 and 21.0.13 over JNI, 25.0.5
# over FFM; scripts/lts-updates) and on JDK 28 early access (Debian unstable's, in a root of its
# own: scripts/debian-root.sh ensure ea), with the intrinsics each JDK turns on for this CPU;
# ML-DSA-65 signing and verification in both usage patterns (a Signature initialised with a new key
# for every operation, and one initialised once for many messages);
# 3 forks x 5 iterations of 1 s after 7 warm-up iterations, with JMH's gc profiler (bytes allocated
# per operation); the same operations on shared keys with 1 and 2 threads (SharedKeysBenchmark);
# the Rust core alone in criterion for the same six functions; the cold start on JDK 25 and 27.
# Writes benchmarks/results/headline/ (JSON, the CPU's flags, HEADLINE.md by headline.py).
#
# The build machine is shared: where it may (root), the run raises its own scheduling weight
# (its autogroup's nice value, which is what the kernel compares across sessions), and headline.py
# flags every cell whose 99.9% error exceeds 10% of its score instead of quoting it.
# About 90 minutes on 2 cores. Usage: benchmarks/headline.sh
#
# benchmarks/headline.sh --lts measures again only the patched LTS updates' cells and, on JDK 27,
# ML-DSA-65 in both usage patterns (as jdk27p), with 2 forks x 5 iterations after 5 warm-up
# iterations (about 25 minutes), into the same directory with an env-lts.txt of their own; the
# other cells stay as they are.
set -euo pipefail
# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"
out=benchmarks/results/headline
logs=$out/logs
lts_only=false
[ "${1:-}" != --lts ] || lts_only=true
require_jdk26_27
$lts_only || require_jdk28
require_lts_updates
# Seven warm-up seconds: with three, RustPqc's cells still sped up during measurement in every
# fork (verification by a quarter, key generation on JDK 25 by up to half) until C2 compiled
# JMH's loop around them; the JDK's own cells, whose work is in intrinsics, did not move.
settings=(-f 3 -wi 7 -w 1s -i 5 -r 1s)
env_file=$out/env.txt
if $lts_only; then
  settings=(-f 2 -wi 5 -w 1s -i 5 -r 1s)
  env_file=$out/env-lts.txt
  start_run "$out" 'jdk17u-*.json' 'jdk21u-*.json' 'jdk25u-*.json' 'jdk27p-*.json' HEADLINE.md
else
  start_run "$out" '*.json' HEADLINE.md env-lts.txt
fi
jdks=(25 27 28 17U 21U 25U)
$lts_only && jdks=(27 17U 21U 25U)
{
  facts=()
  for jdk in "${jdks[@]}"; do
    home=JDK$jdk
    facts+=("jdk${jdk,,}=${!home}/bin/java")
  done
  env_facts "${facts[@]}"
  echo "jmh: ${settings[*]} -prof gc"
} > "$env_file"
# The ML-KEM, ML-DSA and SHA-3 intrinsics each JDK turns on for this CPU: the flags (a JDK without
# one has no such intrinsic) and the stubs it generates for them (quad_keccak is the four-way
# Keccak of JDK-8384353).
for jdk in "${jdks[@]}"; do
  home=JDK$jdk
  {
    "${!home}/bin/java" -XX:+UnlockDiagnosticVMOptions -XX:+PrintFlagsFinal -version 2>/dev/null |
      grep -E ' Use(SHA3|Kyber|Dilithium)[A-Za-z0-9]*Intrinsics ' | awk '{print $2 " = " $4}'
    "${!home}/bin/java" -XX:+UnlockDiagnosticVMOptions -XX:+PrintStubCode -version 2>/dev/null |
      grep -oE 'StubRoutines::(sha3|double_keccak|quad_keccak|kyber|dilithium)[A-Za-z0-9_]*' |
      sed -E 's/^StubRoutines::|_stub$//g' | sort -u | sed 's/$/ = stub/'
  } > "$out/intrinsics-jdk${jdk,,}.txt" || true
done

measured() { # <json name> <java> [JMH arguments...]: with the settings above and the gc profiler
  phase "JMH $1"
  jmh "$@" "${settings[@]}" -prof gc
}
cells() { # <label> <java> <providers> [JMH arguments...]: ACCP (ML-DSA only) on JDK 27 alone
  local label=$1 java=$2 providers=$3
  shift 3
  measured "$label-keygen" "$java" 'dev.rustpqc.bench.KeyGenBenchmark' -p set=ML-KEM-768,ML-DSA-65 -p provider="$providers" "$@"
  measured "$label-kem" "$java" 'dev.rustpqc.bench.KemBenchmark.(en|de)capsulate$' -p set=ML-KEM-768 \
    -p provider="$providers" "$@"
  measured "$label-signature" "$java" 'dev.rustpqc.bench.SignatureBenchmark' -p set=ML-DSA-65 -p messageSize=1024 \
    -p provider="$providers" "$@"
  if [ "$label" = jdk27 ]; then
    measured "$label-accp" "$java" 'dev.rustpqc.bench.(KeyGen|Signature)Benchmark' -p set=ML-DSA-65 -p messageSize=1024 \
      -p provider=accp "$@"
  fi
}
# On JDK 22+ RustPqc's cells are FFM's from the first call (unforced, JNI serves the first 64
# calls, well inside JMH's warm-up, and FFM the rest); 17 and 21 have JNI only.
ffm=(-jvmArgsAppend -Drustpqc.binding=ffm)
lts_cells() {
  cells jdk25u "$JDK25U/bin/java" rustpqc,jdk "${ffm[@]}"
  cells jdk21u "$JDK21U/bin/java" rustpqc,jdk
  cells jdk17u "$JDK17U/bin/java" rustpqc,jdk
}
if $lts_only; then
  lts_cells
  measured jdk27p-signature "$JDK27/bin/java" 'dev.rustpqc.bench.SignatureBenchmark' -p set=ML-DSA-65 \
    -p messageSize=1024 -p provider=rustpqc,jdk,bc "${ffm[@]}"
  echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$env_file"
  python3 benchmarks/headline.py "$out"
  exit 0
fi
cells jdk27 "$JDK27/bin/java" rustpqc,jdk,bc "${ffm[@]}"
cells jdk25 "$JDK25/bin/java" rustpqc,jdk "${ffm[@]}"
lts_cells
cells jdk28 "$JDK28/bin/java" rustpqc,jdk "${ffm[@]}"
measured jdk27-threads1 "$JDK27/bin/java" 'dev.rustpqc.bench.SharedKeysBenchmark' -t 1 "${ffm[@]}"
measured jdk27-threads2 "$JDK27/bin/java" 'dev.rustpqc.bench.SharedKeysBenchmark' -t 2 "${ffm[@]}"
for jdk in 25 27; do
  home=JDK$jdk
  phase "cold start JDK $jdk"
  logged "$logs/jdk$jdk-coldstart.log" "${!home}/bin/java" --sun-misc-unsafe-memory-access=allow \
    -jar benchmarks/target/benchmarks.jar 'dev.rustpqc.bench.ColdStartBenchmark' -f 20 -p provider=rustpqc,jdk \
    -rf json -rff "$out/jdk$jdk-coldstart.json"
done

phase "criterion: the same six functions of the Rust core"
export CRITERION_HOME=$root/target/criterion-headline
rm -rf "$CRITERION_HOME"
logged "$logs/criterion.log" cargo_bench -- --noplot 'ML-KEM-768|ML-DSA-65/(keygen|sign/1024|verify/1024)'
python3 benchmarks/render.py criterion "$CRITERION_HOME" "$out/criterion.json"
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/env.txt"
python3 benchmarks/headline.py "$out"

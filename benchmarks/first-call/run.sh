#!/usr/bin/env bash
# Fast from the first call, measured: the wall time of a whole fresh JVM (start-up, provider, the
# operations, exit) that runs ML-KEM-768 key generation + encapsulation + decapsulation, or
# ML-DSA-65 sign + verify of 1 KiB after one key generation, 1, 10, 100 and 1,000 times, with
# RustPqc, the JDK's own (JDK 24+) and BouncyCastle, on JDK 17 and 21 (JNI) and 25 and 27 (FFM).
# That is the life of a CLI, a serverless function or a CI job that signs an artifact.
#
# Rounds alternate: each round runs every cell once, JDK after JDK, the providers of a cell one
# after another in a fresh random order; a cell's figure is the median of its rounds. JDK 27 runs
# in the Debian sid root, entered once per round (not per JVM: entering costs 0.1 to 0.6 s), and
# timed inside it the same way. Writes benchmarks/results/first-call/ (runs.jsonl, env.txt,
# FIRST-CALL.md) and the README's table (render.py).
#
# Usage: benchmarks/first-call/run.sh [ROUNDS]   (default 15; run it through /work/helpers/bench or
#        on a quiet machine)      benchmarks/first-call/run.sh --render   (the tables again)
set -euo pipefail
self=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$root/benchmarks/results/first-call
work=$root/target/first-call
counts=(1 10 100 1000)

# --round <JDK feature> <java> <class path> <round>: one round on one JDK, JSON lines on stdout.
if [ "${1:-}" = --round ]; then
  feature=$2 java=$3 classpath=$4 round=$5
  flags=()
  [ "$feature" -lt 22 ] || flags=(--enable-native-access=ALL-UNNAMED)
  providers=(rustpqc bc)
  [ "$feature" -lt 24 ] || providers+=(jdk)
  for family in mlkem mldsa; do
    for count in "${counts[@]}"; do
      # A fresh order per cell, so that no provider always runs first or last.
      order=$(printf '%s\n' "${providers[@]}" | shuf)
      for provider in $order; do
        start=${EPOCHREALTIME/./}
        if ! output=$("$java" "${flags[@]}" -cp "$classpath" FirstCall "$provider" "$family" "$count" 2>&1); then
          echo "first-call: JDK $feature $provider $family $count failed: $output" >&2
          exit 1
        fi
        end=${EPOCHREALTIME/./}
        served=$(echo "$output" | awk '/^ok / { print $2 }')
        case $provider/$served in
          rustpqc/RustPqc/RustPqc | bc/BC/BC | jdk/SunJCE/SunJCE | jdk/SUN/SUN) ;;
          *) echo "first-call: JDK $feature $provider $family $count was served by '$served': $output" >&2; exit 1 ;;
        esac
        printf '{"jdk": %s, "provider": "%s", "family": "%s", "count": %s, "ms": %s, "round": %s}\n' \
          "$feature" "$provider" "$family" "$count" "$(awk "BEGIN { printf \"%.1f\", ($end - $start) / 1000 }")" "$round"
      done
    done
  done
  exit 0
fi

cd "$root"
if [ "${1:-}" = --render ]; then
  exec python3 benchmarks/first-call/render.py "$out" README.md
fi
rounds=${1:-15}
# shellcheck source=../lib.sh
source benchmarks/lib.sh
require_jdk21
require_jdk26_27

echo "== build: the provider (its linux-x86_64 libraries, as shipped) and FirstCall"
RUSTPQC_PLATFORMS=linux-x86_64 JAVA_HOME="$JDK25" ./mvnw -B -q -ntp -DskipTests -Dmaven.javadoc.skip=true \
  -Dmaven.source.skip=true -pl java/provider package
rm -rf "$work" && mkdir -p "$work/classes"
bc_version=$(sed -n 's:.*<bouncycastle.version>\(.*\)</bouncycastle.version>.*:\1:p' pom.xml)
JAVA_HOME="$JDK25" ./mvnw -B -q -ntp dependency:copy -Dartifact="org.bouncycastle:bcprov-jdk18on:$bc_version" \
  -DoutputDirectory="$work"
cp java/provider/target/rustpqc-0.1.0.jar "$work/"
classpath="$work/classes:$work/rustpqc-0.1.0.jar:$work/bcprov-jdk18on-$bc_version.jar"
# Against JDK 17's own class library, which has the backported javax.crypto.KEM (release 17 has not).
"$JDK25/bin/javac" --system "$JDK17" -source 17 -target 17 -Xlint:-options -cp "$classpath" \
  -d "$work/classes" benchmarks/first-call/FirstCall.java

mkdir -p "$out"
runs=$out/runs.jsonl
: >"$runs"
echo -20 2>/dev/null >/proc/self/autogroup || echo "(not raising the scheduling weight: not root)"
{
  run_facts java rust Cargo.lock
  echo "uptime at start: $(uptime)"
  echo "rounds: $rounds"
  for feature in 17 21 25 27; do
    home=JDK$feature
    echo "jdk$feature: $("${!home}/bin/java" -version 2>&1 | sed -n 2p)"
  done
  echo "bouncycastle: bcprov-jdk18on $bc_version"
  "$JDK25/bin/java" --enable-native-access=ALL-UNNAMED -cp "$classpath" dev.rustpqc.Diagnosis |
    grep -E '^(native library|SHA-256):' | sed 's/^/rustpqc /'
} >"$out/env.txt"

# JDK 27's home inside the root, from its wrapper (scripts/debian-root.sh writes it).
jdk27_inside=$(sed -n 's/^export JAVA_HOME=//p' "$JDK27/bin/java")
[ -n "$jdk27_inside" ] || { echo "first-call: cannot read JDK 27's home from $JDK27/bin/java" >&2; exit 1; }
started=$SECONDS
for round in $(seq "$rounds"); do
  for feature in 17 21 25; do
    home=JDK$feature
    bash "$self" --round "$feature" "${!home}/bin/java" "$classpath" "$round" >>"$runs"
  done
  "${RUSTPQC_CACHE:-$HOME/.cache/rustpqc}/debian-root.sh" run sid \
    bash "$self" --round 27 "$jdk27_inside/bin/java" "$classpath" "$round" >>"$runs"
  echo "round $round of $rounds done ($((SECONDS - started)) s)"
done
echo "uptime at end: $(uptime)" >>"$out/env.txt"
echo "took: $((SECONDS - started)) s" >>"$out/env.txt"
python3 benchmarks/first-call/render.py "$out" README.md

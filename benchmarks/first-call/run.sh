#!/usr/bin/env bash
# Fast from the first call, measured: the wall time of a whole fresh JVM (start-up, provider, the
# operations, exit) that runs ML-KEM-768 key generation + encapsulation + decapsulation, or
# ML-DSA-65 sign + verify of 1 KiB after one key generation, 1, 10, 100 and 1,000 times, with
# RustPqc (this user's library cache warm, and empty: the first start after installation), the
# JDK's own (where the JDK has ML-KEM) and BouncyCastle, on each JDK given.
# That is the life of a CLI, a serverless function or a CI job that signs an artifact.
#
# Rounds alternate: each round runs every cell once, JDK after JDK, the providers of a cell one
# after another in a fresh random order; a cell's figure is the median of its rounds. A JDK in a
# Debian root (its bin/java a wrapper written by scripts/debian-root.sh) runs there, the root
# entered once per round (not per JVM: entering costs 0.1 to 0.6 s), and timed inside it the same
# way. Writes benchmarks/results/first-call/ (runs.jsonl, env.txt, FIRST-CALL.md) and the README's
# table (render.py).
#
# Usage: benchmarks/first-call/run.sh [ROUNDS] [LABEL=JAVA_HOME ...]   (default 15 rounds on
#        17=$JDK17 21=$JDK21 25=$JDK25 27=$JDK27; COUNTS="1 10" runs fewer counts; run it on a
#        quiet machine)      benchmarks/first-call/run.sh --render   (the tables again)
set -euo pipefail
self=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$root/benchmarks/results/first-call
work=$root/target/first-call
counts=(1 10 100 1000)

# --round <label> <java> <class path> <round> <has its own ML-KEM: 0|1> <warm cache dir> <empty
# cache dir>: one round on one JDK, JSON lines on stdout. RustPqc runs twice per cell: with this
# user's cache warm (filled before the run) and empty (a new cache directory per run: the first start
# after installation); each row records the cache state the provider reported.
if [ "${1:-}" = --round ]; then
  label=$2 java=$3 classpath=$4 round=$5 own=$6 warm=$7 empty=$8
  feature=$("$java" -version 2>&1 | sed -n '1s/.*version "\([0-9]*\).*/\1/p')
  flags=()
  [ "$feature" -lt 22 ] || flags=(--enable-native-access=ALL-UNNAMED)
  providers=(rustpqc rustpqc-empty bc)
  [ "$own" = 0 ] || providers+=(jdk)
  for family in mlkem mldsa; do
    for count in ${COUNTS:-${counts[*]}}; do
      # A fresh order per cell, so that no provider always runs first or last.
      order=$(printf '%s\n' "${providers[@]}" | shuf)
      for provider in $order; do
        cache=()
        case $provider in
          rustpqc) cache=(-Drustpqc.cache.dir="$warm") ;;
          rustpqc-empty) cache=(-Drustpqc.cache.dir="$empty/$label-$family-$count-$round") ;;
        esac
        start=${EPOCHREALTIME/./}
        if ! output=$("$java" "${flags[@]}" "${cache[@]}" -cp "$classpath" FirstCall "${provider%-empty}" "$family" "$count" 2>&1); then
          echo "first-call: JDK $label $provider $family $count failed: $output" >&2
          exit 1
        fi
        end=${EPOCHREALTIME/./}
        served=$(echo "$output" | awk '/^ok / { print $2 }')
        state=$(echo "$output" | awk '/^ok / { print $4 }')
        case $provider/$served in
          rustpqc*/RustPqc/RustPqc | bc/BC/BC | jdk/SunJCE/SunJCE | jdk/SUN/SUN) ;;
          *) echo "first-call: JDK $label $provider $family $count was served by '$served': $output" >&2; exit 1 ;;
        esac
        printf '{"jdk": "%s", "feature": %s, "provider": "%s", "family": "%s", "count": %s, "ms": %s, "cache": "%s", "round": %s}\n' \
          "$label" "$feature" "$provider" "$family" "$count" "$(awk "BEGIN { printf \"%.1f\", ($end - $start) / 1000 }")" \
          "$state" "$round"
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
[ $# -eq 0 ] || shift
# shellcheck source=../lib.sh
source benchmarks/lib.sh
jdks=("$@")
if [ ${#jdks[@]} -eq 0 ]; then
  require_jdk21
  require_jdk26_27
  jdks=("17=$JDK17" "21=$JDK21" "25=$JDK25" "27=$JDK27")
fi

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
warm=$work/cache-warm
empty=$work/cache-empty
mkdir -p "$empty"
chmod 700 "$work" "$empty"
# Each JDK: its java (or, for a JDK in the Debian root, the command that enters the root and the
# java inside it: the root is entered once per round, not per JVM, since entering costs 0.1 to
# 0.6 s), and whether it has ML-KEM of its own (JDK 24+ and the patched LTS updates).
declare -A enter_of java_of own_of
for jdk in "${jdks[@]}"; do
  label=${jdk%%=*} home=${jdk#*=}
  [ -x "$home/bin/java" ] || { echo "first-call: $jdk: no $home/bin/java" >&2; exit 1; }
  inside=$(sed -n 's/^export JAVA_HOME=//p' "$home/bin/java" 2>/dev/null || true)
  if [ -n "$inside" ]; then
    enter_of[$label]=$(sed -n 's/^exec \(.*debian-root[.0-9a-f]*\.sh run [a-z0-9]*\) .*/\1/p' "$home/bin/java")
    java_of[$label]=$inside/bin/java
  else
    enter_of[$label]=
    java_of[$label]=$home/bin/java
  fi
  if "$home/bin/java" -cp "$classpath" FirstCall jdk mlkem 1 >/dev/null 2>&1; then own_of[$label]=1; else own_of[$label]=0; fi
  # The warm cache, filled once (one library and version serve every JDK).
  "$home/bin/java" --enable-native-access=ALL-UNNAMED -Drustpqc.cache.dir="$warm" -cp "$classpath" \
    FirstCall rustpqc mlkem 1 >/dev/null 2>&1 || "$home/bin/java" -Drustpqc.cache.dir="$warm" -cp "$classpath" \
    FirstCall rustpqc mlkem 1 >/dev/null
done
{
  run_facts java rust Cargo.lock
  echo "uptime at start: $(uptime)"
  echo "rounds: $rounds"
  echo "counts: ${COUNTS:-${counts[*]}}"
  echo "jdks: ${!java_of[*]}"
  for jdk in "${jdks[@]}"; do
    echo "jdk${jdk%%=*}: $("${jdk#*=}/bin/java" -version 2>&1 | sed -n 2p)"
  done
  echo "bouncycastle: bcprov-jdk18on $bc_version"
  "$JDK25/bin/java" --enable-native-access=ALL-UNNAMED -Drustpqc.cache.dir="$warm" -cp "$classpath" dev.rustpqc.Diagnosis |
    grep -E '^(native library|SHA-256|binding):' | sed 's/^/rustpqc /'
} >"$out/env.txt"

started=$SECONDS
for round in $(seq "$rounds"); do
  for jdk in "${jdks[@]}"; do
    label=${jdk%%=*}
    if [ -n "${enter_of[$label]}" ]; then
      ${enter_of[$label]} env COUNTS="${COUNTS:-${counts[*]}}" bash "$self" --round "$label" "${java_of[$label]}" "$classpath" \
        "$round" "${own_of[$label]}" "$warm" "$empty" >>"$runs"
    else
      COUNTS="${COUNTS:-${counts[*]}}" bash "$self" --round "$label" "${java_of[$label]}" "$classpath" "$round" \
        "${own_of[$label]}" "$warm" "$empty" >>"$runs"
    fi
  done
  echo "round $round of $rounds done ($((SECONDS - started)) s)"
done
echo "uptime at end: $(uptime)" >>"$out/env.txt"
echo "took: $((SECONDS - started)) s" >>"$out/env.txt"
python3 benchmarks/first-call/render.py "$out" README.md

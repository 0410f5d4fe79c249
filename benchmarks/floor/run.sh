#!/usr/bin/env bash
# FFM's own start-up cost in a fresh JVM (FfmFloor), 11 JVMs each on JDK 25 and 27, beside the
# cold start of benchmarks/headline.sh. Writes benchmarks/results/ffm-floor.jsonl.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
source scripts/jdks.sh
require_jdk26_27
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$JDK25/bin/javac" --release 22 -d "$work" benchmarks/floor/FfmFloor.java
echo -20 2>/dev/null > /proc/self/autogroup || true
out=benchmarks/results/ffm-floor.jsonl
: > "$out"
for i in $(seq 11); do
  for jdk in 25 27; do
    home=JDK$jdk
    "${!home}/bin/java" --enable-native-access=ALL-UNNAMED -cp "$work" FfmFloor | tee -a "$out"
  done
done

#!/usr/bin/env bash
# Cold start, main() to the first ML-KEM-768 key pair, in fresh JVMs (ColdStart), side by side in
# one run: the JDK's own (SunJCE), RustPqc over FFM and JNI, RustPqc over FFM with the library given
# by path (no unpack, no hash: the share of those two), and the JDK's FFM floor (FfmFloor).
# Rounds interleave the cases so that load drifts hit all alike. Writes
# benchmarks/results/cold-start.jsonl and prints the medians.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
source scripts/jdks.sh
rounds=${ROUNDS:-20}
jar=${RUSTPQC_JAR:-java/provider/target/rustpqc-0.1.0.jar}
[ -f "$jar" ] || { echo "no $jar: build the provider first (./mvnw -pl java/provider package)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$JDK25/bin/javac" --release 17 -cp "$jar" -d "$work" benchmarks/cold-start/ColdStart.java
"$JDK25/bin/javac" --release 22 -d "$work" benchmarks/floor/FfmFloor.java
lib="$work/native"
mkdir -p "$lib" && (cd "$lib" && unzip -q -o "$root/$jar" 'dev/rustpqc/native/linux-x86_64/*')
path=$(ls "$lib"/dev/rustpqc/native/linux-x86_64/librustpqc-x86-64-v3.so)
out=benchmarks/results/cold-start.jsonl
: > "$out"
cp="$work:$root/$jar"
na=--enable-native-access=ALL-UNNAMED
for i in $(seq "$rounds"); do
  "$JDK25/bin/java" -cp "$cp" ColdStart jdk | sed 's/}$/,"case":"jdk25-sunjce"}/' >> "$out"
  "$JDK25/bin/java" $na -cp "$cp" ColdStart rustpqc | sed 's/}$/,"case":"jdk25-ffm"}/' >> "$out"
  "$JDK25/bin/java" -Drustpqc.binding=jni -cp "$cp" ColdStart rustpqc | sed 's/}$/,"case":"jdk25-jni"}/' >> "$out"
  "$JDK17/bin/java" -cp "$cp" ColdStart rustpqc | sed 's/}$/,"case":"jdk17-jni"}/' >> "$out"
  "$JDK25/bin/java" $na -Drustpqc.library.path="$path" -cp "$cp" ColdStart rustpqc \
    | sed 's/}$/,"case":"jdk25-ffm-library-path"}/' >> "$out"
  "$JDK25/bin/java" $na -cp "$work" FfmFloor | sed 's/^/{"floor":/; s/$/,"case":"jdk25-ffm-floor"}/' >> "$out"
done
python3 - "$out" <<'PY'
import json, statistics, sys
cases = {}
for line in open(sys.argv[1]):
    row = json.loads(line)
    ms = row.get("ms")
    if ms is None:  # the floor: Linker.nativeLinker() plus the first downcall handle and call
        ms = row["floor"]["linker_ms"] + row["floor"]["first_handle_and_call_ms"]
    cases.setdefault(row["case"], []).append(ms)
for case, values in cases.items():
    print(f"{case:26s} median {statistics.median(values):7.1f} ms  (n={len(values)}, min {min(values):.1f}, max {max(values):.1f})")
PY

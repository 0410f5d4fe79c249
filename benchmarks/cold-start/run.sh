#!/usr/bin/env bash
# Cold start, main() to the first ML-KEM-768 key pair, in fresh JVMs (ColdStart), side by side in
# one run, on each JDK given: the JDK's own (SunJCE, where it has ML-KEM), RustPqc by default (JNI
# for the first calls, on every JDK) with a warm cache and with an empty one (the first start after
# installation), RustPqc forced to JNI and to FFM (warm cache), RustPqc with the library given by
# path (no cache, no check), and the JDK's FFM floor (FfmFloor: Linker.nativeLinker() and a first
# downcall, JDK 22+), and what Security.addProvider of an empty provider costs alone (an application
# that adds RustPqc pays it; the JDK's own ML-DSA never does). Each row records the cache state the provider itself reported. Rounds
# interleave the cases so that load drifts hit all alike. Writes benchmarks/results/cold-start.jsonl
# and benchmarks/results/cold-start.md, and the README's table between its cold-start markers.
#
# Usage: benchmarks/cold-start/run.sh [ROUNDS] [LABEL=JAVA_HOME ...]   (default 20 rounds on
#        17=$JDK17 25=$JDK25 27=$JDK27; a JAVA_HOME may be a wrapper such as the Debian root's,
#        since ColdStart times itself from inside main())
#        benchmarks/cold-start/run.sh --render   (the tables again from the committed runs)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
out=benchmarks/results/cold-start.jsonl
if [ "${1:-}" = --render ]; then
  exec python3 benchmarks/cold-start/render.py "$out" benchmarks/results/cold-start.md README.md
fi
source scripts/jdks.sh
rounds=${1:-20}
[ $# -eq 0 ] || shift
jdks=("$@")
if [ ${#jdks[@]} -eq 0 ]; then
  require_jdk26_27 >/dev/null
  jdks=("17=$JDK17" "25=$JDK25" "27=$JDK27")
fi
jar=${RUSTPQC_JAR:-java/provider/target/rustpqc-0.1.0.jar}
[ -f "$jar" ] || { echo "no $jar: build the provider first (./mvnw -pl java/provider package)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$jar" "$work/rustpqc.jar"
"$JDK25/bin/javac" --release 17 -cp "$work/rustpqc.jar" -d "$work" benchmarks/cold-start/ColdStart.java
"$JDK25/bin/javac" --release 22 -d "$work/floor" benchmarks/floor/FfmFloor.java
mkdir -p "$work/native" && (cd "$work/native" && unzip -q -o "$work/rustpqc.jar" 'dev/rustpqc/native/linux-x86_64/*')
path=$(ls "$work"/native/dev/rustpqc/native/linux-x86_64/librustpqc-x86-64-v3.so)
cp="$work:$work/rustpqc.jar"
na=--enable-native-access=ALL-UNNAMED
warm=$work/cache-warm

# The JDK's feature release, and whether it has ML-KEM of its own (JDK 24+, and the LTS updates
# that carry the backport).
feature() { "$1/bin/java" -version 2>&1 | sed -n '1s/.*version "\([0-9]*\).*/\1/p'; }
has_mlkem() { "$1/bin/java" -cp "$cp" ColdStart jdk >/dev/null 2>&1; }

# One JVM: <label> <case> <cache state wanted: warm|empty|-> <java> <args...>; a JSON line.
one() {
  local label=$1 case=$2 cache=$3 java=$4
  shift 4
  local line
  line=$("$java" "$@" 2>/dev/null | tail -1)
  [ -n "$line" ] || { echo "cold-start: $label $case printed nothing" >&2; exit 1; }
  echo "${line%\}},\"label\":\"$label\",\"case\":\"$case\",\"cache_wanted\":\"$cache\"}"
}

declare -A feature_of mlkem_of
for jdk in "${jdks[@]}"; do
  label=${jdk%%=*} home=${jdk#*=}
  [ -x "$home/bin/java" ] || { echo "cold-start: $jdk: no $home/bin/java" >&2; exit 1; }
  feature_of[$label]=$(feature "$home")
  if has_mlkem "$home"; then mlkem_of[$label]=1; else mlkem_of[$label]=0; fi
  # Fill the warm cache once per JDK (the same file serves every JDK: one library, one version).
  "$home/bin/java" $([ "${feature_of[$label]}" -lt 22 ] || echo $na) -Drustpqc.cache.dir="$warm" -cp "$cp" \
    ColdStart rustpqc >/dev/null 2>&1
done

{
  echo "# $(date -u +%Y-%m-%dT%H:%M:%SZ) commit $(git rev-parse --short HEAD); $(grep -m1 '^model name' /proc/cpuinfo | sed 's/^model name\s*:\s*//'), $(nproc) cores"
  echo "# flags: $(grep -m1 '^flags' /proc/cpuinfo | sed 's/^flags\s*:\s*//')"
  echo "# load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
  for jdk in "${jdks[@]}"; do echo "# ${jdk%%=*}: $("${jdk#*=}/bin/java" -version 2>&1 | sed -n 2p)"; done
} > "$out.head"
: > "$out.rows"
echo -20 2>/dev/null > /proc/self/autogroup || true
for i in $(seq "$rounds"); do
  for jdk in "${jdks[@]}"; do
    label=${jdk%%=*} home=${jdk#*=} java=${jdk#*=}/bin/java
    f=${feature_of[$label]}
    flags=()
    [ "$f" -lt 22 ] || flags=($na)
    {
      [ "${mlkem_of[$label]}" = 0 ] || one "$label" jdk - "$java" -cp "$cp" ColdStart jdk
      one "$label" add-provider - "$java" -cp "$cp" ColdStart add-provider
      one "$label" rustpqc warm "$java" "${flags[@]}" -Drustpqc.cache.dir="$warm" -cp "$cp" ColdStart rustpqc
      one "$label" rustpqc empty "$java" "${flags[@]}" -Drustpqc.cache.dir="$work/empty-$label-$i" -cp "$cp" ColdStart rustpqc
      one "$label" rustpqc-library-path - "$java" "${flags[@]}" -Drustpqc.library.path="$path" -cp "$cp" ColdStart rustpqc
      if [ "$f" -ge 22 ]; then
        one "$label" rustpqc-jni warm "$java" "${flags[@]}" -Drustpqc.binding=jni -Drustpqc.cache.dir="$warm" -cp "$cp" ColdStart rustpqc
        one "$label" rustpqc-ffm warm "$java" "${flags[@]}" -Drustpqc.binding=ffm -Drustpqc.cache.dir="$warm" -cp "$cp" ColdStart rustpqc
        one "$label" ffm-floor - "$java" $na -cp "$work/floor" FfmFloor
      fi
    } >> "$out.rows"
  done
  echo "round $i of $rounds done"
done
echo "# load average at end: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out.head"
cat "$out.head" "$out.rows" > "$out"
rm -f "$out.head" "$out.rows"
python3 benchmarks/cold-start/render.py "$out" benchmarks/results/cold-start.md README.md

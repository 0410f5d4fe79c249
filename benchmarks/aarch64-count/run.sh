#!/usr/bin/env bash
# Guest instructions per operation on linux-aarch64, counted under qemu-aarch64 with a TCG
# plugin (insn_count.c), for our library as shipped (the jar's provider, its aarch64 library)
# and the JDK's own ML-KEM and ML-DSA, on the Temurin aarch64 runtimes the platform tests use.
# Each cell runs CountDriver twice in fresh JVMs, after the same warm-up, with FEW and MANY
# operations; (count(MANY) - count(FEW)) / (MANY - FEW) is the steady-state count per operation:
# start-up, class loading and warm-up cancel out. The plugin counts each guest thread apart, so
# render.py reports the thread that runs the operations beside all threads (which adds the JIT
# compilers' and the collector's work during the measured operations). Instructions are not
# cycles: see the README's platform section for what the proxy can be trusted with.
#
# Usage: benchmarks/aarch64-count/run.sh [output-directory]
# Environment: COUNT_WARMUP (600), COUNT_FEW (200), COUNT_MANY (800), COUNT_REPEATS (2),
# COUNT_LIBRARY (an aarch64 librustpqc.so to count instead of the jar's), COUNT_CELLS ("JDK
# provider set operation" lines; default: every set and operation, ours and the JDK's own on
# JDK 25, as JDK 21 has no ML-KEM or ML-DSA of its own), COUNT_JOBS (parallel JVMs, 2).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-$root/benchmarks/results/aarch64-count}
cache=${RUSTPQC_CACHE:-$HOME/.cache/rustpqc}
warmup=${COUNT_WARMUP:-600}
few=${COUNT_FEW:-200}
many=${COUNT_MANY:-800}
repeats=${COUNT_REPEATS:-2}
jobs=${COUNT_JOBS:-2}
jar=$root/java/provider/target/rustpqc-0.1.0.jar
[ -f "$jar" ] || { echo "no $jar: build it first (./mvnw -pl java/provider package -DskipTests)" >&2; exit 1; }
command -v qemu-aarch64 >/dev/null || { echo "qemu-aarch64 is missing: run scripts/setup-platforms.sh" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
gcc -O2 -Wall -Wextra -Werror -shared -fPIC -fvisibility=hidden -o "$work/insn_count.so" "$here/insn_count.c"
"${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/javac" --release 21 -cp "$jar" -d "$work/classes" \
  "$here/CountDriver.java"
# The jar's own aarch64 library, as a user on linux-aarch64 loads it (COUNT_LIBRARY: another one).
if [ -n "${COUNT_LIBRARY:-}" ]; then
  library=$COUNT_LIBRARY
else
  unzip -q -o "$jar" 'dev/rustpqc/native/linux-aarch64/*' -d "$work/jar" 2>/dev/null || true
  library=$work/jar/dev/rustpqc/native/linux-aarch64/librustpqc.so
fi
[ -f "$library" ] || { echo "no linux-aarch64 library in $jar (a host-only build?)" >&2; exit 1; }

if [ -n "${COUNT_CELLS:-}" ]; then
  cells=$COUNT_CELLS
else
  cells=""
  for set in ML-DSA-44 ML-DSA-65 ML-DSA-87; do
    for op in keygen sign verify; do
      cells+="25 RustPqc $set $op"$'\n'"25 SUN $set $op"$'\n'
    done
  done
  for set in ML-KEM-512 ML-KEM-768 ML-KEM-1024; do
    for op in keygen encapsulate decapsulate; do
      cells+="25 RustPqc $set $op"$'\n'"25 SunJCE $set $op"$'\n'
    done
  done
fi

# count <jdk> <provider> <set> <operation> <n> <file>: one JVM under the plugin.
count() {
  local home=$cache/jdk-$1-manylinux_2_17_aarch64
  qemu-aarch64 -plugin "$work/insn_count.so,out=$6" -L /usr/aarch64-linux-gnu "$home/bin/java" \
    -Xms256m -Xmx256m --enable-native-access=ALL-UNNAMED -Drustpqc.library.path="$library" \
    -cp "$work/classes:$jar" CountDriver "$2" "$3" "$4" "$warmup" "$5" >/dev/null
}
export -f count
export work warmup library jar cache

mkdir -p "$out"
: >"$work/runs"
while read -r jdk provider set op; do
  [ -n "$jdk" ] || continue
  for r in $(seq 1 "$repeats"); do
    for n in "$few" "$many"; do
      echo "$jdk $provider $set $op $n $work/count-$jdk-$provider-$set-$op-$n-$r"
    done
  done
done <<<"$cells" >"$work/runs"
echo "aarch64-count: $(wc -l <"$work/runs") JVMs under qemu, $jobs at a time"
xargs -P "$jobs" -L 1 bash -c 'count "$@"' _ <"$work/runs"

rm -rf "$out/raw"
mkdir -p "$out/raw"
cp "$work"/count-* "$out/raw/"
python3 - "$out" "$library" "$warmup" "$few" "$many" "$repeats" <<'EOF'
import datetime, hashlib, json, os, sys
out, library, (warmup, few, many, repeats) = sys.argv[1], sys.argv[2], map(int, sys.argv[3:])
json.dump({'date': datetime.datetime.now(datetime.timezone.utc).isoformat(timespec='seconds'),
           'warmup': warmup, 'few': few, 'many': many, 'repeats': repeats,
           'library_sha256': hashlib.sha256(open(library, 'rb').read()).hexdigest(),
           'qemu': os.popen('qemu-aarch64 --version').read().splitlines()[0]},
          open(os.path.join(out, 'meta.json'), 'w'), indent=1)
EOF
python3 "$here/render.py" "$out"

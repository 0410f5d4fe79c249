#!/usr/bin/env bash
# The packaging choice, measured: the size of the one jar that carries every platform's native
# library against jars that carry one platform each (what per-platform classifier jars would be),
# and the start-up cost of each on this machine: a fresh JVM that adds the provider and does one
# ML-KEM-768 round trip, run alternately with the all-platforms jar and the linux-x86_64-only jar,
# wall clock over N runs each (median and quartiles). Writes benchmarks/results/packaging.md.
# Usage: benchmarks/packaging.sh [runs]   (after ./mvnw package; default 21 runs)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source scripts/jdks.sh
runs=${1:-21}
jar=java/provider/target/rustpqc-0.1.0.jar
[ -f "$jar" ] || { echo "build first: ./mvnw -DskipTests package" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
platforms=(linux-x86_64 linux-aarch64 windows-x86_64 macos-aarch64 macos-x86_64)

cp "$jar" "$work/all.jar"
for platform in "${platforms[@]}"; do
  cp "$jar" "$work/$platform.jar"
  for other in "${platforms[@]}"; do
    [ "$other" = "$platform" ] || zip -q -d "$work/$platform.jar" "dev/rustpqc/native/$other/*"
  done
done

mkdir -p "$work/classes"
cat >"$work/FirstRoundTrip.java" <<'EOF'
import dev.rustpqc.MlKem;
import dev.rustpqc.RustPqcProvider;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Security;

public class FirstRoundTrip {
    public static void main(String[] args) throws Exception {
        Security.addProvider(new RustPqcProvider());
        KeyPair pair = KeyPairGenerator.getInstance("ML-KEM-768", "RustPqc").generateKeyPair();
        MlKem.Encapsulated sent = MlKem.encapsulate(pair.getPublic());
        if (MlKem.decapsulate(pair.getPrivate(), sent.ciphertext()).getEncoded().length != 32) {
            throw new AssertionError();
        }
    }
}
EOF
"$JDK25/bin/javac" -d "$work/classes" -cp "$work/all.jar" "$work/FirstRoundTrip.java"

millis() { # <jar>: one fresh JVM, wall clock in ms
  local start end
  start=$(date +%s%N)
  "$JDK25/bin/java" --enable-native-access=ALL-UNNAMED -cp "$work/classes:$1" FirstRoundTrip
  end=$(date +%s%N)
  echo $(((end - start) / 1000000))
}
for _ in 1 2 3; do millis "$work/all.jar" >/dev/null; millis "$work/linux-x86_64.jar" >/dev/null; done # warm the file cache
: >"$work/all.ms"
: >"$work/one.ms"
for _ in $(seq "$runs"); do
  millis "$work/all.jar" >>"$work/all.ms"
  millis "$work/linux-x86_64.jar" >>"$work/one.ms"
done
# The median and, for the spread, the quartiles: "p25 / median / p75".
quartiles() { sort -n "$1" | awk '{ v[NR] = $1 } END { print v[int((NR + 3) / 4)] " / " v[int((NR + 1) / 2)] " / " v[int((3 * NR + 1) / 4)] }'; }
all_ms=$(quartiles "$work/all.ms")
one_ms=$(quartiles "$work/one.ms")
size() { stat -c %s "$1"; }
kib() { echo $(($(size "$1") / 1024)); }

out=benchmarks/results/packaging.md
{
  echo "# Packaging: one jar for every platform"
  echo
  echo "Measured by \`benchmarks/packaging.sh\` on $(date -u +%Y-%m-%d), JDK 25, $(nproc) cores,"
  echo "load average $(cut -d' ' -f1-3 /proc/loadavg) when it ended."
  echo
  echo "| jar | size |"
  echo "|---|---|"
  echo "| every platform (shipped) | $(kib "$work/all.jar") KiB |"
  for platform in "${platforms[@]}"; do
    echo "| $platform only | $(kib "$work/$platform.jar") KiB |"
  done
  echo
  echo "Start-up: a fresh JVM adds the provider and does one ML-KEM-768 round trip (wall clock,"
  echo "$runs runs each, the two jars alternating):"
  echo
  echo "| jar | p25 / median / p75 |"
  echo "|---|---|"
  echo "| every platform | $all_ms ms |"
  echo "| linux-x86_64 only | $one_ms ms |"
} >"$out"
cat "$out"

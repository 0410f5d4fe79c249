#!/usr/bin/env bash
# The TLS 1.3 handshake benchmark on loopback (dev.rustpqc.jsse.HandshakeBenchmarkAllStacks, in
# this module's test sources): classical x25519 against X25519MLKEM768 with BouncyCastle's Java
# ML-KEM, the JDK's Java ML-KEM and RustPqc's native ML-KEM, in BouncyCastle JSSE and, on JDK 27,
# in the JDK's own SunJSSE (x25519, hybrid with the JDK's ML-KEM, hybrid with RustPqcMlKem first).
#
#   java/jsse/bench-handshake.sh [--jdk=25|27] [--no-build] [--warmup=N] [--rounds=R] [--per-round=M] [--out=DIR]
#
# JDK 25 (the default) writes benchmarks/results/tls-handshake.md and .json at the repository
# root; JDK 27 (the Debian sid root's, scripts/jdks.sh) writes them to benchmarks/results/jdk27/.
# Builds the provider and this module first (Maven package, tests not run) unless --no-build.
# Extra JVM options: BENCH_JAVA_OPTS (e.g. -Drustpqc.binding=jni). Run it on a quiet machine.
set -euo pipefail
module=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$module/../.." && pwd)
cd "$root"
source scripts/jdks.sh

jdk=25
build=true
args=()
for arg in "$@"; do
  case $arg in
    --jdk=25|--jdk=27) jdk=${arg#--jdk=} ;;
    --jdk=*) echo "bench-handshake.sh: --jdk=25 or --jdk=27" >&2; exit 2 ;;
    --no-build) build=false ;;
    *) args+=("$arg") ;;
  esac
done
if [ "$jdk" = 27 ]; then
  require_jdk26_27
  java=$JDK27/bin/java
  out=$root/benchmarks/results/jdk27
else
  java=$JDK25/bin/java
  out=$root/benchmarks/results
fi

if $build; then
  JAVA_HOME="$JDK25" ./mvnw -B -q -ntp -pl java/provider,java/jsse -DskipTests package
fi

classpath="$module/target/test-classes:$module/target/classes:$(cat "$module/target/test-classpath.txt")"
# shellcheck disable=SC2086 # BENCH_JAVA_OPTS is a list of options
exec "$java" --enable-native-access=ALL-UNNAMED -Xms1g -Xmx1g ${BENCH_JAVA_OPTS:-} \
  -cp "$classpath" dev.rustpqc.jsse.HandshakeBenchmarkAllStacks --out="$out" "${args[@]}"

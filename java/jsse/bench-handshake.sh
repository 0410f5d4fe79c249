#!/usr/bin/env bash
# The TLS 1.3 handshake benchmark on loopback (dev.rustpqc.jsse.HandshakeBenchmark, in this
# module's test sources): classical x25519 against X25519MLKEM768 with BouncyCastle's Java
# ML-KEM, the JDK's Java ML-KEM and RustPqc's native ML-KEM. Runs on JDK 25 and writes
# benchmarks/results/tls-handshake.md and .json at the repository root.
#
#   java/jsse/bench-handshake.sh [--no-build] [--warmup=N] [--rounds=R] [--per-round=M] [--out=DIR]
#
# Builds the provider and this module first (Maven package, tests not run) unless --no-build.
# Extra JVM options: BENCH_JAVA_OPTS (e.g. -Drustpqc.binding=jni). Run it on a quiet machine.
set -euo pipefail
module=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$module/../.." && pwd)
cd "$root"
source scripts/jdks.sh

if [ "${1:-}" = "--no-build" ]; then
  shift
else
  JAVA_HOME="$JDK25" ./mvnw -B -q -ntp -pl java/provider,java/jsse -DskipTests package
fi

classpath="$module/target/test-classes:$module/target/classes:$(cat "$module/target/test-classpath.txt")"
# shellcheck disable=SC2086 # BENCH_JAVA_OPTS is a list of options
exec "$JDK25/bin/java" --enable-native-access=ALL-UNNAMED -Xms1g -Xmx1g ${BENCH_JAVA_OPTS:-} \
  -cp "$classpath" dev.rustpqc.jsse.HandshakeBenchmark --out="$root/benchmarks/results" "$@"

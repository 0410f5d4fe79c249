#!/usr/bin/env bash
# Server CPU per refused TLS 1.3 handshake against key stores of 1, 50 and 200 entries
# (dev.rustpqc.jsse.RefusedHandshakeBenchmark, in java/jsse's test sources): BouncyCastle JSSE
# over the JDK's PKIX key managers (rustpqc-jsse's wrapper), over rustpqc-jsse's own PKIX factory,
# and SunJSSE over the JDK's PKIX key managers as the reference, side by side in one JVM.
#
#   benchmarks/tls-refused/run.sh [--no-build] [--sizes=1,50,200] [--warmup=N] [--rounds=R] [--per-round=M]
#
# Environment: REFUSED_JDK, 25 (the default; FFM) or 17 (JNI). Writes
# benchmarks/results/tls-refused/jdk<N>-<binding>.{md,json}. Run it on a quiet machine; the report
# states the load average around the run.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
if [ "${1:-}" = --no-build ]; then
  shift
else
  JAVA_HOME="$JDK25" ./mvnw -B -q -ntp -pl java/provider,java/jsse -DskipTests -Dmaven.javadoc.skip=true package
fi
case ${REFUSED_JDK:-25} in
  25) java=("$JDK25/bin/java" --enable-native-access=ALL-UNNAMED) ;;
  17) java=("$JDK17/bin/java") ;;
  *) echo "run.sh: REFUSED_JDK is 25 or 17" >&2; exit 2 ;;
esac
module=java/jsse
classpath="$module/target/test-classes:$module/target/classes:$(cat "$module/target/test-classpath.txt")"
exec "${java[@]}" -Xms512m -Xmx512m -cp "$classpath" dev.rustpqc.jsse.RefusedHandshakeBenchmark \
  --out="$root/benchmarks/results/tls-refused" "$@"

#!/usr/bin/env bash
# The server handshake benchmark (see run.py): Netty HTTPS servers built by the README's recipe,
# on JDK 17 and 21 (BCJSSE, JNI), 25 (BCJSSE, FFM) and 27 (SunJSSE, FFM), under Go's crypto/tls
# as the load client, on loopback. Writes benchmarks/results/tls-load/{results.jsonl,results.md,chart.svg}.
#
#   benchmarks/tls-load/run.sh [--no-build]
#
# Environment: ROUNDS (5), SECONDS_PER_RUN (4), WARMUP_SECONDS (15), TLS_LOAD_JDKS ("17 21 25 27";
# "25u" is the patched 25.0.5, on SunJSSE like 27), TLS_LOAD_APPEND=1 (add those JDKs' rows to the
# results already there instead of starting again).
# Run it on a quiet machine: the client and the servers share its CPUs.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
source scripts/jdks.sh
require_jdk21
case " ${TLS_LOAD_JDKS:-17 21 25 27} " in *" 27 "*) require_jdk26_27 ;; esac
case " ${TLS_LOAD_JDKS:-} " in *" 25u "*) require_lts_updates ;; esac
module=java/jsse
if [ "${1:-}" != --no-build ]; then
  JAVA_HOME="$JDK25" ./mvnw -B -q -ntp -pl java/provider,java/jsse -DskipTests -Dmaven.javadoc.skip=true package
fi
mkdir -p "$module/target/go"
(cd "$module/src/test/go/loadclient" && GOTOOLCHAIN=local "${GO:-/usr/local/go/bin/go}" build -o "$root/$module/target/go/loadclient" .)
work="$root/$module/target/tls-load"
rm -rf "$work"
export TLS_LOAD_CLIENT="$root/$module/target/go/loadclient"
export TLS_LOAD_CLASSPATH="$root/$module/target/test-classes:$root/$module/target/classes:$(cat "$module/target/test-classpath.txt")"
export TLS_LOAD_WORK="$work"
export TLS_LOAD_OUT="$root/benchmarks/results/tls-load"
export JDK17 JDK21 JDK25 JDK27="${JDK27:-}" JDK25U="${JDK25U:-}"
python3 benchmarks/tls-load/run.py

#!/usr/bin/env bash
# Builds everything (the Rust core with cargo for every shipped platform, the Java modules with
# Maven and JDK 25) and runs the demo. Run it on another JDK with: ./demo.sh 17   (or 21, 25, 26,
# 27: 26 and 27 run in a Debian sid root, built the first time: scripts/debian-root.sh).
set -euo pipefail
cd "$(dirname "$0")"
case "${1:-25}" in
  17 | 21 | 25 | 26 | 27) ;;
  *) echo "usage: ./demo.sh [17|21|25|26|27]" >&2; exit 2 ;;
esac
source scripts/jdks.sh
# The jar carries every platform's native library: rustup targets, zig and MinGW build them.
scripts/setup-platforms.sh build >/dev/null
JAVA_HOME="$JDK25" ./mvnw -B -q -ntp -DskipTests package
exec scripts/run-demo.sh "${1:-25}"

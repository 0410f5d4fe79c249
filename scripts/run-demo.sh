#!/usr/bin/env bash
# Runs the demo, already built (./demo.sh builds it first), on JDK 17, 21, 25, 26 or 27 (26 and 27
# run in a Debian sid root: scripts/debian-root.sh), or on the patched LTS updates 17u, 21u and 25u
# (17.0.21, 21.0.13, 25.0.5 as pinned in scripts/lts-updates), which have ML-KEM and ML-DSA of their own.
# Usage: scripts/run-demo.sh [17|21|25|26|27|17u|21u|25u]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/jdks.sh
case "${1:-25}" in
  17) java_home=$JDK17 ;;
  21) require_jdk21; java_home=$JDK21 ;;
  25) java_home=$JDK25 ;;
  26) require_jdk26_27; java_home=$JDK26 ;;
  27) require_jdk26_27; java_home=$JDK27 ;;
  17u) require_lts_updates; java_home=$JDK17U ;;
  21u) require_lts_updates; java_home=$JDK21U ;;
  25u) require_lts_updates; java_home=$JDK25U ;;
  *) echo "usage: $0 [17|21|25|26|27|17u|21u|25u]" >&2; exit 2 ;;
esac
native_access=()
if "$java_home/bin/java" --enable-native-access=ALL-UNNAMED -version >/dev/null 2>&1; then
  native_access=(--enable-native-access=ALL-UNNAMED)
fi
exec "$java_home/bin/java" "${native_access[@]}" -cp "java/demo/target/rustpqc-demo-0.1.0.jar:java/demo/target/lib/*" \
  dev.rustpqc.demo.Demo

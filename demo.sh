#!/usr/bin/env bash
# Builds what the demo runs (the Rust core for this machine only, then the provider, rustpqc-jsse
# and the demo with Maven and JDK 25) and runs the demo. Run it on another JDK with: ./demo.sh 17
# (or 21, 25, 26, 27: 26 and 27 run in a Debian sid root, built the first time: scripts/debian-root.sh;
# or 17u, 21u, 25u: the patched LTS updates with the JDK's own ML-KEM and ML-DSA, installed the first time).
# The jar it builds carries this machine's library alone, and the demo says so; ./test.sh and a
# plain ./mvnw package build the jar for every platform (scripts/build-native.sh).
set -euo pipefail
cd "$(dirname "$0")"
case "${1:-25}" in
  17 | 21 | 25 | 26 | 27 | 17u | 21u | 25u) ;;
  *) echo "usage: ./demo.sh [17|21|25|26|27|17u|21u|25u]" >&2; exit 2 ;;
esac
if ! command -v cargo >/dev/null; then
  echo "demo.sh: cargo is missing: install Rust (https://rustup.rs, for example" >&2
  echo "  curl --proto '=https' -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal" >&2
  echo "then open a new shell, or run: source \"\$HOME/.cargo/env\"), and run ./demo.sh again" >&2
  exit 1
fi
source scripts/jdks.sh
RUSTPQC_PLATFORMS=host JAVA_HOME="$JDK25" ./mvnw -B -q -ntp -DskipTests -Dmaven.javadoc.skip=true \
  -Dmaven.source.skip=true -pl java/demo -am package
exec scripts/run-demo.sh "${1:-25}"

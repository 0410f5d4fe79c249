# Sourced by platform-test.sh and consumer-test.sh: runs a Java runtime of a platform this machine
# emulates, as `java` would be run there. The runtimes and tools come from setup-platforms.sh.
#   windows_java <21|25> ARGS...   a Temurin Windows runtime under wine 10 (in the Debian sid
#                                  root: wine 8 lacks a call the JDK makes to seed SecureRandom);
#                                  class paths take ';' there
#   aarch64_java <21|25> ARGS...   a Temurin aarch64 Linux runtime under qemu-aarch64
#   bullseye_java ARGS...          Debian 11's own JDK 17 in a Debian 11 root (glibc 2.31)
emulated_cache=${RUSTPQC_CACHE:-$HOME/.cache/rustpqc}
emulated_scripts=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

windows_java() {
  local home=$emulated_cache/jdk-$1-win_amd64
  [ -f "$home/bin/java.exe" ] || { echo "no Windows JDK $1: run scripts/setup-platforms.sh" >&2; return 1; }
  mkdir -p -m 700 "$emulated_cache/wine-runtime"
  "$emulated_scripts/debian-root.sh" run sid env WINEPREFIX="$emulated_cache/wine-prefix" WINEDEBUG=-all \
    XDG_RUNTIME_DIR="$emulated_cache/wine-runtime" wine "$home/bin/java.exe" "${@:2}"
}

aarch64_java() {
  local home=$emulated_cache/jdk-$1-manylinux_2_17_aarch64
  [ -x "$home/bin/java" ] || { echo "no aarch64 JDK $1: run scripts/setup-platforms.sh" >&2; return 1; }
  # C1 only: compiling with C2 under emulation costs more than it saves in these short runs.
  qemu-aarch64 -L /usr/aarch64-linux-gnu "$home/bin/java" -XX:TieredStopAtLevel=1 "${@:2}"
}

bullseye_java() {
  "$emulated_cache/jdk-17-bullseye/bin/java" "$@"
}

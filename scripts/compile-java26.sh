#!/usr/bin/env bash
# Compiles the provider's JDK 26 sources, which use JDK 26's API (javax.crypto.spec.HPKEParameterSpec),
# with a JDK 26 (or later) javac at --release 26. The build JDK is 25, whose javac cannot, and JDK 26
# needs glibc 2.38+: here it is the Debian sid root's (scripts/debian-root.sh ensure sid writes
# ~/.cache/rustpqc/jdk-26), or any JDK 26+ given as -Djdk26.home.
#
#   compile-java26.sh main <javac> <sources> <classes>             into <classes>/META-INF/versions/26
#   compile-java26.sh test <javac> <sources> <test classes> <classpath>   into <test classes>
#
# The jar for every platform (RUSTPQC_PLATFORMS unset or "all", a release) must carry the JDK 26
# classes, so a missing javac fails the build there. A build for some platforms only
# (RUSTPQC_PLATFORMS=host: ./demo.sh, the quick tier of ./test.sh) goes on without them and says
# so: on JDK 26+ that jar then takes only dev.rustpqc.HpkeParameterSpec.
set -euo pipefail

kind=$1 javac=$2 sources=$3 out=$4 classpath=${5:-}
if [ ! -d "$sources" ]; then
  exit 0
fi
feature=$([ -x "$javac" ] && "$javac" -version 2>&1 | sed -n 's/^javac \([0-9]*\).*/\1/p' || true)
if [ "${feature:-0}" -lt 26 ]; then
  message="no JDK 26+ javac at $javac (give -Djdk26.home=<a JDK 26 or later>; scripts/debian-root.sh ensure sid writes one)"
  case ${RUSTPQC_PLATFORMS:-all} in
    all)
      echo "compile-java26.sh: $message. The jar for every platform carries them; RUSTPQC_PLATFORMS=host builds without." >&2
      exit 1 ;;
    *)
      echo "[WARNING] compile-java26.sh: $message: the $kind classes for JDK 26's HPKEParameterSpec are left out of this build for $RUSTPQC_PLATFORMS" >&2
      exit 0 ;;
  esac
fi
mapfile -t files < <(find "$sources" -name '*.java' | sort)
case $kind in
  main)
    # On the class path, not patched into the module: the classes use java.base alone.
    "$javac" --release 26 -Xlint:all,-options -encoding UTF-8 -implicit:none \
      -cp "$out" -d "$out/META-INF/versions/26" "${files[@]}" ;;
  test)
    "$javac" --release 26 -Xlint:all,-options -encoding UTF-8 -implicit:none \
      -cp "$out:$classpath" -d "$out" "${files[@]}" ;;
  *) echo "usage: compile-java26.sh main|test <javac> <sources> <output> [classpath]" >&2; exit 2 ;;
esac
echo "compile-java26.sh: ${#files[@]} $kind source file(s) compiled for JDK 26 by $javac"

#!/usr/bin/env bash
# The Windows DLL's linker (scripts/build-native.sh): MinGW-w64's gcc, run from the directory of
# the output with the paths under it made relative. GNU ld lays out the import tables in the
# order of the archives' paths as it was given them (SORT(*)(.idata$N) in its PE script), and
# rustc hands it the rlibs, whose raw-dylib imports go there, by absolute paths under the target
# directory. So a checkout under /home put them before MinGW's libraries under /usr and one under
# /work after: the same sources gave another DLL. Relative, they sort the same from anywhere.
set -euo pipefail
output=
previous=
for argument in "$@"; do
  [ "$previous" != -o ] || output=$argument
  previous=$argument
done
[ -n "$output" ] || exec x86_64-w64-mingw32-gcc "$@"
directory=$(dirname "$output")
relative=()
for argument in "$@"; do
  case $argument in
    "$directory"/*) relative+=("${argument#"$directory"/}") ;;
    -Wl,"$directory"/*) relative+=("-Wl,${argument#-Wl,"$directory"/}") ;;
    -Wl,--out-implib="$directory"/*) relative+=("-Wl,--out-implib=${argument#-Wl,--out-implib="$directory"/}") ;;
    *) relative+=("$argument") ;;
  esac
done
cd "$directory"
exec x86_64-w64-mingw32-gcc "${relative[@]}"

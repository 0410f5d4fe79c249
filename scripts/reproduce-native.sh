#!/usr/bin/env bash
# Checks that the native libraries rebuild to the same bytes. The first build is the regular one
# (scripts/build-native.sh; its cache, ${RUSTPQC_CACHE:-~/.cache/rustpqc}/native, may hold it
# from an earlier run in another clone). The second builds from a copy of the Rust sources in a
# new directory, with an empty cache and an empty target directory, so that cargo compiles every
# crate again; the two are compared byte for byte. Prints each library's SHA-256 from both
# builds and fails on any difference.
#
# The verdict is kept with each library in the native cache, whose id covers every input of the
# build (sources, lockfile, toolchains, target, flags, linker): a later run with the same inputs
# reports the kept verdict instead of compiling everything again. RUSTPQC_REPRODUCE=always
# rebuilds anyway.
#
# Usage: scripts/reproduce-native.sh [platform,...|all]   (default: linux-x86_64, both builds)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
platforms=${1:-linux-x86_64}
[ "$platforms" != all ] || platforms=linux-x86_64,linux-aarch64,windows-x86_64,macos-aarch64,macos-x86_64
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The same SOURCE_DATE_EPOCH for both: the copy is no git checkout to read it from.
SOURCE_DATE_EPOCH=$(git -C "$root" log -1 --format=%ct -- Cargo.toml Cargo.lock rust/Cargo.toml rust/src \
  rust/ffi-macros rust/ffi-kinds 2>/dev/null || echo 0)
export SOURCE_DATE_EPOCH

started=$SECONDS
cache=${RUSTPQC_CACHE:-$HOME/.cache/rustpqc}/native
RUSTPQC_NATIVE_IDS=$work/ids RUSTPQC_PLATFORMS=$platforms "$root/scripts/build-native.sh" "$work/first" \
  >"$work/first.log" 2>&1 || { cat "$work/first.log"; exit 1; }

# Every library already rebuilt from scratch with these very inputs, and found identical: say so.
verdicts_kept=true
while read -r _ id; do
  [ -s "$cache/$id/reproduced" ] || verdicts_kept=false
done <"$work/ids"
if $verdicts_kept && [ "${RUSTPQC_REPRODUCE:-}" != always ]; then
  while read -r _ id; do cat "$cache/$id/reproduced"; done <"$work/ids"
  echo "$(wc -l <"$work/ids") libraries: byte-identical to from-scratch rebuilds in another directory with the same" \
    "inputs, kept with each build in the native cache (RUSTPQC_REPRODUCE=always rebuilds them now)"
  exit 0
fi

# The files the native build reads (tracked, or new and not ignored), in a directory of another
# name and depth.
copy=$work/elsewhere/rustpqc-copy
mkdir -p "$copy"
"$root/scripts/copy-tree.sh" "$copy" Cargo.toml Cargo.lock .cargo rust xtask scripts/build-native.sh \
  scripts/mingw-link.sh
RUSTPQC_CACHE=$work/cache RUSTPQC_PLATFORMS=$platforms "$copy/scripts/build-native.sh" "$work/second" \
  >"$work/second.log" 2>&1 || { cat "$work/second.log"; exit 1; }
built=$(grep -c "^build-native.sh: built " "$work/second.log" || true)

status=0
count=0
while IFS= read -r -d '' library; do
  relative=${library#"$work/first/"}
  first=$(sha256sum "$library" | cut -d' ' -f1)
  second=$(sha256sum "$work/second/$relative" 2>/dev/null | cut -d' ' -f1 || true)
  if [ "$first" = "$second" ] && cmp -s "$library" "$work/second/$relative"; then
    echo "identical  $first  ${relative#dev/rustpqc/native/}"
  else
    echo "DIFFERENT  ${relative#dev/rustpqc/native/}: first build $first, second ${second:-missing}"
    status=1
  fi
  count=$((count + 1))
done < <(find "$work/first" -type f \( -name '*.so' -o -name '*.dll' -o -name '*.dylib' \) -print0 | sort -z)
[ "$count" -gt 0 ] || { echo "reproduce-native.sh: no library was built" >&2; exit 1; }
[ "$built" -eq "$count" ] || { echo "reproduce-native.sh: the second build compiled $built of $count libraries" >&2; exit 1; }
echo "$count libraries, rebuilt from scratch in another directory in $((SECONDS - started)) s: $([ $status = 0 ] && echo "byte-identical" || echo "NOT reproducible")"
if [ $status = 0 ]; then
  when=$(date -u +%Y-%m-%dT%H:%MZ)
  while read -r library id; do
    echo "identical  $(cut -d' ' -f1 <"$work/first/dev/rustpqc/native/$library.sha256")  $library" \
      "(rebuilt from scratch in another directory, $when)" >"$cache/$id/reproduced"
  done <"$work/ids"
fi
exit $status

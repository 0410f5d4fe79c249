#!/usr/bin/env bash
# Copies this working tree's files (tracked, or new and not ignored: no build output) into another
# directory, keeping their times and modes; with paths given, only the files under them.
# Usage: scripts/copy-tree.sh <directory> [<path>...]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
destination=${1:?usage: copy-tree.sh <directory> [<path>...]}
shift
mkdir -p "$destination"
(cd "$root" && git ls-files -z --cached --others --exclude-standard -- "$@" |
  while IFS= read -r -d '' file; do
    [ -f "$file" ] && printf '%s\0' "$file" # else deleted in the working tree
  done | tar --null --files-from=- -cf -) | tar -xf - -C "$destination"

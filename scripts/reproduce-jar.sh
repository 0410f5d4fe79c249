#!/usr/bin/env bash
# Checks that the provider's published artifacts rebuild to the same bytes: after a build of this
# tree (./mvnw package or verify), packages java/provider again from a copy of the tree in
# another directory and compares the jar, its sources and Javadoc jars and its SBOM byte for byte.
# The native libraries come from the build cache in both (scripts/reproduce-native.sh checks that
# they rebuild to the same bytes); what is checked here is everything Maven adds: the classes,
# the resources, the archives' entries, order, times and permissions, and the SBOM.
#
# Usage: scripts/reproduce-jar.sh   (JDK25=... as for the build; see scripts/jdks.sh)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/scripts/jdks.sh"
target=$root/java/provider/target
version=$(sed -n 's:^  <version>\(.*\)</version>$:\1:p' "$root/pom.xml" | head -1)
artifacts=("rustpqc-$version.jar" "rustpqc-$version-sources.jar" "rustpqc-$version-javadoc.jar" bom.json)
for artifact in "${artifacts[@]}"; do
  [ -s "$target/$artifact" ] || { echo "reproduce-jar.sh: $target/$artifact is missing: build first" >&2; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
copy=$work/another/place/rustpqc
mkdir -p "$copy"
"$root/scripts/copy-tree.sh" "$copy"
(cd "$copy" && JAVA_HOME="$JDK25" ./mvnw -B -q -ntp -DskipTests -Djdk17.home="$JDK17" package -pl java/provider) \
  >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
status=0
for artifact in "${artifacts[@]}"; do
  first=$(sha256sum "$target/$artifact" | cut -d' ' -f1)
  second=$(sha256sum "$copy/java/provider/target/$artifact" | cut -d' ' -f1)
  if cmp -s "$target/$artifact" "$copy/java/provider/target/$artifact"; then
    echo "identical  $first  $artifact"
  else
    echo "DIFFERENT  $artifact: first build $first, second $second"
    status=1
  fi
done
exit $status

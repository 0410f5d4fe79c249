#!/usr/bin/env bash
# Installs the rustpqc artifacts into a throwaway local Maven repository, builds a fresh consumer
# project that depends on them by coordinates alone (scripts/consumer), and runs it with no other
# setup on the JDKs given (default: 17 25; 21, 26 and 27 too). Plugins and third-party artifacts
# come from ~/.m2 (read-only tail).
# Usage: scripts/consumer-test.sh [17|21|25|26|27 ...]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source scripts/jdks.sh
jdks=("$@")
[ $# -gt 0 ] || jdks=(17 25)
for feature in "${jdks[@]}"; do
  case $feature in
    17 | 25) ;;
    21) require_jdk21 ;;
    26 | 27) require_jdk26_27 ;;
    *) echo "usage: $0 [17|21|25|26|27 ...]" >&2; exit 2 ;;
  esac
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
repo=("-Dmaven.repo.local=$work/repository" "-Dmaven.repo.local.tail=$HOME/.m2/repository")

JAVA_HOME="$JDK25" ./mvnw -B -q -ntp -DskipTests install "${repo[@]}"
for artifact in rustpqc; do
  dir="$work/repository/dev/rustpqc/$artifact/0.1.0"
  for file in "$artifact-0.1.0.jar" "$artifact-0.1.0-sources.jar" "$artifact-0.1.0-javadoc.jar" "$artifact-0.1.0.pom"; do
    [ -s "$dir/$file" ] || { echo "missing $dir/$file" >&2; exit 1; }
  done
  pom="$dir/$artifact-0.1.0.pom"
  for element in "<licenses>" "<scm" "<description>" "<url>"; do
    grep -q "$element" "$pom" || { echo "$pom lacks $element" >&2; exit 1; }
  done
  if grep -q "<scope>test</scope>\|<parent>" "$pom"; then
    echo "$pom leaks test dependencies or needs its parent" >&2; exit 1
  fi
done
echo "installed POMs are complete and standalone; sources and javadoc jars are attached"
cp -r scripts/consumer "$work/consumer"
cd "$work/consumer"
JAVA_HOME="$JDK25" "$root/mvnw" -B -q -ntp package dependency:build-classpath \
  -Dmdep.outputFile=classpath.txt "${repo[@]}"
classpath="target/rustpqc-consumer-1.0.jar:$(cat classpath.txt)"
for feature in "${jdks[@]}"; do
  java_home_var="JDK$feature"
  native_access=(--enable-native-access=ALL-UNNAMED) # JDK 22+ (FFM)
  [ "$feature" -ge 22 ] || native_access=()
  "${!java_home_var}/bin/java" "${native_access[@]}" -cp "$classpath" example.Consumer "by coordinates"
done

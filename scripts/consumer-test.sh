#!/usr/bin/env bash
# Installs the rustpqc artifacts into a throwaway local Maven repository, builds a fresh consumer
# project that depends on them by coordinates alone (scripts/consumer), and runs it on JDK 17 and
# JDK 25 with no other setup. Plugins and third-party artifacts come from ~/.m2 (read-only tail).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source scripts/jdks.sh
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
"$JDK17/bin/java" -cp "$classpath" example.Consumer "by coordinates"
"$JDK25/bin/java" --enable-native-access=ALL-UNNAMED -cp "$classpath" example.Consumer "by coordinates"

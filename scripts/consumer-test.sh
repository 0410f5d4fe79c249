#!/usr/bin/env bash
# Installs the rustpqc artifacts into a throwaway local Maven repository, builds a fresh consumer
# project that depends on them by coordinates alone (scripts/consumer), and runs it with no other
# setup on the JDKs given (default: 17 25; 21, 26 and 27 too) and on the emulated platforms given
# (scripts/emulated-java.sh): linux-aarch64 (JDK 21 and 25 under qemu), windows-x86_64 (JDK 21 and
# 25 under wine) and linux-glibc2.31 (Debian 11's JDK 17). Plugins and third-party artifacts come
# from ~/.m2 (read-only tail). Then the same project is built with Gradle (Debian's 4.4.1, Groovy
# DSL: it has no Kotlin DSL) from the same file-based repositories, its dependencies block checked
# against the README's Gradle snippet, and run on JDK 17 and 25.
# Usage: scripts/consumer-test.sh [17|21|25|26|27|linux-aarch64|windows-x86_64|linux-glibc2.31 ...]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source scripts/jdks.sh
source scripts/emulated-java.sh
jdks=()
emulated=()
[ $# -gt 0 ] || set -- 17 25
for feature in "$@"; do
  case $feature in
    17 | 25) jdks+=("$feature") ;;
    21) require_jdk21; jdks+=("$feature") ;;
    26 | 27) require_jdk26_27; jdks+=("$feature") ;;
    linux-aarch64 | windows-x86_64 | linux-glibc2.31) emulated+=("$feature") ;;
    *) echo "usage: $0 [17|21|25|26|27|linux-aarch64|windows-x86_64|linux-glibc2.31 ...]" >&2; exit 2 ;;
  esac
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
repo=("-Dmaven.repo.local=$work/repository" "-Dmaven.repo.local.tail=$HOME/.m2/repository")

JAVA_HOME="$JDK25" ./mvnw -B -q -ntp -DskipTests install "${repo[@]}"
for artifact in rustpqc rustpqc-jose; do
  dir="$work/repository/dev/rustpqc/$artifact/0.1.0"
  for file in "$artifact-0.1.0.jar" "$artifact-0.1.0-sources.jar" "$artifact-0.1.0-javadoc.jar" "$artifact-0.1.0.pom" \
    "$artifact-0.1.0-cyclonedx.json"; do
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
[ -s "$work/repository/dev/rustpqc/rustpqc-jsse/0.1.0/rustpqc-jsse-0.1.0-cyclonedx.json" ] ||
  { echo "rustpqc-jsse has no SBOM attached" >&2; exit 1; }
echo "installed POMs are complete and standalone; sources and javadoc jars and the SBOMs are attached"
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
for platform in "${emulated[@]}"; do
  case $platform in
    linux-aarch64)
      aarch64_java 21 -cp "$classpath" example.Consumer "by coordinates"
      aarch64_java 25 --enable-native-access=ALL-UNNAMED -cp "$classpath" example.Consumer "by coordinates"
      ;;
    windows-x86_64)
      windows_java 21 -cp "${classpath//:/;}" example.Consumer "by coordinates" 2>&1 | grep -v "process group affinity"
      windows_java 25 --enable-native-access=ALL-UNNAMED -cp "${classpath//:/;}" example.Consumer "by coordinates" 2>&1 |
        grep -v "process group affinity"
      ;;
    linux-glibc2.31) bullseye_java -cp "$classpath" example.Consumer "by coordinates" ;;
  esac
done

# Gradle: build.gradle's dependencies block is the README's Groovy snippet, word for word.
command -v gradle >/dev/null || { echo "gradle is missing: apt-get install gradle (Debian's 4.4.1)" >&2; exit 1; }
snippet=$(awk '/^<!-- snippet: gradle-groovy -->$/ { marked = 1; next }
  marked && /^```/ { if (open) exit; open = 1; next }
  open { print }' "$root/README.md")
block=$(awk '/^dependencies \{$/ { open = 1 } open { print } open && /^}$/ { exit }' "$root/scripts/consumer/build.gradle")
if [ -z "$snippet" ] || [ "$snippet" != "$block" ]; then
  echo "scripts/consumer/build.gradle's dependencies block differs from the README's Gradle (Groovy DSL) snippet:" >&2
  diff <(echo "$snippet") <(echo "$block") >&2 || true
  exit 1
fi
mkdir "$work/gradle-consumer"
cp -r "$root/scripts/consumer/build.gradle" "$root/scripts/consumer/src" "$work/gradle-consumer/"
cd "$work/gradle-consumer"
# Gradle 4.4.1 runs on JDK 17, not 25. A throwaway Gradle home; the repositories are files, so offline.
gradle_output=$(JAVA_HOME="$JDK17" GRADLE_USER_HOME="$work/gradle-home" gradle --no-daemon --offline -q \
  -PrustpqcRepository="file://$work/repository" -PthirdPartyRepository="file://$HOME/.m2/repository" \
  build printClasspath 2>&1) || { echo "$gradle_output" >&2; exit 1; }
classpath=$(echo "$gradle_output" | sed -n 's/^classpath=//p')
[ -n "$classpath" ] || { echo "Gradle printed no class path: $gradle_output" >&2; exit 1; }
echo "built with Gradle $(echo "$gradle_output" | sed -n 's/^gradle=//p') (Groovy DSL) from the installed artifacts"
"$JDK17/bin/java" -cp "$classpath" example.Consumer "by coordinates, built with Gradle"
"$JDK25/bin/java" --enable-native-access=ALL-UNNAMED -cp "$classpath" example.Consumer "by coordinates, built with Gradle"

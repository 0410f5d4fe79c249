#!/usr/bin/env bash
# Tests the jar's native libraries on the platforms this machine can only emulate, as a user there
# gets them: the built provider jar, nothing passed but the class path.
#   linux-aarch64   qemu-aarch64 with Temurin aarch64 runtimes: JDK 21 (JNI) and JDK 25 (FFM)
#   windows-x86_64  wine 10 (in the Debian sid root) with Temurin Windows runtimes: JDK 21 (JNI)
#                   and JDK 25 (FFM)
#   linux-glibc2.31 a Debian 11 root and its JDK 17 (JNI): the glibc 2.17 builds on an old glibc
#   macos           no runtime here: the two dylibs' exports, deployment targets, install name,
#                   signature and the libraries they load, read with llvm-objdump
# and always the libraries' links: the glibc versions and libraries the Linux builds need, the DLLs
# the Windows build needs.
# Each run goes through the JUnit launcher (PlatformTestMain), with the test classes listed below,
# and CrossPlatformTest passes keys, ciphertexts and signatures between all runs and x86-64.
# Run it after `./mvnw verify` (it uses the jar and test classes); scripts/setup-platforms.sh
# installs the tools and runtimes.
# Usage: scripts/platform-test.sh [linux-aarch64|windows-x86_64|linux-glibc2.31|macos ...]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source scripts/jdks.sh
source scripts/emulated-java.sh
targets=("$@")
[ $# -gt 0 ] || targets=(macos linux-glibc2.31 windows-x86_64 linux-aarch64)

die() { echo "platform-test.sh: $*" >&2; exit 1; }

jar=java/provider/target/rustpqc-0.1.0.jar
[ -f "$jar" ] && [ -d java/provider/target/test-classes ] || die "build first: ./mvnw verify (or package)"

# The tests every platform runs: round trips and sizes, ACVP key generation answers, hostile
# input, the JCA and KEM APIs, X-Wing, PKCS#8 forms, interop with BouncyCastle, the diagnosis
# (self-test, code path), the binding, the loader's decisions (on Windows also its share-mode lock
# and the removal of earlier JVMs' DLLs) and the cross-platform exchange.
TESTS=(
  dev.rustpqc.RoundTripTest dev.rustpqc.keys.KeyGenVectorsTest dev.rustpqc.HostileInputTest
  dev.rustpqc.keys.Pkcs8FormsTest dev.rustpqc.CrossProviderTest dev.rustpqc.DiagnosisTest
  dev.rustpqc.BindingTest dev.rustpqc.binding.LoaderPartsTest dev.rustpqc.CrossPlatformTest
)
# javax.crypto.KEM: every runtime here has it but Debian 11's JDK 17 (17.0.x before the backport).
KEM_TESTS=(dev.rustpqc.kem.KemApiTest dev.rustpqc.kem.XWingKemTest)
MORE_TESTS=("${KEM_TESTS[@]}")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
interop=$work/interop
mkdir -p "$interop"
JAVA_HOME="$JDK25" ./mvnw -B -q -ntp -pl java/provider dependency:build-classpath \
  -Dmdep.includeScope=test -Dmdep.outputFile="$work/classpath.txt" >"$work/classpath.log" 2>&1 ||
  { cat "$work/classpath.log"; die "could not resolve the test class path"; }
classpath="$root/java/provider/target/test-classes:$root/$jar:$(cat "$work/classpath.txt")"

summary=()
# run_tests <label> <JDK feature> <binding it must use> <path-separator> <java command...>
run_tests() {
  local label=$1 feature=$2 binding=$3 separator=$4
  shift 4
  local cp=$classpath log=$work/$label.log vectors=()
  [ "$separator" = ";" ] && cp=${cp//:/;}
  # Vectors elsewhere than ../shared/vectors (test.sh passes its checked directory); wine sees / as Z:.
  # (Not `$([ ... ] && echo Z:)` inside the assignment: under set -e its status ends the script.)
  local drive=""
  [ "$separator" != ";" ] || drive=Z:
  [ -z "${RUSTPQC_VECTORS:-}" ] || vectors=("-Drustpqc.vectors=$drive$RUSTPQC_VECTORS")
  # FFM from the first call (unforced, JNI serves the first calls and FFM takes over later).
  local forced=()
  if [ "$binding" = ffm ]; then forced=(-Drustpqc.binding=ffm); fi
  echo "-- $label"
  local started=$SECONDS
  # From java/provider, as under Maven: the tests find ../shared/vectors and rust/ from there.
  if ! (cd java/provider && "$@" "${forced[@]}" -cp "$cp" "${vectors[@]}" -Drustpqc.test.interop="$interop" -Drustpqc.test.interop.expect="${EXPECT:-1}" \
    -Drustpqc.test.expectedFeature="$feature" -Drustpqc.test.expectedBinding="$binding" \
    dev.rustpqc.PlatformTestMain "${TESTS[@]}" "${MORE_TESTS[@]}") >"$log" 2>&1; then
    cat "$log"
    die "$label failed"
  fi
  grep -E "^(interop:|tests:)" "$log" || { cat "$log"; die "$label printed no test summary"; }
  [ "${EXPECT:-1}" = 0 ] || grep -q "^interop: .* made " "$log" || die "$label read nothing another platform made"
  summary+=("$label: $(grep '^tests:' "$log" | tail -1) in $((SECONDS - started)) s")
}

objdump=$(find "$(rustc --print sysroot)/lib/rustlib" -name llvm-objdump -type f | head -1)
[ -x "$objdump" ] || die "llvm-objdump is missing: rustup component add llvm-tools"
unzip -q -o "$jar" 'dev/rustpqc/native/*' -d "$work/jar"

# What the Linux and Windows builds ask of the system they load into: glibc 2.17 symbols at most
# and only glibc's own libraries (no libgcc_s, no libstdc++); only DLLs every Windows has.
check_linking() {
  local so newest needed
  for so in "$work"/jar/dev/rustpqc/native/linux-*/*.so; do
    newest=$("$objdump" -T "$so" | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -1)
    printf '%s\n' "$newest" GLIBC_2.17 | sort -CV || die "$so needs $newest (more than glibc 2.17)"
    needed=$("$objdump" -p "$so" | awk '/NEEDED/ { print $2 }' |
      grep -vE '^(libc\.so\.6|libm\.so\.6|libdl\.so\.2|libpthread\.so\.0|librt\.so\.1|ld-linux-(x86-64|aarch64)\.so\.[12])$' || true)
    [ -z "$needed" ] || die "$so needs $needed"
  done
  local dll=$work/jar/dev/rustpqc/native/windows-x86_64/rustpqc.dll
  needed=$("$objdump" -p "$dll" | awk '/DLL Name/ { print $3 }' |
    grep -viE '^(kernel32|ntdll|msvcrt|userenv|ws2_32|bcryptprimitives|advapi32|api-ms-win-core-[a-z0-9-]+)\.dll$' || true)
  [ -z "$needed" ] || die "rustpqc.dll needs $needed"
  summary+=("linking: the Linux builds need glibc 2.17 at most and only glibc's libraries; the DLL only system DLLs")
}

# The README's platform table says what each library runs (its "CPU code path" cell), and each
# library states the same in one string (rust/src/platform.rs, CODE_PATHS): read it from every
# library in the jar, macOS's too, and find it in that platform's row.
check_code_paths() {
  local lib paths row
  for lib in "$work"/jar/dev/rustpqc/native/*/*.so "$work"/jar/dev/rustpqc/native/*/*.dll \
    "$work"/jar/dev/rustpqc/native/*/*.dylib; do
    [ -f "$lib" ] || continue
    paths=$(grep -a -o -P 'rustpqc code paths: [^\x00]*' "$lib" | head -1 | sed 's/^rustpqc code paths: //')
    [ -n "$paths" ] || die "$lib states no code paths"
    case $lib in
      */linux-x86_64/*) row='| Linux x86-64' ;;
      */linux-aarch64/*) row='| Linux aarch64' ;;
      */windows-x86_64/*) row='| Windows x86-64' ;;
      */macos-aarch64/*) row='| macOS arm64' ;;
      */macos-x86_64/*) row='| macOS x86-64' ;;
      *) die "no README row for $lib" ;;
    esac
    grep -F -- "$row" README.md | grep -qF -- "$paths" ||
      die "the README's platform table ($row) does not say what ${lib#"$work"/jar/} runs: $paths"
  done
  summary+=("code paths: the README's platform table says what each library in the jar states it runs")
}

check_macos() {
  local arch minimum dylib headers exports
  for arch in aarch64 x86_64; do
    minimum=11.0
    [ $arch = x86_64 ] && minimum=10.13
    dylib=$work/jar/dev/rustpqc/native/macos-$arch/librustpqc.dylib
    [ -f "$dylib" ] || die "the jar has no macos-$arch library"
    [ "$(sha256sum "$dylib" | cut -d' ' -f1)" = "$(cat "$dylib.sha256")" ] || die "macos-$arch: hash differs"
    headers=$("$objdump" --macho --private-headers "$dylib")
    exports=$("$objdump" --macho --exports-trie "$dylib" | awk 'NR > 3 { print $2 }')
    local cputype=ARM64
    [ $arch = x86_64 ] && cputype=X86_64
    grep -qE "MH_MAGIC_64 +$cputype " <<<"$headers" || die "macos-$arch: not a $cputype Mach-O"
    grep -A2 LC_ID_DYLIB <<<"$headers" | grep -q "name @rpath/librustpqc.dylib " ||
      die "macos-$arch: install name is not @rpath/librustpqc.dylib"
    # 10.13 predates LC_BUILD_VERSION: the x86-64 build records LC_VERSION_MIN_MACOSX.
    grep -A5 -E "LC_BUILD_VERSION|LC_VERSION_MIN_MACOSX" <<<"$headers" | grep -qE "(minos|version) $minimum$" ||
      die "macos-$arch: deployment target is not $minimum"
    local loads
    loads=$(grep -A2 LC_LOAD_DYLIB <<<"$headers" | awk '/name/ { print $2 }' | sort | tr '\n' ' ')
    [ "$loads" = "/usr/lib/libSystem.B.dylib /usr/lib/libiconv.2.dylib " ] || die "macos-$arch loads $loads"
    # arm64 macOS runs only signed code; an ad hoc signature is what Apple's linker would add.
    [ $arch = x86_64 ] || grep -q LC_CODE_SIGNATURE <<<"$headers" || die "macos-$arch: no (ad hoc) code signature"
    local foreign
    foreign=$(grep -vE '^_(rustpqc_[a-z0-9_]+|JNI_OnLoad)$' <<<"$exports" || true)
    [ -z "$foreign" ] || die "macos-$arch exports more than rustpqc_* and JNI_OnLoad: $(head -3 <<<"$foreign")"
    local missing
    missing=$(grep -o 'rustpqc_[a-z0-9_]*(' include/rustpqc.h | tr -d '(' | sort -u | while read -r name; do
      grep -qx "_$name" <<<"$exports" || echo "$name"
    done)
    [ -z "$missing" ] || die "macos-$arch lacks $missing"
    summary+=("macos-$arch: $(wc -l <<<"$exports") exports (rustpqc_* and JNI_OnLoad), minimum macOS $minimum, @rpath install name, loads libSystem and libiconv; not run")
  done
}

check_linking
check_code_paths
# x86-64 first: every other run reads what it wrote.
EXPECT=0 run_tests "linux-x86_64, JDK 25 (FFM)" 25 ffm : "$JDK25/bin/java" --enable-native-access=ALL-UNNAMED
for target in "${targets[@]}"; do
  case $target in
    macos) check_macos ;;
    linux-glibc2.31)
      scripts/debian-root.sh ensure bullseye >/dev/null
      MORE_TESTS=(dev.rustpqc.XWingClassTest)
      run_tests "linux-x86_64 on Debian 11 (glibc 2.31), JDK 17 (JNI)" 17 jni : bullseye_java
      run_tests "linux-x86_64 on Debian 11, the baseline x86-64 build, JDK 17 (JNI)" 17 jni : \
        bullseye_java -Drustpqc.native.variant=x86-64
      MORE_TESTS=("${KEM_TESTS[@]}")
      ;;
    windows-x86_64)
      scripts/debian-root.sh ensure sid >/dev/null
      # And the loader on Windows: DLLs left by earlier JVMs removed at the next start.
      MORE_TESTS=("${KEM_TESTS[@]}" dev.rustpqc.LoaderSafetyTest)
      run_tests "windows-x86_64 (wine), JDK 21 (JNI)" 21 jni ";" windows_java 21
      run_tests "windows-x86_64 (wine), JDK 25 (FFM)" 25 ffm ";" windows_java 25 --enable-native-access=ALL-UNNAMED
      MORE_TESTS=("${KEM_TESTS[@]}")
      ;;
    linux-aarch64)
      run_tests "linux-aarch64 (qemu), JDK 21 (JNI)" 21 jni : aarch64_java 21
      # ML-DSA runs another engine there (AWS-LC's): the ACVP and Wycheproof vectors through the JCA.
      MORE_TESTS=("${KEM_TESTS[@]}" dev.rustpqc.AcvpJcaTest dev.rustpqc.WycheproofJcaTest)
      run_tests "linux-aarch64 (qemu), JDK 25 (FFM)" 25 ffm : aarch64_java 25 --enable-native-access=ALL-UNNAMED
      MORE_TESTS=("${KEM_TESTS[@]}")
      ;;
    *) die "unknown target '$target'" ;;
  esac
done
# Back on x86-64: everything the other platforms made must work here too.
EXPECT=$(($(ls "$interop" | wc -l) - 1)) run_tests "linux-x86_64 again, JDK 25 (FFM)" 25 ffm : \
  "$JDK25/bin/java" --enable-native-access=ALL-UNNAMED
printf '%s\n' "${summary[@]}"

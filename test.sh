#!/usr/bin/env bash
# Runs every test: the Rust checks and tests (format, clippy, unit, C ABI, generated-file drift, vectors
# on the detected and on the portable code path, differential, self-test answers, entropy faults),
# the secret-independence check (valgrind's memcheck with the secrets marked undefined, on the
# x86-64-v3 and portable code: scripts/secret-independence.sh), the Java tests on JDK 17 (JNI),
# JDK 21 (JNI), JDK 25 (FFM), JDK 25 forced to JNI, JDK 26 (FFM), JDK 27 (FFM) and JDK 27 forced to
# JNI, and on the patched LTS updates with the JDK's own ML-KEM and ML-DSA, 17.0.21 (JNI), 21.0.13
# (JNI), 25.0.5 (FFM) and 25.0.5 forced to JNI (scripts/lts-updates pins them), the
# other platforms' native libraries (aarch64 Linux under qemu, Windows under wine, the glibc 2.17
# builds in a Debian 11 root, the macOS builds' exports and load commands), the demo on JDK 17, 25
# and 27 (it stops on any result it does not get), the artifacts as a fresh consumer sees them (on
# 17, 25 and 27 and on each emulated platform), a short fuzz run of the C ABI and a smoke run of the benchmarks,
# and the supply chain: the Rust dependencies audited offline against the RustSec advisories
# (scripts/audit.sh), the linux-x86_64 libraries and the Windows DLL rebuilt from scratch in another directory and
# the provider's jars and SBOM packaged again elsewhere, both compared byte for byte
# (scripts/reproduce-native.sh, scripts/reproduce-jar.sh); the SBOM and CBOM themselves are
# checked by the Java tests (SbomTest).
# The FIPS flavour (java/fips, the rustpqc-fips artifact: ML-KEM and ML-DSA in the AWS-LC FIPS
# module) is built beside the others (cached by input hash) and tested on JDK 17 (JNI) and 25 (FFM):
# its own tests (the module, its indicator, a planted self-test failure, exports, ACCP beside it,
# its SBOM) in the Maven build, then the provider's and rustpqc-jsse's tests whose algorithms are
# inside the module, run again on its library (FIPS_REUSED_TESTS).
# The Java tests include OpenSSL 3.6 as an interop peer (keys, signatures, ML-KEM, TLS 1.3) and
# every README snippet, compiled and run as written on each JDK.
# JDK 26 and 27 and OpenSSL 3.6 run in a Debian sid root (they need glibc 2.38+), and 21.0.13 and
# 25.0.5 in a Debian 13 root (glibc 2.41), built on the first run and then reused from
# ${RUSTPQC_CACHE:-~/.cache/rustpqc}: scripts/debian-root.sh. Cargo's target directory is kept there
# too (cargo-target), so that a fresh clone compiles only this workspace's own crates.
#
# ./test.sh --quick is the contributors' tier: this machine's platform and JDKs only, no root, no
# Debian roots, emulators or cross builds. The Rust checks and tests as above but not the
# secret-independence check (it builds the library twice more); the Java tests on
# JDK 17 (JNI) and 25 (FFM and forced to JNI) against a jar that carries this machine's library
# alone (RUSTPQC_PLATFORMS=host), and not the FIPS flavour. The tests that need what only the full tier installs (OpenSSL
# 3.6, the real TLS clients of the server recipes, JDK 21/26/27) are reported as aborted, with why.
set -euo pipefail
cd "$(dirname "$0")"
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-${RUSTPQC_CACHE:-$HOME/.cache/rustpqc}/cargo-target}
quick=false
if [ "${1:-}" = --quick ]; then
  quick=true
  shift
fi
# The test vectors (third-party data, not in the repository: ../shared/vectors or $RUSTPQC_VECTORS)
# are checked first, so that a clone without them stops now, saying what to put where.
RUSTPQC_VECTORS=$(scripts/check-vectors.sh)
export RUSTPQC_VECTORS

rust_checks() {
  echo "== Rust: fmt, clippy, tests"
  cargo fmt --all -- --check
  cargo clippy --locked --all-targets -- -D warnings
  cargo clippy --locked --all-targets --features entropy-fault-injection -- -D warnings
  echo "-- the generated C header, Java bindings and parameter tables match rust/src (cargo xtask bindings)"
  cargo xtask bindings --check
  local log
  log=$(mktemp)
  if ! cargo test --locked -- --nocapture >"$log" 2>&1; then
    cat "$log"; exit 1
  fi
  grep -E "^(vectors|    skipped|    note|differential)|^test result" "$log"
  echo "-- the OS random source made to fail (test-only build)"
  cargo test --locked --quiet --features entropy-fault-injection --test entropy_faults
  if $quick; then
    rm -f "$log"
    return
  fi
  echo "-- the vectors again on libcrux's portable code, whatever this CPU has (test-only build)"
  if ! cargo test --locked --features portable-code-path --test acvp --test wycheproof --test cctv \
    --test xwing_vectors -- --nocapture >"$log" 2>&1; then
    cat "$log"; exit 1
  fi
  grep -E "^vectors|^test result" "$log"
  rm -f "$log"
}

if $quick; then
  source scripts/jdks.sh
  started=$SECONDS
  rust_checks
  echo "== Java (quick): this machine's library only; tests on JDK 17 (JNI) and 25 (FFM, and forced to JNI)"
  # (Not the FIPS flavour: its module's build needs CMake, Go and Perl, and ./test.sh runs it.)
  RUSTPQC_PLATFORMS=host JAVA_HOME="$JDK25" ./mvnw -B -ntp clean verify -pl '!java/fips' \
    -Djdk17.home="$JDK17" -Djdk25.home="$JDK25" -Drustpqc.skip.jdk21=true -Drustpqc.skip.jdk26=true \
    -Drustpqc.skip.jdk27=true -Drustpqc.skip.jdk17u=true -Drustpqc.skip.jdk21u=true -Drustpqc.skip.jdk25u=true \
    -Drustpqc.platforms=host -Drustpqc.vectors="$RUSTPQC_VECTORS" "$@"
  echo "== the quick tier passed in $((SECONDS - started)) s (./test.sh runs every test)"
  exit 0
fi
# JDK 26 and 27 run in a Debian root that sees the vectors only when bound into it.
export RUSTPQC_ROOT_BINDS=${RUSTPQC_ROOT_BINDS:+$RUSTPQC_ROOT_BINDS:}$RUSTPQC_VECTORS
started=$SECONDS
# Each step says when it began and how long it took, so that a slow one shows in the log.
step() { # <title> <command...>
  local title=$1 began=$SECONDS
  shift
  echo "== [$(clock)] $title"
  "$@"
  echo "   ($((SECONDS - began)) s)"
}
clock() { printf '%d:%02d' $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)); }
# A lane of steps in the background at a lower priority (nice 10, set before it starts anything),
# its output in a log printed when it is awaited, so that the logs of lanes running side by side
# stay readable.
lane_pids=()
lane_logs=()
lane() { # <name> <function>
  local log
  log=$(mktemp --suffix=".$1.log")
  (renice -n 10 -p "$BASHPID" >/dev/null; "$2") >"$log" 2>&1 &
  lane_pids+=($!)
  lane_logs+=("$log")
}
await_lanes() {
  local i status=0
  for i in "${!lane_pids[@]}"; do
    wait "${lane_pids[$i]}" || status=1
    cat "${lane_logs[$i]}"
    rm -f "${lane_logs[$i]}"
  done
  lane_pids=()
  lane_logs=()
  [ $status = 0 ] || { echo "== a step above failed"; exit 1; }
}
# awaited <what> <pid> <log>: waits for a background job, shows its log if it failed.
awaited() {
  if ! wait "$2"; then
    cat "$3"; echo "== $1 failed"; exit 1
  fi
}

# What the suite runs on is installed once and cached: the cross builds' tools, the emulators and
# the emulated platforms' runtimes, the Debian roots with the JDKs and OpenSSL in them, the LTS
# updates, the real TLS clients. On an empty machine that is minutes of downloading and unpacking,
# which leaves a core idle, so it runs in the background beside the Rust checks (they need none of
# it), and the native builds (scripts/build-native.sh, six platforms and the FIPS flavour's) start
# as soon as the cross tools are there. With warm caches it is checks, and the builds are copies.
# The audit's tool (cargo-audit, built once) is made beside them too. Maven then takes the libraries
# from the cache.
source scripts/jdks.sh
require_jdks() {
  require_jdk21
  require_jdk26_27
  require_lts_updates
}
native_log=$(mktemp)
native_out=$(mktemp -d)
fips_out=$(mktemp -d)
provision() {
  scripts/setup-platforms.sh
  {
    scripts/build-native.sh "$native_out" &&
      RUSTPQC_PLATFORMS=linux-x86_64-fips scripts/build-native.sh "$fips_out"
  } >"$native_log" 2>&1 &
  local native_pid=$! status=0
  (
    require_jdks
    java/jsse/clients/setup.sh
  ) &
  wait $! || status=1
  wait "$native_pid" || { cat "$native_log"; echo "== the native builds failed"; status=1; }
  return $status
}
provision_log=$(mktemp)
provision >"$provision_log" 2>&1 &
provision_pid=$!
audit_log=$(mktemp)
scripts/audit.sh >"$audit_log" 2>&1 &
audit_pid=$!
trap 'jobs -p | xargs -r kill 2>/dev/null || true' EXIT

step "Rust: fmt, clippy, tests" rust_checks
step "Installing the platforms' tools, the Debian roots, the JDKs and the TLS clients; the native libraries for every platform and the FIPS flavour's" \
  awaited "the installation or the native builds" "$provision_pid" "$provision_log"
grep "built" "$native_log" || echo "all from the cache"
rm -rf "$native_out" "$fips_out" "$native_log" "$provision_log"
# Installed by now: this only sets JDK21, JDK26, JDK27, OPENSSL36, JDK17U, JDK21U and JDK25U here.
require_jdks
step "Supply chain: the Rust dependencies against the RustSec advisory database (offline)" \
  awaited "the audit" "$audit_pid" "$audit_log"
cat "$audit_log"
rm -f "$audit_log"

# Beside the Java tests, in the background (each leaves a core to them most of the time): clippy
# on the FIPS flavour's code, the secret-independence check under valgrind, and the linux-x86_64
# libraries (the FIPS one too) and the Windows DLL rebuilt from scratch in another directory, or
# their kept verdict (same inputs). The FIPS clippy builds the AWS-LC FIPS module once into a target
# directory of its own, kept in the cache: cargo locks a target directory while it builds, and with
# empty caches that build would keep the Maven build's fault-injection library waiting on the
# shared one for minutes.
fips_clippy_log=$(mktemp)
CARGO_TARGET_DIR=$CARGO_TARGET_DIR-fips-clippy nice cargo clippy --locked --all-targets --features fips -- -D warnings \
  >"$fips_clippy_log" 2>&1 &
fips_clippy_pid=$!
secret_log=$(mktemp)
nice scripts/secret-independence.sh 1 >"$secret_log" 2>&1 &
secret_pid=$!
reproduce_log=$(mktemp)
nice scripts/reproduce-native.sh linux-x86_64,windows-x86_64,linux-x86_64-fips >"$reproduce_log" 2>&1 &
reproduce_pid=$!

maven_jdks=(-Djdk17.home="$JDK17" -Djdk21.home="$JDK21" -Djdk25.home="$JDK25" -Djdk26.home="$JDK26"
  -Djdk27.home="$JDK27" -Djdk17u.home="$JDK17U" -Djdk21u.home="$JDK21U" -Djdk25u.home="$JDK25U")

# What needs the built artifacts runs beside the Java tests, in two lanes, each in a copy of this
# tree that it builds without tests (tracked and new files, and .git for the benchmarks' record):
# the Java step below cleans and rewrites this tree's build output while they would read it, and
# the consumer test installs its copy again. At a lower priority, so that the Java tests keep the
# cores they use and the lanes take what those leave idle (waits on child JVMs, clients and
# handshakes, the tail of each JDK's run). Each copy has a fixed place per checkout, so that
# cargo builds its crates under the same path each time, not a new one per run in its cache.
lanes_dir=${TMPDIR:-/tmp}/rustpqc-lanes-$(printf '%s' "$PWD" | sha256sum | cut -c1-12)
rm -rf "$lanes_dir"
trap 'jobs -p | xargs -r kill 2>/dev/null || true; rm -rf "$lanes_dir"' EXIT
tree_copy() { # <name>: copies this tree to $lanes_dir/<name>/rustpqc and enters it
  scripts/copy-tree.sh "$lanes_dir/$1/rustpqc"
  cp -a .git "$lanes_dir/$1/rustpqc/"
  cd "$lanes_dir/$1/rustpqc"
}
emulated_lane() {
  tree_copy emulated
  step "The provider's jars, SBOM and test classes, built in a copy of this tree for the steps below" \
    env JAVA_HOME="$JDK25" ./mvnw -B -q -ntp -DskipTests "${maven_jdks[@]}" package -pl java/provider
  # Before the consumer test's install, whose throwaway local repository changes the SBOM (it
  # lists the CycloneDX plugin's hashes only when the plugin's jar is in the local repository).
  step "Supply chain: the provider's jars and SBOM packaged again in another directory, compared" scripts/reproduce-jar.sh
  step "Platforms: linux-aarch64 (qemu), windows-x86_64 (wine), the glibc 2.17 builds on Debian 11, macOS (checked, not run)" \
    scripts/platform-test.sh
  step "Fuzzing: every C ABI function, a short run (rust/fuzz/run.sh 60 for a longer one)" rust/fuzz/run.sh 2
}
artifacts_lane() {
  tree_copy artifacts
  step "Artifacts: install to a throwaway repository, build a fresh consumer by coordinates, run on JDK 17, 25 and 27 and on every emulated platform" \
    bash scripts/consumer-test.sh 17 25 27 linux-glibc2.31 windows-x86_64 linux-aarch64
  step "The main job: the demo on JDK 17 (JNI), 25 (FFM), 27 (FFM) and 17.0.21 (JNI, beside the JDK's own)" \
    demos 17 25 27 17u
  step "Benchmarks: a smoke run (it runs; it does not judge speed)" \
    env RUSTPQC_BENCHMARKS_BUILT=true benchmarks/run.sh --quick
}
demos() {
  local jdk
  for jdk in "$@"; do scripts/run-demo.sh "$jdk"; done
}
lane emulated emulated_lane
lane artifacts artifacts_lane

java_tests() {
  JAVA_HOME="$JDK25" ./mvnw -B -ntp clean verify "${maven_jdks[@]}" -Dopenssl36="$OPENSSL36" \
    -Drustpqc.openssl.required=true -Drustpqc.vectors="$RUSTPQC_VECTORS" "$@"
}
step "Java: build with JDK 25, test on JDK 17, 21, 25 (FFM), 25 (JNI), 26 (FFM), 27 (FFM) and 27 (JNI), and on 17.0.21, 21.0.13, 25.0.5 (FFM) and 25.0.5 (JNI)" \
  java_tests "$@"
fips_reused_tests() {
  local library=$PWD/java/fips/target/classes/dev/rustpqc/native/linux-x86_64/librustpqc-fips.so
  JAVA_HOME="$JDK25" ./mvnw -B -ntp verify -pl java/provider,java/jsse -Dmaven.javadoc.skip=true \
    -Dmaven.source.skip=true "${maven_jdks[@]}" -Drustpqc.skip.jdk21=true \
    -Drustpqc.skip.jdk25.jni=true -Drustpqc.skip.jdk26=true -Drustpqc.skip.jdk27=true -Drustpqc.skip.jdk17u=true \
    -Drustpqc.skip.jdk21u=true -Drustpqc.skip.jdk25u=true -Dopenssl36="$OPENSSL36" -Drustpqc.openssl.required=true \
    -Drustpqc.vectors="$RUSTPQC_VECTORS" -Drustpqc.library.path="$library" \
    -Dit.test="$(tr '\n' , < java/fips/reused-tests.txt)" -Dfailsafe.failIfNoSpecifiedTests=false "$@"
}
step "FIPS flavour: the provider's and rustpqc-jsse's tests of ML-KEM and ML-DSA again, on the FIPS library (JDK 17 JNI, 25 FFM)" \
  fips_reused_tests "$@"
step "Rust: clippy on the FIPS flavour's code" \
  awaited "clippy --features fips" "$fips_clippy_pid" "$fips_clippy_log"
rm -f "$fips_clippy_log"
step "Secret independence: no branch or memory index depends on a secret (scripts/secret-independence.sh; one operation per set)" \
  awaited "the secret-independence check" "$secret_pid" "$secret_log"
cat "$secret_log"

step "Platforms, fuzzing, the demos, the fresh consumer, the jar's reproduction, the benchmarks' smoke run (the two lanes started beside the Java tests): waited" \
  await_lanes
step "Supply chain: the linux-x86_64 libraries (the FIPS one too) and the Windows DLL rebuilt from scratch in another directory, compared" \
  awaited "the reproducibility check" "$reproduce_pid" "$reproduce_log"
cat "$reproduce_log"
echo "== all tests passed in $(clock)"

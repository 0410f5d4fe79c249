# What the benchmark scripts share. Sourced by them: it moves to the repository root (setting
# $root) and finds the JDKs (scripts/jdks.sh); the script asks for JDK 21, 26 or 27 itself.
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=../scripts/jdks.sh
source scripts/jdks.sh

# A progress line, with the time.
phase() { echo "== $(date +%H:%M:%S) $*"; }

# The first lines of a run's env.txt: the date, the commit (marked " (with local changes)" when
# the paths given, if any, differ from it) and the CPU.
run_facts() {
  local changes=
  if [ $# -gt 0 ] && ! git diff --quiet HEAD -- "$@"; then
    changes=' (with local changes)'
  fi
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "commit: $(git rev-parse --short HEAD)$changes"
  grep -m1 '^model name' /proc/cpuinfo | sed 's/^model name\s*:\s*/cpu: /'
  grep -m1 '^flags' /proc/cpuinfo | sed 's/^flags\s*:\s*/flags: /'
  echo "cpus: $(nproc)"
}

# Runs a command with its output into <log>: <log> <command...>; if it fails, shows the end of the
# log and stops the script.
logged() {
  local log=$1; shift
  if ! "$@" > "$log" 2>&1; then
    tail -40 "$log"; exit 1
  fi
}

# Begins a measured run into <directory>: clears an earlier run's <files> (patterns under it) and
# logs, raises the run's scheduling weight where it may (root: its autogroup's nice value, which
# is what the kernel compares across sessions) and builds the benchmarks jar.
start_run() {
  local dir=$1 pattern; shift
  mkdir -p "$dir/logs"
  for pattern in "$@" 'logs/*'; do
    # shellcheck disable=SC2086 # the pattern is meant to expand
    rm -f "$dir"/$pattern
  done
  echo -20 2>/dev/null > /proc/self/autogroup || echo "(not raising the scheduling weight: not root)"
  phase "build: provider and benchmarks jar (JDK 25)"
  build_benchmarks "$dir/logs/build.log"
}

# The facts an env.txt opens with (run_facts), the load, and the version of each JDK given as
# <label>=<java>.
env_facts() {
  local jdk
  run_facts
  echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
  for jdk in "$@"; do
    "${jdk#*=}" -version 2>&1 | sed -n 2p | sed "s/^/${jdk%%=*}: /"
  done
}

# The provider and the benchmarks jar, built on JDK 25: <log>. RUSTPQC_BENCHMARKS_BUILT=true (test.sh,
# whose Maven build has just made them) takes the jar as it is.
build_benchmarks() {
  if [ "${RUSTPQC_BENCHMARKS_BUILT:-}" = true ] && [ -f benchmarks/target/benchmarks.jar ]; then
    echo "benchmarks/target/benchmarks.jar as the build left it" >"$1"
    return
  fi
  logged "$1" env JAVA_HOME="$JDK25" ./mvnw -B -ntp -DskipTests package -pl benchmarks -am
}

# One JMH run of the benchmarks jar: <json-name> <java> [JMH arguments...], into
# $out/<json-name>.json, its log into $logs/ (the script sets both); stops the script if it fails.
jmh() {
  local name=$1 java=$2; shift 2
  local host=()
  # JMH itself uses sun.misc.Unsafe; JDK 24+ warns about it (forks inherit the host's options).
  if "$java" -version 2>&1 | grep -qE 'version "(2[4-9]|[3-9][0-9])'; then
    host=(--sun-misc-unsafe-memory-access=allow)
  fi
  if ! "$java" "${host[@]}" -jar benchmarks/target/benchmarks.jar "$@" -foe true -rf json -rff "$out/$name.json" \
      > "$logs/$name.log" 2>&1; then
    tail -40 "$logs/$name.log"; echo "JMH run $name failed (log: $logs/$name.log)" >&2; exit 1
  fi
}

# criterion over the Rust core with the flags and profile of the shipped x86-64-v3 library
# (scripts/build-native.sh), so the core measured is the one the provider loads; built where cargo's
# other builds go ($CARGO_TARGET_DIR, which test.sh keeps between clones). JAVA_HOME as in the Maven
# build: jni-sys's build script tracks it, and a different value would rebuild the core each time.
cargo_bench() {
  JAVA_HOME=$JDK25 RUSTFLAGS="-C target-cpu=x86-64-v3" cargo bench --locked -p rustpqc --bench core \
    --target-dir "${CARGO_TARGET_DIR:-target}/native-x86-64-v3" "$@"
}

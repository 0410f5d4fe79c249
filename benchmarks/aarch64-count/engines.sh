#!/usr/bin/env bash
# Guest instructions per operation on linux-aarch64 for the native engines of benchmarks/engines
# (libcrux, which the product runs; AWS-LC's mldsa-native and mlkem-native; PQClean), counted
# under qemu-aarch64 with the TCG plugin insn_count.c, as run.sh counts the JVM provider. The
# workspace's count driver (src/bin/count.rs) runs each (engine, set, operation) cell twice, after
# the same warm-up, with FEW and MANY operations; (count(MANY) - count(FEW)) / (MANY - FEW) is the
# count per operation. Native code on fixed inputs repeats itself, so a small count suffices and
# the repeats must agree (render_engines.py reports any that do not). Instructions are not cycles.
#
# Usage: benchmarks/aarch64-count/engines.sh [output-directory]
# Environment: COUNT_WARMUP (50), COUNT_FEW (50), COUNT_MANY (250), COUNT_REPEATS (2), COUNT_JOBS
# (qemu processes at a time, 2), COUNT_ENGINES ("libcrux awslc pqclean"), COUNT_CPU (qemu's -cpu,
# e.g. neoverse-n1; default qemu's own, "max": AWS-LC picks its Keccak by the CPU it detects).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
engines_dir=$root/benchmarks/engines
out=${1:-$root/benchmarks/results/aarch64-count/engines}
warmup=${COUNT_WARMUP:-50}
few=${COUNT_FEW:-50}
many=${COUNT_MANY:-250}
repeats=${COUNT_REPEATS:-2}
jobs=${COUNT_JOBS:-2}
engines=${COUNT_ENGINES:-libcrux awslc pqclean}
cpu=${COUNT_CPU:-}
die() { echo "engines.sh: $*" >&2; exit 1; }
command -v qemu-aarch64 >/dev/null || die "qemu-aarch64 is missing: run scripts/setup-platforms.sh"
command -v cargo-zigbuild >/dev/null || die "cargo-zigbuild is missing: run scripts/setup-platforms.sh"
# The driver's operations cycle through pools of 50 inputs (INPUTS in count.rs).
[ $(((many - few) % 50)) -eq 0 ] && [ "$many" -gt "$few" ] ||
  die "COUNT_MANY - COUNT_FEW must be a positive multiple of 50"

target=aarch64-unknown-linux-gnu
nice -n 10 cargo zigbuild --locked --release --manifest-path "$engines_dir/Cargo.toml" \
  --target-dir "$engines_dir/target" --target "$target.2.17" --bin count
driver=$engines_dir/target/$target/release/count

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
gcc -O2 -Wall -Wextra -Werror -shared -fPIC -fvisibility=hidden -o "$work/insn_count.so" "$here/insn_count.c"

# count <engine> <set> <operation> <n> <repeat>: one driver process under the plugin.
count() {
  qemu-aarch64 ${cpu:+-cpu "$cpu"} -plugin "$work/insn_count.so,out=$work/count-$1-$2-$3-$4-$5" \
    -L /usr/aarch64-linux-gnu "$driver" "$1" "$2" "$3" "$warmup" "$4" >/dev/null
}
export -f count
export work warmup driver cpu

for set in ML-DSA-44 ML-DSA-65 ML-DSA-87; do
  for op in keygen sign verify; do echo "$set $op"; done
done >"$work/cells"
for set in ML-KEM-512 ML-KEM-768 ML-KEM-1024; do
  for op in keygen encapsulate decapsulate; do echo "$set $op"; done
done >>"$work/cells"
while read -r set op; do
  for engine in $engines; do
    for r in $(seq 1 "$repeats"); do
      echo "$engine $set $op $few $r"
      echo "$engine $set $op $many $r"
    done
  done
done <"$work/cells" >"$work/runs"
echo "engines.sh: $(wc -l <"$work/runs") driver runs under qemu, $jobs at a time"
xargs -P "$jobs" -L 1 bash -c 'count "$@"' _ <"$work/runs"

rm -rf "$out/raw"
mkdir -p "$out/raw"
cp "$work"/count-* "$out/raw/"
python3 - "$out" "$driver" "$warmup" "$few" "$many" "$repeats" "${cpu:-max}" <<'EOF'
import datetime, hashlib, json, os, sys
out, driver, warmup, few, many, repeats, cpu = sys.argv[1:]
json.dump({'date': datetime.datetime.now(datetime.timezone.utc).isoformat(timespec='seconds'),
           'warmup': int(warmup), 'few': int(few), 'many': int(many), 'repeats': int(repeats),
           'cpu': cpu, 'driver_sha256': hashlib.sha256(open(driver, 'rb').read()).hexdigest(),
           'rustc': os.popen('rustc --version').read().strip(),
           'qemu': os.popen('qemu-aarch64 --version').read().splitlines()[0]},
          open(os.path.join(out, 'meta.json'), 'w'), indent=1)
EOF
python3 "$here/render_engines.py" "$out"

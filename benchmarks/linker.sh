#!/usr/bin/env bash
# Does the glibc 2.17 link cost speed? The shipped x86-64-v3 library (cargo-zigbuild against glibc
# 2.17, from the jar) against the same sources and flags linked by the host's cc against its glibc,
# as the jar carried them before every platform got a build. RustPqc only, JDK 25 over FFM, the
# library given by -Drustpqc.library.path; the two alternate, one JMH fork at a time, so that the
# shared machine's slow and fast minutes fall on both. Writes benchmarks/results/linker/ (the JMH
# JSON of every fork, LINKER.md).
# About 15 minutes on 2 cores. Usage: benchmarks/linker.sh [rounds, default 4]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source scripts/jdks.sh
rounds=${1:-4}
out=benchmarks/results/linker
jar=benchmarks/target/benchmarks.jar
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rm -rf "$out"
mkdir -p "$out"
echo -20 2>/dev/null > /proc/self/autogroup || true

JAVA_HOME=$JDK25 ./mvnw -B -q -ntp -DskipTests package -pl benchmarks -am > "$work/build.log" 2>&1 \
  || { tail -40 "$work/build.log"; exit 1; }
unzip -q -j "$jar" dev/rustpqc/native/linux-x86_64/librustpqc-x86-64-v3.so -d "$work"
mv "$work/librustpqc-x86-64-v3.so" "$work/zig.so"
RUSTFLAGS="-C target-cpu=x86-64-v3" cargo build --locked --release -p rustpqc \
  --target-dir target/native-x86-64-v3-host-linked > "$work/cargo.log" 2>&1 || { tail -40 "$work/cargo.log"; exit 1; }
cp target/native-x86-64-v3-host-linked/release/librustpqc.so "$work/cc.so"

benches=(
  "dev.rustpqc.bench.KeyGenBenchmark -p set=ML-KEM-768,ML-DSA-65"
  "dev.rustpqc.bench.KemBenchmark.(en|de)capsulate$ -p set=ML-KEM-768"
  "dev.rustpqc.bench.SignatureBenchmark.(sign|verify)$ -p set=ML-DSA-65 -p messageSize=1024"
)
for round in $(seq "$rounds"); do
  for link in zig cc; do
    for i in "${!benches[@]}"; do
      echo "== $(date +%H:%M:%S) round $round, $link, ${benches[$i]%% *}"
      # shellcheck disable=SC2086 # the benchmark and its parameters are separate words
      "$JDK25/bin/java" -jar "$jar" ${benches[$i]} -p provider=rustpqc -f 1 -wi 2 -w 1s -i 3 -r 1s \
        -jvmArgsAppend "-Drustpqc.library.path=$work/$link.so" -rf json -rff "$out/$link-$round-$i.json" \
        > "$work/$link-$round-$i.log" 2>&1 || { tail -30 "$work/$link-$round-$i.log"; exit 1; }
    done
  done
done

python3 - "$work" "$out" "$rounds" > "$out/LINKER.md" <<'EOF'
import glob, json, re, statistics, subprocess, sys
work, out, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
def glibc(path):
    symbols = subprocess.run(["objdump", "-T", path], capture_output=True, text=True, check=True).stdout
    versions = {tuple(map(int, v.split("."))) for v in re.findall(r"GLIBC_([0-9.]+)", symbols)}
    return "GLIBC_" + ".".join(map(str, max(versions)))
scores = {}
for link in ("zig", "cc"):
    for path in glob.glob(f"{out}/{link}-*.json"):
        for result in json.load(open(path)):
            name = result["benchmark"].split(".")[-1] + " " + result["params"]["set"]
            scores.setdefault(name, {}).setdefault(link, []).append(
                [s for fork in result["primaryMetric"]["rawData"] for s in fork])
print("# The glibc 2.17 link (zig) against the host's cc link, same code\n")
print(f"`benchmarks/linker.sh`, {rounds} alternating rounds of one JMH fork each (2 x 1 s warm-up, "
      "3 x 1 s measured), JDK 25 over FFM, RustPqc only; ops/s, the median of every measured "
      f"iteration ({3 * rounds} per cell) and the range of the round medians.\n")
print(f"- zig: the jar's `librustpqc-x86-64-v3.so` (cargo-zigbuild, needs {glibc(work + '/zig.so')})")
print(f"- cc: the same sources and flags, `cargo build --release` with the host's cc (needs {glibc(work + '/cc.so')})\n")
print("| operation | zig (shipped) | round medians | cc | round medians | zig ÷ cc |\n|---|---:|---:|---:|---:|---:|")
for name in sorted(scores):
    median, spread = {}, {}
    for link, runs in scores[name].items():
        median[link] = statistics.median(s for run in runs for s in run)
        per_round = [statistics.median(run) for run in runs]
        spread[link] = f"{min(per_round):,.0f} to {max(per_round):,.0f}"
    print(f"| {name} | {median['zig']:,.0f} | {spread['zig']} | {median['cc']:,.0f} | {spread['cc']} | "
          f"{median['zig'] / median['cc']:.3f} |")
EOF
cat "$out/LINKER.md"

#!/usr/bin/env bash
# RustPqc's lead over the newest JDK's own ML-KEM and ML-DSA, measured so that a shared machine's
# slow minutes fall on both sides: JDK 28 early access (Debian unstable's, scripts/debian-root.sh
# ensure ea) over FFM, the headline's six cells (ML-KEM-768 key generation, encapsulation,
# decapsulation; ML-DSA-65 key generation, signing and verification of 1 KiB), RustPqc and the
# JDK's own alternating one JMH fork at a time (7 warm-up and 5 measured iterations of 1 s, as in
# the headline), the side that starts alternating from round to round. Each round's ratio compares
# two forks that ran within two minutes of each other; LEAD.md gives every cell's median, the
# median of the round ratios and their range.
# About 12 minutes on 2 cores with 4 rounds. Usage: benchmarks/jdk28-lead.sh [rounds, default 4]
set -euo pipefail
# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"
rounds=${1:-4}
require_jdk28
out=benchmarks/results/jdk28-lead
logs=$out/logs
start_run "$out" '*.json' LEAD.md
env_facts jdk28="$JDK28/bin/java" > "$out/env.txt"

benches=(
  "keygen dev.rustpqc.bench.KeyGenBenchmark -p set=ML-KEM-768,ML-DSA-65"
  "kem dev.rustpqc.bench.KemBenchmark.(en|de)capsulate$ -p set=ML-KEM-768"
  "signature dev.rustpqc.bench.SignatureBenchmark.(sign|verify)$ -p set=ML-DSA-65 -p messageSize=1024"
)
for round in $(seq "$rounds"); do
  providers=(rustpqc jdk)
  [ $((round % 2)) -eq 0 ] && providers=(jdk rustpqc)
  for provider in "${providers[@]}"; do
    for bench in "${benches[@]}"; do
      name=${bench%% *}
      phase "round $round, $provider, $name"
      # shellcheck disable=SC2086 # the benchmark and its parameters are separate words
      jmh "$provider-$round-$name" "$JDK28/bin/java" ${bench#* } -p provider="$provider" \
        -f 1 -wi 7 -w 1s -i 5 -r 1s
    done
  done
done
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/env.txt"

python3 - "$out" "$rounds" > "$out/LEAD.md" <<'EOF'
import glob, json, statistics, sys
out, rounds = sys.argv[1], int(sys.argv[2])
env = dict(line.split(": ", 1) for line in open(f"{out}/env.txt").read().splitlines())
scores = {}  # (operation, set) -> provider -> round -> measured iterations
for path in glob.glob(f"{out}/*-*-*.json"):
    provider, round_ = path.split("/")[-1].split("-")[:2]
    for result in json.load(open(path)):
        cell = (result["benchmark"].split(".")[-1], result["params"]["set"])
        scores.setdefault(cell, {}).setdefault(provider, {})[int(round_)] = [
            s for fork in result["primaryMetric"]["rawData"] for s in fork]
print("# RustPqc against JDK 28's own, alternating forks\n")
print(f"`benchmarks/jdk28-lead.sh`, measured {env['date']} at commit {env['commit']}: {rounds} rounds; "
      "in each, one JMH fork per cell for RustPqc and one for the JDK's own (7 x 1 s warm-up, "
      "5 x 1 s measured), the side that starts alternating. JDK 28 over FFM "
      f"({env['jdk28']}). CPU: {env['cpu']}, {env['cpus']} cores; "
      f"load average {env['load average at start']} at the start, {env['load average at end']} at the end.\n")
print("ops/s: the median of every measured iteration of the cell; a round's ratio is RustPqc's "
      "median in that round over the JDK's median in the same round.\n")
print("| operation | RustPqc | JDK 28 | median of the round ratios | lowest round | highest round |")
print("|---|---:|---:|---:|---:|---:|")
order = ["keygen", "encapsulate", "decapsulate", "sign", "verify"]
flat = lambda runs: statistics.median(s for run in runs.values() for s in run)
lowest = None
for cell in sorted(scores, key=lambda c: (c[1] != "ML-KEM-768", order.index(c[0]))):
    ours, theirs = scores[cell]["rustpqc"], scores[cell]["jdk"]
    ratios = [statistics.median(ours[r]) / statistics.median(theirs[r]) for r in sorted(ours)]
    median_ratio = statistics.median(ratios)
    print(f"| {cell[1]} {cell[0]} | {flat(ours):,.0f} | {flat(theirs):,.0f} | {median_ratio:.2f}× "
          f"| {min(ratios):.2f}× | {max(ratios):.2f}× |")
    if lowest is None or median_ratio < lowest[1]:
        lowest = (f"{cell[1]} {cell[0]}", median_ratio)
print(f"\nThe smallest lead: {lowest[0]}, {lowest[1]:.2f}× (the median of its round ratios).")
EOF
cat "$out/LEAD.md"

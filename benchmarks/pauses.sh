#!/usr/bin/env bash
# How long signing and verifying a 1 GiB message holds up the rest of the JVM (issue 13's stall):
# PauseProbe on JDK 25 with a 256 MiB heap (G1), for RustPqc over FFM and over JNI, the JDK's own
# ML-DSA (SUN) and BouncyCastle, one JVM each, three rounds in alternation. Writes
# benchmarks/results/pauses.jsonl and pauses.md. Needs benchmarks/target/benchmarks.jar.
# Usage: benchmarks/pauses.sh [MiB, default 1024]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source scripts/jdks.sh
mib=${1:-1024}
jar=benchmarks/target/benchmarks.jar
out=benchmarks/results
echo -20 2>/dev/null > /proc/self/autogroup || true
: > "$out/pauses.jsonl"
for round in 1 2 3; do
  for who in "RustPqc -Drustpqc.binding=ffm" "RustPqc -Drustpqc.binding=jni" "SUN" "BC"; do
    set -- $who
    # A provider that buffers the whole message runs out of heap: recorded as such.
    if ! line=$("$JDK25/bin/java" -Xmx256m -XX:+UseG1GC --enable-native-access=ALL-UNNAMED ${2:-} -cp "$jar" \
        dev.rustpqc.bench.PauseProbe "$1" "$mib" 2>"$out/pauses.err"); then
      failure=$(grep -m1 -oE '(java\.lang\.)?[A-Za-z]+(Error|Exception)[^"]*' "$out/pauses.err" | head -c 200)
      line="{\"provider\": \"$1\", \"binding\": \"-\", \"mebibytes\": $mib, \"failed\": \"$failure\"}"
    fi
    rm -f "$out/pauses.err"
    echo "$line" | tee -a "$out/pauses.jsonl"
  done
done
python3 - "$out/pauses.jsonl" "$out/pauses.md" "$(cut -d' ' -f1-3 /proc/loadavg)" <<'PY'
import json, statistics, sys
rows = [json.loads(line) for line in open(sys.argv[1])]
runs = {}
for r in rows:
    runs.setdefault((r["provider"], r["binding"]), []).append(r)
out = [f"# Pauses while a {rows[0]['mebibytes']} MiB message is signed and verified\n",
       f"`benchmarks/pauses.sh`, JDK {next(r['jdk'] for r in rows if 'jdk' in r)}, -Xmx256m, G1; one thread allocates 4 KiB arrays without "
       "pause and records the longest gap between two allocations while the main thread signs and then "
       "verifies the message fed in 1 MiB pieces. Median of three JVMs each (load average at the end: "
       f"{sys.argv[3]}).\n",
       "| provider | longest pause, ms | pauses over 10 ms | sign + verify, s | heap peak, MiB (sum of pools) |",
       "|---|---:|---:|---:|---:|"]
for (provider, binding), rs in runs.items():
    m = lambda k: statistics.median(r[k] for r in rs)
    name = provider + (f" ({binding.upper()})" if binding != "-" else "")
    failed = [r["failed"] for r in rs if "failed" in r]
    if failed:
        out.append(f"| {name} | {len(failed)} of {len(rs)} runs failed: {failed[0]} | | | |")
        continue
    out.append(f"| {name} | {m('longest_pause_ms'):.1f} | {m('pauses_over_10ms'):.0f} | {m('seconds'):.1f} "
               f"| {m('heap_peak_mib'):.0f} |")
open(sys.argv[2], "w").write("\n".join(out) + "\n")
print("\n".join(out))
PY

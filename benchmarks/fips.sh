#!/usr/bin/env bash
# The FIPS flavour's speed beside the default one: RustPqc's ML-KEM-768 and ML-DSA-65 (key
# generation, encapsulation, decapsulation, signing and verifying 1 KiB) on JDK 25 over FFM, in
# the same JMH settings, once with the jar's own x86-64-v3 library (libcrux) and once with the
# FIPS library (the AWS-LC FIPS module, as the rustpqc-fips jar carries it, given by
# -Drustpqc.library.path: the Java classes are the same). The two flavours alternate one JMH run
# per benchmark class, so that both see the same load. Results in benchmarks/results/fips/:
# the JMH JSON files, env.txt (CPU, flags, load at start and end) and FIPS.md (the table).
#
# Usage: benchmarks/fips.sh [--short]   (--short: 1 x 1 s warm-up, 3 x 1 s measurement; the
#          default is 2 x 1 s warm-up, 5 x 1 s measurement)
set -euo pipefail
# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"
settings=(-f 1 -wi 2 -w 1s -i 5 -r 1s)
[ "${1:-}" != --short ] || settings=(-f 1 -wi 1 -w 1s -i 3 -r 1s)
out=benchmarks/results/fips
logs=$out/logs
start_run "$out" '*.json' env.txt FIPS.md
phase "build: the FIPS library (scripts/build-native.sh, cached by input hash)"
fips_dir=$(mktemp -d)
trap 'rm -rf "$fips_dir"' EXIT
logged "$logs/fips-library.log" env RUSTPQC_PLATFORMS=linux-x86_64-fips scripts/build-native.sh "$fips_dir"
fips_library=$fips_dir/dev/rustpqc/native/linux-x86_64/librustpqc-fips.so
env_facts "jdk25=$JDK25/bin/java" > "$out/env.txt"
echo "FIPS library: sha256 $(cut -c1-16 "$fips_library.sha256")" >> "$out/env.txt"
java=$JDK25/bin/java
for benchmark in KeyGen Kem Signature; do
  for flavour in default fips; do
    options="-Xms1g -Xmx1g --enable-native-access=ALL-UNNAMED -Drustpqc.native.variant=x86-64-v3"
    [ "$flavour" = default ] || options="-Xms1g -Xmx1g --enable-native-access=ALL-UNNAMED -Drustpqc.library.path=$fips_library"
    phase "JMH $benchmark, $flavour library"
    case $benchmark in
      KeyGen) sets=(-p set=ML-KEM-768,ML-DSA-65) ;;
      Kem) sets=(-p set=ML-KEM-768) ;;
      Signature) sets=(-p set=ML-DSA-65 -p messageSize=1024) ;;
    esac
    jmh "$flavour-${benchmark,,}" "$java" "dev.rustpqc.bench.${benchmark}Benchmark" "${sets[@]}" -p provider=rustpqc \
      -jvmArgsAppend "$options" "${settings[@]}"
  done
done
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/env.txt"
python3 - "$out" <<'PY' > "$out/FIPS.md"
import json, pathlib, sys
out = pathlib.Path(sys.argv[1])
def scores(flavour):
    found = {}
    for file in sorted(out.glob(f"{flavour}-*.json")):
        for run in json.loads(file.read_text()):
            name = run["benchmark"].rsplit(".", 1)[-1]
            params = run.get("params", {})
            found[(params.get("set"), name)] = run["primaryMetric"]
    return found
default, fips = scores("default"), scores("fips")
env = (out / "env.txt").read_text()
print("# The FIPS flavour beside the default one\n")
print("JMH throughput, ops/s (the median of the measurement iterations, ± their spread as JMH's error), "
      "JDK 25 over FFM, one fork per cell, the two flavours alternating per benchmark class "
      "(`benchmarks/fips.sh`).\n")
print("| operation | default (libcrux, x86-64-v3 build) | FIPS (AWS-LC FIPS module) | FIPS ÷ default |")
print("|---|---:|---:|---:|")
for key in sorted(default):
    if key in fips:
        d, f = default[key], fips[key]
        dm = sorted(d["rawData"][0])[len(d["rawData"][0]) // 2]
        fm = sorted(f["rawData"][0])[len(f["rawData"][0]) // 2]
        print(f"| {key[0]} {key[1]} | {dm:,.0f} ±{d['scoreError'] / d['score'] * 100:.1f}% "
              f"| {fm:,.0f} ±{f['scoreError'] / f['score'] * 100:.1f}% | {fm / dm:.2f}× |")
print("\n```\n" + env + "```")
PY
cat "$out/FIPS.md"

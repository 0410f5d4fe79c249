#!/usr/bin/env python3
"""Renders benchmarks/results/slhdsa/RESULTS.md from the JMH and criterion JSON of
benchmarks/run-slhdsa.sh: ops/s (the median of the measurement iterations) of RustPqc and
BouncyCastle side by side, their ratio, and the Rust core alone.

Usage: render_slhdsa.py <results-dir>
"""
import glob
import json
import os
import statistics
import sys

SETS = ["SLH-DSA-SHA2-128S", "SLH-DSA-SHA2-128F", "SLH-DSA-SHA2-192S", "SLH-DSA-SHA2-192F",
        "SLH-DSA-SHA2-256S", "SLH-DSA-SHA2-256F", "SLH-DSA-SHAKE-128S", "SLH-DSA-SHAKE-128F",
        "SLH-DSA-SHAKE-192S", "SLH-DSA-SHAKE-192F", "SLH-DSA-SHAKE-256S", "SLH-DSA-SHAKE-256F"]
RUNS = [("jdk25-ffm", "JDK 25, FFM"), ("jdk17-jni", "JDK 17, JNI"), ("jdk21-jni", "JDK 21, JNI"),
        ("jdk27-ffm", "JDK 27, FFM")]
SIZES = {256: "256 B", 1024: "1 KiB", 65536: "64 KiB"}


def ops(value):
    """1234.5 -> '1.23k'; 0.4321 -> '0.432'."""
    if value >= 1000:
        return f"{value / 1000:.3g}k"
    return f"{value:.3g}"


def load(results):
    """{(run, set, operation, size, provider): median ops/s}."""
    table = {}
    for run, _ in RUNS:
        for path in sorted(glob.glob(os.path.join(results, f"{run}-*.json"))):
            with open(path) as f:
                entries = json.load(f)
            for entry in entries:
                method = entry["benchmark"].rsplit(".", 1)[1]
                params = entry["params"]
                raw = [x for fork in entry["primaryMetric"]["rawData"] for x in fork]
                size = int(params["messageSize"]) if "messageSize" in params else None
                table[(run, params["set"], method, size, params["provider"])] = statistics.median(raw)
    return table


def criterion(results):
    path = os.path.join(results, "criterion.json")
    if not os.path.exists(path):
        return {}
    with open(path) as f:
        return {key: 1e9 / value["median_ns"] for key, value in json.load(f).items()}


def rows(table, core):
    """The table rows, run by run: set, operation, RustPqc, BouncyCastle, ratio, Rust core."""
    out = []
    for run, title in RUNS:
        lines = []
        for s in SETS:
            for method, size in [("keygen", None)] + [(m, z) for m in ("sign", "verify") for z in SIZES]:
                ours = table.get((run, s, method, size, "rustpqc"))
                theirs = table.get((run, s, method, size, "bc"))
                if ours is None and theirs is None:
                    continue
                operation = method if size is None else f"{method} {SIZES[size]}"
                key = f"{s[:7]}{s[7:-1]}{s[-1].lower()}/{method}" + ("" if size is None else f"/{size}")
                native = core.get(key)
                ratio = f"{ours / theirs:.1f}×" if ours and theirs else "—"
                lines.append(f"| {s} | {operation} | {ops(ours) if ours else '—'} | "
                             f"{ops(theirs) if theirs else '—'} | {ratio} | {ops(native) if native else '—'} |")
        if lines:
            out.append(f"\n## {title}: RustPqc against BouncyCastle (ops/s)\n")
            out.append("| set | operation | RustPqc | BouncyCastle 1.87 | RustPqc ÷ BC | Rust core (criterion) |")
            out.append("|---|---|---:|---:|---:|---:|")
            out.extend(lines)
    return out


def main(argv):
    if len(argv) != 2:
        sys.exit(__doc__)
    results = argv[1]
    table = load(results)
    core = criterion(results)
    with open(os.path.join(results, "env.txt")) as f:
        env = [line.rstrip() for line in f if line.strip()]
    short = "mode: short" in env
    settings = "1 fork, 1 x 1 s warm-up, 3 x 1 s measurement" if short else \
        "1 fork, 2 x 2 s warm-up, 3 x 2 s measurement"
    text = [
        "# SLH-DSA benchmark results",
        "",
        "Made by `benchmarks/run-slhdsa.sh` (JMH 1.37 over the JCA, criterion over the Rust core).",
        "Operations per second, single thread, higher is better; each cell is the median of the",
        f"measurement iterations (JMH: {settings}; an operation",
        "longer than an iteration completes inside it). Signing is hedged with an empty context through",
        "`Signature \"SLH-DSA\"`, initialised with the next of two keys for every operation; RustPqc",
        "verifies each signature before releasing it, and that is in its signing time.",
        "",
        "## Machine and software",
        "",
    ]
    text.extend(f"- {line}" for line in env)
    text.extend(rows(table, core))
    with open(os.path.join(results, "RESULTS.md"), "w") as f:
        f.write("\n".join(text) + "\n")
    print(f"wrote {os.path.join(results, 'RESULTS.md')}: {len(table)} JMH results, {len(core)} criterion medians")


if __name__ == "__main__":
    main(sys.argv)

#!/usr/bin/env python3
"""Renders benchmarks/results/composite/RESULTS.md from the JMH JSON of
benchmarks/run-composite.sh: ops/s (the median of the measurement iterations) of RustPqc and
BouncyCastle side by side and their ratio, with the run's facts (CPU flags, load) from env.txt.

Usage: render_composite.py <results-dir>
"""
import json
import os
import statistics
import sys

SETS = ["MLDSA65-ECDSA-P256-SHA512", "MLDSA44-Ed25519-SHA512", "MLDSA87-ECDSA-P384-SHA512"]


def ops(value):
    """1234.5 -> '1.23k'."""
    return f"{value / 1000:.3g}k" if value >= 1000 else f"{value:.3g}"


HALVES = {"MLDSA65-ECDSA-P256-SHA512": "SHA256withECDSA", "MLDSA44-Ed25519-SHA512": "Ed25519",
          "MLDSA87-ECDSA-P384-SHA512": "SHA384withECDSA"}


def load(path):
    """{(set or traditional algorithm, operation, provider): median ops/s}."""
    with open(path) as f:
        entries = json.load(f)
    table = {}
    for entry in entries:
        raw = [x for fork in entry["primaryMetric"]["rawData"] for x in fork]
        params = entry["params"]
        name = params.get("set") or params["algorithm"]
        table[(name, entry["benchmark"].rsplit(".", 1)[1], params["provider"])] = statistics.median(raw)
    return table


def main(argv):
    if len(argv) != 2:
        sys.exit(__doc__)
    results = argv[1]
    table = load(os.path.join(results, "composite-jdk25-ffm.json"))
    with open(os.path.join(results, "env.txt")) as f:
        facts = f.read().strip()
    lines = ["# Composite ML-DSA: RustPqc against BouncyCastle 1.87", "",
             "JDK 25 (FFM), one JMH run (benchmarks/run-composite.sh), both providers side by side; 1 KiB",
             "messages, hedged signing, ops/s as the median of the measurement iterations.", "",
             "The traditional half alone (130 bytes, as long as a message representative): the JDK's SunEC,",
             "which computes RustPqc's, and BouncyCastle's, in the same run.", "",
             "| set | operation | RustPqc | BouncyCastle 1.87 | RustPqc ÷ BC | traditional half: SunEC | BC |",
             "|---|---|---:|---:|---:|---:|---:|"]
    for s in SETS:
        for operation in ("sign", "verify"):
            ours = table.get((s, operation, "rustpqc"))
            theirs = table.get((s, operation, "bc"))
            jdk_half = table.get((HALVES[s], operation, "jdk"))
            bc_half = table.get((HALVES[s], operation, "bc"))
            if None in (ours, theirs, jdk_half, bc_half):
                sys.exit(f"render_composite.py: {s} {operation} is missing from the run")
            lines.append(f"| {s} | {operation} 1 KiB | {ops(ours)} | {ops(theirs)} | {ours / theirs:.1f}× | "
                         f"{ops(jdk_half)} ({HALVES[s]}) | {ops(bc_half)} |")
    lines += ["", "Run facts:", "", "```", facts, "```", ""]
    with open(os.path.join(results, "RESULTS.md"), "w") as f:
        f.write("\n".join(lines))
    print("\n".join(lines))


if __name__ == "__main__":
    main(sys.argv)

#!/usr/bin/env python3
"""DEMO-SPEED.md: the demo's steady-state ratios beside JMH's, from benchmarks/demo-speed/run.sh.

Usage: compare.py RESULTS_DIR"""
import glob
import json
import os
import re
import statistics
import sys

# The demo's row labels and the JMH benchmark each one matches: (class, method, set).
ROWS = [
    ("ML-KEM-768 keygen", ("KeyGenBenchmark", "keygen", "ML-KEM-768")),
    ("ML-KEM-768 encapsulate", ("KemBenchmark", "encapsulate", "ML-KEM-768")),
    ("ML-KEM-768 decapsulate", ("KemBenchmark", "decapsulate", "ML-KEM-768")),
    ("ML-DSA-65 keygen", ("KeyGenBenchmark", "keygen", "ML-DSA-65")),
    ("ML-DSA-65 sign 1 KiB", ("SignatureBenchmark", "sign", "ML-DSA-65")),
    ("ML-DSA-65 verify 1 KiB", ("SignatureBenchmark", "verify", "ML-DSA-65")),
]
TARGET = 0.25


def jmh(directory, jdk):
    scores = {}
    for path in glob.glob(os.path.join(directory, f"jdk{jdk}-*.json")):
        with open(path) as f:
            for entry in json.load(f):
                cls, method = entry["benchmark"].rsplit(".", 2)[-2:]
                params = entry["params"]
                raw = [x for fork in entry["primaryMetric"]["rawData"] for x in fork]
                scores[(cls, method, params["set"], params["provider"])] = statistics.median(raw)
    return scores


def number(text):
    return float(text[:-1]) * 1000 if text.endswith("k") else float(text)


def demo(path):
    """{label: (first-second rates, steady rates)} from one demo run, with a JDK column."""
    rows = {}
    for line in open(path, encoding="utf-8"):
        for label, _ in ROWS:
            if line.startswith("  " + label + " "):
                fields = line[len(label) + 2:].split()
                if len(fields) < 10:
                    sys.exit(f"{path}: the row {label} has no JDK column")
                rows[label] = ([number(x) for x in fields[0:3]], [number(x) for x in fields[5:8]])
    return rows


def main():
    directory = sys.argv[1]
    env = dict(line.rstrip("\n").split(": ", 1) for line in open(os.path.join(directory, "env.txt")) if ": " in line)
    flags = env.get("flags", "").split()
    lines = ["# The demo's speed table against JMH, same machine, same session", "",
             f"Measured {env.get('date')} at commit {env.get('commit')} by `benchmarks/demo-speed/run.sh`: JMH "
             f"{env.get('jmh')} over the demo's six operations, then `scripts/run-demo.sh` three times, on JDK 25 and "
             f"27 (FFM). CPU: {env.get('cpu')}, {env.get('cpus')} cores, "
             f"{'AVX-512' if 'avx512f' in flags else '**no AVX-512**'}; {env.get('uptime at start')} at the start, "
             f"{env.get('uptime at end')} at the end.", "",
             "Ratios are RustPqc's ops/s over the other's. The demo's column is the median of its three runs' "
             f"steady-state ratios; the difference is demo ÷ JMH − 1, and the target is within ±{TARGET:.0%}. "
             "The first-second column (median of the same runs) is there to show how far from steady state a "
             "fresh JVM is: it is not meant to agree with JMH.", ""]
    worst = 0.0
    for jdk in (25, 27):
        scores = jmh(directory, jdk)
        runs = [demo(p) for p in sorted(glob.glob(os.path.join(directory, f"demo-jdk{jdk}-*.txt")))]
        lines += [f"## JDK {jdk}", "",
                  "| operation | JMH ÷ JDK | demo ÷ JDK | difference | JMH ÷ BC | demo ÷ BC | difference "
                  "| first second ÷ JDK | first second ÷ BC |",
                  "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for label, (cls, method, set_name) in ROWS:
            ours = scores[(cls, method, set_name, "rustpqc")]
            cells = [label]
            for other, index in (("jdk", 1), ("bc", 2)):
                reference = ours / scores[(cls, method, set_name, other)]
                shown = statistics.median(run[label][1][0] / run[label][1][index] for run in runs)
                difference = shown / reference - 1
                worst = max(worst, abs(difference))
                cells += [f"{reference:.2f}×", f"{shown:.2f}×", f"{difference:+.0%}"]
            for index in (1, 2):
                cells.append(f"{statistics.median(run[label][0][0] / run[label][0][index] for run in runs):.1f}×")
            lines.append("| " + " | ".join(cells) + " |")
        lines += ["", "JMH ops/s (median of the iterations): " + "; ".join(
            f"{label} {scores[(c, m, s, 'rustpqc')]:,.0f} / {scores[(c, m, s, 'jdk')]:,.0f} / "
            f"{scores[(c, m, s, 'bc')]:,.0f}" for label, (c, m, s) in ROWS) + " (RustPqc / JDK / BC).", ""]
    lines.append(f"Largest difference: {worst:.0%} (target {TARGET:.0%}).")
    with open(os.path.join(directory, "DEMO-SPEED.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"largest difference between the demo's and JMH's ratios: {worst:.0%}")


if __name__ == "__main__":
    main()

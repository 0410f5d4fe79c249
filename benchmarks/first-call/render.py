#!/usr/bin/env python3
"""The first-call tables from benchmarks/first-call/run.sh's runs: FIRST-CALL.md in the results
directory, and the README's table between its first-call markers.

Usage: render.py RESULTS_DIR README"""
import json
import re
import statistics
import sys
from collections import defaultdict
from pathlib import Path

JDKS = [17, 21, 25, 27]
BINDING = {17: "JNI", 21: "JNI", 25: "FFM", 27: "FFM"}
PROVIDERS = [("rustpqc", "RustPqc"), ("jdk", "JDK"), ("bc", "BouncyCastle")]
FAMILIES = [("mlkem", "ML-KEM-768 keygen + encaps + decaps"), ("mldsa", "ML-DSA-65 sign + verify 1 KiB")]
COUNTS = [1, 10, 100, 1000]
BEGIN, END = "<!-- first-call:begin -->", "<!-- first-call:end -->"


def load(results):
    times = defaultdict(list)
    for line in (results / "runs.jsonl").read_text().splitlines():
        if line.strip():
            run = json.loads(line)
            times[(run["jdk"], run["provider"], run["family"], run["count"])].append(run["ms"])
    return times


def env(results):
    fields = {}
    for line in (results / "env.txt").read_text().splitlines():
        key, _, value = line.partition(": ")
        fields.setdefault(key, value)
    return fields


def cpu_summary(fields):
    flags = fields.get("flags", "").split()
    wanted = [f for f in ("avx2", "bmi2", "avx512f", "avx512vl", "sha_ni") if f in flags]
    host = "AVX-512 host" if "avx512f" in flags else "no AVX-512"
    return f"{fields.get('cpu', '?')}, {fields.get('cpus', '?')} cores, **{host}** (flags: {', '.join(wanted)})"


def load_average(uptime):
    match = re.search(r"load average: (.*)$", uptime or "")
    return match.group(1) if match else "?"


def median(values):
    return statistics.median(values) if values else None


def fmt(ms):
    return f"{ms:,.0f}"


def readme_table(times):
    labels = [(f"{family} " if count == COUNTS[0] else "") + f"×{count:,}"
              for family in ("ML-KEM", "ML-DSA") for count in COUNTS]
    lines = ["| JDK | provider | " + " | ".join(labels) + " |",
             "|---|---|" + "---:|" * (2 * len(COUNTS))]
    for jdk in JDKS:
        for provider, name in PROVIDERS:
            cells = []
            for family, _ in FAMILIES:
                for count in COUNTS:
                    ms = median(times.get((jdk, provider, family, count), []))
                    if ms is None:
                        cells.append("none" if provider == "jdk" else "—")
                        continue
                    others = [median(times.get((jdk, p, family, count), [])) for p, _ in PROVIDERS]
                    best = min(m for m in others if m is not None)
                    cells.append(f"**{fmt(ms)}**" if ms == best else fmt(ms))
            label = name if provider != "jdk" or jdk >= 24 else f"JDK {jdk}: has no ML-KEM or ML-DSA"
            lines.append(f"| {jdk} ({BINDING[jdk]}) | {label} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def full_tables(times):
    out = []
    for family, title in FAMILIES:
        out += [f"## {title}, N times", "",
                "Milliseconds, median of the fresh JVMs (quartiles in brackets); ÷ is the other's median over RustPqc's "
                "(above 1: RustPqc is faster).", "",
                "| JDK | N | RustPqc | JDK | BouncyCastle | JDK ÷ RustPqc | BC ÷ RustPqc |",
                "|---|---:|---:|---:|---:|---:|---:|"]
        for jdk in JDKS:
            for count in COUNTS:
                row = [f"{jdk} ({BINDING[jdk]})", f"{count:,}"]
                medians = {}
                for provider, _ in PROVIDERS:
                    values = times.get((jdk, provider, family, count), [])
                    if not values:
                        row.append("none" if provider == "jdk" else "—")
                        continue
                    medians[provider] = median(values)
                    q = statistics.quantiles(values, n=4) if len(values) > 1 else [values[0]] * 3
                    row.append(f"{fmt(medians[provider])} ({fmt(q[0])}–{fmt(q[2])}, n={len(values)})")
                for other in ("jdk", "bc"):
                    row.append(f"{medians[other] / medians['rustpqc']:.2f}×" if other in medians and "rustpqc" in medians
                               else "—")
                out.append("| " + " | ".join(row) + " |")
        out.append("")
    return out


def main():
    results, readme = Path(sys.argv[1]), Path(sys.argv[2])
    times, fields = load(results), env(results)
    start, end = load_average(fields.get("uptime at start")), load_average(fields.get("uptime at end"))
    where = (f"Measured {fields.get('date', '?')} at commit {fields.get('commit', '?')} by "
             f"`benchmarks/first-call/run.sh` ({fields.get('rounds', '?')} rounds, {fields.get('took', '?')}). "
             f"CPU: {cpu_summary(fields)}. Load average {start} at the start, {end} at the end.")
    page = ["# Fast from the first call: whole fresh JVMs, 1 to 1,000 operations", "", where, "",
            "Each run is one `java` process, timed from outside from its start to its exit: JVM start-up, the provider "
            "added (for RustPqc: the native library unpacked, checked, loaded and self-tested), the operations, exit. "
            "ML-KEM: N times key generation + encapsulation + decapsulation (javax.crypto.KEM for RustPqc and the JDK, "
            "BouncyCastle's KEMGenerateSpec/KEMExtractSpec); ML-DSA: one key pair, then N times sign + verify of 1 KiB. "
            "JDK 17 and 21 have no ML-KEM or ML-DSA of their own. RustPqc runs over JNI on 17 and 21 and over FFM on "
            "25 and 27; a round runs every cell once, the providers of a cell in a fresh random order.", "",
            f"Software: {', '.join(fields.get(f'jdk{j}', '?') for j in JDKS)}; {fields.get('bouncycastle', '?')}; "
            f"RustPqc {fields.get('rustpqc native library', '?')}.", ""]
    page += full_tables(times)
    (results / "FIRST-CALL.md").write_text("\n".join(page))

    text = readme.read_text()
    if BEGIN not in text or END not in text:
        sys.exit(f"{readme} has no {BEGIN} ... {END} block")
    host = "AVX-512" if "avx512f" in fields.get("flags", "").split() else "no AVX-512"
    block = (f"{BEGIN}\n{readme_table(times)}\n\nMilliseconds per whole process, the median of "
             f"{fields.get('rounds', '?')} fresh JVMs per cell, the fastest on each JDK in bold; "
             f"{fields.get('cpu', '?')}, {fields.get('cpus', '?')} cores ({host}), load average {start} at the start "
             f"and {end} at the end. [FIRST-CALL.md](benchmarks/results/first-call/FIRST-CALL.md) has the "
             f"quartiles, the ratios and the software.\n{END}")
    readme.write_text(text[:text.index(BEGIN)] + block + text[text.index(END) + len(END):])


if __name__ == "__main__":
    main()

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

JDKS = []  # the labels of the run, in its order (load fills it)
PROVIDERS = [("rustpqc", "RustPqc, warm cache"), ("rustpqc-empty", "RustPqc, empty cache"), ("jdk", "JDK"),
             ("bc", "BouncyCastle")]
# The rows that compete for the bold figure: the empty cache is the first start after installation,
# shown beside them, not in the race.
RACED = ("rustpqc", "jdk", "bc")
FAMILIES = [("mlkem", "ML-KEM-768 keygen + encaps + decaps"), ("mldsa", "ML-DSA-65 sign + verify 1 KiB")]
COUNTS = []
CACHE = defaultdict(set)  # the cache states RustPqc reported, per JDK and row
BEGIN, END = "<!-- first-call:begin -->", "<!-- first-call:end -->"


def load(results):
    times = defaultdict(list)
    for line in (results / "runs.jsonl").read_text().splitlines():
        if line.strip():
            run = json.loads(line)
            jdk = str(run["jdk"])
            if jdk not in JDKS:
                JDKS.append(jdk)
            times[(jdk, run["provider"], run["family"], run["count"])].append(run["ms"])
            if run["count"] not in COUNTS:
                COUNTS.append(run["count"])
                COUNTS.sort()
            if run.get("cache"):
                CACHE[(jdk, run["provider"])].add(run["cache"])
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
                    others = [median(times.get((jdk, p, family, count), [])) for p in RACED]
                    best = min(m for m in others if m is not None)
                    cells.append(f"**{fmt(ms)}**" if ms == best and provider in RACED else fmt(ms))
            if provider == "jdk" and all(c == "none" for c in cells):
                label = f"JDK {jdk}: has no ML-KEM or ML-DSA"
            elif provider.startswith("rustpqc") and CACHE.get((jdk, provider)):
                label = f"{name} ({'/'.join(sorted(CACHE[(jdk, provider)]))})"
            else:
                label = name
            lines.append(f"| {jdk} | {label} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def full_tables(times):
    out = []
    for family, title in FAMILIES:
        out += [f"## {title}, N times", "",
                "Milliseconds, median of the fresh JVMs (quartiles in brackets); ÷ is the other's median over RustPqc's "
                "(above 1: RustPqc is faster).", "",
                "| JDK | N | RustPqc, warm cache | RustPqc, empty cache | JDK | BouncyCastle | JDK ÷ RustPqc | BC ÷ RustPqc |",
                "|---|---:|---:|---:|---:|---:|---:|---:|"]
        for jdk in JDKS:
            for count in COUNTS:
                row = [jdk, f"{count:,}"]
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
            "added (for RustPqc: the native library loaded from this user's cache and checked, or with an empty cache unpacked into it and hashed, then self-tested), the operations, exit. "
            "ML-KEM: N times key generation + encapsulation + decapsulation (javax.crypto.KEM for RustPqc and the JDK, "
            "BouncyCastle's KEMGenerateSpec/KEMExtractSpec); ML-DSA: one key pair, then N times sign + verify of 1 KiB. "
            "JDK 17.0.15 and 21.0.8 have no ML-KEM or ML-DSA of their own. RustPqc serves its first calls over JNI on "
            "every JDK; on JDK 22+ FFM takes over after 64 calls, once a thread of its own has linked it. 'Warm cache': "
            "the native library was in this user's cache (hit: checked, not hashed); 'empty cache': a new cache "
            "directory per run (filled: unpacked, hashed and cached). A round runs every cell once, the providers of a "
            "cell in a fresh random order.", "",
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
             f"quartiles, the ratios and the software. In brackets the cache state RustPqc reported (hit: loaded from "
            f"this user's cache after checks without a hash; filled: the first start, which unpacks, hashes and "
            f"caches the library).\n{END}")
    readme.write_text(text[:text.index(BEGIN)] + block + text[text.index(END) + len(END):])


if __name__ == "__main__":
    main()

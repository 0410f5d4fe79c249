#!/usr/bin/env python3
"""The cold-start table from benchmarks/cold-start/run.sh's run: the medians per case and JDK, the
cache state each RustPqc row reported, and the two targets (warm cache: over JNI within 15 ms of
the JDK's own, over FFM within 25 ms of the FFM floor). Writes a Markdown file and the README's
table between its cold-start markers.

Usage: render.py RUNS.jsonl OUT.md README"""
import json
import statistics
import sys
from collections import defaultdict
from pathlib import Path

BEGIN, END = "<!-- cold-start:begin -->", "<!-- cold-start:end -->"
CASES = [
    ("jdk", "-", "the JDK's own (SunJCE)"),
    ("rustpqc", "warm", "RustPqc by default (JNI for the first calls), **warm cache**"),
    ("rustpqc", "empty", "RustPqc by default, **empty cache** (first start: unpack + SHA-256)"),
    ("rustpqc-jni", "warm", "RustPqc forced to JNI, warm cache"),
    ("rustpqc-ffm", "warm", "RustPqc forced to FFM, warm cache"),
    ("ffm-floor", "-", "FFM floor: `Linker.nativeLinker()` + first downcall (`benchmarks/floor`)"),
    ("rustpqc-library-path", "-", "RustPqc, library given by `-Drustpqc.library.path` (no cache, no check)"),
    ("add-provider", "-", "`Security.addProvider` of an empty provider, alone (the JDK loads its provider list)"),
]
JNI_TARGET, FFM_TARGET = 15.0, 25.0


def ms(row):
    if "ms" in row:
        return row["ms"]
    return row["linker_ms"] + row["first_handle_and_call_ms"]


def main(runs, out, readme):
    head, times, states = [], defaultdict(list), defaultdict(set)
    labels = []
    for line in Path(runs).read_text().splitlines():
        if line.startswith("# flags: "):
            flags = line[len("# flags: "):].split()
            wanted = [f for f in ("avx2", "bmi2", "avx512f", "sha_ni") if f in flags]
            head.append(("AVX-512" if "avx512f" in flags else "no AVX-512") + " (" + ", ".join(wanted) + ")")
            continue
        if line.startswith("#"):
            head.append(line[1:].strip())
            continue
        if not line.strip():
            continue
        row = json.loads(line)
        key = (row["label"], row["case"], row["cache_wanted"])
        times[key].append(ms(row))
        if row.get("cache") not in (None, "-"):
            states[key].add(row["cache"])
        if row["label"] not in labels:
            labels.append(row["label"])

    def median(label, case, cache):
        values = times.get((label, case, cache))
        return statistics.median(values) if values else None

    def cell(label, case, cache):
        value = median(label, case, cache)
        if value is None:
            return "none" if case == "jdk" else "—"
        reported = "/".join(sorted(states.get((label, case, cache), ())))
        return f"{value:.1f}" + (f" ({reported})" if reported and cache != "-" else "")

    rows = ["| main() to the first ML-KEM-768 key pair, ms | " + " | ".join(f"JDK {l}" for l in labels) + " |",
            "|---|" + "---:|" * len(labels)]
    for case, cache, name in CASES:
        rows.append(f"| {name} | " + " | ".join(cell(l, case, cache) for l in labels) + " |")

    def target(label, ours, theirs, limit):
        a, b = median(label, *ours), median(label, *theirs)
        if a is None or b is None:
            return "—"
        verdict = "met" if a - b <= limit else "**not met**"
        return f"{a - b:+.1f} ms ({verdict})"

    rows.append("| JNI target: warm cache by default − the JDK's own, at most +15 ms | "
                + " | ".join(target(l, ("rustpqc", "warm"), ("jdk", "-"), JNI_TARGET) for l in labels) + " |")
    rows.append("| FFM target: forced FFM, warm cache − the FFM floor, at most +25 ms | "
                + " | ".join(target(l, ("rustpqc-ffm", "warm"), ("ffm-floor", "-"), FFM_TARGET) for l in labels) + " |")
    counts = sorted({len(v) for v in times.values()})
    facts = "; ".join(head)
    note = (f"Medians of {'/'.join(map(str, counts))} fresh JVMs per cell, the cases interleaved round by round; "
            f"in brackets the cache state the provider reported (hit: the cached file checked without a hash; "
            f"filled: unpacked, hashed and cached by this start). {facts}.")
    table = "\n".join(rows) + "\n\n" + note
    Path(out).write_text("# Cold start\n\n" + table + "\n")
    text = Path(readme).read_text()
    if BEGIN in text and END in text:
        start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
        Path(readme).write_text(text[:start] + "\n" + table + "\n" + text[end:])
    print(table)


if __name__ == "__main__":
    main(*sys.argv[1:4])

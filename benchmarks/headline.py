#!/usr/bin/env python3
"""HEADLINE.md from what benchmarks/headline.sh measured (Python standard library only).

Every cell is the median of all measured iterations of all forks, with JMH's 99.9% error as a
percentage of the score. A cell whose error exceeds 10% is flagged, and a ratio that rests on a
flagged cell is shown in brackets: it is not quoted as a result.

    headline.py <results/headline>
"""

import glob
import json
import os
import statistics
import sys

ERROR_LIMIT = 10.0
ROWS = [
    ("ML-KEM-768", "keygen"),
    ("ML-KEM-768", "encapsulate"),
    ("ML-KEM-768", "decapsulate"),
    ("ML-DSA-65", "keygen"),
    ("ML-DSA-65", "sign"),
    ("ML-DSA-65", "verify"),
]
CRITERION = {"keygen": "keygen", "encapsulate": "encapsulate", "decapsulate": "decapsulate",
             "sign": "sign/1024", "verify": "verify/1024"}
# What the operation hands back to the caller, in bytes: the allocation target is this plus 256 B.
RETURNED = {
    ("ML-KEM-768", "keygen"): 1184 + 64,
    ("ML-KEM-768", "encapsulate"): 1088 + 32,
    ("ML-KEM-768", "decapsulate"): 32,
    ("ML-DSA-65", "keygen"): 1952 + 32,
    ("ML-DSA-65", "sign"): 3309,
    ("ML-DSA-65", "verify"): 0,
}
CPU_FLAGS = ["avx2", "bmi2", "avx512f", "avx512vl", "avx512bw", "avx512ifma", "sha_ni"]
# The patched LTS updates, by the label headline.sh gives their results.
LTS = [("jdk17u", "17.0.21"), ("jdk21u", "21.0.13"), ("jdk25u", "25.0.5")]


class Cell:
    def __init__(self, entry):
        metric = entry["primaryMetric"]
        raw = [x for fork in metric.get("rawData", []) for x in fork]
        self.median = statistics.median(raw) if raw else metric["score"]
        score = metric["score"]
        error = metric.get("scoreError")
        try:
            self.error = 100.0 * float(error) / score
        except (TypeError, ValueError, ZeroDivisionError):
            self.error = float("nan")
        self.alloc = None
        for name, secondary in entry.get("secondaryMetrics", {}).items():
            if name.endswith("gc.alloc.rate.norm"):
                self.alloc = secondary["score"]

    @property
    def flagged(self):
        return not self.error <= ERROR_LIMIT


def entries(directory, pattern):
    """(jdk, JMH result) of every result in the directory's JSON files named by the pattern."""
    for path in sorted(glob.glob(os.path.join(directory, pattern))):
        jdk = os.path.basename(path).split("-")[0]
        with open(path) as f:
            for entry in json.load(f):
                yield jdk, entry


def load(directory):
    """{(jdk, provider, set, operation, threads, shared keys?): Cell}"""
    cells = {}
    for jdk, entry in entries(directory, "jdk*.json"):
        method = entry["benchmark"].rsplit(".", 1)[1]
        params = entry.get("params", {})
        if method == "firstKeyPair":
            continue
        set_name = params.get("set")
        shared = ".SharedKeysBenchmark." in entry["benchmark"]
        if shared:
            set_name = "ML-KEM-768" if method == "decapsulate" else "ML-DSA-65"
        key = (jdk, params.get("provider", "rustpqc"), set_name, method, entry["threads"], shared)
        cells[key] = Cell(entry)
    return cells


def environment(path):
    """The "name: value" lines of an env.txt, or {} where there is none."""
    if not os.path.exists(path):
        return {}
    with open(path) as f:
        return dict(line.rstrip("\n").split(": ", 1) for line in f if ": " in line)


def ops(value):
    return f"{value / 1000:.1f}k" if value >= 1000 else f"{value:.0f}"


def show(cell):
    if cell is None:
        return "—"
    mark = " ⚠" if cell.flagged else ""
    return f"{ops(cell.median)} ±{cell.error:.1f}%{mark}"


def ratio(ours, theirs):
    if ours is None or theirs is None:
        return "—"
    text = f"{ours.median / theirs.median:.2f}×"
    return f"({text})" if ours.flagged or theirs.flagged else text


def cold_starts(directory):
    """{(jdk, provider): median ms}"""
    medians = {}
    for jdk, entry in entries(directory, "jdk*-coldstart.json"):
        raw = [x for fork in entry["primaryMetric"]["rawData"] for x in fork]
        medians[(jdk, entry["params"]["provider"])] = (statistics.median(raw), len(raw))
    return medians


def main(directory):
    cells = load(directory)
    env = environment(os.path.join(directory, "env.txt"))
    lts_env = environment(os.path.join(directory, "env-lts.txt"))
    # headline.sh --lts measures JDK 27's two usage patterns again beside the LTS cells, as jdk27p.
    patterns = "jdk27p" if any(key[0] == "jdk27p" for key in cells) else "jdk27"
    flags = env.get("flags", "").split()
    avx512 = "avx512f" in flags
    get = lambda jdk, provider, s, op, threads=1, shared=False: cells.get((jdk, provider, s, op, threads, shared))
    out = []
    out.append("# Headline cells: RustPqc beside JDK 28 (early access), JDK 27, JDK 25, BouncyCastle and ACCP\n")
    out.append(f"Measured {env.get('date', '?')} at commit {env.get('commit', '?')} by `benchmarks/headline.sh`: "
               f"{env.get('jmh', '')}; ops/s, median of every iteration of every fork, ± the 99.9% error "
               f"as a share of the score; ⚠ marks an error above {ERROR_LIMIT:.0f}%, and a ratio in brackets "
               "rests on such a cell and is not a result.\n")
    out.append(f"CPU: {env.get('cpu', '?')}, {env.get('cpus', '?')} cores, "
               f"{'**AVX-512 host**' if avx512 else '**AVX2-only host**'} "
               f"(flags: {', '.join(f for f in CPU_FLAGS if f in flags)}). Load average "
               f"{env.get('load average at start', '?')} at the start, {env.get('load average at end', '?')} at the end.\n")
    out.append("| operation | RustPqc, JDK 27 FFM | JDK 27 | BouncyCastle | ACCP | RustPqc, JDK 25 FFM | JDK 25 "
               "| RustPqc, JDK 28 FFM | JDK 28 | ×JDK 27 | ×BC | ×ACCP | ×JDK 25 | ×JDK 28 |")
    out.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for s, op in ROWS:
        r27 = get("jdk27", "rustpqc", s, op)
        j27 = get("jdk27", "jdk", s, op)
        bc = get("jdk27", "bc", s, op)
        accp = get("jdk27", "accp", s, op)
        r25 = get("jdk25", "rustpqc", s, op)
        j25 = get("jdk25", "jdk", s, op)
        r28 = get("jdk28", "rustpqc", s, op)
        j28 = get("jdk28", "jdk", s, op)
        label = f"{s} {op}" + (", 1 KiB" if op in ("sign", "verify") else "")
        out.append(f"| {label} | {show(r27)} | {show(j27)} | {show(bc)} | {show(accp)} | {show(r25)} | {show(j25)} "
                   f"| {show(r28)} | {show(j28)} | {ratio(r27, j27)} | {ratio(r27, bc)} | {ratio(r27, accp)} "
                   f"| {ratio(r25, j25)} | {ratio(r28, j28)} |")

    out.append("\n## On each patched LTS update: RustPqc beside the JDK's own\n")
    out.append("The updates that brought the JDK's own ML-KEM and ML-DSA to every LTS (scripts/lts-updates); "
               "RustPqc over JNI on 17 and 21 and over FFM on 25, in the same run as the JDK's own.\n")
    if lts_env:
        out.append(f"Measured {lts_env.get('date', '?')} at commit {lts_env.get('commit', '?')} by "
                   f"`benchmarks/headline.sh --lts`: {lts_env.get('jmh', '')}. Load average "
                   f"{lts_env.get('load average at start', '?')} at the start, "
                   f"{lts_env.get('load average at end', '?')} at the end.\n")
    out.append("| operation | " + " | ".join(f"RustPqc, {name} | JDK {name} | ÷" for _, name in LTS) + " |")
    out.append("|---|" + "---:|---:|---:|" * len(LTS))
    for s, op in ROWS:
        row = []
        for jdk, _ in LTS:
            ours, theirs = get(jdk, "rustpqc", s, op), get(jdk, "jdk", s, op)
            row.append(f"{show(ours)} | {show(theirs)} | {ratio(ours, theirs)}")
        label = f"{s} {op}" + (", 1 KiB" if op in ("sign", "verify") else "")
        out.append(f"| {label} | " + " | ".join(row) + " |")

    out.append("\n## ML-DSA-65 in two usage patterns (1 KiB)\n")
    out.append("New key: the Signature is initialised with the next key of a pool for every operation (the "
               "tables above; BouncyCastle expands the key at each initSign). One key: a Signature initialised "
               "once signs or verifies the next message (a service with its one key). JDK 27's columns come "
               + ("from the LTS run (`--lts`), both patterns in one run." if patterns == "jdk27p" else "from the run above.")
               + "\n")
    out.append("| pattern | operation | RustPqc, JDK 27 | JDK 27 | BouncyCastle | ÷JDK 27 | ÷BC | "
               + " | ".join(f"÷JDK {name}" for _, name in LTS) + " |")
    out.append("|---|---|---:|---:|---:|---:|---:|" + "---:|" * len(LTS))
    for pattern, methods in (("new key", ("sign", "verify")), ("one key", ("signWithOneKey", "verifyWithOneKey"))):
        for method in methods:
            r27, j27, bc = (get(patterns, p, "ML-DSA-65", method) for p in ("rustpqc", "jdk", "bc"))
            lts = [ratio(get(jdk, "rustpqc", "ML-DSA-65", method), get(jdk, "jdk", "ML-DSA-65", method))
                   for jdk, _ in LTS]
            operation = "sign" if method.startswith("sign") else "verify"
            out.append(f"| {pattern} | {operation} | {show(r27)} | {show(j27)} | {show(bc)} | {ratio(r27, j27)} "
                       f"| {ratio(r27, bc)} | " + " | ".join(lts) + " |")

    intrinsics = {}
    for jdk in ("jdk25", "jdk27", "jdk28", "jdk17u", "jdk21u", "jdk25u"):
        path = os.path.join(directory, f"intrinsics-{jdk}.txt")
        if os.path.exists(path):
            with open(path) as f:
                intrinsics[jdk] = dict(line.rstrip("\n").split(" = ", 1) for line in f if " = " in line)
    if intrinsics:
        names = sorted({name for flags in intrinsics.values() for name in flags})
        out.append("\n## The JDKs' own intrinsics on this CPU\n")
        out.append("Their flags (-XX:+PrintFlagsFinal) and the stubs they generate (-XX:+PrintStubCode); "
                   "— : the JDK has no such flag or stub.\n")
        out.append("| flag | " + " | ".join(f"JDK {dict(LTS).get(jdk, jdk[3:])}" for jdk in intrinsics) + " |")
        out.append("|---|" + "---|" * len(intrinsics))
        for name in names:
            out.append(f"| {name} | " + " | ".join(flags.get(name, "—") for flags in intrinsics.values()) + " |")

    out.append("\n## Allocation per operation (JMH gc profiler, JDK 27)\n")
    out.append("Bytes per operation; the target is what the operation returns plus 256 B.\n")
    out.append("| operation | returned + 256 | RustPqc | JDK 27 | BouncyCastle | ACCP |")
    out.append("|---|---:|---:|---:|---:|---:|")
    for s, op in ROWS:
        def alloc(provider):
            cell = get("jdk27", provider, s, op)
            return "—" if cell is None or cell.alloc is None else f"{cell.alloc:,.0f}"
        out.append(f"| {s} {op} | {RETURNED[(s, op)] + 256:,} | {alloc('rustpqc')} | {alloc('jdk')} | {alloc('bc')} "
                   f"| {alloc('accp')} |")

    criterion_path = os.path.join(directory, "criterion.json")
    if os.path.exists(criterion_path):
        with open(criterion_path) as f:
            core = json.load(f)
        out.append("\n## The Java layer against the Rust core alone (criterion, same run)\n")
        out.append("| operation | core (criterion) | RustPqc, JDK 27 FFM | Java layer's share |")
        out.append("|---|---:|---:|---:|")
        for s, op in ROWS:
            entry = core.get(f"{s}/{CRITERION[op]}")
            java = get("jdk27", "rustpqc", s, op)
            if entry is None or java is None:
                continue
            native = 1e9 / entry["median_ns"]
            out.append(f"| {s} {op} | {ops(native)} | {show(java)} | {100 * (1 - java.median / native):.1f}% slower |")

    out.append("\n## Shared keys, one and two threads (SharedKeysBenchmark, JDK 27 FFM, RustPqc)\n")
    out.append("Every thread uses the same four key objects with its own decapsulators and Signature "
               "objects. Two threads on two cores can at most double the throughput.\n")
    out.append("| operation | 1 thread | 2 threads | scaling |")
    out.append("|---|---:|---:|---:|")
    for method, s in (("decapsulate", "ML-KEM-768"), ("sign", "ML-DSA-65"), ("verify", "ML-DSA-65")):
        one = get("jdk27", "rustpqc", s, method, 1, True)
        two = get("jdk27", "rustpqc", s, method, 2, True)
        out.append(f"| {s} {method} | {show(one)} | {show(two)} | {ratio(two, one)} |")

    starts = cold_starts(directory)
    if starts:
        out.append("\n## Cold start (provider, native library, self-tests, first ML-KEM-768 key pair)\n")
        out.append("| JDK | RustPqc (FFM) | the JDK's own |")
        out.append("|---|---:|---:|")
        for jdk in ("jdk25", "jdk27"):
            def cold(provider):
                value = starts.get((jdk, provider))
                return "—" if value is None else f"{value[0]:.1f} ms (median of {value[1]})"
            out.append(f"| {jdk[3:]} | {cold('rustpqc')} | {cold('jdk')} |")
    with open(os.path.join(directory, "HEADLINE.md"), "w") as f:
        f.write("\n".join(out) + "\n")
    print("\n".join(out))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])

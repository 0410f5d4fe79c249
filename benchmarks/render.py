#!/usr/bin/env python3
"""Turns what benchmarks/run.sh measured into RESULTS.md and chart.svg (Python standard library only).

    render.py criterion <criterion-home> <out.json>   the medians of a criterion run
    render.py results <results-dir> [--quick]          RESULTS.md and chart.svg from the JSON there

Every table tolerates missing data (JDK 17 and 21 have no JDK provider, a run may be left out):
a cell with nothing measured shows a dash.
"""

import glob
import html
import json
import math
import os
import sys

# The JMH runs of run.sh: file label and column title.
RUNS = {
    "jdk25-ffm": "JDK 25 (RustPqc over FFM)",
    "jdk25-jni": "JDK 25 (RustPqc over JNI)",
    "jdk21-jni": "JDK 21 (JNI)",
    "jdk17-jni": "JDK 17 (JNI)",
    "jdk26-ffm": "JDK 26 (RustPqc over FFM)",
    "jdk27-ffm": "JDK 27 (RustPqc over FFM)",
    "jdk27-jni": "JDK 27 (RustPqc over JNI)",
}
SETS = ["ML-KEM-512", "ML-KEM-768", "ML-KEM-1024", "ML-DSA-44", "ML-DSA-65", "ML-DSA-87"]
# JMH method -> operation, in table order.
OPERATIONS = {
    "keygen": "keygen",
    "encapsulate": "encapsulate",
    "encapsulateNewEncapsulator": "encapsulate, new encapsulator",
    "decapsulate": "decapsulate",
    "decapsulateNewDecapsulator": "decapsulate, new decapsulator",
    "sign": "sign",
    "verify": "verify",
}
# Operation -> the criterion benchmark of the same core work (the key object caches the parsed
# ML-KEM key, so a new encapsulator or decapsulator runs the same native function).
CORE_FUNCTION = {
    "keygen": "keygen",
    "encapsulate": "encapsulate",
    "encapsulate, new encapsulator": "encapsulate",
    "decapsulate": "decapsulate",
    "decapsulate, new decapsulator": "decapsulate",
    "sign": "sign",
    "verify": "verify",
}
CHART_ROWS = [
    ("ML-KEM-768", "keygen", None),
    ("ML-KEM-768", "encapsulate", None),
    ("ML-KEM-768", "decapsulate", None),
    ("ML-DSA-65", "keygen", None),
    ("ML-DSA-65", "sign", 1024),
    ("ML-DSA-65", "verify", 1024),
]
CPU_FLAGS_SHOWN = ["avx2", "bmi2", "fma", "avx512f", "avx512vl", "avx512bw", "avx512ifma", "sha_ni", "vaes"]


class Result:
    """One measurement: a median with its error (same unit), and how many samples it rests on."""

    def __init__(self, median, error=float("nan"), low=None, high=None, samples=0):
        self.median = median
        self.error = error
        self.low = low
        self.high = high
        self.samples = samples


def number(value):
    """JMH writes "NaN" for an error it could not compute."""
    try:
        return float(value)
    except (TypeError, ValueError):
        return float("nan")


def read_json(path):
    with open(path) as f:
        return json.load(f)


# ---------------------------------------------------------------------------------------------
# Loading


def criterion_medians(home, out_path):
    """Writes {"ML-KEM-768/keygen": {"median_ns", "low_ns", "high_ns"}} for a criterion run."""
    medians = {}
    for bench_file in sorted(glob.glob(os.path.join(home, "**", "new", "benchmark.json"), recursive=True)):
        estimates_file = os.path.join(os.path.dirname(bench_file), "estimates.json")
        if not os.path.exists(estimates_file):
            continue
        median = read_json(estimates_file)["median"]
        medians[read_json(bench_file)["full_id"]] = {
            "median_ns": median["point_estimate"],
            "low_ns": median["confidence_interval"]["lower_bound"],
            "high_ns": median["confidence_interval"]["upper_bound"],
        }
    with open(out_path, "w") as f:
        json.dump(medians, f, indent=2, sort_keys=True)
        f.write("\n")
    print(f"criterion: {len(medians)} medians -> {out_path}")


def load_jmh(results, prefix):
    """{(label, provider, set, operation, size): Result} from prefix-<label>[-part].json files."""
    table = {}
    for label in RUNS:
        paths = glob.glob(os.path.join(results, f"{prefix}-{label}.json"))
        paths += glob.glob(os.path.join(results, f"{prefix}-{label}-*.json"))
        for path in sorted(paths):
            for entry in read_json(path):
                method = entry["benchmark"].rsplit(".", 1)[1]
                params = entry.get("params", {})
                metric = entry["primaryMetric"]
                percentiles = metric.get("scorePercentiles", {})
                raw = [x for fork in metric.get("rawData", []) for x in fork]
                result = Result(
                    median=number(percentiles.get("50.0", metric["score"])),
                    error=number(metric.get("scoreError")),
                    low=number(percentiles.get("0.0")),
                    high=number(percentiles.get("100.0")),
                    samples=len(raw),
                )
                size = int(params["messageSize"]) if "messageSize" in params else None
                operation = OPERATIONS.get(method, method)
                table[(label, params.get("provider"), params.get("set"), operation, size)] = result
    return table


def load_core(results):
    path = os.path.join(results, "criterion.json")
    return read_json(path) if os.path.exists(path) else {}


class Data:
    """Everything one results directory holds."""

    def __init__(self, results):
        self.results = results
        self.jmh = load_jmh(results, "jmh")
        self.cold = load_jmh(results, "coldstart")
        self.core = load_core(results)

    def get(self, label, provider, row):
        set_name, operation, size = row
        return self.jmh.get((label, provider, set_name, operation, size))

    def core_ops(self, row):
        """The criterion median of a row's core function, as ops/s, or None."""
        set_name, operation, size = row
        function = CORE_FUNCTION.get(operation)
        if function is None:
            return None
        key = f"{set_name}/{function}" + (f"/{size}" if size is not None else "")
        entry = self.core.get(key)
        return Result(1e9 / entry["median_ns"], samples=1) if entry else None

    def rows(self):
        """Every (set, operation, size) measured anywhere, in a stable order."""
        present = {(k[2], k[3], k[4]) for k in self.jmh}
        order = list(OPERATIONS.values())
        return sorted(present, key=lambda r: (SETS.index(r[0]) if r[0] in SETS else 99,
                                              order.index(r[1]) if r[1] in order else 99, r[2] or 0))


# ---------------------------------------------------------------------------------------------
# Formatting


def ops(result):
    if result is None or math.isnan(result.median):
        return "—"
    x = result.median
    if x >= 100_000:
        text = f"{x / 1000:.0f}k"
    elif x >= 10_000:
        text = f"{x / 1000:.1f}k"
    elif x >= 1000:
        text = f"{x / 1000:.2f}k"
    else:
        text = f"{x:.0f}"
    return text


def ops_with_error(result):
    text = ops(result)
    if result is not None and not math.isnan(result.error) and result.median > 0:
        text += f" ±{100 * result.error / result.median:.0f}%"
    return text


def ratio(a, b):
    if a is None or b is None or not b.median or math.isnan(a.median) or math.isnan(b.median):
        return "—"
    r = a.median / b.median
    return f"{r:.0f}×" if r >= 10 else f"{r:.1f}×" if r >= 1 else f"{r:.2f}×"


def share_and_cost(jmh, core):
    """'93% (+0.8 µs)': the share of core speed the Java path keeps, and the time it adds per op."""
    if jmh is None or core is None or not jmh.median or not core.median:
        return "—"
    share = 100 * jmh.median / core.median
    added = 1e6 / jmh.median - 1e6 / core.median
    return f"{share:.0f}% ({added:+.1f} µs)"


def size_label(size):
    if size is None:
        return ""
    return f"{size // 1024} KiB" if size >= 1024 else f"{size} B"


def row_label(row):
    _, operation, size = row
    return operation + (f" {size_label(size)}" if size is not None else "")


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------
# RESULTS.md


def read_lines(path):
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [line.rstrip("\n") for line in f]


def environment(data):
    env = os.path.join(data.results, "env")
    lines = []
    run = {}
    for line in read_lines(os.path.join(env, "run.txt")):
        key, _, value = line.partition(": ")
        run[key] = value
    cpu = {}
    for line in read_lines(os.path.join(env, "cpu.txt")):
        key, _, value = line.partition(": ")
        cpu[key] = value
    flags = cpu.get("flags", "").split()
    shown = [f for f in CPU_FLAGS_SHOWN if f in flags]
    missing = [f for f in CPU_FLAGS_SHOWN if f not in flags]
    lines.append(f"- CPU: {cpu.get('model', 'unknown')}, {run.get('cpus', '?')} cores; "
                 f"flags {' '.join(shown) or 'unknown'}" + (f" (not: {' '.join(missing)})" if missing and flags else ""))
    lines.append(f"- Load average (1, 5, 15 min) at the start: {run.get('load average at start', '?')}, at the end: "
                 f"{run.get('load average at end', '?')} (other work on the machine shows here)")
    lines.append(f"- {run.get('kernel', '')}; {run.get('rustc', '')}")
    for jdk in ("17", "21", "25", "26", "27"):
        version = read_lines(os.path.join(env, f"jdk{jdk}-version.txt"))
        runtime = next((v for v in version if "Runtime Environment" in v), version[0] if version else "not found")
        intrinsics = [l.split()[1] + "=" + l.split()[3] for l in read_lines(os.path.join(env, f"jdk{jdk}-intrinsics.txt"))
                      if any(k in l for k in ("Kyber", "Dilithium", "UseAVX ", "UseSHA3Intrinsics"))
                      and len(l.split()) > 3]
        lines.append(f"- JDK {jdk}: {runtime.strip()}" + (f"; {', '.join(intrinsics)}" if intrinsics else ""))
    for label in RUNS:
        diagnosis = {}
        for line in read_lines(os.path.join(env, f"rustpqc-{label}.txt")):
            key, _, value = line.partition(":")
            diagnosis[key.strip()] = value.strip()
        if diagnosis:
            lines.append(f"- RustPqc in {label}: binding {diagnosis.get('binding', '?').split(' ')[0]}, "
                         f"native {diagnosis.get('native library', diagnosis.get('status', '?'))}")
    lines.append(f"- Commit {run.get('commit', '?')}, {run.get('date', '?')}, took {run.get('duration', '?')}")
    lines.append(f"- JMH: {run.get('jmh settings', '?')}; criterion: {run.get('criterion settings', '?')}")
    return "\n".join(lines)


def jdk25_section(data):
    rows = []
    for row in data.rows():
        ffm = data.get("jdk25-ffm", "rustpqc", row)
        jni = data.get("jdk25-jni", "rustpqc", row)
        jdk = data.get("jdk25-ffm", "jdk", row)
        bc = data.get("jdk25-ffm", "bc", row)
        if not any((ffm, jni, jdk, bc)):
            continue
        rows.append([row[0], row_label(row), ops_with_error(ffm), ops_with_error(jni), ops_with_error(jdk),
                     ops_with_error(bc), ratio(ffm, jdk), ratio(ffm, bc)])
    if not rows:
        return "Not run."
    return table(["set", "operation", "RustPqc FFM", "RustPqc JNI", "JDK", "BouncyCastle",
                  "FFM ÷ JDK", "FFM ÷ BC"], rows)


def java_layer_section(data):
    rows = []
    for row in data.rows():
        core = data.core_ops(row)
        ffm = data.get("jdk25-ffm", "rustpqc", row)
        jni = data.get("jdk25-jni", "rustpqc", row)
        if core is None and ffm is None and jni is None:
            continue
        rows.append([row[0], row_label(row), ops(core), ops(ffm), share_and_cost(ffm, core), ops(jni),
                     share_and_cost(jni, core)])
    if not rows:
        return "Not run."
    return table(["set", "operation", "Rust core", "FFM", "FFM share (cost)", "JNI", "JNI share (cost)"], rows)


def older_jdks_section(data):
    rows = []
    for row in data.rows():
        cells = []
        found = False
        for label in ("jdk21-jni", "jdk17-jni"):
            ours = data.get(label, "rustpqc", row)
            bc = data.get(label, "bc", row)
            found = found or ours is not None or bc is not None
            cells += [ops_with_error(ours), ops_with_error(bc), ratio(ours, bc)]
        if found:
            rows.append([row[0], row_label(row)] + cells)
    if not rows:
        return "Not run."
    return table(["set", "operation", "RustPqc 21", "BC 21", "ratio", "RustPqc 17", "BC 17", "ratio"], rows)


def newer_jdks_section(data):
    rows = []
    for row in data.rows():
        cells = []
        found = False
        for label, jni in (("jdk26-ffm", None), ("jdk27-ffm", "jdk27-jni")):
            ours = data.get(label, "rustpqc", row)
            ours_jni = data.get(jni, "rustpqc", row) if jni else None
            jdk = data.get(label, "jdk", row)
            bc = data.get(label, "bc", row)
            found = found or any((ours, ours_jni, jdk, bc))
            cells += [ops_with_error(ours)] + ([ops_with_error(ours_jni)] if jni else []) + [
                ops_with_error(jdk), ops_with_error(bc), ratio(ours, jdk), ratio(ours, bc)]
        if found:
            rows.append([row[0], row_label(row)] + cells)
    if not rows:
        return "Not run."
    return table(["set", "operation", "RustPqc 26 FFM", "JDK 26", "BC 26", "÷ JDK", "÷ BC",
                  "RustPqc 27 FFM", "RustPqc 27 JNI", "JDK 27", "BC 27", "÷ JDK", "÷ BC"], rows)


def cold_start_section(data):
    rows = []
    for provider, name in (("rustpqc", "RustPqc"), ("jdk", "JDK (SunJCE)"), ("bc", "BouncyCastle")):
        cells = []
        for label in ("jdk25-ffm", "jdk25-jni", "jdk21-jni", "jdk17-jni", "jdk26-ffm", "jdk27-ffm", "jdk27-jni"):
            result = data.cold.get((label, provider, None, "firstKeyPair", None))
            if result is None:
                cells.append("—")
            else:
                cells.append(f"{result.median:.0f} ms ({result.low:.0f}–{result.high:.0f}, n={result.samples})")
        if any(c != "—" for c in cells):
            rows.append([name] + cells)
    if not rows:
        return "Not run."
    return table(["provider", "JDK 25 FFM", "JDK 25 JNI", "JDK 21", "JDK 17", "JDK 26 FFM", "JDK 27 FFM",
                  "JDK 27 JNI"], rows)


def core_section(data):
    if not data.core:
        return "Not run."
    rows = []

    functions = ["keygen", "encapsulate", "decapsulate", "decapsulate_packed", "sign", "verify"]

    def key(item):
        group, _, function = item[0].partition("/")
        name, _, size = function.partition("/")
        return (SETS.index(group) if group in SETS else 99,
                functions.index(name) if name in functions else 99, int(size) if size.isdigit() else 0)

    for full_id, entry in sorted(data.core.items(), key=key):
        group, _, function = full_id.partition("/")
        name, _, size = function.partition("/")
        label = name + (" " + size_label(int(size)) if size.isdigit() else "")
        rows.append([group, label, f"{entry['median_ns'] / 1000:.1f} µs", ops(Result(1e9 / entry["median_ns"]))])
    return table(["set", "function", "median", "ops/s"], rows)


def results_markdown(data, quick):
    parts = ["# rustpqc benchmark results", ""]
    if quick:
        parts += ["**Quick smoke run** (`benchmarks/run.sh --quick`): one short iteration, no warm-up, on a",
                  "possibly busy machine. It shows that every part of the pipeline works; its numbers are",
                  "**not measurements**.", ""]
    parts += [
        "Made by `benchmarks/run.sh` (JMH 1.37 over the JCA, criterion over the Rust core). Throughput in",
        "operations per second, single thread, higher is better; each cell is the median of the",
        "measurement iterations, and ± is JMH's 99.9% confidence half-width of the mean (with 3",
        "iterations a Student t with 2 degrees of freedom, so it is wide). Every operation takes the",
        "next of 16 keys (and ciphertexts, messages, signatures). ML-KEM goes through",
        "`javax.crypto.KEM` on JDK 21+, through `dev.rustpqc.MlKem` and BouncyCastle's",
        "`KeyGenerator` + `KEMGenerateSpec`/`KEMExtractSpec` on JDK 17. ML-DSA signs hedged, with an",
        "empty context, through `Signature \"ML-DSA\"` (initialised with the next key for every",
        "operation).",
        "",
        "## Machine and software",
        "",
        environment(data),
        "",
        "## JDK 25: RustPqc against the JDK's own and BouncyCastle (ops/s)",
        "",
        jdk25_section(data),
        "",
        "## What the Java layer costs: RustPqc against its Rust core",
        "",
        "The Rust core column is criterion on the same functions the provider calls (the same",
        "x86-64-v3 release build the jar loads). Share = JMH ops/s ÷ core ops/s; cost = the time the",
        "JCA, the binding and the allocations add per operation.",
        "",
        java_layer_section(data),
        "",
        "## JDK 21 and 17: RustPqc over JNI against BouncyCastle (ops/s)",
        "",
        older_jdks_section(data),
        "",
        "## JDK 26 and 27 (Debian sid builds): RustPqc against the JDK's own and BouncyCastle (ops/s)",
        "",
        newer_jdks_section(data),
        "",
        "## Cold start: provider plus the first ML-KEM-768 key pair, fresh JVM per fork",
        "",
        "Median (min–max) of single shots. RustPqc: unpacking, hashing and loading the native",
        "library, its self-tests, then the key pair; BouncyCastle: its constructor and the key pair;",
        "the JDK: finding SunJCE and the key pair.",
        "",
        cold_start_section(data),
        "",
        "## The Rust core alone (criterion medians)",
        "",
        core_section(data),
        "",
        "![ops/s chart](chart.svg)",
        "",
    ]
    return "\n".join(parts)


# ---------------------------------------------------------------------------------------------
# chart.svg


def chart_svg(data, quick):
    series = [
        ("Rust core (criterion)", "#6b7280", lambda row: data.core_ops(row)),
        ("RustPqc FFM", "#c2410c", lambda row: data.get("jdk25-ffm", "rustpqc", row)),
        ("RustPqc JNI", "#fb923c", lambda row: data.get("jdk25-jni", "rustpqc", row)),
        ("JDK 25", "#2563eb", lambda row: data.get("jdk25-ffm", "jdk", row)),
        ("BouncyCastle", "#16a34a", lambda row: data.get("jdk25-ffm", "bc", row)),
    ]
    width, label_width, bar_width, bar_height, gap = 860, 200, 520, 16, 3
    groups = []
    for row in CHART_ROWS:
        bars = [(name, color, fn(row)) for name, color, fn in series]
        bars = [(n, c, r) for n, c, r in bars if r is not None and not math.isnan(r.median)]
        if bars:
            groups.append((row, bars))
    title = "ML-KEM-768 and ML-DSA-65 on JDK 25: operations per second (higher is better)"
    y = 70
    if quick:
        body_warning = '<text x="10" y="64" class="warning">QUICK SMOKE RUN: these numbers are not measurements</text>'
        y = 84
    else:
        body_warning = ""
    body = []
    for row, bars in groups:
        top = max(r.median for _, _, r in bars)
        body.append(f'<text x="10" y="{y + 12}" class="group">{html.escape(row[0] + " " + row_label(row))}</text>')
        y += 20
        jdk = data.get("jdk25-ffm", "jdk", row)
        for name, color, result in bars:
            length = max(1.0, bar_width * result.median / top)
            value = f"{ops(result)}/s"
            if name.startswith("RustPqc") and jdk is not None:
                value += f" ({ratio(result, jdk)} JDK)"
            body.append(f'<text x="{label_width - 8}" y="{y + 12}" class="name">{html.escape(name)}</text>')
            body.append(f'<rect x="{label_width}" y="{y}" width="{length:.1f}" height="{bar_height}" fill="{color}"/>')
            body.append(f'<text x="{label_width + length + 6:.1f}" y="{y + 12}" class="value">{html.escape(value)}</text>')
            y += bar_height + gap
        y += 14
    if not groups:
        body.append(f'<text x="10" y="{y}" class="group">nothing measured yet: run benchmarks/run.sh</text>')
        y += 20
    height = y + 10
    return "\n".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">',
        "<style>text{font-family:sans-serif;font-size:12px;fill:#111}.title{font-size:15px;font-weight:bold}"
        ".group{font-weight:bold}.name{text-anchor:end}.value{fill:#333}.note{fill:#555}"
        ".warning{fill:#b91c1c;font-weight:bold}</style>",
        f'<rect width="{width}" height="{height}" fill="white"/>',
        f'<text x="10" y="24" class="title">{html.escape(title)}</text>',
        '<text x="10" y="44" class="note">Single thread, median ops/s; bars are scaled per operation. '
        'Rust core = criterion on the functions the provider calls.</text>',
        body_warning,
        *body,
        "</svg>",
        "",
    ])


def render_results(results, quick):
    data = Data(results)
    markdown = results_markdown(data, quick)
    with open(os.path.join(results, "RESULTS.md"), "w") as f:
        f.write(markdown)
    with open(os.path.join(results, "chart.svg"), "w") as f:
        f.write(chart_svg(data, quick))
    print(markdown)


def main(argv):
    if len(argv) == 4 and argv[1] == "criterion":
        criterion_medians(argv[2], argv[3])
    elif len(argv) in (3, 4) and argv[1] == "results" and (len(argv) == 3 or argv[3] == "--quick"):
        render_results(argv[2], len(argv) == 4)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv)

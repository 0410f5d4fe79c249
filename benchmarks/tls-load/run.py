"""The server handshake benchmark: real Netty HTTPS servers (TlsLoadServer, the README's recipe)
under Go's crypto/tls as the load client (loadclient), on loopback. Run by run.sh, which builds
both and passes the JDKs; Python standard library only.

For each JDK, one server JVM per case and thread count runs at once (idle but for its turn).
After a warm-up each is measured in rounds, the servers taking turns in every round:
  - saturation: 8 connections at a time for a few seconds; handshakes per second;
  - latency at a fixed rate: half the slowest case's saturation (of that JDK and thread count),
    the same rate for every case; p50 and p99 from when each connection was due.
Every connection is a full TLS 1.3 handshake plus one HTTP/1.1 GET. The client offers one group
and fails a connection that negotiated another; around every measurement the server's native
ML-KEM encapsulations are read: a native case must count exactly one per handshake, any other
case none. A cell with an error or a wrong count fails the run.

Writes <out>/results.jsonl (every measurement), <out>/results.md and <out>/chart.svg.
"""
import json
import math
import os
import platform
import statistics
import subprocess
import sys
import time

SATURATION_CONNECTIONS = 8
THREADS = (1, 2)
BCJSSE_CASES = ("x25519", "hybrid-bc", "hybrid-jdk", "hybrid-native")
SUNJSSE_CASES = ("sunjsse-x25519", "sunjsse-hybrid-jdk", "sunjsse-hybrid-native")
LABELS = {
    "x25519": "x25519",
    "hybrid-bc": "X25519MLKEM768, BouncyCastle's Java ML-KEM",
    "hybrid-jdk": "X25519MLKEM768, the JDK's Java ML-KEM",
    "hybrid-native": "X25519MLKEM768, RustPqc native ML-KEM",
    "sunjsse-x25519": "x25519",
    "sunjsse-hybrid-jdk": "X25519MLKEM768, the JDK's own ML-KEM",
    "sunjsse-hybrid-native": "X25519MLKEM768, RustPqc native ML-KEM (RustPqcMlKem first)",
}


# JDK labels: a feature release, or "25u" for the patched 25.0.5 update (SunJSSE's own hybrid).
JDK_NAMES = {"25u": "25.0.5"}
SUNJSSE_JDKS = ("27", "25u")


def jdk_order(jdk):
    """Sorts 25u after 25."""
    return (int(jdk.rstrip("u")), jdk.endswith("u"))


def env(name):
    value = os.environ.get(name)
    if not value:
        sys.exit(f"run.py: {name} is not set (run benchmarks/tls-load/run.sh)")
    return value


class Server:
    def __init__(self, jdk, java, case, threads, work, classpath, log):
        self.jdk, self.case, self.threads = jdk, case, threads
        self.native = case.endswith("-native")
        self.group = "x25519" if case.endswith("x25519") else "X25519MLKEM768"
        self.directory = os.path.join(work, f"jdk{jdk}-{case}-{threads}")
        command = [java, "--enable-native-access=ALL-UNNAMED", "-Xms512m", "-Xmx512m"]
        if jdk in ("17", "21"):
            command.append("-Drustpqc.binding=jni")
        command += ["-cp", classpath, "dev.rustpqc.jsse.TlsLoadServer", case, str(threads), self.directory]
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log,
                                        text=True, bufsize=1)
        line = self.process.stdout.readline()
        if not line.startswith("READY "):
            sys.exit(f"run.py: the server jdk{jdk} {case} x{threads} did not start (its log: {log.name})")
        self.port = int(line.split()[1])

    def name(self):
        return f"jdk{self.jdk} {self.case} x{self.threads}"

    def counts(self):
        self.process.stdin.write("counts\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline().split()
        if not line or line[0] != "COUNTS":
            sys.exit(f"run.py: {self.name()} did not answer counts: {line}")
        return int(line[1]), int(line[3])

    def stop(self):
        self.process.stdin.close()
        self.process.wait(timeout=60)


def load(client, server, mode, value, seconds):
    """One measurement: loadclient against server, with the native count checked around it."""
    before, cpu_before = server.counts()
    flag = ["-conns", str(value)] if mode == "saturation" else ["-rate", str(value)]
    out = subprocess.run([client, "-addr", f"127.0.0.1:{server.port}", "-ca",
                          os.path.join(server.directory, "cert.pem"), "-group", server.group,
                          "-duration", f"{seconds}s"] + flag, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        sys.exit(f"run.py: loadclient failed against {server.name()}: {out.stderr}")
    row = json.loads(out.stdout)
    after, cpu_after = server.counts()
    native = after - before
    expected = row["handshakes"] if server.native else 0
    if row["errors"] or native != expected:
        sys.exit(f"run.py: {server.name()} {mode}: {row['errors']} errors ({row.get('first_error')}), "
                 f"{native} native encapsulations for {row['handshakes']} handshakes (expected {expected})")
    row.update(jdk=server.jdk, case=server.case, threads=server.threads, mode=mode, load=value,
               native_encapsulations=native, server_cpu_us_per_handshake=(cpu_after - cpu_before) / 1000 / row["handshakes"])
    return row


def measure_jdk(jdk, java, cases, args, rows, out):
    os.makedirs(args["work"], exist_ok=True)
    log = open(os.path.join(args["work"], f"jdk{jdk}-servers.log"), "w")
    servers = [Server(jdk, java, case, threads, args["work"], args["classpath"], log)
               for threads in THREADS for case in cases]

    def rounds(group, mode, value):
        """Measures every server of group once per round, starting one later each round."""
        for round_index in range(args["rounds"]):
            start = round_index % len(group)
            for server in group[start:] + group[:start]:
                row = load(args["client"], server, mode, value, args["seconds"])
                row["round"] = round_index
                rows.append(row)
                out.write(json.dumps(row) + "\n")
                out.flush()

    try:
        for server in servers:
            load(args["client"], server, "saturation", SATURATION_CONNECTIONS, args["warmup"])
        rounds(servers, "saturation", SATURATION_CONNECTIONS)
        for threads in THREADS:
            mine = [s for s in servers if s.threads == threads]
            slowest = min(statistics.median(r["per_second"] for r in rows if r["jdk"] == jdk
                                            and r["mode"] == "saturation" and r["case"] == s.case
                                            and r["threads"] == threads) for s in mine)
            rate = max(10, int(slowest / 2 / 10) * 10)
            rounds(mine, "rate", rate)
    finally:
        for server in servers:
            server.stop()
        log.close()


def cells(rows):
    """(jdk, threads, case) -> its measurements by kind, one value per round."""
    table = {}
    for row in rows:
        key = (row["jdk"], row["threads"], row["case"])
        cell = table.setdefault(key, {"saturation": [], "saturation_cpu": [], "cpu": [], "p50": [], "p99": [],
                                      "rate": None, "handshakes": 0, "native": 0})
        cell["handshakes"] += row["handshakes"]
        cell["native"] += row["native_encapsulations"]
        if row["mode"] == "saturation":
            cell["saturation"].append(row["per_second"])
            cell["saturation_cpu"].append(row["server_cpu_us_per_handshake"])
        else:
            cell["cpu"].append(row["server_cpu_us_per_handshake"])
            cell["p50"].append(row["p50_ms"])
            cell["p99"].append(row["p99_ms"])
            cell["rate"] = row["load"]
    return table


def spread(values):
    return statistics.stdev(values) if len(values) > 1 else 0.0


def figure(values, digits=0):
    return f"{statistics.median(values):.{digits}f} ± {spread(values):.{digits}f}"


def baseline_of(case):
    return "sunjsse-x25519" if case.startswith("sunjsse") else "x25519"


def cost(table, jdk, threads, case, kind):
    """What a handshake of the case costs the server beyond an x25519 one on the same server, by kind:
    "cpu" is its CPU time per handshake at the fixed rate, "saturation" its handshakes/s at saturation.
    Returns the fraction and its error (the two cells' relative errors added in quadrature)."""
    ours, base = table[(jdk, threads, case)][kind], table[(jdk, threads, baseline_of(case))][kind]
    ratio = statistics.median(ours) / statistics.median(base)
    if kind == "saturation":
        ratio = 1 / ratio
    error = ratio * math.hypot(spread(ours) / statistics.median(ours), spread(base) / statistics.median(base))
    return ratio - 1, error


def percent(value_and_error):
    value, error = value_and_error
    return f"{value * 100:+.1f}% ± {error * 100:.1f}"


def markdown(rows, meta):
    table = cells(rows)
    lines = [
        "# TLS 1.3 handshakes a server carries: x25519 vs X25519MLKEM768 under load",
        "",
        f"{meta['date']}; {meta['cpu']}, {meta['cpus']} CPUs; flags: {meta['flags']}."
        + "".join(f" JDK {added['jdks']} measured on its own, {added['date']} (flags: {added['flags']})."
                  for added in meta.get("added", [])),
        "",
        "Netty 4.2 HTTPS servers built by the README's recipe (TlsLoadServer), one JVM each, with 1 or 2 "
        "event-loop threads, ECDSA P-256 certificate; Go's crypto/tls as the load client on the same machine "
        "(it shares the CPUs with the server). Each connection: TCP connect, a full TLS 1.3 handshake offering "
        "one group, one HTTP/1.1 GET, close. Saturation: "
        f"{SATURATION_CONNECTIONS} connections at a time. Latency: an open-loop arrival rate of half the slowest "
        "case's saturation (the same rate for every case of a row), latency counted from when each connection "
        f"was due. {meta['warmup']} s of warm-up per server, then {meta['rounds']} rounds of {meta['seconds']} s "
        "per measurement, the servers taking turns. Each figure is the median of the rounds ± their standard "
        "deviation. Every hybrid handshake on a native row counted one native ML-KEM encapsulation in the "
        "server, and every other row none (checked around each measurement).",
        "",
        "| JDK | TLS | threads | case | handshakes/s at saturation | cost vs x25519 | fixed rate | server CPU µs per handshake | cost vs x25519 | p50 ms | p99 ms | native encapsulations |",
        "|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for (jdk, threads, case), cell in sorted(table.items(), key=lambda item: (
            jdk_order(item[0][0]), item[0][1], (BCJSSE_CASES + SUNJSSE_CASES).index(item[0][2]))):
        if case == baseline_of(case):
            saturation_cost = cpu_cost = "—"
        else:
            saturation_cost = percent(cost(table, jdk, threads, case, "saturation"))
            cpu_cost = f"**{percent(cost(table, jdk, threads, case, 'cpu'))}**"
        tls = "SunJSSE" if case.startswith("sunjsse") else "BCJSSE"
        lines.append(
            f"| {JDK_NAMES.get(jdk, jdk)} | {tls} | {threads} | {LABELS[case]} | {figure(cell['saturation'])} | {saturation_cost} | "
            f"{cell['rate']}/s | {figure(cell['cpu'])} | {cpu_cost} | {figure(cell['p50'], 2)} | "
            f"{figure(cell['p99'], 2)} | {cell['native']} of {cell['handshakes']} |")
    lines += ["", "Cost vs x25519, at saturation: x25519's handshakes/s over the case's, minus 1; CPU: the server "
              "process's CPU time per handshake (all its threads, GC and JIT included) at the fixed rate over "
              "x25519's at the same rate, minus 1. The CPU figure is the cleaner one: the load client takes CPU "
              "from the server at saturation, and more for the hybrid (its own ML-KEM key generation and "
              "decapsulation). Target: at most +5% for native ML-KEM.", "",
              "![handshakes per second at saturation](chart.svg)", ""]
    return "\n".join(lines)


PANELS = (
    ("saturation", "handshakes/s at saturation (higher is better)"),
    ("cpu", "server CPU µs per handshake at the fixed rate (lower is better)"),
)
COLOURS = {"x25519": "#888888", "hybrid-bc": "#d95f02", "hybrid-jdk": "#7570b3", "hybrid-native": "#1b9e77"}


def panel(table, groups, kind, title, top_y):
    """One bar panel, 380 px high from top_y: per JDK and thread count, a bar per case (median, ± stdev)."""
    width, height, left, bottom, bar = 1000, 380, 60, 50, 14
    step = (width - left - 20) / len(groups)
    top = max(statistics.median(c[kind]) + spread(c[kind]) for c in table.values())
    scale = (height - bottom - 40) / top
    base = top_y + height - bottom
    parts = [f'<text x="{left}" y="{top_y + 20}" font-size="14">{title}</text>']
    for index, (jdk, threads) in enumerate(groups):
        x0 = left + index * step + 8
        cases = [c for c in BCJSSE_CASES + SUNJSSE_CASES if (jdk, threads, c) in table]
        for position, case in enumerate(cases):
            values = table[(jdk, threads, case)][kind]
            value = statistics.median(values)
            x = x0 + position * (bar + 2)
            y = base - value * scale
            parts.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{bar}" height="{value * scale:.1f}" '
                         f'fill="{COLOURS[case.replace("sunjsse-", "")]}"><title>JDK {jdk}, {threads} thread(s), '
                         f'{LABELS[case]}: {value:.0f}</title></rect>')
            error = spread(values) * scale
            parts.append(f'<line x1="{x + bar / 2:.1f}" x2="{x + bar / 2:.1f}" y1="{y - error:.1f}" '
                         f'y2="{y + error:.1f}" stroke="black"/>')
        tls = "SunJSSE" if any(c.startswith("sunjsse") for c in cases) else "BCJSSE"
        parts.append(f'<text x="{x0}" y="{base + 16}">JDK {JDK_NAMES.get(jdk, jdk)} {tls}</text>')
        parts.append(f'<text x="{x0}" y="{base + 30}">{threads} thread{"s" if threads > 1 else ""}</text>')
    parts.append(f'<line x1="{left}" x2="{width - 10}" y1="{base}" y2="{base}" stroke="black"/>')
    tick_step = max(100, int(top / 5 / 100) * 100)
    for tick in range(0, int(top) + 1, tick_step):
        y = base - tick * scale
        parts.append(f'<text x="{left - 6}" y="{y + 4:.1f}" text-anchor="end">{tick}</text>')
        parts.append(f'<line x1="{left}" x2="{width - 10}" y1="{y:.1f}" y2="{y:.1f}" stroke="#eeeeee"/>')
    return parts


def chart(rows):
    table = cells(rows)
    groups = sorted({(jdk, threads) for jdk, threads, _ in table}, key=lambda g: (jdk_order(g[0]), g[1]))
    width, height = 1000, 380 * len(PANELS) + 30
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="11">',
             '<rect width="100%" height="100%" fill="white"/>']
    for index, (kind, title) in enumerate(PANELS):
        parts += panel(table, groups, kind, f"TLS 1.3 on a Netty server: {title}", index * 380)
    legend = [("x25519", "x25519"), ("hybrid-bc", "hybrid, BouncyCastle's ML-KEM"),
              ("hybrid-jdk", "hybrid, the JDK's ML-KEM"), ("hybrid-native", "hybrid, RustPqc native")]
    for index, (key, text) in enumerate(legend):
        x = 60 + index * 220
        parts.append(f'<rect x="{x}" y="{height - 18}" width="10" height="10" fill="{COLOURS[key]}"/>')
        parts.append(f'<text x="{x + 14}" y="{height - 9}">{text}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def cpu_facts():
    model, flags = platform.processor() or "unknown CPU", ""
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name") and model in ("", "unknown CPU", platform.processor()):
                model = line.split(":", 1)[1].strip()
            if line.startswith("flags") and not flags:
                present = set(line.split(":", 1)[1].split())
                flags = " ".join(f for f in ("avx2", "bmi2", "adx", "sha_ni", "avx512f", "avx512vl") if f in present)
    except OSError:
        pass
    return model, flags or "none of avx2 bmi2 adx sha_ni avx512f"


def main():
    out_dir = env("TLS_LOAD_OUT")
    args = {"client": env("TLS_LOAD_CLIENT"), "classpath": env("TLS_LOAD_CLASSPATH"), "work": env("TLS_LOAD_WORK"),
            "rounds": int(os.environ.get("ROUNDS", "5")), "seconds": int(os.environ.get("SECONDS_PER_RUN", "4")),
            "warmup": int(os.environ.get("WARMUP_SECONDS", "15"))}
    jdks = [(jdk, os.environ.get(f"JDK{jdk.upper()}"), SUNJSSE_CASES if jdk in SUNJSSE_JDKS else BCJSSE_CASES)
            for jdk in os.environ.get("TLS_LOAD_JDKS", "17 21 25 27").split()]
    # TLS_LOAD_APPEND=1 adds these JDKs' rows to the results already there (each row keeps its JDK).
    append = os.environ.get("TLS_LOAD_APPEND") == "1"
    os.makedirs(out_dir, exist_ok=True)
    rows = []
    if append:
        with open(os.path.join(out_dir, "results.jsonl")) as file:
            rows = [json.loads(line) for line in file]
        rows = [row for row in rows if row["jdk"] not in {jdk for jdk, _, _ in jdks}]
        with open(os.path.join(out_dir, "meta.json")) as file:
            earlier = json.load(file)
    with open(os.path.join(out_dir, "results.jsonl"), "w") as out:
        for row in rows:
            out.write(json.dumps(row) + "\n")
        for jdk, java, cases in jdks:
            if not java:
                sys.exit(f"run.py: JDK{jdk} is not set")
            if jdk in ("17", "21"):
                cases = tuple(c for c in cases if c != "hybrid-jdk")  # 17.0.15 and 21.0.8: no ML-KEM
            print(f"JDK {jdk}: {', '.join(cases)}, {len(THREADS)} thread counts", flush=True)
            measure_jdk(jdk, os.path.join(java, "bin", "java"), cases, args, rows, out)
    model, flags = cpu_facts()
    meta = {"date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "cpu": model, "cpus": os.cpu_count(),
            "flags": flags, "rounds": args["rounds"], "seconds": args["seconds"], "warmup": args["warmup"]}
    if append:
        added = {"jdks": " ".join(JDK_NAMES.get(jdk, jdk) for jdk, _, _ in jdks), "date": meta["date"],
                 "flags": flags}
        meta = dict(earlier, added=earlier.get("added", []) + [added])
    with open(os.path.join(out_dir, "meta.json"), "w") as file:
        json.dump(meta, file, indent=1)
    render(out_dir)


def render(out_dir):
    """results.md and chart.svg from results.jsonl and meta.json (python3 run.py render DIR redraws them)."""
    with open(os.path.join(out_dir, "results.jsonl")) as file:
        rows = [json.loads(line) for line in file]
    with open(os.path.join(out_dir, "meta.json")) as file:
        meta = json.load(file)
    with open(os.path.join(out_dir, "results.md"), "w") as md:
        md.write(markdown(rows, meta))
    with open(os.path.join(out_dir, "chart.svg"), "w") as svg:
        svg.write(chart(rows))
    print(markdown(rows, meta))


if __name__ == "__main__":
    if sys.argv[1:2] == ["render"]:
        render(sys.argv[2])
    else:
        main()

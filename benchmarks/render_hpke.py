#!/usr/bin/env python3
"""Renders benchmarks/results/hpke/RESULTS.md from the JMH JSON of benchmarks/run-hpke.sh: for each
suite, seal and open in ops/s (the median of the measurement iterations, with the spread of the
iterations as a share of it) and the ratio to the JDK's own DHKEM(X25519) HPKE with the same AEAD.

Usage: render_hpke.py <results-dir>
"""
import json
import os
import statistics
import sys

JDK_KEM = "DHKEM-X25519"
KEMS = ["ML-KEM-512", "ML-KEM-768", "ML-KEM-1024", "X-Wing", JDK_KEM]


def ops(value):
    """1234.5 -> '1.23k'."""
    return f"{value / 1000:.3g}k" if value >= 1000 else f"{value:.3g}"


def load(results):
    """{(suite, operation): (median ops/s, relative spread)} from jdk27-ffm.json."""
    with open(os.path.join(results, "jdk27-ffm.json")) as f:
        entries = json.load(f)
    table = {}
    for entry in entries:
        operation = entry["benchmark"].rsplit(".", 1)[1]
        raw = [x for fork in entry["primaryMetric"]["rawData"] for x in fork]
        median = statistics.median(raw)
        table[(entry["params"]["suite"], operation)] = (median, (max(raw) - min(raw)) / 2 / median)
    return table


def main(argv):
    if len(argv) != 2:
        sys.exit(__doc__)
    results = argv[1]
    table = load(results)
    with open(os.path.join(results, "env.txt")) as f:
        env = [line.rstrip("\n") for line in f if line.strip()]
    suites = sorted({suite for suite, _ in table}, key=lambda s: (KEMS.index(s.split("/")[0]), s))
    lines = [
        "# HPKE benchmark results",
        "",
        "Made by `benchmarks/run-hpke.sh` (JMH 1.37, `dev.rustpqc.bench.HpkeBenchmark`) on JDK 27 over FFM.",
        "Operations per second, one thread, higher is better: seal is the sender's setup (a fresh",
        "encapsulation, the key schedule) and one 1 KiB message sealed; open the recipient's setup",
        "(decapsulation with the same private key each time, as a server's) and that message opened. Both",
        "through `Cipher.getInstance(\"HPKE\", provider)` with the JDK's `HPKEParameterSpec`, one cipher",
        "object initialized again per operation. Each cell is the median of the measurement iterations of",
        "all forks, ± half the spread of those iterations as a share of the median. The ratios are to the",
        f"JDK's own HPKE (SunJCE) with {JDK_KEM} and HKDF-SHA256, measured in the same run, with the same",
        "AEAD where the run has it (ChaCha20-Poly1305) and AES-128-GCM otherwise.",
        "",
        "## Machine and software",
        "",
    ] + [f"- {line}" for line in env] + [
        "",
        "## JDK 27, FFM (ops/s)",
        "",
        "| suite (KEM / KDF / AEAD) | seal | open | seal ÷ JDK X25519 | open ÷ JDK X25519 |",
        "|---|---:|---:|---:|---:|",
    ]
    for suite in suites:
        kem, kdf, aead = suite.split("/")
        reference = f"{JDK_KEM}/HKDF-SHA256/{aead}"
        if (reference, "seal") not in table:
            reference = f"{JDK_KEM}/HKDF-SHA256/AES-128-GCM"
        cells = []
        ratios = []
        for operation in ("seal", "open"):
            median, spread = table[(suite, operation)]
            cells.append(f"{ops(median)} ±{100 * spread:.0f}%")
            jdk = table.get((reference, operation))
            ratios.append("—" if kem == JDK_KEM or jdk is None else f"{median / jdk[0]:.2f}×")
        name = f"{suite} (the JDK's)" if kem == JDK_KEM else suite
        lines.append(f"| {name} | {cells[0]} | {cells[1]} | {ratios[0]} | {ratios[1]} |")
    with open(os.path.join(results, "RESULTS.md"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main(sys.argv)

#!/usr/bin/env bash
# HPKE speed: RustPqc's post-quantum suites (ML-KEM-512/768/1024 and X-Wing with each kind of KDF
# and AEAD) against the JDK's own HPKE with DHKEM(X25519), on JDK 27 over FFM, both through
# Cipher "HPKE" with the JDK's HPKEParameterSpec: the sender's setup and one 1 KiB message sealed,
# the recipient's setup and that message opened (dev.rustpqc.bench.HpkeBenchmark). Into
# benchmarks/results/hpke/ (the JMH JSON, env.txt, RESULTS.md); about 20 minutes.
#
#   benchmarks/run-hpke.sh          2 forks x 5 x 1 s after 5 x 1 s of warm-up per suite and operation
#   benchmarks/run-hpke.sh --quick  a smoke run into benchmarks/results/hpke/quick/ (git ignores it)
set -euo pipefail
# shellcheck source=lib.sh
source "$(dirname "$0")/lib.sh"
require_jdk26_27

settings=(-f 2 -wi 5 -w 1s -i 5 -r 1s)
out=benchmarks/results/hpke
suites=ML-KEM-512/HKDF-SHA256/AES-128-GCM,ML-KEM-768/HKDF-SHA256/AES-128-GCM,ML-KEM-768/HKDF-SHA256/AES-256-GCM
suites+=,ML-KEM-768/HKDF-SHA256/ChaCha20-Poly1305,ML-KEM-768/HKDF-SHA384/AES-256-GCM,ML-KEM-768/SHAKE256/AES-256-GCM
suites+=,ML-KEM-768/TurboSHAKE256/AES-256-GCM,ML-KEM-1024/HKDF-SHA512/AES-256-GCM,X-Wing/HKDF-SHA256/AES-128-GCM
suites+=,X-Wing/HKDF-SHA256/ChaCha20-Poly1305,X-Wing/SHAKE256/ChaCha20-Poly1305
suites+=,DHKEM-X25519/HKDF-SHA256/AES-128-GCM,DHKEM-X25519/HKDF-SHA256/ChaCha20-Poly1305
case "${1:-}" in
  --quick) out=$out/quick; settings=(-f 1 -wi 0 -i 1 -r 200ms) ;;
  "") ;;
  *) echo "usage: benchmarks/run-hpke.sh [--quick]" >&2; exit 2 ;;
esac
logs=$out/logs
started=$(date +%s)
start_run "$out" '*.json' env.txt RESULTS.md
env_facts jdk27="$JDK27/bin/java" > "$out/env.txt"
echo "jmh: ${settings[*]}" >> "$out/env.txt"

phase "JMH: HPKE seal and open on JDK 27 (FFM)"
jmh jdk27-ffm "$JDK27/bin/java" 'dev.rustpqc.bench.HpkeBenchmark' -p suite="$suites" "${settings[@]}"

elapsed=$(( $(date +%s) - started ))
{
  echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "duration: $(( elapsed / 60 )) min $(( elapsed % 60 )) s"
} >> "$out/env.txt"
python3 benchmarks/render_hpke.py "$out"

"""Writes results.jsonl and results.md from run.sh's raw counts (DIRECTORY/raw/count-<jdk>-<provider>-
<set>-<operation>-<n>-<repeat>, as insn_count.c wrote them) and meta.json: guest instructions per
operation on linux-aarch64 for RustPqc (its aarch64 library through the provider) and the JDK's own
ML-DSA and ML-KEM, side by side. Usage: python3 render.py DIRECTORY"""
import glob
import json
import os
import statistics
import sys

directory = sys.argv[1]
meta = json.load(open(os.path.join(directory, 'meta.json')))
few, many = meta['few'], meta['many']
# The java launcher's first thread starts the one that runs main: vCPU 1. The JIT compilers and
# the garbage collector run on others.
MAIN = 'vcpu 1'

runs = {}
for path in glob.glob(os.path.join(directory, 'raw', 'count-*')):
    jdk, provider, rest = os.path.basename(path)[len('count-'):].split('-', 2)
    parts = rest.split('-')
    repeat, n, operation = int(parts[-1]), int(parts[-2]), parts[-3]
    set_ = '-'.join(parts[:-3])
    counts = {}
    for line in open(path):
        fields = line.split()
        if fields:
            counts[' '.join(fields[:-1])] = int(fields[-1])
    runs.setdefault((jdk, provider, set_, operation, repeat), {})[n] = counts

cells = {}
for (jdk, provider, set_, operation, repeat), by_n in runs.items():
    if few not in by_n or many not in by_n:
        continue
    cell = cells.setdefault((jdk, provider, set_, operation), {'main_thread': [], 'all_threads': []})
    for name, key in (('main_thread', MAIN), ('all_threads', 'total')):
        cell[name].append((by_n[many].get(key, 0) - by_n[few].get(key, 0)) / (many - few))

with open(os.path.join(directory, 'results.jsonl'), 'w') as f:
    for (jdk, provider, set_, operation), cell in sorted(cells.items()):
        f.write(json.dumps({'jdk': jdk, 'provider': provider, 'set': set_, 'operation': operation,
                            'instructions_per_operation': cell}) + '\n')


def millions(values):
    if not values:
        return '—'
    median = statistics.median(values)
    spread = f" ({min(values) / 1e6:.2f}–{max(values) / 1e6:.2f})" if len(values) > 1 else ''
    return f"{median / 1e6:.2f} M{spread}"


def ratio(jdk, ours):
    if not jdk or not ours or statistics.median(ours) <= 0:
        return '—'
    return f"{statistics.median(jdk) / statistics.median(ours):.2f}×"


order = {'keygen': 0, 'sign': 1, 'verify': 2, 'encapsulate': 1, 'decapsulate': 2}
# JDK 21 has no ML-DSA or ML-KEM of its own: a run there counts RustPqc alone (over JNI).
on21 = any(jdk == '21' for (jdk, _, _, _) in cells)
keys = sorted({(s, o) for (_, _, s, o) in cells}, key=lambda k: (k[0].split('-')[1], k[0], order[k[1]]))
lines = [
    '# Guest instructions per operation on linux-aarch64 (qemu TCG plugin)',
    '',
    f"{meta['date']}; {meta['qemu']}; Temurin aarch64 runtimes under qemu-aarch64 (linux-user), "
    'counted by benchmarks/aarch64-count/insn_count.c. Per operation: (count after '
    f"{meta['warmup']} + {many} operations − count after {meta['warmup']} + {few}) / {many - few}, "
    f"two fresh JVMs per figure; the median of {meta['repeats']} such pair(s), range in brackets. "
    '"Main thread" counts the thread that runs the operations; "all threads" adds the JIT compilers '
    'and the garbage collector, whose work during the measured operations varies from run to run. '
    f"RustPqc is the jar's linux-aarch64 library (SHA-256 {meta.get('library_sha256', '?')}) through the "
    'provider; the JDK\'s own is SUN '
    '(ML-DSA) or SunJCE (ML-KEM), on qemu\'s default CPU, which has ASIMD. Raw counts in raw/.',
    '',
    '| set | operation | RustPqc, main thread | the JDK\'s own, main thread | JDK / RustPqc | '
    'RustPqc, all threads | the JDK\'s own, all threads |' + (' RustPqc on JDK 21 (JNI), main thread |' if on21 else ''),
    '|---|---|---:|---:|---:|---:|---:|' + ('---:|' if on21 else ''),
]
for set_, operation in keys:
    jdk_provider = 'SUN' if set_.startswith('ML-DSA') else 'SunJCE'
    ours = cells.get(('25', 'RustPqc', set_, operation), {})
    jdk = cells.get(('25', jdk_provider, set_, operation), {})
    lines.append(
        f"| {set_} | {operation} | {millions(ours.get('main_thread'))} | {millions(jdk.get('main_thread'))} | "
        f"{ratio(jdk.get('main_thread'), ours.get('main_thread'))} | {millions(ours.get('all_threads'))} | "
        f"{millions(jdk.get('all_threads'))} |"
        + (f" {millions(cells.get(('21', 'RustPqc', set_, operation), {}).get('main_thread'))} |" if on21 else ''))
lines += [
    '',
    'JDK 25 (Temurin 25.0.2) for both columns' + ('; the last column on Temurin 21, which has no ML-DSA or ML-KEM of its own' if on21 else '') + '. JDK / RustPqc above 1: the JDK executes more guest',
    'instructions for the operation. Instructions are not cycles: a NEON instruction does several',
    'lanes of work, and scalar and NEON code retire different numbers of instructions per cycle.',
]
open(os.path.join(directory, 'results.md'), 'w').write('\n'.join(lines) + '\n')
print('\n'.join(lines))

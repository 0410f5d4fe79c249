"""Writes results.jsonl and results.md from engines.sh's raw counts (DIRECTORY/raw/count-<engine>-
<set>-<operation>-<n>-<repeat>, as insn_count.c wrote them) and meta.json: guest instructions per
operation on linux-aarch64 for each native engine, and its ratio to libcrux's.
Usage: python3 render_engines.py DIRECTORY"""
import glob
import json
import os
import statistics
import sys

directory = sys.argv[1]
meta = json.load(open(os.path.join(directory, 'meta.json')))
few, many = meta['few'], meta['many']
OPERATIONS = {'ML-DSA': ['keygen', 'sign', 'verify'], 'ML-KEM': ['keygen', 'encapsulate', 'decapsulate']}
SETS = ['ML-DSA-44', 'ML-DSA-65', 'ML-DSA-87', 'ML-KEM-512', 'ML-KEM-768', 'ML-KEM-1024']


def total(path):
    """The instructions of all the process's threads (the driver has one)."""
    for line in open(path):
        if line.startswith('total '):
            return int(line.split()[1])
    raise ValueError(f'no total in {path}')


# totals[(engine, set, operation, repeat)][n]
totals = {}
for path in glob.glob(os.path.join(directory, 'raw', 'count-*')):
    engine, rest = os.path.basename(path)[len('count-'):].split('-', 1)
    set_and_operation, n, repeat = rest.rsplit('-', 2)
    set_, operation = set_and_operation.rsplit('-', 1)
    totals.setdefault((engine, set_, operation, int(repeat)), {})[int(n)] = total(path)

# per_operation[(engine, set, operation)]: the steady-state count of each repeat
per_operation = {}
for (engine, set_, operation, repeat), by_n in sorted(totals.items()):
    if few in by_n and many in by_n:
        per_operation.setdefault((engine, set_, operation), []).append(
            (by_n[many] - by_n[few]) / (many - few))
# libcrux first (the ratios are to it), then the others counted, in the driver's order.
ENGINES = [e for e in ['libcrux', 'awslc', 'pqclean'] if any(key[0] == e for key in per_operation)]


def median(engine, set_, operation):
    values = per_operation.get((engine, set_, operation))
    return statistics.median(values) if values else None


disagreements = []
with open(os.path.join(directory, 'results.jsonl'), 'w') as f:
    for (engine, set_, operation), values in sorted(per_operation.items()):
        if max(values) != min(values):
            disagreements.append(f'{engine} {set_} {operation}: {", ".join(f"{v:.1f}" for v in values)}')
        libcrux = median('libcrux', set_, operation)
        f.write(json.dumps({
            'engine': engine, 'set': set_, 'operation': operation,
            'instructions_per_operation': statistics.median(values), 'repeats': values,
            'ratio_to_libcrux': statistics.median(values) / libcrux if libcrux else None,
        }) + '\n')


def cell(engine, set_, operation):
    value = median(engine, set_, operation)
    if value is None:
        return '—'
    libcrux = median('libcrux', set_, operation)
    ratio = f' ({value / libcrux:.2f})' if engine != 'libcrux' and libcrux else ''
    return f'{value / 1e6:.3f}{ratio}'


lines = [
    '# Guest instructions per operation on linux-aarch64: ' + ', '.join(ENGINES),
    '',
    f"{meta['date']}; {meta['qemu']}, CPU model {meta['cpu']}; {meta['rustc']}; counted by "
    'benchmarks/aarch64-count/insn_count.c around benchmarks/engines/src/bin/count.rs (built by '
    f"cargo-zigbuild for aarch64-unknown-linux-gnu, glibc 2.17, SHA-256 {meta['driver_sha256']}). "
    f"Per operation: (count after {meta['warmup']} + {many} operations − count after "
    f"{meta['warmup']} + {few}) / {many - few}, one process each; the median of {meta['repeats']} "
    'such pairs. Every engine gets the same key pair, 1 KiB message (empty context), signing '
    'randomness, seeds and coins, so signing runs the same rejection rounds. Raw counts in raw/.',
    '',
    'Million instructions per operation; in brackets the ratio to libcrux (below 1: fewer '
    'instructions than libcrux).',
    '',
    '| set | operation | ' + ' | '.join(ENGINES) + ' |',
    '|---|---|' + '---:|' * len(ENGINES),
]
for set_ in SETS:
    for operation in OPERATIONS[set_[:6]]:
        lines.append(f'| {set_} | {operation} | '
                     + ' | '.join(cell(engine, set_, operation) for engine in ENGINES) + ' |')
lines += [
    '',
    'libcrux 0.0.11 with its NEON modules (as rustpqc on aarch64: portable ML-DSA arithmetic, NEON '
    'SHAKE x2/x4); AWS-LC = aws-lc-sys 0.47.0 (mldsa-native, mlkem-native, AArch64 assembly '
    'backends); PQClean = pqcrypto-mldsa 0.1.2 / pqcrypto-mlkem 0.1.1, their NEON "aarch64" code. '
    'Instructions are not cycles: a NEON instruction does several lanes of work, and scalar and NEON '
    'code retire different numbers of instructions per cycle.',
    '',
    'Keccak, much of every operation\'s work, depends on the CPU. AWS-LC picks its Keccak at run '
    'time: on a CPU with the SHA3 extension that is not a Neoverse N1/V1/V2/V3 (qemu\'s max) the '
    'one made of SHA3 instructions; on a Neoverse N1 (Graviton2) scalar assembly, and for four '
    'states at once a hybrid of scalar and NEON code. libcrux and PQClean fix theirs when they are built: rustpqc\'s aarch64 build '
    'has no sha3 target feature, so libcrux\'s NEON Keccak uses no SHA3 instructions on any CPU; '
    'pqcrypto-internals builds PQClean\'s two-way Keccak for ARMv8.2-A+SHA3, so PQClean\'s aarch64 '
    'code stops with an illegal instruction on CPUs without SHA3 (qemu\'s neoverse-n1 and '
    'cortex-a72).',
]
if disagreements:
    lines += ['', 'Repeats that disagree (instructions per operation):', '']
    lines += [f'- {d}' for d in disagreements]
else:
    lines += ['', f"The {meta['repeats']} repeats of every cell agree exactly."]
open(os.path.join(directory, 'results.md'), 'w').write('\n'.join(lines) + '\n')
print('\n'.join(lines))

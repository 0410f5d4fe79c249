#!/usr/bin/env python3
"""Writes seed inputs for the fuzz targets into <corpus-dir>/<target>/ (existing files are kept).

The harness reads every decision from the input and reads zero past its end, and zero always
means the ordinary choice (a known parameter set, the exact length, a genuine key). So a short
input is a well-formed call and each further byte bends one decision: the seeds below start
with the set selector (0, 1, 2 = the three sets of the target's family; 0xF0.. = the other
family's numbers; 0xF8.. = any number) and continue with a few typical tails and some
pseudo-random bytes from a fixed seed.

Usage: make_corpus.py <corpus-dir> <target>...
"""
import hashlib
import os
import random
import sys


def seeds(target):
    rng = random.Random(hashlib.sha256(target.encode()).digest())
    out = []
    for s in (0, 1, 2):
        out.append(bytes([s]))                      # well-formed call
        out.append(bytes([s, 0xE0]))                # one arena: buffers overlap
        out.append(bytes([s, 0, 0xA5, 3]))          # first buffer one byte long
        out.append(bytes([s, 0, 0xDC]))             # first buffer null, length 0
        out.append(bytes([s, 0, 0xE6]))             # first buffer null, right length
        out.append(bytes([s, 0, 0xFF] + [0xFF] * 8))  # first buffer with a huge length
        out.append(bytes([s, 0, 0, 0, 0, 0, 0x80, 1, 0x20, 2]))  # mutated contents
        out.append(bytes([s]) + bytes([0, 0, 0, 0, 0]) + bytes([0xF0] * 4))  # random contents
    out.append(bytes([0xF0]))                       # the other family's set number
    out.append(bytes([0xFF, 0xFF, 0xFF, 0xFF, 0x7F]))  # an arbitrary set number
    for _ in range(16):
        n = rng.choice((8, 32, 128, 512, 2048, 8192))
        body = bytearray(rng.getrandbits(8) for _ in range(n))
        body[0] = rng.choice((0, 1, 2, 0x10, 0x20))
        out.append(bytes(body))
    return out


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    root = sys.argv[1]
    for target in sys.argv[2:]:
        directory = os.path.join(root, target)
        os.makedirs(directory, exist_ok=True)
        for data in seeds(target):
            name = "seed-" + hashlib.sha1(data).hexdigest()
            path = os.path.join(directory, name)
            if not os.path.exists(path):
                with open(path, "wb") as f:
                    f.write(data)


if __name__ == "__main__":
    main()

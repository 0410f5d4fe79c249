#!/usr/bin/env python3
"""Writes seed inputs for the fuzz targets into <corpus-dir>/<target>/ (existing files are kept).

The harness reads every decision from the input and reads zero past its end, and zero always
means the ordinary choice (a known parameter set, the exact length, a genuine key). So a short
input is a well-formed call and each further byte bends one decision: the seeds below start
with the set selector (0, 1, 2 = the three sets of the target's family, or for SLH-DSA the
first of its choices; 0xF0.. = another family's numbers; 0xF8.. = any number) and continue with
a few typical tails and some pseudo-random bytes from a fixed seed. Targets with branches of
their own (prepared keys, ML-DSA key checks, the self-test, SHAKE states, external mu,
HashML-DSA, the other SLH-DSA sets and HashSLH-DSA) also get seeds that take each branch (EXTRA
below). The SHAKE targets start with the strength selector instead (the sponge of absorb and
finish: 0 SHAKE128, 1 SHAKE256, 2 TurboSHAKE128, 3 TurboSHAKE256; for shake_init and
turboshake_init 0 and 2 128, 1 256, 0xF0.. near misses, 0xF8.. any number). X-Wing has one parameter set
and its functions take no number, so its targets' inputs start with their first buffer decision
instead (XWING below).

Usage: make_corpus.py <corpus-dir> <target>...
"""
import hashlib
import os
import random
import sys


def le32(n):
    return (n & 0xFFFFFFFF).to_bytes(4, "little")


SEED64 = bytes(range(64))
SEED32 = bytes(range(0x40, 0x60))


def prepared_use_seeds(s):
    """Encapsulate/decapsulate with a prepared key: set, arena, prepared-key spec, two more
    specs, the 64-byte key seed, the source (0 genuine, 6 the other kind, 7 another set), then
    the content (0 genuine, 3 header bytes changed, 4 layout byte flipped, 5 body mutated,
    7 random)."""
    head = bytes([s, 0, 0, 0, 0]) + SEED64
    out = [head + bytes([0, 3, 0]) + le32(at) + bytes([0x20]) for at in (0, 3, 4, 6, 7)]
    out.append(head + bytes([0, 3, 2]) + le32(5) + bytes([1]) + le32(1) + bytes([2])
               + le32(2) + bytes([4]))                          # three header bytes changed
    out.append(head + bytes([0, 4]))                            # key from a CPU of the other layout
    out.append(head + bytes([0, 5, 0]) + le32(100) + bytes([1, 0x77]))  # body mutated
    out.append(head + bytes([0, 7]))                            # random bytes
    out.append(head + bytes([6, 0]))                            # the other kind
    out.append(head + bytes([7, 0]))                            # another set
    out.append(bytes([s, 0, 0xA0, 1, 0, 0]) + SEED64)           # one byte short
    out.append(bytes([s, 0, 0xA0, 3, 0, 0]) + SEED64)           # one byte long
    out.append(bytes([s, 0, 0xD2, 0, 0]) + SEED64)              # zero length
    out.append(bytes([s, 0xE0, 0, 0, 0]) + SEED64 + bytes([0, 0, 0x80]) + bytes(8))  # overlaps
    return out


def piece(n):
    """A SHAKE piece length (class byte, then the u32 the class reads) and an empty blob count:
    the piece is the harness's PRNG bytes."""
    return bytes([0 if n < 400 else 0xC0]) + le32(n)


def feed(*lengths):
    """Well-formed absorbs of these lengths before the fuzzed call."""
    return bytes([len(lengths)]) + b"".join(piece(n) + bytes(2) for n in lengths)


# The state chooser (sponge.rs state_content): 0 genuine, 4 header bytes changed (count, index as
# a u32, XOR), 6 lanes mutated, 7 finished, 8 random, 9 random lanes under the genuine header.
TAMPERED = [bytes([4, 0]) + le32(5) + bytes([0x80]),           # position's top bit: refused
            bytes([4, 0]) + le32(5) + bytes([0x01]),           # another position: accepted
            bytes([4, 0]) + le32(4) + bytes([0x20]),           # the other rate: accepted
            bytes([4, 0]) + le32(1) + bytes([0x01]),           # magic: refused
            bytes([4, 0]) + le32(6) + bytes([0x01]),           # rounds byte, 1: refused
            bytes([4, 0]) + le32(6) + bytes([0x0C]),           # rounds byte, 12 (TurboSHAKE's): accepted
            bytes([4, 0]) + le32(7) + bytes([0x01]),           # reserved byte: refused
            bytes([6, 0]) + le32(17) + bytes([0, 3]),          # one lane bit
            bytes([7]) + le32(32),                             # finished
            bytes([8]),                                        # random
            bytes([9])]                                        # random lanes


def shake_absorb_seeds(s):
    """Start (s picks SHAKE128/256), steps, then per step: arena, state spec, piece length, piece
    spec, well-formed feed, state content, piece blob count."""
    out = []
    for n in (0, 1, 7, 8, 9, 135, 136, 137, 167, 168, 169, 300, 1000, 4000):
        out.append(bytes([s, 0, 0, 0]) + piece(n) + bytes([0, 0, 0, 0, 0]))
    out.append(bytes([s, 0, 0, 0]) + piece(200) + bytes([0]) + feed(3, 130) + bytes([0, 0, 0]))
    out.append(bytes([s, 3]) + (bytes([0, 0]) + piece(150) + bytes([0, 0, 0, 0, 0])) * 4)
    for t in TAMPERED:
        out.append(bytes([s, 0, 0, 0]) + piece(50) + bytes([0]) + feed(20) + t)
    out.append(bytes([s, 0, 0, 0xA0, 1]) + piece(10))            # state one byte short
    out.append(bytes([s, 0, 0, 0xD2]) + piece(10))               # state empty
    out.append(bytes([s, 0, 0, 0]) + piece(10) + bytes([0xE6]))  # piece null
    out.append(bytes([s, 0, 0xE0, 0]) + piece(100) + bytes([0, 0, 0, 0, 0, 0x80]) + bytes(4))
    return out


def shake_finish_seeds(s):
    """Start, arena, state spec, output length (class, u32), output spec, feed, state content."""
    out = []
    for n in (0, 1, 31, 32, 135, 136, 137, 168, 169, 500):
        out.append(bytes([s, 0, 0, 0x80]) + le32(n) + bytes([0]) + feed(n % 200))
    out.append(bytes([s, 0, 0, 0xF0]) + le32(4000) + bytes([0]) + feed(136, 1, 2000))
    for t in TAMPERED:
        out.append(bytes([s, 0, 0, 0x80]) + le32(100) + bytes([0]) + feed(60) + t)
    out.append(bytes([s, 0, 0, 0, 0xDC]))                        # output null, length 0
    out.append(bytes([s, 0, 0, 0, 0xE6]))                        # output null, length 64
    out.append(bytes([s, 0, 0xA5, 3]))                           # state one byte long
    out.append(bytes([s, 0xE0, 0, 0, 0, 0, 0, 0x80]) + bytes(4))  # overlapping
    return out


def shake_init_seeds(s):
    """Strength, arena, state spec, the used state the buffer holds (start, feed, content), then
    the feed and finish after a success."""
    out = [bytes([s, 0, 0, 1]) + feed(300, 5) + t for t in TAMPERED[:1] + TAMPERED[7:]]
    out.append(bytes([s, 0, 0, 0, 0, 0]) + feed(136, 1, 167, 1000) + bytes([0x80]) + le32(300))
    out.append(bytes([s, 0, 0, 0, 0, 0]) + feed(3000) + bytes([0xF0]) + le32(4500))
    out.extend(bytes([0xF0 + s + 3 * i]) for i in range(3))      # near misses
    return out


def mu_seeds(s):
    """sign_mu: set, arena, sk spec, mu spec, flag, sig spec, key seed, sk content, then mu: a
    message (length, blob count, context length, blob count) or 64 bytes, and its content."""
    head = bytes([s, 0, 0, 0, 1, 0]) + SEED32 + bytes([0])
    msg = bytes([0]) + le32(100) + bytes(2) + le32(10) + bytes(2)
    return [
        head + msg + bytes([0]),
        head + bytes([1]) + SEED64 + bytes([0]),                  # split signing: any mu
        head + msg + bytes([0x80, 0]) + le32(5) + bytes([0, 3]),  # mu mutated
        bytes([s, 0, 0, 0, 0, 0]) + SEED32 + bytes([0]) + msg,    # hedged
        bytes([s, 0, 0, 0xA0, 1]),                                # mu one byte short
        bytes([s, 0, 0, 0xD2]),                                   # mu empty
        bytes([s, 0, 0, 0, 1, 0]) + SEED32 + bytes([0xF0]),       # random key
    ]


def verify_mu_seeds(s):
    """verify_mu: set, key seed, flag, signer (0 sign, 1 sign_mu: message; 2: any mu), then the
    specs of pk, mu, sig and their contents."""
    msg = le32(50) + bytes(2) + le32(5) + bytes(2)
    return [
        bytes([s]) + SEED32 + bytes([1, 0]) + msg,
        bytes([s]) + SEED32 + bytes([0, 1]) + msg,
        bytes([s]) + SEED32 + bytes([1, 2]) + SEED64,
        bytes([s]) + SEED32 + bytes([1, 1]) + msg + bytes([0, 0, 0, 0, 0x80, 0]) + le32(7)
        + bytes([0, 1]),                                          # mu mutated
        bytes([s]) + SEED32 + bytes([1, 2]) + SEED64 + bytes([0, 0xA0, 1]),  # mu one short
        bytes([s]) + SEED32 + bytes([1, 1]) + msg + bytes([0, 0, 0, 0, 0, 0xF0]),  # random sig
    ]


def sign_prehashed_seeds(s):
    """sign_prehashed: set, arena, sk spec, function, digest spec, context length and spec, flag,
    sig spec, key seed, sk content."""
    out = [bytes([s, 0, 0, h, 0]) + le32(5) + bytes([0, 1, 0]) + SEED32 for h in range(12)]
    out += [bytes([s, 0, 0, 0xF0 + i]) + le32(i) for i in range(8)]  # unknown functions
    out.append(bytes([s, 0, 0, 2, 0xA0, 1]))                     # digest one byte short
    out.append(bytes([s, 0, 0, 11, 0]) + le32(0) + bytes([0, 0, 0]) + SEED32)  # hedged
    out.append(bytes([s, 0, 0, 0, 0]) + le32(300) + bytes([0, 1, 0]) + SEED32)  # context too long
    return out


def verify_prehashed_seeds(s):
    """verify_prehashed: set, key seed, function index (u32), digest blob count, context length
    and blob count, flag, signer, function choice, specs, contents."""
    out = []
    for h in range(12):
        base = bytes([s]) + SEED32 + le32(h) + bytes(2) + le32(3) + bytes(2) + bytes([1, h & 1])
        out.append(base)
        out.append(base + bytes([0xC0]))                         # another function, same length
        out.append(base + bytes(7) + bytes([0x80, 0]) + le32(1) + bytes([0, 1]))  # digest mutated
    out += [bytes([s]) + SEED32 + le32(0) + bytes(2) + le32(0) + bytes(2)
            + bytes([1, 0, 0xE0, 0xF0 + i]) for i in range(8)]   # unknown functions
    return out


def slh_sets(s):
    """The SLH-DSA sets the plain seeds miss: selectors 3-5 pick the other three `f` sets,
    30-35 the six `s` sets (see SLH_CHOICES in src/sets.rs)."""
    return [bytes([3 + s]), bytes([30 + s]), bytes([33 + s])]


EXTRA = {
    "slhdsa_generate": slh_sets,
    "slhdsa_from_seed": slh_sets,
    "slhdsa_sign": slh_sets,
    "slhdsa_verify": slh_sets,
    # Set, then the function: 0 and below(12) (each of the twelve), or 0xF0 and any u32.
    "slhdsa_sign_prehash": lambda s: slh_sets(s) + [
        bytes([s, 0]) + le32(i) for i in range(12)
    ] + [bytes([s, 0xF0]) + le32(13), bytes([s, 0xFF]) + le32(0)],
    # Set, seed blob (count), the signed function (u32), digest blob (count), context length
    # (u32), context blob (count), flag; then the function passed: another known one (0xD8,
    # then a u32) or any u32 (0xF0, then the u32).
    "slhdsa_verify_prehash": lambda s: slh_sets(s) + [
        bytes([s, 0, 0]) + le32(i) for i in range(12)
    ] + [bytes([s, 0, 0]) + le32(s) + bytes(9) + bytes([0xD8]) + le32(s + 1),
         bytes([s, 0, 0]) + le32(s) + bytes(9) + bytes([0xF0]) + le32(40)],
    "shake_init": shake_init_seeds,
    "turboshake_init": shake_init_seeds,
    # s runs 0 to 2: TurboSHAKE256's sponge (3) gets the seeds of s = 2 too.
    "shake_absorb": lambda s: shake_absorb_seeds(s) + (shake_absorb_seeds(3) if s == 2 else []),
    "shake_finish": lambda s: shake_finish_seeds(s) + (shake_finish_seeds(3) if s == 2 else []),
    "mldsa_sign_mu": mu_seeds,
    "mldsa_verify_mu": verify_mu_seeds,
    "mldsa_sign_prehashed": sign_prehashed_seeds,
    "mldsa_verify_prehashed": verify_prehashed_seeds,
    "mlkem_prepared_key_len": lambda s: [
        # Eight queries: both kinds, the other family's set, kinds 0, 3 and 2 as a u32, 512 as
        # a u32 with each kind.
        bytes([7, s, 0, s, 0x80, 0xF0, 0, s, 0xE0, s, 0xE8, s, 0xFF, 2, 0, 0, 0,
               0xFF, 0, 2, 0, 0, 0x80]),
        bytes([0, 0xF8]) + le32(768) + bytes([0x80]),
    ],
    "mlkem_prepare_encapsulation_key": lambda s: [
        bytes([s, 0, 0, 0, 0]) + SEED64 + bytes([0x80, 0]) + le32(3) + bytes([1, 0xFF]),  # mutated
        bytes([s, 0, 0, 0, 2]),                                 # random
        bytes([s, 0, 0, 0, 3, 0, 0, 0]),                        # coefficient-valid random
        bytes([s, 0, 0, 0, 3, 0, 0, 1, 0]) + le32(9) + bytes([1, 0xFF]),  # then one pushed out
        bytes([s, 0, 0, 0xA0, 1, 0]) + SEED64,                  # prepared buffer one short
        bytes([s, 0, 0, 0xE6, 0]) + SEED64,                     # prepared buffer null
        bytes([s, 0xE0, 0, 0, 0]) + SEED64 + bytes([0, 0x80]) + bytes(8),  # one arena
    ],
    "mlkem_prepare_decapsulation_key": lambda s: [
        bytes([s, 0, 0, 0, 0]) + SEED64 + bytes([0x80, 0]) + le32(700) + bytes([1, 0x01]),
        bytes([s, 0, 0, 0, 2]),                                 # random: fails the hash check
        bytes([s, 0, 0, 0, 3, 0, 0, 0]),                        # random with the right H(ek)
        bytes([s, 0, 0, 0, 3, 0, 0, 1, 0]) + le32(1) + bytes([0, 3]),  # then mutated
        bytes([s, 0, 0, 0xA0, 3, 0]) + SEED64,                  # prepared buffer one long
        bytes([s, 0xE0, 0, 0, 0]) + SEED64 + bytes([0, 0x80]) + bytes(8),
    ],
    "mlkem_encapsulate_prepared": prepared_use_seeds,
    "mlkem_decapsulate_prepared": lambda s: prepared_use_seeds(s) + [
        bytes([s, 0, 0, 0, 0]) + SEED64 + bytes([0, 0, 0x80, 0]) + le32(17) + bytes([1, 0x55]),
        bytes([s, 0, 0, 0, 0]) + SEED64 + bytes([0, 0, 0xF0]),  # random ciphertext
        bytes([s, 0, 0, 0xA0, 4, 0]) + SEED64,                  # ciphertext two bytes long
    ],
    "mldsa_check_private_key": lambda s: [
        bytes([s, 0, 0]) + SEED32 + bytes([0x80, 0]) + le32(128) + bytes([1, 0xFF]),  # s1 out
        bytes([s, 0, 2]),                                       # random: out of range
        bytes([s, 0, 3, 0, 0, 0]),                              # random, in range
        bytes([s, 0, 3, 0, 0, 1, 0]) + le32(200) + bytes([1, 0xFF]),  # then mutated
        bytes([s, 0, 0xA0, 1, 0]) + SEED32,                     # one byte short
    ],
    "mldsa_check_key_pair": lambda s: [
        bytes([s, 0, 0, 0]) + SEED32 + bytes([0, 0x80, 0]) + le32(5) + bytes([1, 0x01]),  # rho
        bytes([s, 0, 0, 0]) + SEED32 + bytes([0, 0, 0, 0x80, 0]) + le32(70) + bytes([0, 3]),  # tr
        bytes([s, 0, 0, 0]) + SEED32 + bytes([2]) + SEED64[:32],  # another public key
        bytes([s, 0, 0, 0]) + SEED32 + bytes([0, 0, 2]) + SEED64[32:],  # another private key
        bytes([s, 0, 0, 0]) + SEED32 + bytes([0, 0, 4, 0, 0, 0]),  # forged rho and tr
        bytes([s, 0, 0, 0]) + SEED32 + bytes([3, 0, 0, 3]),     # both random
        bytes([s, 0xE0, 0, 0]) + SEED32 + bytes([0, 0, 0, 0, 0x80]) + bytes(8),  # overlapping inputs
    ],
    "self_test": lambda s: [
        bytes([4]) + le32(768 if i != 1 else 65) + le32(64) + bytes([0, 0, i]) + SEED64
        for i in range(5)
    ],
    # One operation (set index as a u32, 64-byte seed, kind): 4 X-Wing, 5 prepared round trip, 6 refused
    # prepared key (header byte as a u32), 7 ML-DSA checks; then the snapshot selector.
    "operation_counts": lambda s: [
        bytes([1]) + le32(s) + SEED64 + bytes([4]),
        bytes([1]) + le32(s) + SEED64 + bytes([5]),
        bytes([1]) + le32(s) + SEED64 + bytes([6]) + le32(6),
        bytes([1]) + le32(s) + SEED64 + bytes([7, 0xA0]),
    ],
}


def xwing_prepared_use_seeds():
    """Decapsulate with a prepared X-Wing key: arena, three specs, the 32-byte seed, the source
    (0 the X-Wing key, 7 a prepared ML-KEM-768 key), then the content (0 genuine, 3 header bytes
    changed, 4 layout byte flipped, 5 body mutated, 7 random), then the ciphertext."""
    head = bytes([0, 0, 0, 0]) + SEED32
    out = [head + bytes([0, 3, 0]) + le32(at) + bytes([0x20]) for at in (0, 4, 5, 6, 7)]
    out.append(head + bytes([0, 4]))                            # the other CPU layout
    out.append(head + bytes([0, 5, 0]) + le32(300) + bytes([1, 0x77]))  # body mutated
    out.append(head + bytes([0, 7]))                            # random bytes
    out.append(head + bytes([7, 0]))                            # a prepared ML-KEM-768 key
    out.append(head + bytes([0, 0, 3, 0x85]))                   # low-order X25519 part in ct
    out.append(head + bytes([0, 0, 0, 0x80, 0]) + le32(1100) + bytes([1, 0x55]))  # ct mutated
    out.append(bytes([0, 0xA0, 1, 0]) + SEED32)                 # prepared key one byte short
    out.append(bytes([0xE0, 0, 0, 0]) + SEED32 + bytes([0, 0, 0, 0x80]) + bytes(8))  # overlaps
    return out


# X-Wing targets: no set selector; the decisions start with the arena (except the key check).
XWING = {
    "xwing_check_public_key": [
        bytes([0, 0]) + SEED32,                                 # genuine
        bytes([0, 0]) + SEED32 + bytes([0x80, 0]) + le32(9) + bytes([1, 0xFF]),  # mutated
        bytes([0, 2]) + SEED32 + bytes([0x83]),                 # low-order X25519 part
        bytes([0, 3]),                                          # random
        bytes([0, 4, 0, 0, 0]),                                 # coefficient-valid random
        bytes([0, 4, 0, 0, 1, 0]) + le32(5) + bytes([1, 0xFF]),  # then one pushed out
        bytes([0xA0, 1, 0]) + SEED32,                           # one byte short
    ],
    "xwing_encapsulate": [
        bytes([0, 0, 0, 0, 2]) + SEED32 + bytes([i]) for i in range(7)
    ] + [
        bytes([0, 0, 0, 0, 3]),
        bytes([0, 0, 0, 0, 4, 0, 0, 0]),
        bytes([0, 0, 0, 0, 0]) + SEED32 + bytes([0x80, 0]) + le32(1200) + bytes([1, 0x01]),
        bytes([0, 0, 0, 0, 0]) + SEED32 + bytes([0x80, 0]) + le32(3) + bytes([1, 0x01]),
    ],
    "xwing_decapsulate": [
        bytes([0, 0, 0, 0]) + SEED32 + bytes([0, 3, i]) for i in (0, 2, 3, 4, 0x81)
    ] + [
        bytes([0, 0, 0, 0]) + SEED32 + bytes([0xF0]),           # another (random) seed
        bytes([0, 0, 0, 0]) + SEED32 + bytes([0, 0, 0x80, 0]) + le32(17) + bytes([1, 0x55]),
        bytes([0, 0, 0, 0]) + SEED32 + bytes([0, 0, 0xF0]),     # random ciphertext
        bytes([0, 0, 0xA0, 4, 0]) + SEED32,                     # ciphertext two bytes long
    ],
    "xwing_prepare_decapsulation_key": [
        bytes([0, 0, 0]) + bytes([32, 0]) + SEED32,
        bytes([0, 0, 0xA0, 1]),                                 # prepared buffer one short
        bytes([0, 0, 0xE6]),                                    # prepared buffer null
        bytes([0xE0, 0, 0, 32, 0]) + SEED32 + bytes([0, 0x80]) + bytes(8),  # one arena
    ],
    "xwing_decapsulate_prepared": xwing_prepared_use_seeds(),
    "xwing_prepared_key_len": [bytes([7, 1, 0, 1, 1, 0, 1, 0])],
}


def xwing_seeds(target):
    rng = random.Random(hashlib.sha256(target.encode()).digest())
    out = list(XWING.get(target, []))
    out.append(b"")                                 # well-formed call
    out.append(bytes([0xE0]))                       # one arena: buffers overlap
    out.append(bytes([0, 0xA5, 3]))                 # first buffer one byte long
    out.append(bytes([0, 0xDC]))                    # first buffer null, length 0
    out.append(bytes([0, 0xE6]))                    # first buffer null, right length
    out.append(bytes([0, 0xFF] + [0xFF] * 8))       # first buffer with a huge length
    for _ in range(16):
        n = rng.choice((8, 32, 128, 512, 2048))
        out.append(bytes(rng.getrandbits(8) for _ in range(n)))
    return out


def seeds(target):
    if target.startswith("xwing_"):
        return xwing_seeds(target)
    rng = random.Random(hashlib.sha256(target.encode()).digest())
    out = []
    for s in (0, 1, 2):
        out.extend(EXTRA.get(target, lambda s: [])(s))
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

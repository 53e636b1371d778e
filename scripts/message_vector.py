#!/usr/bin/env python3
"""LINK-1 message test vectors, written from docs/spec/MESSAGE.md alone.

An independent reference implementation of the message layer's sender side (standard library
only): SipHash-2-4, the stream and its geometry, the GF(2^8) Reed-Solomon code by Lagrange
interpolation, DATA / NEED / DONE frames with LINK-1's CRC-16/CCITT-FALSE, and the one-way
round's order. It prints the vectors of MESSAGE.md section 7.

Run:  python3 scripts/message_vector.py
"""

import hashlib
import sys

FRAGMENT = 13
MAX_BLOCK = 128
MAX_LENGTH = 65536
KEY = b"LINK1-MESSAGE-V1"
DATA, NEED, DONE = 0, 1, 2


# --- CRC-16/CCITT-FALSE (LINK1.md) -----------------------------------------------------------

def crc16(data):
    reg = 0xFFFF
    for byte in data:
        reg ^= byte << 8
        for _ in range(8):
            reg = ((reg << 1) ^ 0x1021) if reg & 0x8000 else (reg << 1)
            reg &= 0xFFFF
    return reg


# --- SipHash-2-4 ------------------------------------------------------------------------------

MASK = (1 << 64) - 1


def rotl(x, b):
    return ((x << b) | (x >> (64 - b))) & MASK


def siphash24(key, data):
    k0 = int.from_bytes(key[0:8], "little")
    k1 = int.from_bytes(key[8:16], "little")
    v0 = k0 ^ 0x736F6D6570736575
    v1 = k1 ^ 0x646F72616E646F6D
    v2 = k0 ^ 0x6C7967656E657261
    v3 = k1 ^ 0x7465646279746573

    def rounds(n):
        nonlocal v0, v1, v2, v3
        for _ in range(n):
            v0 = (v0 + v1) & MASK
            v1 = rotl(v1, 13) ^ v0
            v0 = rotl(v0, 32)
            v2 = (v2 + v3) & MASK
            v3 = rotl(v3, 16) ^ v2
            v0 = (v0 + v3) & MASK
            v3 = rotl(v3, 21) ^ v0
            v2 = (v2 + v1) & MASK
            v1 = rotl(v1, 17) ^ v2
            v2 = rotl(v2, 32)

    whole = len(data) - len(data) % 8
    for i in range(0, whole, 8):
        m = int.from_bytes(data[i:i + 8], "little")
        v3 ^= m
        rounds(2)
        v0 ^= m
    last = ((len(data) & 0xFF) << 56) | int.from_bytes(data[whole:], "little")
    v3 ^= last
    rounds(2)
    v0 ^= last
    v2 ^= 0xFF
    rounds(4)
    return (v0 ^ v1 ^ v2 ^ v3).to_bytes(8, "little")


def check(sender, msg_id, payload):
    return siphash24(KEY, bytes([sender, msg_id]) + len(payload).to_bytes(4, "big") + payload)


# --- GF(2^8), polynomial 0x11D ----------------------------------------------------------------

def gf_mul(a, b):
    product = 0
    while b:
        if b & 1:
            product ^= a
        a <<= 1
        if a & 0x100:
            a ^= 0x11D
        b >>= 1
    return product


def gf_inv(a):
    assert a != 0
    # a^254 = a^-1 in GF(2^8)
    result, power, e = 1, a, 254
    while e:
        if e & 1:
            result = gf_mul(result, power)
        power = gf_mul(power, power)
        e >>= 1
    return result


def lagrange(points, values, x):
    """f(x) for the polynomial through (points[i], values[i]), per byte column."""
    out = bytearray(len(values[0]))
    for j, pj in enumerate(points):
        num, den = 1, 1
        for i, pi in enumerate(points):
            if i != j:
                num = gf_mul(num, x ^ pi)
                den = gf_mul(den, pj ^ pi)
        coef = gf_mul(num, gf_inv(den))
        for c in range(len(out)):
            out[c] ^= gf_mul(coef, values[j][c])
    return bytes(out)


# --- the message ------------------------------------------------------------------------------

def geometry(length):
    assert 1 <= length <= MAX_LENGTH
    k = -(-(length + 9) // FRAGMENT)
    blocks = -(-k // MAX_BLOCK)
    q, r = divmod(k, blocks)
    sizes = [q + 1 if b < r else q for b in range(blocks)]
    return k, sizes


def stream(sender, msg_id, payload):
    k, _ = geometry(len(payload))
    s = payload + check(sender, msg_id, payload) + b"\x80"
    return s + bytes(FRAGMENT * k - len(s))


def data_frame(sender, msg_id, last, block, poll, kb, point, fragment):
    body = bytes([0x57, 0x20 | DATA, sender, msg_id, (0x80 if last else 0) | block,
                  (0x80 if poll else 0) | (kb - 1), point]) + fragment
    assert len(body) == 20
    return body + crc16(body).to_bytes(2, "big")


def round_frames(sender, msg_id, payload, parity_percent, poll_last=False):
    """One round in MESSAGE.md section 5's order: by point, then by block."""
    s = stream(sender, msg_id, payload)
    _, sizes = geometry(len(payload))
    blocks = []
    first = 0
    for kb in sizes:
        data = [s[FRAGMENT * (first + x):FRAGMENT * (first + x + 1)] for x in range(kb)]
        blocks.append(data)
        first += kb
    parity = [-(-kb * parity_percent // 100) for kb in sizes]
    frames = []
    for x in range(max(kb + m for kb, m in zip(sizes, parity))):
        for b, kb in enumerate(sizes):
            if x < kb + parity[b]:
                data = blocks[b]
                fragment = data[x] if x < kb else lagrange(list(range(kb)), data, x)
                frames.append([b == len(sizes) - 1, b, kb, x, fragment])
    out = []
    for i, (last, b, kb, x, fragment) in enumerate(frames):
        poll = poll_last and i == len(frames) - 1
        out.append(data_frame(sender, msg_id, last, b, poll, kb, x, fragment))
    return out


def need_frame(receiver, sender, msg_id, part, parts, first_block, counts):
    counts = list(counts) + [0] * (13 - len(counts))
    body = bytes([0x57, 0x20 | NEED, receiver, sender, msg_id, part << 4 | parts, first_block]
                 + counts)
    assert len(body) == 20
    return body + crc16(body).to_bytes(2, "big")


def done_frame(receiver, sender, msg_id, message_check):
    body = bytes([0x57, 0x20 | DONE, receiver, sender, msg_id]) + message_check + bytes(7)
    assert len(body) == 20
    return body + crc16(body).to_bytes(2, "big")


# --- self-checks of the pieces against MESSAGE.md ---------------------------------------------

def self_checks():
    assert crc16(b"123456789") == 0x29B1
    key = bytes(range(16))
    assert siphash24(key, bytes(range(15))).hex() == "e545be4961ca29a1"
    assert siphash24(key, b"").hex() == "310e0edd47db6f72"
    assert gf_mul(0x02, 0x80) == 0x1D
    assert gf_inv(0x02) == 0x8E
    assert gf_mul(0x53, 0xCA) == 0x8F
    # any kb points of a block give back its data
    data = [bytes([(7 * x + c) % 256 for c in range(FRAGMENT)]) for x in range(5)]
    parity = {x: lagrange(list(range(5)), data, x) for x in range(5, 9)}
    held = [1, 5, 6, 3, 8]
    values = [data[x] if x < 5 else parity[x] for x in held]
    for x in range(5):
        assert lagrange(held, values, x) == data[x]


def main():
    self_checks()
    lines = {}

    v1 = round_frames(1, 7, b"hi!", 25)
    lines["V1"] = ["check " + check(1, 7, b"hi!").hex()] + [f.hex() for f in v1]

    text = b"LINK-1 carries a message of any length, exact or nothing"
    assert len(text) == 56, len(text)
    v2 = round_frames(2, 200, text, 25)
    lines["V2"] = ["check " + check(2, 200, text).hex()] + [f.hex() for f in v2]

    payload = bytes((7 * i + 3) % 256 for i in range(2000))
    k, sizes = geometry(len(payload))
    assert (k, sizes) == (155, [78, 77])
    v3 = round_frames(3, 0, payload, 25)
    assert len(v3) == 195
    lines["V3"] = ["check " + check(3, 0, payload).hex(),
                   "frames %d, SHA-256 of the frames concatenated %s"
                   % (len(v3), hashlib.sha256(b"".join(v3)).hexdigest()),
                   "first " + v3[0].hex(), "last  " + v3[-1].hex()]

    need = need_frame(9, 2, 200, 0, 1, 0, [2])
    done = done_frame(9, 2, 200, check(2, 200, text))
    polled = round_frames(2, 200, text, 25, poll_last=True)[-1]
    lines["ARQ"] = ["need " + need.hex(), "done " + done.hex(), "poll " + polled.hex()]

    for name, text_lines in lines.items():
        print("VECTOR_" + name)
        for line in text_lines:
            print(line)
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())

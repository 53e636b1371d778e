#!/usr/bin/env python3
"""Independent implementation of docs/spec/PROFILE-R.md's transmitter, written from the spec
text only (no Java code): prints the code symbols and the SHA-256 of the one-frame recording."""
import hashlib, math, struct, sys

frame = bytes.fromhex(sys.argv[1] if len(sys.argv) > 1 else
                      "57110107020b1c09ce00001e0000004c010031172130")
bits = [(frame[i // 8] >> (7 - i % 8)) & 1 for i in range(176)] + [0] * 6
reg, coded = 0, []
for b in bits:
    reg = (b << 6) | (reg >> 1)
    coded += [bin(reg & 0o171).count("1") % 2, bin(reg & 0o133).count("1") % 2]
assert len(coded) == 364
sym = [0] * 91
for j, c in enumerate(coded):
    sym[27 * (j % 91) % 91] |= c << (3 - j // 91)
costas = [2, 4, 7, 0, 6, 3, 1, 5]
table = [int(math.floor(16384 * math.sin(2 * math.pi * i / 512) + 0.5)) for i in range(512)]
def tone(b):
    return [table[(b * n) % 512] for n in range(768)]
pcm = [0] * 4000
for slot in range(99):
    g = 3 * slot % 8
    v = 2 * costas[slot] if slot < 8 else sym[slot - 8]
    pcm += tone(32 + 8 * v + g)
pcm += [0] * 4000
print("symbols", "".join("%x" % s for s in sym))
print("samples", len(pcm))
print("sha256", hashlib.sha256(struct.pack("<%dh" % len(pcm), *pcm)).hexdigest())

#!/usr/bin/env python3
"""Profile Q test vector, written from docs/spec/PROFILE-Q.md alone.

An independent reference implementation of profile Q's modulator (which takes
R's frame, code and interleaver from docs/spec/PROFILE-R.md), standard library
only; it also prints the frame's peak-to-average power ratio. It encodes
the spec's CLAIM frame, checks the 91 symbols against PROFILE-R.md's test
vector, builds the one-frame recording and prints its SHA-256.

Run:  python3 scripts/profile_q_vector.py [--wav PATH]
"""

import argparse
import hashlib
import math
import struct
import sys
import wave

CLAIM_HEX = "57110107020b1c09ce00001e0000004c010031172130"
R_SYMBOLS_HEX = ("250bc0024f218b698bc004db6533d49a1a71e24d18d208401198519d18bc"
                 "3990a08ae994c28c9ae50fcc09db19b")

RATE = 16000
SLOT = 768               # 256 guard + 512 analysis
PERIOD = 512
AMPLITUDE = 8191         # a quarter of R's power a tone; four never clip
COSTAS = (2, 4, 7, 0, 6, 3, 1, 5)
TONES = 4
GROUPS = 12
SYNC_SLOTS = 2
DATA_SLOTS = 23
FRAME_SLOTS = SYNC_SLOTS + DATA_SLOTS   # 25
FRAME_SAMPLES = FRAME_SLOTS * SLOT      # 19200
SILENCE = 4000
N_SYMBOLS = 91


def frame_bits(frame):
    """176 bits, byte 0 first, MSB first, then 6 zero tail bits."""
    bits = [(frame[i // 8] >> (7 - i % 8)) & 1 for i in range(8 * len(frame))]
    return bits + [0] * 6


def parity(x):
    return bin(x).count("1") & 1


def conv_encode(bits):
    """K=7 rate-1/2 code, generators 171 and 133 octal."""
    r = 0
    out = []
    for b in bits:
        r = (b << 6) | (r >> 1)
        out.append(parity(r & 0o171))
        out.append(parity(r & 0o133))
    assert r == 0, "tail did not terminate the register"
    return out


def interleave(coded):
    """Coded bit j -> symbol 27*(j mod 91) mod 91, bit floor(j/91) (0 = MSB)."""
    symbols = [0] * N_SYMBOLS
    for j, c in enumerate(coded):
        s = 27 * (j % N_SYMBOLS) % N_SYMBOLS
        m = j // N_SYMBOLS
        symbols[s] |= c << (3 - m)
    return symbols


def encode(frame):
    return interleave(conv_encode(frame_bits(frame)))


def group(slot, pos):
    """Group of tone position pos (0..3) of frame slot i."""
    return (5 * slot + 3 * pos) % GROUPS


def tone_bin(g, v):
    return 32 + GROUPS * v + g


def slot_values(symbols):
    """Per frame slot, the four values sent at positions 0..3."""
    slots = []
    for i in range(SYNC_SLOTS):
        slots.append(tuple(2 * COSTAS[TONES * i + p] for p in range(TONES)))
    for d in range(DATA_SLOTS):
        values = []
        for p in range(TONES):
            k = TONES * d + p
            values.append(symbols[k] if k < N_SYMBOLS else 0)   # pad -> value 0
        slots.append(tuple(values))
    return slots


def slot_bins(symbols):
    """Per frame slot, the four bins (positions 0..3)."""
    return [tuple(tone_bin(group(i, p), vals[p]) for p in range(TONES))
            for i, vals in enumerate(slot_values(symbols))]


def sync_bins():
    return [tone_bin(group(n // TONES, n % TONES), 2 * COSTAS[n]) for n in range(8)]


def tone_table():
    """P[i] = round half up (8191 * sin(2*pi*i/512))."""
    return [math.floor(AMPLITUDE * math.sin(2 * math.pi * i / PERIOD) + 0.5)
            for i in range(PERIOD)]


def modulate_frame(symbols):
    table = tone_table()
    samples = []
    for bins in slot_bins(symbols):
        for n in range(SLOT):
            samples.append(sum(table[(b * n) % PERIOD] for b in bins))
    assert len(samples) == FRAME_SAMPLES
    return samples


def recording(frames_symbols):
    samples = [0] * SILENCE
    for symbols in frames_symbols:
        samples += modulate_frame(symbols)
        samples += [0] * SILENCE
    return samples


def to_bytes(samples):
    return struct.pack("<%dh" % len(samples), *samples)


def write_wav(path, data):
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--wav", metavar="PATH", help="also write a 16 kHz mono 16-bit WAV")
    args = ap.parse_args()

    frame = bytes.fromhex(CLAIM_HEX)
    assert len(frame) == 22
    symbols = encode(frame)
    sym_hex = "".join("%x" % s for s in symbols)
    if sym_hex != R_SYMBOLS_HEX:
        print("symbols do not match PROFILE-R.md:\n  got      %s\n  expected %s"
              % (sym_hex, R_SYMBOLS_HEX), file=sys.stderr)
        return 1

    samples = recording([symbols])
    if len(samples) != 27200:
        print("recording has %d samples, expected 27200" % len(samples), file=sys.stderr)
        return 1
    active = samples[SILENCE:SILENCE + FRAME_SAMPLES]
    mean_power = sum(x * x for x in active) / len(active)
    peak = max(abs(x) for x in active)
    data = to_bytes(samples)

    print("symbols: %s" % sym_hex)
    print("sync bins: %s" % ", ".join(str(b) for b in sync_bins()))
    print("samples: %d" % len(samples))
    print("peak: %d" % peak)
    print("papr: %.2f dB" % (10 * math.log10(peak * peak / mean_power)))
    print("sha256: %s" % hashlib.sha256(data).hexdigest())
    if args.wav:
        write_wav(args.wav, data)
        print("wrote %s" % args.wav)
    return 0


if __name__ == "__main__":
    sys.exit(main())

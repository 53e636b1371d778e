#!/usr/bin/env python3
"""An independent image-method reference for the physical room (issue 28, item 12).

Written from Allen & Berkley, "Image method for efficiently simulating small-room acoustics",
JASA 65(4), 1979, and not from the project's code: the images are enumerated on the unfolded
lattice (one integer index per axis, i, j, k in Z: image coordinate i*L + (s if i even else
L - s), reflections |i| + |j| + |k|), which is the same set as the paper's (u, l) pairs but
another way to reach it. Each image has amplitude beta^(|i|+|j|+|k|) / d (d in metres, the
gain 1 at 1 m of docs/spec/ROOM.md) and delay d / c, rounded to the nearest sample, as the paper
does; beta = sqrt(1 - alpha), alpha from Sabine's formula for the requested RT60.

It writes, for one geometry (the living room of ROOM.md, RT60 0.5 s, 48 kHz, fixed positions):
  - early: every sample index from the direct path to direct + 50 ms with its summed image
    amplitude (the window ROOM.md §3 gives to images);
  - the energy of all images (to a path length of c * 0.8 s: reflection orders beyond 100)
    in 10 ms bins after the direct arrival, and the reverberation time that energy decay
    gives (Schroeder's backward integral, the -5 to -25 dB fit: T20 x 3), beside Sabine's
    requested RT60 and Eyring's for the same alpha;
  - the late energy (images arriving more than 50 ms after the direct path, to 0.8 s).

Run: python3 scripts/room-reference/image_method.py > \
       core/src/test/resources/golden/room/image-method-living-rt0.5.txt
Needs numpy. The Java test (core: RoomImageReferenceTest) compares the project's room with the
committed output; it does not run this script.
"""
import math

import numpy as np

C = 343.0
RATE = 48_000
ROOM = (5.0, 4.0, 2.7)
RT60 = 0.5
SOURCE = (1.2, 1.5, 1.1)
MIC = (3.1, 2.3, 1.4)
EARLY_S = 0.05
LATE_S = 0.8
BIN_S = 0.01


def axis(length, s, m, n):
    """1-D image coordinates minus the microphone's, and their reflection counts, |i| <= n."""
    i = np.arange(-n, n + 1)
    x = np.where(i % 2 == 0, i * length + s, i * length + (length - s))
    return x - m, np.abs(i)


def images(max_path):
    lx, ly, lz = ROOM
    nx = int(math.ceil(max_path / lx)) + 1
    ny = int(math.ceil(max_path / ly)) + 1
    nz = int(math.ceil(max_path / lz)) + 1
    dx, kx = axis(lx, SOURCE[0], MIC[0], nx)
    dy, ky = axis(ly, SOURCE[1], MIC[1], ny)
    dz, kz = axis(lz, SOURCE[2], MIC[2], nz)
    d = np.sqrt(dx[:, None, None] ** 2 + dy[None, :, None] ** 2 + dz[None, None, :] ** 2)
    k = kx[:, None, None] + ky[None, :, None] + kz[None, None, :]
    keep = d <= max_path
    return d[keep], k[keep]


def main():
    lx, ly, lz = ROOM
    volume = lx * ly * lz
    surface = 2 * (lx * ly + lx * lz + ly * lz)
    alpha = 0.161 * volume / (surface * RT60)
    beta = math.sqrt(1 - alpha)
    direct = math.dist(SOURCE, MIC)
    # early images: as ROOM.md §3 keeps them, path <= direct + c * T_E
    d, k = images(direct + C * EARLY_S)
    idx = np.rint(d / C * RATE).astype(np.int64)
    amp = beta ** k / d
    early = {}
    for i, a in zip(idx.tolist(), amp.tolist()):
        early[i] = early.get(i, 0.0) + a
    # high order: every image to c * LATE_S after the direct arrival
    d2, k2 = images(direct + C * LATE_S)
    t = d2 / C - direct / C
    energy = (beta ** (2 * k2)) / d2 ** 2
    bins = int(round(LATE_S / BIN_S))
    hist = np.bincount(np.minimum((t / BIN_S).astype(np.int64), bins - 1), weights=energy,
                       minlength=bins)
    late = float(energy[t > EARLY_S].sum())
    # Schroeder backward integral of the binned energy, -5 to -25 dB line fit: T20 * 3
    edc = np.cumsum(hist[::-1])[::-1]
    edc_db = 10 * np.log10(edc / edc[0])
    centres = (np.arange(bins) + 0.5) * BIN_S
    sel = (edc_db <= -5) & (edc_db >= -25)
    slope = np.polyfit(centres[sel], edc_db[sel], 1)[0]
    t60_images = float(-60.0 / slope)
    eyring = 0.161 * volume / (-surface * math.log(1 - alpha))
    out = {
        "source": "scripts/room-reference/image_method.py (Allen & Berkley 1979, written"
                  " independently of the project's code; numpy " + np.__version__ + ")",
        "room_m": list(ROOM), "rt60_s": RT60, "rate_hz": RATE, "speed_of_sound_m_s": C,
        "source_m": list(SOURCE), "microphone_m": list(MIC), "alpha": alpha, "beta": beta,
        "direct_m": direct, "early_window_s": EARLY_S, "bin_count": bins,
        "early": [[i, early[i]] for i in sorted(early)],
        "late_window_s": LATE_S, "bin_s": BIN_S,
        "energy_bins": hist.tolist(),
        "late_energy": late,
        "images_to_late_window": int(d2.size),
        "max_reflection_order": int(k2.max()),
        "t60_from_images_s": t60_images,
        "t60_sabine_s": RT60,
        "t60_eyring_s": eyring,
    }
    # one line a value, "key value..." (read by the Java test without a JSON library)
    for key, value in out.items():
        if key == "early":
            for i, a in value:
                print("early", i, repr(a))
        elif key == "energy_bins":
            for i, e in enumerate(value):
                print("bin", i, repr(e))
        elif isinstance(value, list):
            print(key, " ".join(repr(v) for v in value))
        else:
            print(key, value if isinstance(value, str) else repr(value))


if __name__ == "__main__":
    main()

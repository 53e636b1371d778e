package echoai.link1.session;

import echoai.link1.room.SharedRoom;
import java.util.List;

/**
 * Which transmissions overlapped in the air at a microphone (ground truth, docs/spec/E7.md,
 * "Collisions"): transmission i arrives at listener l over
 * [start_i + d(s_i, l), start_i + d(s_i, l) + length_i), d the direct path's delay; two
 * transmissions collide at l when those spans overlap by more than
 * {@value SharedAir#COLLISION_TOLERANCE_SAMPLES} samples (10 ms: frames sent back to back from different distances
 * arrive up to 3 m / 343 m/s ≈ 9 ms apart, and their ends touching is no collision). A
 * listener's own transmission counts: what arrives while it speaks collides with its own sound.
 */
final class AirOverlaps {
    /** Overlap, samples, up to which two arrivals do not collide. */
    static final int TOLERANCE_SAMPLES = SharedAir.COLLISION_TOLERANCE_SAMPLES;

    private AirOverlaps() {
    }

    /** Per transmission (in order), whether it overlapped another at {@code listener}. */
    static boolean[] collided(List<AirTransmission> tx, SharedRoom room, int listener) {
        int n = tx.size();
        double[] from = new double[n];
        double[] to = new double[n];
        for (int i = 0; i < n; i++) {
            AirTransmission t = tx.get(i);
            from[i] = t.startSamples() + room.directDelaySamples(t.station(), listener);
            to[i] = from[i] + t.lengthSamples();
        }
        boolean[] out = new boolean[n];
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (Math.min(to[i], to[j]) - Math.max(from[i], from[j]) > TOLERANCE_SAMPLES) {
                    out[i] = true;
                    out[j] = true;
                }
            }
        }
        return out;
    }

    /** When the last transmission has ended at {@code listener}, 16 kHz samples (0 if none). */
    static long lastArrivalEnd(List<AirTransmission> tx, SharedRoom room, int listener) {
        double end = 0;
        for (AirTransmission t : tx) {
            end = Math.max(end, t.endSamples() + room.directDelaySamples(t.station(), listener));
        }
        return (long) StrictMath.ceil(end);
    }
}

package echoai.link1.room;

import java.util.Arrays;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * The impulse response of a {@link ShoeboxRoom} between two points at a sample rate (ROOM.md §3):
 * image-source taps (Allen &amp; Berkley 1979, "Image method for efficiently simulating
 * small-room acoustics", JASA 65(4)) for every image up to {@link #EARLY_S} after the direct
 * path, then a Gaussian diffuse tail decaying 60 dB per RT60 whose energy is Sabine's
 * reverberant energy after that window. The direct path has amplitude (1 m)/r. Immutable.
 */
public final class RoomImpulse {
    /** Speed of sound, m/s. */
    public static final double SPEED_OF_SOUND_M_S = 343;
    /** The early (image-source) window after the direct arrival, s. */
    public static final double EARLY_S = 0.05;
    /** The diffuse tail lasts this many RT60 after the early window. */
    public static final double TAIL_RT60S = 4.0 / 3.0;
    /** ln(10⁶): energy decays by this many nepers per RT60. */
    static final double DECAY_NEPERS = 13.815510557964274;

    private final double[] taps;
    private final int directIndex;
    private final int tailStart;
    private final int rateHz;

    private RoomImpulse(double[] taps, int directIndex, int tailStart, int rateHz) {
        this.taps = taps;
        this.directIndex = directIndex;
        this.tailStart = tailStart;
        this.rateHz = rateHz;
    }

    /**
     * Builds the response.
     *
     * @param room the shoebox
     * @param rt60S reverberation time, s, in [0.05, 3]
     * @param placement where source and microphone stand, inside the room
     * @param rateHz sample rate, in [8000, 192000] Hz
     * @param tailRandom the draws of the diffuse tail
     * @return the response
     * @throws IllegalArgumentException when {@code rateHz} or {@code rt60S} is out of range or
     *     the placement is outside the room
     */
    public static RoomImpulse of(ShoeboxRoom room, double rt60S, Placement placement, int rateHz,
                                 SplittableRandom tailRandom) {
        Objects.requireNonNull(room, "room");
        Objects.requireNonNull(placement, "placement");
        if (rateHz < 8000 || rateHz > 192_000) {
            throw new IllegalArgumentException("rateHz must be in [8000, 192000]: " + rateHz);
        }
        if (!placement.source().inside(room, 0) || !placement.microphone().inside(room, 0)) {
            throw new IllegalArgumentException("placement must be inside the room: " + placement);
        }
        double beta = StrictMath.sqrt(1 - room.absorptionFor(rt60S));
        double r = placement.distanceM();
        double directS = r / SPEED_OF_SOUND_M_S;
        int tailStart = (int) StrictMath.round((directS + EARLY_S) * rateHz);
        int length = (int) StrictMath.round((directS + EARLY_S + TAIL_RT60S * rt60S) * rateHz);
        double[] h = new double[length];
        addImages(h, room, placement, beta, r + SPEED_OF_SOUND_M_S * EARLY_S, rateHz);
        double dc = room.criticalDistanceM(rt60S);
        double tailEnergy = (r / dc) * (r / dc) / (r * r)
                * StrictMath.exp(-DECAY_NEPERS * EARLY_S / rt60S);
        addTail(h, tailStart, directS, rt60S, tailEnergy, rateHz, tailRandom);
        int direct = (int) StrictMath.round(directS * rateHz);
        return new RoomImpulse(h, direct, tailStart, rateHz);
    }

    private static void addImages(double[] h, ShoeboxRoom room, Placement p, double beta,
                                  double maxPathM, int rateHz) {
        Point3 s = p.source();
        Point3 m = p.microphone();
        int nx = (int) StrictMath.ceil(maxPathM / (2 * room.lengthM())) + 1;
        int ny = (int) StrictMath.ceil(maxPathM / (2 * room.widthM())) + 1;
        int nz = (int) StrictMath.ceil(maxPathM / (2 * room.heightM())) + 1;
        for (int u = 0; u <= 1; u++) {
            for (int v = 0; v <= 1; v++) {
                for (int w = 0; w <= 1; w++) {
                    for (int l = -nx; l <= nx; l++) {
                        double dx = (1 - 2 * u) * s.x() + 2 * l * room.lengthM() - m.x();
                        for (int q = -ny; q <= ny; q++) {
                            double dy = (1 - 2 * v) * s.y() + 2 * q * room.widthM() - m.y();
                            for (int n = -nz; n <= nz; n++) {
                                double dz = (1 - 2 * w) * s.z() + 2 * n * room.heightM() - m.z();
                                double d = StrictMath.sqrt(dx * dx + dy * dy + dz * dz);
                                if (d > maxPathM) {
                                    continue;
                                }
                                int k = Math.abs(l - u) + Math.abs(l) + Math.abs(q - v) + Math.abs(q)
                                        + Math.abs(n - w) + Math.abs(n);
                                int index = (int) StrictMath.round(d / SPEED_OF_SOUND_M_S * rateHz);
                                h[index] += StrictMath.pow(beta, k) / d;
                            }
                        }
                    }
                }
            }
        }
    }

    private static void addTail(double[] h, int start, double directS, double rt60S,
                                double energy, int rateHz, SplittableRandom random) {
        double[] tail = new double[h.length - start];
        Gaussian.add(random, 1, tail);
        double sum = 0;
        for (int i = 0; i < tail.length; i++) {
            double t = (double) (start + i) / rateHz - directS;
            tail[i] *= StrictMath.exp(-0.5 * DECAY_NEPERS * t / rt60S);
            sum += tail[i] * tail[i];
        }
        double scale = StrictMath.sqrt(energy / sum);
        for (int i = 0; i < tail.length; i++) {
            h[start + i] += scale * tail[i];
        }
    }

    /**
     * The taps.
     *
     * @return a fresh copy, {@link #length()} values at {@link #rateHz()}
     */
    public double[] taps() {
        return taps.clone();
    }

    double[] tapsShared() {
        return taps;
    }

    /**
     * Number of taps.
     *
     * @return the count, ≥ 1
     */
    public int length() {
        return taps.length;
    }

    /**
     * Sample rate of the taps.
     *
     * @return Hz, in [8000, 192000]
     */
    public int rateHz() {
        return rateHz;
    }

    /**
     * Index of the direct path's tap.
     *
     * @return an index into {@link #taps()}
     */
    public int directIndex() {
        return directIndex;
    }

    /**
     * Index where the diffuse tail starts.
     *
     * @return an index into {@link #taps()}
     */
    public int tailStart() {
        return tailStart;
    }

    /**
     * Energy of the direct tap.
     *
     * @return its square
     */
    public double directEnergy() {
        return taps[directIndex] * taps[directIndex];
    }

    /**
     * Energy of every other tap (early reflections and tail).
     *
     * @return the sum of their squares
     */
    public double reverberantEnergy() {
        double sum = 0;
        for (int i = 0; i < taps.length; i++) {
            if (i != directIndex) {
                sum += taps[i] * taps[i];
            }
        }
        return sum;
    }

    /**
     * Direct-to-reverberant energy ratio.
     *
     * @return 10·log10(direct / reverberant), dB
     */
    public double drrDb() {
        return 10 * StrictMath.log10(directEnergy() / reverberantEnergy());
    }

    @Override
    public String toString() {
        return "RoomImpulse[" + taps.length + " taps at " + rateHz + " Hz, direct " + directIndex
                + ", tail " + tailStart + ", " + Arrays.hashCode(taps) + "]";
    }
}

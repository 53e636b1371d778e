package echoai.link1.room;

import java.util.Arrays;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * A room several agents share, as a stream in time (docs/spec/E7.md, "The shared room"): each
 * agent has a loudspeaker and a microphone; every microphone hears the sum of every loudspeaker
 * — its own included — through that pair's impulse response (ROOM.md §3), plus the room's
 * background, through ROOM.md's device chain (48 kHz, the loudspeaker and microphone
 * band-limits, the automatic gain, int16, decimation to 16 kHz). Time advances in 16 kHz
 * samples for every microphone at once ({@link #advance}); a sound started with
 * {@link #transmit} plays from {@value #PLAYOUT_DELAY_SAMPLES} samples after {@link #now()}, so
 * two sounds started close together really overlap in the air, and nothing a microphone has
 * already captured changes. Deterministic: one {@code SplittableRandom(seed)} split in this
 * order: every path's diffuse tail (speaker by speaker, listener by listener), then every
 * microphone's background. Allocation in the constructor, apart from each sound's own
 * buffers.
 */
public final class SharedRoom {
    /** Samples (16 kHz) from {@link #transmit} to a sound's first sample (4 ms: the output buffer). */
    public static final int PLAYOUT_DELAY_SAMPLES = 64;
    /** The longest sound one {@link #transmit} takes, 16 kHz samples (16 s). */
    public static final int LONGEST_SOUND_SAMPLES = 16 * PhysicalRoom.INPUT_RATE_HZ;
    /** Height of each agent's microphone above its loudspeaker, m. */
    public static final double MIC_ABOVE_M = 0.1;
    /** The distance of the background's reference loudspeaker, m. */
    public static final double REFERENCE_DISTANCE_M = 1;
    /** The acoustic and capture rate, Hz (ROOM.md's default devices). */
    public static final int RATE_HZ = 48_000;
    private static final int FACTOR = RATE_HZ / PhysicalRoom.INPUT_RATE_HZ;
    /** 16 kHz zeros around a sound before upsampling: the resampler's and filters' ringing. */
    private static final int PAD_BEFORE = 32;
    private static final int PAD_AFTER = 800;
    /** Impulse samples of the microphone band-limit used to compute the background's power. */
    private static final int CALIBRATION_SAMPLES = RATE_HZ / 10;

    private final SharedRoomConfig config;
    private final RoomImpulse[][] paths;
    private final PathBank bank;
    private final MicStream[] mics;
    private final PathBank.Sink[] sinks;
    private final double[][] delays16k;
    private long now;

    /**
     * A room at time 0, every microphone silent but for its background.
     *
     * @param config the room, the agents' positions, the background, the seed
     */
    public SharedRoom(SharedRoomConfig config) {
        this(config, new SplittableRandom(config.seed()));
    }

    private SharedRoom(SharedRoomConfig config, SplittableRandom root) {
        this(config, impulses(config, root), root);
    }

    /** A room with given impulse responses, [speaker][listener] (tests compare with PhysicalRoom). */
    SharedRoom(SharedRoomConfig config, RoomImpulse[][] paths, SplittableRandom root) {
        this.config = Objects.requireNonNull(config, "config");
        int n = config.agents();
        this.paths = paths;
        this.bank = new PathBank(paths);
        int longestSound = (PAD_BEFORE + LONGEST_SOUND_SAMPLES + PAD_AFTER) * FACTOR;
        int ring = Integer.highestOneBit(longestSound + bank.longestTaps()) << 1;
        double gain = config.background() == Background.NONE ? 0 : backgroundGain(config);
        this.mics = new MicStream[n];
        this.sinks = new PathBank.Sink[n];
        for (int l = 0; l < n; l++) {
            SplittableRandom bg = root.split();
            mics[l] = new MicStream(ring, RATE_HZ,
                    config.background() == Background.NONE ? null : bg, gain);
            sinks[l] = mics[l]::add;
        }
        this.delays16k = new double[n][n];
        for (int s = 0; s < n; s++) {
            for (int l = 0; l < n; l++) {
                delays16k[s][l] = config.positions().get(s).distanceTo(
                        microphoneOf(config.positions().get(l)))
                        / RoomImpulse.SPEED_OF_SOUND_M_S * PhysicalRoom.INPUT_RATE_HZ;
            }
        }
    }

    private static RoomImpulse[][] impulses(SharedRoomConfig c, SplittableRandom root) {
        int n = c.agents();
        RoomImpulse[][] h = new RoomImpulse[n][n];
        for (int s = 0; s < n; s++) {
            for (int l = 0; l < n; l++) {
                Placement p = new Placement(c.positions().get(s), microphoneOf(c.positions().get(l)));
                h[s][l] = RoomImpulse.of(c.room(), c.rt60S(), p, RATE_HZ, root.split());
            }
        }
        return h;
    }

    /**
     * Where an agent's microphone stands: {@value #MIC_ABOVE_M} m above its loudspeaker.
     *
     * @param loudspeaker the loudspeaker's position
     * @return the microphone's position
     */
    public static Point3 microphoneOf(Point3 loudspeaker) {
        return new Point3(loudspeaker.x(), loudspeaker.y(), loudspeaker.z() + MIC_ABOVE_M);
    }

    /**
     * g_b: white N(0, 1) at 48 kHz scaled so that, after L_m and D, its power is the reference
     * tone's (ROOM.md §7: (16384²/2)·((1 m/r)² + 1/d_c²) at r = 1 m) over 10^(SNR/10).
     */
    static double backgroundGain(SharedRoomConfig c) {
        double dc = c.room().criticalDistanceM(c.rt60S());
        double reference = PhysicalRoom.REFERENCE_AMPLITUDE * PhysicalRoom.REFERENCE_AMPLITUDE / 2
                * (1 / (REFERENCE_DISTANCE_M * REFERENCE_DISTANCE_M) + 1 / (dc * dc));
        return StrictMath.sqrt(reference / (StrictMath.pow(10, c.snrDb() / 10) * whitePower()));
    }

    /** The power of unit white noise at 48 kHz after L_m and D: Σ c², c = D's weights ∗ L_m's impulse response. */
    static double whitePower() {
        double[] l = new double[CALIBRATION_SAMPLES];
        l[0] = 1;
        Biquad.highPass(DeviceChain.MIC_HIGH_PASS_HZ, RATE_HZ).apply(l);
        Biquad.lowPass(DeviceChain.MIC_LOW_PASS_HZ, RATE_HZ).apply(l);
        double[] w = SincResampler.decimationWeights(RATE_HZ, PhysicalRoom.INPUT_RATE_HZ);
        double sum = 0;
        for (int k = 0; k < l.length + w.length - 1; k++) {
            double c = 0;
            for (int i = Math.max(0, k - l.length + 1); i < w.length && i <= k; i++) {
                c += w[i] * l[k - i];
            }
            sum += c * c;
        }
        return sum;
    }

    /**
     * The number of agents.
     *
     * @return at least one
     */
    public int agents() {
        return mics.length;
    }

    /**
     * The room's configuration.
     *
     * @return the config
     */
    public SharedRoomConfig config() {
        return config;
    }

    /**
     * Time: 16 kHz samples every microphone has captured so far.
     *
     * @return the count, 0 or more
     */
    public long now() {
        return now;
    }

    /**
     * The direct path's delay from a loudspeaker to a microphone.
     *
     * @param speaker the agent whose loudspeaker plays
     * @param listener the agent whose microphone hears
     * @return 16 kHz samples (distance / speed of sound), not rounded
     */
    public double directDelaySamples(int speaker, int listener) {
        return delays16k[speaker][listener];
    }

    /**
     * The impulse response of one path.
     *
     * @param speaker the agent whose loudspeaker plays
     * @param listener the agent whose microphone hears
     * @return the response at {@value #RATE_HZ} Hz
     */
    public RoomImpulse path(int speaker, int listener) {
        return paths[speaker][listener];
    }

    /**
     * Starts a sound: {@code speaker}'s loudspeaker plays {@code pcm16k} (16 kHz int16) from
     * sample {@code now() + PLAYOUT_DELAY_SAMPLES} on; every microphone will hear it through its
     * path. The sound is upsampled, band-limited by the loudspeaker and convolved now; nothing
     * already captured changes.
     *
     * @param speaker the agent that plays, 0..agents()−1
     * @param pcm16k the sound, 1 to {@value #LONGEST_SOUND_SAMPLES} samples
     * @return the 16 kHz sample index of its first sample
     * @throws IllegalArgumentException for an unknown speaker or a sound of another length
     */
    public long transmit(int speaker, short[] pcm16k) {
        Objects.checkIndex(speaker, mics.length);
        if (pcm16k.length < 1 || pcm16k.length > LONGEST_SOUND_SAMPLES) {
            throw new IllegalArgumentException("pcm16k must hold 1 to "
                    + LONGEST_SOUND_SAMPLES + " samples: " + pcm16k.length);
        }
        long start = now + PLAYOUT_DELAY_SAMPLES;
        double[] x = new double[PAD_BEFORE + pcm16k.length + PAD_AFTER];
        for (int i = 0; i < pcm16k.length; i++) {
            x[PAD_BEFORE + i] = pcm16k[i];
        }
        double[] played = SincResampler.resample(x, PhysicalRoom.INPUT_RATE_HZ, RATE_HZ,
                SincResampler.lengthAt(x.length, PhysicalRoom.INPUT_RATE_HZ, RATE_HZ));
        DeviceChain.DEFAULT.loudspeaker(played);
        bank.convolve(speaker, played, (start - PAD_BEFORE) * FACTOR, sinks);
        return start;
    }

    /**
     * Advances time by {@code samples}: every microphone captures its next samples.
     *
     * @param samples 16 kHz samples, 0 or more
     * @param out per agent, an array of at least {@code samples} that receives them from index 0
     */
    public void advance(int samples, short[][] out) {
        if (samples < 0 || out.length != mics.length) {
            throw new IllegalArgumentException("samples must be >= 0 and out hold one array per"
                    + " agent: " + samples + ", " + out.length);
        }
        for (int l = 0; l < mics.length; l++) {
            if (sinks[l] == null) {
                Arrays.fill(out[l], 0, samples, (short) 0);
            } else {
                mics[l].capture(out[l], 0, samples);
            }
        }
        now += samples;
    }

    /**
     * Stops a microphone for good: nothing more is captured there (it gives zeros) and no sound
     * is convolved to it, which saves the work of an agent nobody needs to hear for (what every
     * other microphone hears does not change).
     *
     * @param listener the agent
     */
    public void stopListening(int listener) {
        Objects.checkIndex(listener, mics.length);
        sinks[listener] = null;
    }

    /**
     * Samples saturated at a microphone so far (at 48 kHz and after decimation to 16 kHz).
     *
     * @param listener the agent
     * @return the count, 0 or more (the automatic gain never clips at 48 kHz)
     */
    public long clippedSamples(int listener) {
        return mics[listener].clipped48k() + mics[listener].clipped16k();
    }
}

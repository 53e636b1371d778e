package echoai.link1.modem;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The air profiles a user picks: K1 and K2 (LINK1.md, "The modem": one or two tones per 40 ms
 * slot, a greeting, RS(15,11)), R (PROFILE-R.md: hopping tones, a convolutional code, a Costas
 * sync; for reverberant rooms), F (PROFILE-F.md: R sent two tones a slot, at half its air
 * time) and Q (PROFILE-Q.md: four tones a slot on a wider band, at half of F's). Each gives its transmitter and a streaming {@link FrameReceiver} with the same
 * contract; {@link TonePlan} stays the K1/K2 plan ({@link #tonePlan()}), R, F and Q share one
 * hopping receiver.
 *
 * <pre>
 *  profile  frame samples  air time  label
 *  K1       44 800         2.8 s     k1
 *  K2       25 600         1.6 s     k2
 *  R        76 032         4.752 s   r
 *  F        38 400         2.4 s     f
 *  Q        19 200         1.2 s     q
 * </pre>
 */
public enum AirProfile {
    /** One tone per slot, 60 slots. */
    K1,
    /** Two tones per slot, 30 slots. */
    K2,
    /** The robust profile: 8 sync + 91 hopping data slots of 48 ms. */
    R,
    /** R at half the air time: 4 sync + 46 hopping data slots of 48 ms, two tones each. */
    F,
    /** F at half the air time: 2 sync + 23 hopping data slots of 48 ms, four tones each on 12 groups. */
    Q;

    /**
     * The profiles of the v2 registrations (LINK1-v2.md, E7, E8): K1, K2 and R, in this order.
     * A registered experiment that runs "every profile" runs these, so that a later profile
     * does not change its output.
     */
    public static final List<AirProfile> V2 = List.of(K1, K2, R);

    /**
     * The profile with a label.
     *
     * @param label "k1", "k2", "r", "f" or "q", any case; never null
     * @return the profile
     * @throws IllegalArgumentException for any other label
     */
    public static AirProfile parse(String label) {
        return switch (label.toLowerCase(Locale.ROOT)) {
            case "k1" -> K1;
            case "k2" -> K2;
            case "r" -> R;
            case "f" -> F;
            case "q" -> Q;
            default -> throw new IllegalArgumentException("profile must be k1, k2, r, f or q: "
                    + label);
        };
    }

    /**
     * K1 or K2 by tones per slot (the old {@code --k}).
     *
     * @param k 1 or 2
     * @return K1 for 1, K2 for 2
     * @throws IllegalArgumentException for any other k
     */
    public static AirProfile ofK(int k) {
        return TonePlan.of(k) == TonePlan.K1 ? K1 : K2;
    }

    /**
     * The label {@link #parse} reads.
     *
     * @return "k1", "k2", "r", "f" or "q"
     */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Whether this profile has a K1/K2 {@link TonePlan}.
     *
     * @return true for K1 and K2, false for R, F and Q
     */
    public boolean hasTonePlan() {
        return hopPlan() == null;
    }

    /** R's, F's or Q's hopping plan, null for K1 and K2. */
    HopPlan hopPlan() {
        return switch (this) {
            case R -> HopPlan.R;
            case F -> HopPlan.F;
            case Q -> HopPlan.Q;
            default -> null;
        };
    }

    private HopModulator hop() {
        return switch (this) {
            case R -> HopModulator.R;
            case F -> HopModulator.F;
            case Q -> HopModulator.Q;
            default -> null;
        };
    }

    /**
     * The K1/K2 tone plan.
     *
     * @return {@link TonePlan#K1} or {@link TonePlan#K2}
     * @throws IllegalStateException for R, F and Q, which have none
     */
    public TonePlan tonePlan() {
        return switch (this) {
            case K1 -> TonePlan.K1;
            case K2 -> TonePlan.K2;
            case R, F, Q -> throw new IllegalStateException("profile " + name()
                    + " has no K1/K2 tone plan");
        };
    }

    /**
     * Samples of one frame at 16 kHz (the table above).
     *
     * @return 44 800 (K1), 25 600 (K2), 76 032 (R), 38 400 (F) or 19 200 (Q)
     */
    public int frameSamples() {
        return hasTonePlan() ? tonePlan().frameSamples() : hopPlan().frameSamples;
    }

    /**
     * Samples of a recording (spec layout: 4000 zeros before the first frame and after each).
     *
     * @param frames number of frames, 0 or more
     * @return 4000 + frames · (frame samples + 4000)
     * @throws IllegalArgumentException when {@code frames} is negative
     * @throws ArithmeticException when the count overflows an int
     */
    public int recordingSamples(int frames) {
        return hasTonePlan() ? Modulator.recordingSamples(tonePlan(), frames)
                : hop().recordingSamples(frames);
    }

    /**
     * Where a frame starts in a recording.
     *
     * @param index the frame index, 0 or more
     * @return the sample index of its first sample (greeting or sync)
     */
    public int frameOffset(int index) {
        return hasTonePlan() ? Modulator.frameOffset(tonePlan(), index)
                : hop().frameOffset(index);
    }

    /**
     * A recording of 22-byte link frames (the spec's "A recording"): FEC, then modulation.
     *
     * @param frames22 the frames, each 22 bytes; may be empty
     * @return 16 kHz int16 PCM of {@link #recordingSamples} samples
     */
    public short[] recordingOfFrames(List<byte[]> frames22) {
        return hasTonePlan() ? Modulator.recordingOfFrames(tonePlan(), frames22)
                : hop().recordingOfFrames(frames22);
    }

    /**
     * Energy (sum of squared samples) of the frames' active samples in a recording: the room's signal power numerator.
     *
     * @param recording a recording laid out by {@link #recordingOfFrames}
     * @param frames how many frames, from the first, to sum
     * @return the energy, in squared int16 units
     */
    public long activeEnergy(short[] recording, int frames) {
        return hasTonePlan() ? Modulator.activeEnergy(tonePlan(), recording, frames)
                : hop().activeEnergy(recording, frames);
    }

    /**
     * Every tone this profile sends, as bins of 31.25 Hz, ascending: its data tones and its
     * greeting (K1, K2) or sync (R, F, Q) notes. What {@link CarrierSense} listens for.
     *
     * @return the distinct bins
     */
    public int[] toneBins() {
        List<Integer> bins = new ArrayList<>();
        if (!hasTonePlan()) {
            // the sync notes lie on the data grid
            HopPlan plan = hopPlan();
            for (int g = 0; g < plan.groups; g++) {
                for (int v = 0; v < ProfileR.TONES_PER_GROUP; v++) {
                    bins.add(plan.bin(g, v));
                }
            }
        } else {
            TonePlan plan = tonePlan();
            for (int g = 0; g < plan.groups(); g++) {
                for (int v = 0; v < TonePlan.TONES_PER_GROUP; v++) {
                    bins.add(plan.bin(g, v));
                }
            }
            for (int k = 0; k < Preamble.NOTES; k++) {
                bins.add(Preamble.bin(k));
            }
        }
        return CarrierSense.distinct(bins.stream().mapToInt(Integer::intValue).toArray());
    }

    /**
     * A streaming receiver for this profile.
     *
     * @param check the frame check (the CRC), offered one candidate per detection
     * @param maxFrames how many frames {@code finish()} keeps (≥ 1)
     * @param live called with each frame as it is found, or null
     * @return a fresh receiver at sample 0
     */
    public FrameReceiver receiver(FrameCheck check, int maxFrames, Consumer<ModemFrame> live) {
        return hasTonePlan() ? new Demodulator(tonePlan(), check, maxFrames, live)
                : new HopDemodulator(hopPlan(), check, maxFrames, live);
    }

    /**
     * The forced candidate search (for false-frame measurements, issue 28): this profile's
     * receiver without its greeting or sync detector, handed a candidate start every
     * {@code periodSamples} samples (0, period, 2·period, …) whatever the audio holds. Each
     * candidate is demodulated as a detected one is (the timing search around its start
     * included), decoded by the FEC and offered to {@code check}; every frame it delivers is
     * kept. {@link FrameReceiver#greetings()} counts the forced starts.
     *
     * @param check the frame check (the CRC)
     * @param periodSamples samples between forced starts, at 16 kHz (≥ 160)
     * @return a fresh receiver at sample 0
     * @throws IllegalArgumentException when the period is below 160 samples
     */
    public FrameReceiver forcedSearch(FrameCheck check, int periodSamples) {
        if (periodSamples < 160) {
            throw new IllegalArgumentException("periodSamples must be >= 160: " + periodSamples);
        }
        return hasTonePlan() ? new Demodulator(tonePlan(), check, periodSamples)
                : new HopDemodulator(hopPlan(), check, periodSamples);
    }

    /** Queue length for forced starts: every start that can wait for its frame, and two. */
    static int forcedQueue(HopPlan plan, int periodSamples) {
        return (plan.frameSamples + 1024) / periodSamples + 2;
    }
}

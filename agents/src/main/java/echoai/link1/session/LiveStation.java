package echoai.link1.session;

import echoai.link1.modem.AirProfile;
import echoai.wsp.Hex;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * One agent of a live room (E7's live run, docs/spec/E7.md §9): the medium access of a
 * {@link SharedAir} agent, on real audio. Its microphone's samples are its clock: every block of
 * {@value SharedAir#BLOCK_SAMPLES} samples it takes in goes to its receiver and carrier sense,
 * then it decides whether a waiting frame goes out (from {@value #WARMUP_SAMPLES} samples on:
 * an agent that has just joined listens first, and its audio streams start); a frame that goes out is handed to the
 * loudspeaker whole, which plays it meanwhile, and the agent counts itself transmitting for the
 * frame's length plus {@value #OUTPUT_GUARD_SAMPLES} samples (the device's latency). Every event
 * (start, a transmission decided, a frame its receiver delivered, the end) goes to
 * {@code events} with its microphone clock and the wall clock. Not thread-safe.
 */
public final class LiveStation {
    /** Own output latency allowed for after a frame's last sample is written, samples (0.5 s). */
    public static final int OUTPUT_GUARD_SAMPLES = 8000;
    /** Listening before the first decision, samples (2 s: the audio streams start meanwhile). */
    public static final int WARMUP_SAMPLES = 32_000;
    /** Quiet after the last frame before a veteran stops, samples (2 s). */
    public static final int DRAIN_SAMPLES = 32_000;

    /** Where an agent's samples come from: {@link #read} blocks, returns at least one, or −1. */
    @FunctionalInterface
    public interface Microphone {
        /**
         * Reads samples.
         *
         * @param buffer where they go, from index 0
         * @return how many (at least 1), or −1 at the end of the stream
         * @throws IOException when the device fails
         */
        int read(short[] buffer) throws IOException;
    }

    /** Where an agent's frames go: each played whole, from when it is handed over. */
    @FunctionalInterface
    public interface Loudspeaker {
        /**
         * Starts playing a sound and returns at once (the device plays it meanwhile).
         *
         * @param samples the sound, 16 kHz
         * @throws IOException when the device fails
         */
        void start(short[] samples) throws IOException;
    }

    /**
     * One event of a live agent.
     *
     * @param kind {@code start}, {@code tx} (a frame decided to go out), {@code sent} (its last
     *     sample written), {@code rx} (a frame delivered), {@code end}
     * @param frameHex the frame, or empty
     * @param clockSamples the agent's microphone clock, samples
     * @param offsetSamples for {@code rx}, where its receiver put the frame's start; else −1
     * @param wallNanos the wall clock (a monotonic clock shared by the processes of one machine)
     */
    public record Event(String kind, String frameHex, long clockSamples, long offsetSamples,
                        long wallNanos) {
        /**
         * An event.
         *
         * @param kind never null
         * @param frameHex never null
         * @param clockSamples the clock
         * @param offsetSamples the offset or −1
         * @param wallNanos the wall clock
         */
        public Event {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(frameHex, "frameHex");
        }
    }

    private final AirProfile profile;
    private final RoomStation station;
    private final boolean speaks;

    /**
     * An agent that will send {@code frames} (none for a listener only).
     *
     * @param profile the air profile
     * @param rules its medium access (CSMA or ALOHA)
     * @param seed the seed of its back-off draws
     * @param frames the frames it sends, in order (22 bytes each)
     */
    public LiveStation(AirProfile profile, MediumAccess rules, long seed, List<byte[]> frames) {
        this.profile = Objects.requireNonNull(profile, "profile");
        this.station = new RoomStation(0, profile, rules, new SplittableRandom(seed));
        for (byte[] f : frames) {
            if (f.length != 22) {
                throw new IllegalArgumentException("frames must have 22 bytes: " + f.length);
            }
            station.enqueue(f, false);
        }
        this.speaks = !frames.isEmpty();
    }

    /**
     * Runs until a speaker has sent its frames and the air has been quiet for
     * {@value #DRAIN_SAMPLES} samples after the last, or until {@code stop} says so, or until the
     * microphone ends.
     *
     * @param mic the microphone
     * @param speaker the loudspeaker
     * @param stop checked once a block: true ends the run
     * @param wall the wall clock, ns
     * @param events every event, in order
     * @throws IOException when the audio fails
     */
    public void run(Microphone mic, Loudspeaker speaker, BooleanSupplier stop, LongSupplier wall,
                    Consumer<Event> events) throws IOException {
        int b = SharedAir.BLOCK_SAMPLES;
        short[] read = new short[b];
        short[] block = new short[b];
        int filled = 0;
        long clock = 0;
        long quietFrom = 0;
        int heard = 0;
        events.accept(new Event("start", "", 0, -1, wall.getAsLong()));
        while (!stop.getAsBoolean()) {
            int n = mic.read(read);
            if (n < 0) {
                break;
            }
            for (int i = 0; i < n; i++) {
                block[filled++] = read[i];
                if (filled < b) {
                    continue;
                }
                filled = 0;
                clock += b;
                station.hear(block, b, clock);
                for (; heard < station.heard().size(); heard++) {
                    AirReception r = station.heard().get(heard);
                    events.accept(new Event("rx", r.frameHex(), clock, r.offsetSamples(),
                            wall.getAsLong()));
                }
                byte[] f = station.transmitting() || clock < WARMUP_SAMPLES ? null
                        : station.decide();
                if (f != null) {
                    short[] pcm = sound(f);
                    long end = clock + pcm.length + OUTPUT_GUARD_SAMPLES;
                    station.transmitted(f, end);
                    events.accept(new Event("tx", Hex.of(f), clock, -1, wall.getAsLong()));
                    speaker.start(pcm);
                    quietFrom = end;
                }
            }
            if (speaks && !station.hasWork() && clock > quietFrom + DRAIN_SAMPLES) {
                break;
            }
        }
        events.accept(new Event("end", "", clock, -1, wall.getAsLong()));
    }

    /** The frame alone as the profile modulates it, padded to whole blocks. */
    private short[] sound(byte[] frame22) {
        short[] rec = profile.recordingOfFrames(List.of(frame22));
        int from = profile.frameOffset(0);
        int length = (profile.frameSamples() + SharedAir.BLOCK_SAMPLES - 1)
                / SharedAir.BLOCK_SAMPLES * SharedAir.BLOCK_SAMPLES;
        return Arrays.copyOfRange(rec, from, from + length);
    }
}

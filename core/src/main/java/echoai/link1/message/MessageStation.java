package echoai.link1.message;

import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.CarrierSense;
import echoai.link1.modem.FrameReceiver;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * One station of a message exchange on real audio (the command line's {@code air send} and
 * {@code air receive}; docs/spec/MESSAGE.md §6), half duplex, driven by its microphone alone: the
 * samples it hears (16 kHz) are its clock. No threads and no wall clock, so a test can run two
 * stations through a simulated room sample by sample. {@link StationRoles} gives the roles of a
 * sender and a receiver; the caller plays each {@link Transmission} it hands out.
 *
 * <p>Each chunk heard goes to the profile's receiver (every frame that passes its CRC goes to
 * the {@link Role}) and to the profile's {@link CarrierSense}; then the role is told the samples
 * that passed. The role's next frame goes out only when the air is clear: the station is not
 * playing (its own frame and {@value #GUARD_SAMPLES} samples for the device's latency,
 * the agents' live stations allow the same), and it has heard neither one of the profile's tones
 * (the carrier sense) nor a sync whose frame has not yet ended for {@value #DIFS_SAMPLES}
 * samples (E7's two idle slots of 32 ms), and then a back-off of 0 to {@value #WINDOW_SLOTS}
 * − 1 slots of {@value #SLOT_SAMPLES} samples, drawn once per frame and counted down only while
 * the air is clear, so that two stations answering one frame do not start together. The first
 * frame waits until the station has listened for {@value #WARMUP_SAMPLES} samples (1 s). A
 * frame counts as sent ({@link Role#sent()}) when the station's own playing time has passed:
 * the sender's answer timer starts then, as §6 says.
 */
public final class MessageStation {
    /** A back-off slot, samples (E7's 32 ms). */
    public static final int SLOT_SAMPLES = 512;
    /** Clear air before a frame may go out, samples (E7's two slots). */
    public static final int DIFS_SAMPLES = 2 * SLOT_SAMPLES;
    /** Back-off draws are 0..WINDOW_SLOTS − 1 slots. */
    public static final int WINDOW_SLOTS = 8;
    /** The own output's latency allowed for after a frame's last sample, samples (0.5 s). */
    public static final int GUARD_SAMPLES = 8000;
    /** Listening before the first frame, samples (1 s). */
    public static final int WARMUP_SAMPLES = 16_000;
    /** The carrier sense's time step, samples. */
    private static final int BLOCK = 16;

    /** What a station does on the message layer: a sender's or a receiver's state machine. */
    public interface Role {
        /**
         * The frame to send now.
         *
         * @return the frame, or empty
         */
        Optional<MessageFrame> nextFrame();

        /** The frame {@link #nextFrame()} gave has been played. */
        void sent();

        /**
         * A frame the receiver heard, its CRC passed (the station's own frames included).
         *
         * @param frame22 the 22 bytes
         */
        void heard(byte[] frame22);

        /**
         * Samples have passed.
         *
         * @param samples how many, at 16 kHz
         */
        void elapsed(long samples);
    }

    /**
     * A frame to start playing now.
     *
     * @param frame the frame
     * @param sound the frame alone as the profile modulates it, 16 kHz
     */
    public record Transmission(MessageFrame frame, short[] sound) {
    }

    private final AirProfile profile;
    private final Role role;
    private final boolean speaks;
    private final FrameReceiver receiver;
    private final CarrierSense sense;
    private final SplittableRandom random;
    private long clock;
    private long clearFrom;
    private long backoffLeft = -1;
    private MessageFrame inFlight;
    private long playingUntil;

    /**
     * A station.
     *
     * @param profile the air profile
     * @param role its state machine
     * @param speaks whether it plays the role's frames (false: it only listens, one way)
     * @param seed the seed of its back-off draws
     */
    public MessageStation(AirProfile profile, Role role, boolean speaks, long seed) {
        this.profile = Objects.requireNonNull(profile, "profile");
        this.role = Objects.requireNonNull(role, "role");
        this.speaks = speaks;
        this.receiver = profile.receiver(LinkFrame::crcOk, 1, f -> role.heard(f.frame()));
        this.sense = CarrierSense.of(profile);
        this.random = new SplittableRandom(seed);
    }

    /**
     * Samples heard by the microphone.
     *
     * @param pcm 16 kHz samples
     * @param offset the first
     * @param length how many
     * @return the frame to start playing now, or null
     */
    public Transmission hear(short[] pcm, int offset, int length) {
        receiver.accept(pcm, offset, length);
        long start = receiver.lastStart();
        for (int i = 0; i < length; i += BLOCK) {
            int n = Math.min(BLOCK, length - i);
            sense.accept(pcm, offset + i, n);
            clock += n;
            boolean busy = clock < playingUntil || sense.present()
                    || (start >= 0 && clock < start + profile.frameSamples());
            if (busy) {
                clearFrom = clock;
            } else if (backoffLeft > 0 && clock - clearFrom >= DIFS_SAMPLES) {
                backoffLeft -= n;
            }
        }
        role.elapsed(length);
        if (inFlight != null && clock >= playingUntil) {
            if (role.nextFrame().filter(f -> f == inFlight).isPresent()) {
                role.sent();
            }
            inFlight = null;
        }
        if (!speaks || inFlight != null || clock < WARMUP_SAMPLES) {
            return null;
        }
        Optional<MessageFrame> next = role.nextFrame();
        if (next.isEmpty()) {
            return null;
        }
        if (backoffLeft < 0) {
            backoffLeft = (long) random.nextInt(WINDOW_SLOTS) * SLOT_SAMPLES;
        }
        if (clock - clearFrom < DIFS_SAMPLES || backoffLeft > 0) {
            return null;
        }
        backoffLeft = -1;
        inFlight = next.get();
        short[] sound = sound(profile, inFlight.toBytes());
        playingUntil = clock + sound.length + GUARD_SAMPLES;
        return new Transmission(inFlight, sound);
    }

    /**
     * Samples heard so far: the station's clock.
     *
     * @return 16 kHz samples
     */
    public long clock() {
        return clock;
    }

    /**
     * Whether a frame of its own is playing (with the guard for the device's latency).
     *
     * @return true until the last frame handed out has been played
     */
    public boolean playing() {
        return inFlight != null;
    }

    /**
     * The frame alone as the profile modulates it, without the recording's gaps.
     *
     * @param profile the air profile
     * @param frame22 the frame's 22 bytes
     * @return its sound, 16 kHz
     */
    public static short[] sound(AirProfile profile, byte[] frame22) {
        short[] recording = profile.recordingOfFrames(List.of(frame22));
        int from = profile.frameOffset(0);
        return Arrays.copyOfRange(recording, from, from + profile.frameSamples());
    }
}

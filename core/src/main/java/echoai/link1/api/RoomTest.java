package echoai.link1.api;

import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.speech.Speech;
import echoai.wsp.Atom;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The room test's fixed sequence (E3 from anywhere, docs/web.md): what one device plays and the
 * other listens for, the same on every device, so a listener knows each frame it should hear and
 * recognises any other as wrong. Per profile (K1, K2, R, in that order)
 * {@value #FRAMES_PER_PROFILE} CLAIM frames from speaker {@value #SPEAKER}; frame i of profile p
 * has sequence number 16 · p + i and a claim drawn from SplitMix64 seeded with {@value #SEED}
 * (Steele, Lea &amp; Flood 2014; written out here because the browser build's class library has
 * no {@code SplittableRandom}): referent 0x0300 + 16 · p + i, action UNIR / TEMER / OBSERVAR, Q in
 * [−100, 100], n in [1, 10]. Each profile's frames play as one recording, back to back with the
 * spec's gaps ({@link Link1#encode(List, AirProfile, int)}).
 */
public final class RoomTest {
    /** Frames per profile. */
    public static final int FRAMES_PER_PROFILE = 16;
    /** The speaker id of every frame. */
    public static final int SPEAKER = 1;
    /** The seed of the claims' draws. */
    public static final long SEED = 0L;

    private static final Atom[] ACTIONS = {Atom.UNIR, Atom.TEMER, Atom.OBSERVAR};

    private RoomTest() {
    }

    /**
     * The profiles the test plays, in order.
     *
     * @return K1, K2, R
     */
    public static List<AirProfile> profiles() {
        return List.of(AirProfile.K1, AirProfile.K2, AirProfile.R);
    }

    /**
     * The frames played with {@code profile}, in order.
     *
     * @param profile one of {@link #profiles()}
     * @return {@value #FRAMES_PER_PROFILE} distinct frames
     * @throws IllegalArgumentException for a profile the test does not play
     */
    public static List<LinkFrame> frames(AirProfile profile) {
        int p = profiles().indexOf(Objects.requireNonNull(profile, "profile"));
        if (p < 0) {
            throw new IllegalArgumentException("the room test does not play " + profile);
        }
        long state = SEED + p * 0x1000L;
        List<LinkFrame> frames = new ArrayList<>(FRAMES_PER_PROFILE);
        for (int i = 0; i < FRAMES_PER_PROFILE; i++) {
            state += 0x9E3779B97F4A7C15L;
            long draw = mix(state);
            Atom action = ACTIONS[(int) Long.remainderUnsigned(draw, ACTIONS.length)];
            int q = (int) Long.remainderUnsigned(draw >>> 8, 201) - 100;
            int n = 1 + (int) Long.remainderUnsigned(draw >>> 24, 10);
            int index = FRAMES_PER_PROFILE * p + i;
            frames.add(Speech.frame(Speech.claim(SPEAKER, 0x0300 + index, action, q, n), index));
        }
        return Collections.unmodifiableList(frames);
    }

    /**
     * Where {@code frame} lies in {@code profile}'s sequence.
     *
     * @param profile one of {@link #profiles()}
     * @param frame   a frame heard
     * @return its index in {@link #frames(AirProfile)}, or −1 when it is not one of them
     */
    public static int indexOf(AirProfile profile, LinkFrame frame) {
        return frames(profile).indexOf(Objects.requireNonNull(frame, "frame"));
    }

    /**
     * The recording one device plays for {@code profile}, at the device's rate.
     *
     * @param profile      one of {@link #profiles()}
     * @param sampleRateHz the output rate, in [8000, 96000]
     * @return the samples
     */
    public static short[] recording(AirProfile profile, int sampleRateHz) {
        return Link1.encode(frames(profile), profile, sampleRateHz);
    }

    /** SplitMix64's output function. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}

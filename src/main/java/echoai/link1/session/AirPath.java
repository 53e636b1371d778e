package echoai.link1.session;

import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.CandidateTap;
import echoai.link1.modem.Demodulator;
import echoai.link1.modem.ModemFrame;
import echoai.link1.modem.Modulator;
import echoai.link1.modem.TonePlan;
import echoai.link1.room.Room;
import echoai.link1.room.RoomConfig;
import echoai.link1.room.RoomKind;
import echoai.link1.room.RoomOutput;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * The one air path of the bench and the sessions (LINK1.md, "The simulated room"): 22-byte
 * frames → one {@link Modulator} recording (4000 zeros, each frame followed by 4000 zeros) →
 * the room, with the SNR set on the recording's active power → the streaming
 * {@link Demodulator} with the frame CRC as its check and {@code max_frames = n +}
 * {@value AirChannel#EXTRA_FRAMES} → a {@link Reception}.
 *
 * <p>The steps are public apart ({@link #air}, {@link #receive}, {@link #receiver}) for the
 * paths that differ in one of them: a trial that times the receiver alone, one that plays through
 * a real device, one that taps the candidates. Stateless and thread-safe.
 */
public final class AirPath {
    private AirPath() {
    }

    /** {@code frames} through the room and the receiver: {@code receive(plan, air(…), n)}. */
    public static Reception carry(TonePlan plan, List<byte[]> frames, RoomConfig room) {
        return receive(plan, air(plan, frames, room).samples(), frames.size());
    }

    /**
     * The spec's random room for one recording, drawn from {@code random} in this order: the
     * leading delay, uniform in 0..{@value AirChannel#MAX_DELAY_SAMPLES} samples, then the
     * room's own seed (noise, reverb tail). No drift, no interferer.
     */
    public static RoomConfig randomRoom(RoomKind room, double snrDb, SplittableRandom random) {
        int delay = random.nextInt(AirChannel.MAX_DELAY_SAMPLES + 1);
        return RoomConfig.of(room, snrDb, random.nextLong(), delay);
    }

    /**
     * The recording of {@code frames} (22 bytes each, at least one) as the room delivers it.
     *
     * @throws IllegalArgumentException if {@code frames} is empty (no signal to set an SNR on)
     */
    public static RoomOutput air(TonePlan plan, List<byte[]> frames, RoomConfig room) {
        if (frames.isEmpty()) {
            throw new IllegalArgumentException("frames must not be empty: 0");
        }
        short[] tx = Modulator.recordingOfFrames(plan, frames);
        return Room.apply(tx, activePower(plan, tx, frames.size()), room);
    }

    /** What the receiver for {@code frames} sent frames makes of {@code pcm}. */
    public static Reception receive(TonePlan plan, short[] pcm, int frames) {
        return receive(plan, pcm, frames, null);
    }

    /** As {@link #receive(TonePlan, short[], int)}, with a tap on every candidate (or null). */
    public static Reception receive(TonePlan plan, short[] pcm, int frames, CandidateTap tap) {
        Demodulator demod = receiver(plan, frames, null, tap);
        demod.accept(pcm);
        return Reception.of(demod, demod.finish());
    }

    /**
     * The receiver for a recording of {@code frames} sent frames: the CRC as its check and
     * {@code max_frames = frames +} {@value AirChannel#EXTRA_FRAMES}.
     *
     * @param live called with each frame as it is found, or null
     * @param tap  sees every candidate before decoding, or null
     */
    public static Demodulator receiver(TonePlan plan, int frames, Consumer<ModemFrame> live,
            CandidateTap tap) {
        if (frames < 1) {
            throw new IllegalArgumentException("frames must be >= 1: " + frames);
        }
        return new Demodulator(plan, LinkFrame::crcOk,
                Math.addExact(frames, AirChannel.EXTRA_FRAMES), live, tap);
    }

    /**
     * A receiver of audio from outside (a file, a device): the CRC as its check, at most
     * {@code maxFrames} frames kept ({@link Integer#MAX_VALUE}: all).
     */
    public static Demodulator listener(TonePlan plan, int maxFrames, Consumer<ModemFrame> live) {
        return new Demodulator(plan, LinkFrame::crcOk, maxFrames, live);
    }

    /** The frames' 22-byte wire forms, in order. */
    public static List<byte[]> frameBytes(List<LinkFrame> frames) {
        List<byte[]> out = new ArrayList<>(frames.size());
        for (LinkFrame f : frames) {
            out.add(f.toBytes());
        }
        return out;
    }

    /**
     * Mean power of a recording's active samples (greetings and slots, not the silence between
     * frames): the signal power the room's SNR is set on (LINK1.md, "The simulated room").
     *
     * @param plan   K=1 or K=2
     * @param pcm    a recording made by {@link Modulator} of {@code frames} frames
     * @param frames how many frames it holds
     */
    public static double activePower(TonePlan plan, short[] pcm, int frames) {
        return Modulator.activeEnergy(plan, pcm, frames) / ((double) frames * plan.frameSamples());
    }
}

package echoai.link1.session;

import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.CandidateTap;
import echoai.link1.modem.Demodulator;
import echoai.link1.modem.FrameReceiver;
import echoai.link1.modem.ModemFrame;
import echoai.link1.room.Room;
import echoai.link1.room.RoomConfig;
import echoai.link1.room.RoomKind;
import echoai.link1.room.RoomOutput;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * The one air path of the bench and the sessions (LINK1.md, "The simulated room"; ROOM.md for
 * the physical room), for any {@link AirProfile}: 22-byte frames → one recording of the
 * profile's modulator (4000 zeros, each frame followed by 4000 zeros) → an {@link AirRoom}
 * (the simulated room with the SNR set on the recording's active power, or a physical room
 * point brought back to 16 kHz) → the profile's streaming {@link FrameReceiver} with the frame
 * CRC as its check and {@code max_frames = n +} {@value AirChannel#EXTRA_FRAMES} → a
 * {@link Reception}.
 *
 * <p>The steps are public apart ({@link #air}, {@link #receive}, {@link #receiver}) for the
 * paths that differ in one of them: a trial that times the receiver alone, one that plays through
 * a real device, one that taps the candidates. Stateless and thread-safe.
 */
public final class AirPath {
    private AirPath() {
    }

    /**
     * Frames through the simulated room and the receiver.
     *
     * @param profile K1, K2 or R
     * @param frames the frames, 22 bytes each, at least one
     * @param room the simulated room
     * @return what the receiver made of the recording
     */
    public static Reception carry(AirProfile profile, List<byte[]> frames, RoomConfig room) {
        return receive(profile, air(profile, frames, room).samples(), frames.size());
    }

    /**
     * {@code frames} through {@code room} (its delay and seed drawn from {@code random}) and the
     * receiver.
     *
     * @param profile K1, K2 or R
     * @param frames the frames, 22 bytes each, at least one
     * @param room the room
     * @param random the draws of the delay and the room's seed
     * @return what the receiver made of the recording
     */
    public static Reception carry(AirProfile profile, List<byte[]> frames, AirRoom room,
                                  SplittableRandom random) {
        return receive(profile, air(profile, frames, room, random).samples(), frames.size());
    }

    /**
     * The spec's random room for one recording, drawn from {@code random} in this order: the
     * leading delay, uniform in 0..{@value AirChannel#MAX_DELAY_SAMPLES} samples, then the
     * room's own seed (noise, reverb tail). No drift, no interferer.
     *
     * @param room the simulated room
     * @param snrDb the SNR, dB
     * @param random the draws
     * @return the room config
     */
    public static RoomConfig randomRoom(RoomKind room, double snrDb, SplittableRandom random) {
        int delay = random.nextInt(AirChannel.MAX_DELAY_SAMPLES + 1);
        return RoomConfig.of(room, snrDb, random.nextLong(), delay);
    }

    /**
     * The recording of {@code frames} (22 bytes each, at least one) as the simulated room
     * delivers it.
     *
     * @param profile K1, K2 or R
     * @param frames the frames, 22 bytes each, at least one
     * @param room the simulated room
     * @return the received 16 kHz recording
     * @throws IllegalArgumentException if {@code frames} is empty (no signal to set an SNR on)
     */
    public static RoomOutput air(AirProfile profile, List<byte[]> frames, RoomConfig room) {
        short[] tx = recording(profile, frames);
        return Room.apply(tx, activePower(profile, tx, frames.size()), room);
    }

    /**
     * As {@link #air(AirProfile, List, RoomConfig)} through any room drawn from {@code random}.
     *
     * @param profile K1, K2 or R
     * @param frames the frames, 22 bytes each, at least one
     * @param room the room
     * @param random the draws of the delay and the room's seed
     * @return the received 16 kHz recording
     */
    public static RoomOutput air(AirProfile profile, List<byte[]> frames, AirRoom room,
                                 SplittableRandom random) {
        short[] tx = recording(profile, frames);
        return room.pass(tx, activePower(profile, tx, frames.size()), random);
    }

    private static short[] recording(AirProfile profile, List<byte[]> frames) {
        if (frames.isEmpty()) {
            throw new IllegalArgumentException("frames must not be empty: 0");
        }
        return profile.recordingOfFrames(frames);
    }

    /**
     * What the receiver for a number of sent frames makes of a recording.
     *
     * @param profile K1, K2 or R
     * @param pcm the received 16 kHz recording
     * @param frames how many frames were sent
     * @return the frames kept and the receiver's counts
     */
    public static Reception receive(AirProfile profile, short[] pcm, int frames) {
        return receive(profile, pcm, frames, null);
    }

    /**
     * As {@link #receive(AirProfile, short[], int)}, with a tap on every candidate (or null;
     * K1/K2 only).
     *
     * @param profile K1, K2 or R
     * @param pcm the received 16 kHz recording
     * @param frames how many frames were sent
     * @param tap sees every candidate before decoding, or null
     * @return the frames kept and the receiver's counts
     */
    public static Reception receive(AirProfile profile, short[] pcm, int frames,
                                    CandidateTap tap) {
        FrameReceiver receiver = receiver(profile, frames, null, tap);
        receiver.accept(pcm);
        return Reception.of(receiver, receiver.finish());
    }

    /**
     * The receiver for a recording of {@code frames} sent frames: the CRC as its check and
     * {@code max_frames = frames +} {@value AirChannel#EXTRA_FRAMES}.
     *
     * @param profile K1, K2 or R
     * @param frames how many frames were sent
     * @param live called with each frame as it is found, or null
     * @param tap  sees every candidate before decoding, or null; only K1/K2 take one
     * @return a fresh receiver
     * @throws IllegalArgumentException for a tap on profile R
     */
    public static FrameReceiver receiver(AirProfile profile, int frames, Consumer<ModemFrame> live,
                                         CandidateTap tap) {
        if (frames < 1) {
            throw new IllegalArgumentException("frames must be >= 1: " + frames);
        }
        int maxFrames = Math.addExact(frames, AirChannel.EXTRA_FRAMES);
        if (tap == null) {
            return profile.receiver(LinkFrame::crcOk, maxFrames, live);
        }
        if (!profile.hasTonePlan()) {
            throw new IllegalArgumentException("tap must be null for profile " + profile + ": "
                    + tap);
        }
        return new Demodulator(profile.tonePlan(), LinkFrame::crcOk, maxFrames, live, tap);
    }

    /**
     * A receiver of audio from outside (a file, a device): the CRC as its check, at most
     * {@code maxFrames} frames kept ({@link Integer#MAX_VALUE}: all).
     *
     * @param profile K1, K2 or R
     * @param maxFrames how many frames {@code finish()} keeps, ≥ 1
     * @param live called with each frame as it is found, or null
     * @return a fresh receiver
     */
    public static FrameReceiver listener(AirProfile profile, int maxFrames,
                                         Consumer<ModemFrame> live) {
        return profile.receiver(LinkFrame::crcOk, maxFrames, live);
    }

    /**
     * The frames' 22-byte wire forms.
     *
     * @param frames the frames
     * @return their wire bytes, in order
     */
    public static List<byte[]> frameBytes(List<LinkFrame> frames) {
        List<byte[]> out = new ArrayList<>(frames.size());
        for (LinkFrame f : frames) {
            out.add(f.toBytes());
        }
        return out;
    }

    /**
     * Mean power of a recording's active samples (greetings or syncs and slots, not the silence
     * between frames): the signal power the simulated room's SNR is set on (LINK1.md, "The
     * simulated room").
     *
     * @param profile K1, K2 or R
     * @param pcm     a recording made by the profile's modulator of {@code frames} frames
     * @param frames  how many frames it holds
     * @return the mean power, in squared int16 units
     */
    public static double activePower(AirProfile profile, short[] pcm, int frames) {
        return profile.activeEnergy(pcm, frames) / ((double) frames * profile.frameSamples());
    }
}

package echoai.link1.api;

import echoai.link1.audio.Resampler;
import echoai.link1.frame.LinkFrame;
import echoai.link1.message.ArqConfig;
import echoai.link1.message.ArqReceiver;
import echoai.link1.message.ArqSender;
import echoai.link1.message.Broadcast;
import echoai.link1.message.MessageFrame;
import echoai.link1.message.MessageStation;
import echoai.link1.message.StationRoles;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.PhysicalRoom;
import echoai.link1.room.PhysicalRoomConfig;
import echoai.link1.room.PhysicalRoomOutput;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The common path in a few calls: a frame to PCM ({@link #encode}), PCM to what was heard
 * ({@link #decode}), a streaming {@link Receiver} for live input, and the physical room between
 * them ({@link #throughRoom}). PCM is signed 16-bit mono at any rate in
 * [{@value Resampler#MIN_RATE_HZ}, {@value Resampler#MAX_RATE_HZ}] Hz; the modem runs at
 * {@value #MODEM_RATE_HZ} Hz and the facade converts with the streaming, deterministic
 * {@link Resampler} (zero delay, so sample indices keep their meaning across rates). The profile
 * is one of {@link AirProfile}: K1, K2 or R. Every call takes its arguments in one order: what
 * is sent or heard, then the profile (or the room), then the rate.
 *
 * <pre>{@code
 * short[] pcm = Link1.encode(Speech.frame(claim, 0), AirProfile.K1, 48_000);
 * List<Heard> heard = Link1.decode(pcm, AirProfile.K1, 48_000);
 * }</pre>
 *
 * <p><b>A rate below 16 kHz cuts part of a profile's band.</b> The resampler keeps 0.9 × the
 * lower rate's Nyquist, so at {@code sampleRateHz} &lt; 16 000 the tones above 0.45 ×
 * {@code sampleRateHz} are lost: at 8 kHz, 44 of R's 128 data tones and 3 of its 8 sync notes
 * (K1 and K2 end at 3 062.5 Hz and lose nothing down to 8 kHz). The facade accepts such a rate —
 * R still decodes there, with less margin (docs/library.md, "Rates and margin", measures every
 * profile at every rate through a physical room with noise) — and {@link BandCut#of} says what
 * is cut, so a caller can tell its user (the command line prints one line on stderr).
 *
 * <p><b>Messages</b> of 1 byte to 64 KiB (docs/spec/MESSAGE.md, docs/messages.md) travel in
 * message frames on the same profiles: {@link #encodeMessage} sends one one way (with an erasure
 * code across its frames), a {@link MessageReceiver} hears whole messages, exact or not at all;
 * two ways, {@link #encodeMessageFrames} plays what the state machines of
 * {@code echoai.link1.message} hand out, timed by {@link #arqConfig}.
 *
 * <pre>{@code
 * short[] pcm = Link1.encodeMessage("hello, room".getBytes(UTF_8), AirProfile.F, 48_000);
 * MessageReceiver in = Link1.messageReceiver(AirProfile.F, 48_000);
 * in.accept(pcm, 0, pcm.length);
 * List<HeardMessage> heard = in.finish();
 * }</pre>
 *
 * <p>Stateless and thread-safe; every call allocates its own engines.
 */
public final class Link1 {
    /** The modem's own sample rate, Hz. */
    public static final int MODEM_RATE_HZ = 16_000;

    private Link1() {
    }

    /**
     * A recording of {@code frame} at {@code sampleRateHz}: the spec's layout (silence, the frame,
     * silence) made by {@code profile}'s modulator at 16 kHz and resampled.
     *
     * @param frame        the frame to send
     * @param profile      K1, K2 or R
     * @param sampleRateHz the output rate, in [8000, 96000]
     * @return the samples at {@code sampleRateHz}
     */
    public static short[] encode(LinkFrame frame, AirProfile profile, int sampleRateHz) {
        Objects.requireNonNull(frame, "frame");
        return encode(List.of(frame), profile, sampleRateHz);
    }

    /**
     * One recording of {@code frames}, back to back with the spec's gaps, at {@code sampleRateHz}.
     *
     * @param frames       the frames in order (at least one)
     * @param profile      K1, K2 or R
     * @param sampleRateHz the output rate, in [8000, 96000]
     * @return the samples at {@code sampleRateHz}
     */
    public static short[] encode(List<LinkFrame> frames, AirProfile profile, int sampleRateHz) {
        return recording(frames, LinkFrame::toBytes, profile, sampleRateHz);
    }

    /** The spec's recording of frames (at least one) by {@code profile}, at {@code sampleRateHz}. */
    private static <F> short[] recording(List<? extends F> frames,
            Function<? super F, byte[]> toBytes, AirProfile profile, int sampleRateHz) {
        Objects.requireNonNull(frames, "frames");
        Objects.requireNonNull(profile, "profile");
        checkRate(sampleRateHz);
        if (frames.isEmpty()) {
            throw new IllegalArgumentException("frames must not be empty: 0");
        }
        List<byte[]> bytes = new ArrayList<>(frames.size());
        for (F f : frames) {
            bytes.add(toBytes.apply(Objects.requireNonNull(f, "frame")));
        }
        short[] at16k = profile.recordingOfFrames(bytes);
        return sampleRateHz == MODEM_RATE_HZ ? at16k
                : Resampler.resample(at16k, MODEM_RATE_HZ, sampleRateHz);
    }

    /**
     * A message sent one way as PCM (docs/spec/MESSAGE.md §5), with the library's defaults:
     * sender 0, message 0, 25 % parity (every block survives one lost frame in five), one
     * round. The frames follow one another in the spec's recording layout, in one array: a long
     * message is long audio (1 KiB with F, 100 frames, is 265 s; 64 KiB would not fit in
     * memory at 48 kHz), so for long messages play {@link echoai.link1.message.Broadcast#frames}
     * in batches through {@link #encodeMessageFrames}.
     *
     * <pre>{@code
     * short[] pcm = Link1.encodeMessage("hello".getBytes(UTF_8), AirProfile.F, 48_000);
     * }</pre>
     *
     * @param payload      1..65 536 bytes
     * @param profile      any profile
     * @param sampleRateHz the output rate, in [8000, 96000]
     * @return the samples at {@code sampleRateHz}
     */
    public static short[] encodeMessage(byte[] payload, AirProfile profile, int sampleRateHz) {
        return encodeMessage(payload, Broadcast.DEFAULT, profile, sampleRateHz);
    }

    /**
     * A message sent one way as PCM: {@code broadcast}'s ids, parity share and rounds.
     *
     * @param payload      1..65 536 bytes
     * @param broadcast    sender and message ids, parity share, rounds
     * @param profile      any profile
     * @param sampleRateHz the output rate, in [8000, 96000]
     * @return the samples at {@code sampleRateHz}
     */
    public static short[] encodeMessage(byte[] payload, Broadcast broadcast, AirProfile profile,
            int sampleRateHz) {
        Objects.requireNonNull(payload, "payload");
        Objects.requireNonNull(broadcast, "broadcast");
        return encodeMessageFrames(broadcast.frames(payload), profile, sampleRateHz);
    }

    /**
     * Message frames as PCM, back to back with the spec's gaps: what a two-way driver plays for
     * the frames {@link echoai.link1.message.ArqSender} or
     * {@link echoai.link1.message.ArqReceiver} hands it.
     *
     * @param frames       the frames in order (at least one)
     * @param profile      any profile
     * @param sampleRateHz the output rate, in [8000, 96000]
     * @return the samples at {@code sampleRateHz}
     */
    public static short[] encodeMessageFrames(List<? extends MessageFrame> frames,
            AirProfile profile, int sampleRateHz) {
        return recording(frames, MessageFrame::toBytes, profile, sampleRateHz);
    }

    /**
     * One frame span of a profile at a rate: its frame and the recording gap of 4000 samples at
     * 16 kHz, the unit T of the two-way timers (docs/spec/MESSAGE.md §6).
     *
     * @param profile      the profile
     * @param sampleRateHz the rate, in [8000, 96000]
     * @return samples at {@code sampleRateHz}, rounded half up
     */
    public static long frameSpanSamples(AirProfile profile, int sampleRateHz) {
        Objects.requireNonNull(profile, "profile");
        checkRate(sampleRateHz);
        long span16k = profile.recordingSamples(2) - profile.recordingSamples(1);
        return (span16k * sampleRateHz + MODEM_RATE_HZ / 2) / MODEM_RATE_HZ;
    }

    /**
     * The two-way exchange's default timers for a profile and rate ({@link ArqConfig#of} of
     * one {@link #frameSpanSamples frame span}).
     *
     * @param profile      the profile
     * @param sampleRateHz the rate the station counts samples at, in [8000, 96000]
     * @return quiet 3 T, answer wait 8 T, give-up 40 T, 16 rounds, 3 probes, no extra parity
     */
    public static ArqConfig arqConfig(AirProfile profile, int sampleRateHz) {
        return ArqConfig.of(frameSpanSamples(profile, sampleRateHz));
    }

    /**
     * A streaming receiver of whole messages for input at {@code sampleRateHz}; the same as
     * {@code new MessageReceiver(profile, sampleRateHz)}.
     *
     * @param profile      the profile to listen for
     * @param sampleRateHz the input rate, in [8000, 96000]
     * @return a fresh receiver
     */
    public static MessageReceiver messageReceiver(AirProfile profile, int sampleRateHz) {
        return new MessageReceiver(profile, sampleRateHz);
    }

    /**
     * A sending station of the two-way exchange (docs/spec/MESSAGE.md §6): {@code payload} under
     * {@code senderId} and {@code messageId}, with E7's carrier sense and back-off, selective
     * repeat when the receiver says what it lacks, until DONE or given up. Feed it the microphone
     * at 16 kHz ({@link MessageStation#hear}); play every {@link MessageStation.Transmission} it
     * hands out; read the end from {@code arq.outcome()}.
     *
     * @param arq     the sender (see {@link #arqConfig} for its timers at 16 kHz)
     * @param profile the air profile
     * @param seed    the seed of its back-off draws
     * @return the station
     */
    public static MessageStation sendingStation(ArqSender arq, AirProfile profile, long seed) {
        return new MessageStation(profile, StationRoles.sending(arq), true, seed);
    }

    /**
     * A receiving station: two ways it answers with NEED and DONE frames (and must be given a
     * loudspeaker), one way it only listens. Every message it delivers is in
     * {@code arq.delivered()}, whole or not at all.
     *
     * @param arq     the receiver (see {@link #arqConfig} for its timers at 16 kHz)
     * @param profile the air profile
     * @param answers true for two ways
     * @param seed    the seed of its back-off draws
     * @return the station
     */
    public static MessageStation receivingStation(ArqReceiver arq, AirProfile profile,
            boolean answers, long seed) {
        return new MessageStation(profile, StationRoles.receiving(arq, answers), answers, seed);
    }

    /**
     * Every frame heard in {@code pcm}, in stream order.
     *
     * @param pcm          the whole stream, signed 16-bit mono
     * @param profile      the profile it was sent with
     * @param sampleRateHz its rate, in [8000, 96000]
     * @return the frames heard, by {@link Heard#startSample()}
     */
    public static List<Heard> decode(short[] pcm, AirProfile profile, int sampleRateHz) {
        Objects.requireNonNull(pcm, "pcm");
        Receiver receiver = new Receiver(profile, sampleRateHz);
        receiver.accept(pcm, 0, pcm.length);
        return receiver.finish();
    }

    /**
     * {@code pcm} played into the physical room of {@code room} (docs/spec/ROOM.md: loudspeaker,
     * shoebox, microphone, background at the SNR, the devices' rates and gain) and captured, at
     * the caller's rate both ways: the input is brought to the room's 16 kHz, and the capture
     * (at {@code room.devices().captureRateHz()}) back to {@code sampleRateHz}, by
     * {@link Resampler}. Deterministic: the room's draws come from {@code room.seed()}. The
     * capture's clipped samples are counted by {@link PhysicalRoom#apply}; use it directly to
     * see them, the impulse response or the positions.
     *
     * @param pcm          what the loudspeaker plays, signed 16-bit mono (not modified)
     * @param room         the room, background, devices and seed
     * @param sampleRateHz the rate of {@code pcm} and of the result, in [8000, 96000]
     * @return what the microphone captured, at {@code sampleRateHz}
     */
    public static short[] throughRoom(short[] pcm, PhysicalRoomConfig room, int sampleRateHz) {
        Objects.requireNonNull(pcm, "pcm");
        Objects.requireNonNull(room, "room");
        checkRate(sampleRateHz);
        short[] at16k = sampleRateHz == MODEM_RATE_HZ ? pcm
                : Resampler.resample(pcm, sampleRateHz, MODEM_RATE_HZ);
        PhysicalRoomOutput captured = PhysicalRoom.apply(at16k, room);
        int captureHz = captured.captureRateHz();
        return captureHz == sampleRateHz ? captured.capture()
                : Resampler.resample(captured.capture(), captureHz, sampleRateHz);
    }

    /**
     * A streaming receiver for input at {@code sampleRateHz}; the same as
     * {@code new Receiver(profile, sampleRateHz)}.
     *
     * @param profile      the profile to listen for
     * @param sampleRateHz the input rate, in [8000, 96000]
     * @return a fresh receiver
     */
    public static Receiver receiver(AirProfile profile, int sampleRateHz) {
        return new Receiver(profile, sampleRateHz);
    }

    static void checkRate(int sampleRateHz) {
        if (sampleRateHz < Resampler.MIN_RATE_HZ || sampleRateHz > Resampler.MAX_RATE_HZ) {
            throw new IllegalArgumentException("sampleRateHz must be in [8000, 96000]: "
                    + sampleRateHz);
        }
    }
}

package echoai.link1.bench.air;

import echoai.link1.bench.Json;
import echoai.link1.bench.rules.Uncertainty;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.PhysicalRoom;
import echoai.link1.room.PhysicalRoomConfig;
import echoai.link1.room.PhysicalRoomOutput;
import echoai.link1.session.AirChannel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.BlockingQueue;
import java.util.function.IntToLongFunction;

/**
 * One point of the ggwave peer arm for one ggwave protocol: {@code frames} recordings, each of
 * the 16-byte postcard of the CLAIM frame that E2-rooms' recording i sends at this point, through
 * the same room draw. Recording i draws from {@code new SplittableRandom(RoomsTrial.seed(case,
 * base, i))}, in E2-rooms' order: the CLAIM frame (its bytes 4..19, the postcard, are ggwave's
 * payload), the leading delay, the room's seed. The room's 48 kHz int16 capture goes to ggwave
 * as float32 (s / 32768) at the capture rate; ggwave listens for the protocol sent only.
 */
public final class GgwaveTrial {
    private GgwaveTrial() {
    }

    /** What one recording gave: the payload decoded equal, something else, or nothing. */
    public enum Outcome {
        CORRECT, WRONG, NOTHING;

        /** The outcome of sending {@code sent} and decoding {@code decoded} (empty: nothing). */
        public static Outcome of(byte[] sent, byte[] decoded) {
            if (decoded.length == 0) {
                return NOTHING;
            }
            return Arrays.equals(sent, decoded) ? CORRECT : WRONG;
        }
    }

    /** The payload of recording {@code i}: the postcard of its CLAIM frame; advances random. */
    static byte[] payload(SplittableRandom random) {
        byte[] frame = AirTrial.frames(AirTrial.Content.CLAIM, 1, random).get(0);
        return Arrays.copyOfRange(frame, LinkFrame.OFFSET_POSTCARD,
                LinkFrame.OFFSET_POSTCARD + LinkFrame.LENGTH_POSTCARD);
    }

    /** Recording {@code tx} (16 kHz int16) through the room of {@code c}, delay and seed drawn. */
    static PhysicalRoomOutput air(RoomsCase c, short[] tx, SplittableRandom random) {
        int delay = random.nextInt(AirChannel.MAX_DELAY_SAMPLES + 1);
        PhysicalRoomConfig config = c.point().config(c.background(), c.snrDb(), c.devices(),
                random.nextLong());
        short[] delayed = new short[Math.addExact(delay, tx.length)];
        System.arraycopy(tx, 0, delayed, delay, tx.length);
        return PhysicalRoom.apply(delayed, config);
    }

    /** Runs the point for {@code protocol} on {@code bridge}. */
    public static GgwavePoint run(RoomsCase c, GgwaveProtocol protocol, int frames, List<Integer> bases,
                           GgwaveBridge bridge) {
        return run(c, protocol, frames, i -> RoomsTrial.seed(c, bases.get(i % bases.size()), i),
                bridge);
    }

    /**
     * Runs the point for {@code protocol} on {@code bridge} through the room of {@code c},
     * recording i from the seed {@code seedOf.applyAsLong(i)}.
     */
    public static GgwavePoint run(RoomsCase c, GgwaveProtocol protocol, int frames,
                           IntToLongFunction seedOf, GgwaveBridge bridge) {
        try {
            int[] count = new int[Outcome.values().length];
            double airTime = 0;
            for (int i = 0; i < frames; i++) {
                SplittableRandom random = new SplittableRandom(seedOf.applyAsLong(i));
                byte[] payload = payload(random);
                float[] wave = bridge.encode(protocol, payload);
                airTime = GgwaveWaveform.airTimeS(wave);
                PhysicalRoomOutput rx = air(c, GgwaveWaveform.recording(wave), random);
                byte[] decoded = bridge.decode(protocol, rx.captureRateHz(), rx.capture());
                count[Outcome.of(payload, decoded).ordinal()]++;
            }
            int wrong = count[Outcome.WRONG.ordinal()];
            return point(c, protocol.label(), airTime, frames,
                    count[Outcome.CORRECT.ordinal()], wrong, wrong);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * One arm of a case through E2-rooms' draws: a LINK-1 profile by its receiver, or (profile
     * null) a ggwave protocol on a bridge taken from {@code bridges} and put back.
     */
    public static GgwavePoint runArm(RoomsCase c, AirProfile profile, GgwaveProtocol protocol,
                              int frames, List<Integer> bases,
                              BlockingQueue<GgwaveBridge> bridges) {
        if (profile != null) {
            return of(c, RoomsTrial.run(c, profile, frames, bases),
                    profile.frameSamples() / 16_000.0);
        }
        GgwaveBridge bridge = bridges.poll();
        try {
            return run(c, protocol, frames, bases, bridge);
        } finally {
            bridges.add(bridge);
        }
    }

    /** A LINK-1 profile's E2-rooms point in this file's form. */
    public static GgwavePoint of(RoomsCase c, RoomsPoint p, double airTimeS) {
        return point(c, p.profile(), airTimeS, p.frames(), p.frames() - p.lost(),
                p.acceptedCorrupt(), p.corruptPassedCrc());
    }

    public static GgwavePoint point(RoomsCase c, String arm, double airTimeS, int frames, int correct,
                             int wrong, int corruptPassedCrc) {
        int lost = frames - correct;
        BigDecimal rt60 = Json.fixed(c.point().rt60S(), 1);
        return new GgwavePoint(c.point().name(), rt60, Json.fixed(c.point().distanceM(), 1),
                c.background().label(), Json.fixed(c.snrDb(), 1), c.devicesLabel(), arm,
                Json.fixed(airTimeS, 3), frames, correct, lost, wrong, corruptPassedCrc,
                Json.ratio(lost, frames, 4), Uncertainty.wilson95(lost, frames),
                Json.ratio(wrong, frames, 4), Uncertainty.wilson95(wrong, frames));
    }
}

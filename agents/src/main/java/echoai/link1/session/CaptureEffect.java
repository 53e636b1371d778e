package echoai.link1.session;

import echoai.link1.agent.Outbox;
import echoai.link1.agent.Veteran;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.FrameReceiver;
import echoai.link1.modem.ModemFrame;
import echoai.link1.room.Background;
import echoai.link1.room.Point3;
import echoai.link1.room.SharedRoom;
import echoai.link1.room.SharedRoomConfig;
import echoai.link1.room.ShoeboxRoom;
import echoai.nexus0.RingWorld;
import echoai.wsp.Hex;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The capture effect (docs/spec/E7.md, "Capture"): does a frame survive another that overlaps
 * it at the microphone? Two loudspeakers stand the same distance from a microphone in the
 * shared living room (RT60 {@value #RT60_S} s, white background at
 * {@value #SNR_DB} dB), in directions drawn from the trial's seed. The first plays a CLAIM frame;
 * the second plays another when only {@code overlap} of the first is left to play (1: both
 * start together; 0: back to back), {@code ratioDb} louder at the source than the first (the
 * louder of the two at full scale, the other attenuated). The microphone's receiver, the
 * profile's own with the CRC as its check, says which it delivered.
 */
public final class CaptureEffect {
    /** Distance of both loudspeakers from the microphone for K1 and K2, m (within their reach). */
    public static final double NEAR_M = 0.5;
    /** Distance of both loudspeakers from the microphone for R, m. */
    public static final double FAR_M = 1.0;
    /** The room's RT60, s. */
    public static final double RT60_S = 0.5;
    /** The background's level (SNR of a loudspeaker 1 m away), dB. */
    public static final double SNR_DB = 30;

    /** What a trial delivered. */
    public record Outcome(boolean first, boolean second) {
    }

    private CaptureEffect() {
    }

    /**
     * One trial.
     *
     * @param profile the air profile
     * @param overlap the share of the first frame the second overlaps, in [0, 1]
     * @param ratioDb the second's level over the first's, dB, in [−40, 40]
     * @param seed the trial's seed: the frames (the first two claims of veterans 0 and 1 of
     *     {@code world(seed)}), the directions and the room's draws
     * @return which frames were delivered
     * @throws IllegalArgumentException when {@code overlap} or {@code ratioDb} is out of range
     */
    public static Outcome trial(AirProfile profile, double overlap, double ratioDb, long seed) {
        return trial(profile, distanceM(profile), overlap, ratioDb, seed);
    }

    /**
     * The distance a profile's capture is measured at: {@value #FAR_M} m for R,
     * {@value #NEAR_M} m for K1 and K2 (beyond it they lose most frames alone, ROOM.md §10).
     *
     * @param profile the profile
     * @return metres
     */
    public static double distanceM(AirProfile profile) {
        return profile == AirProfile.R ? FAR_M : NEAR_M;
    }

    /**
     * One trial at a given distance.
     *
     * @param profile the air profile
     * @param distanceM both loudspeakers' distance from the microphone, m, in [0.3, 1.5]
     * @param overlap the share of the first frame the second overlaps, in [0, 1]
     * @param ratioDb the second's level over the first's, dB, in [−40, 40]
     * @param seed the trial's seed
     * @return which frames were delivered
     */
    public static Outcome trial(AirProfile profile, double distanceM, double overlap,
                                double ratioDb, long seed) {
        if (!(distanceM >= 0.3 && distanceM <= 1.5)) {
            throw new IllegalArgumentException("distanceM must be in [0.3, 1.5]: " + distanceM);
        }
        if (!(overlap >= 0 && overlap <= 1) || !(Math.abs(ratioDb) <= 40)) {
            throw new IllegalArgumentException("overlap must be in [0, 1] and ratioDb in [-40,"
                    + " 40]: " + overlap + ", " + ratioDb);
        }
        RingWorld world = RingWorld.world(seed);
        byte[] first = firstClaim(world, 0);
        byte[] second = firstClaim(world, 1);
        SplittableRandom random = new SplittableRandom(Seeds.mix(seed, Seeds.stream("E7/capture")));
        List<Point3> positions = positions(random, distanceM);
        SharedRoom room = new SharedRoom(new SharedRoomConfig(ShoeboxRoom.LIVING, RT60_S,
                positions, Background.WHITE, SNR_DB, random.nextLong()));
        room.stopListening(1);
        room.stopListening(2);
        int frameSamples = profile.frameSamples();
        double gain = StrictMath.pow(10, -Math.abs(ratioDb) / 20);
        short[] a = scaled(sound(profile, first), ratioDb > 0 ? gain : 1);
        short[] b = scaled(sound(profile, second), ratioDb > 0 ? 1 : gain);
        List<String> heard = new ArrayList<>();
        FrameReceiver rx = profile.receiver(LinkFrame::crcOk, 1,
                (ModemFrame f) -> heard.add(Hex.of(f.frame())));
        long secondAt = blocks(SharedAir.BLOCK_SAMPLES + Math.round((1 - overlap) * frameSamples));
        long end = blocks(secondAt + frameSamples + RoomBroadcast.DRAIN_SAMPLES);
        short[][] out = new short[3][SharedAir.BLOCK_SAMPLES];
        while (room.now() < end) {
            if (room.now() == SharedAir.BLOCK_SAMPLES) {
                room.transmit(1, a);
            }
            if (room.now() == secondAt) {
                room.transmit(2, b);
            }
            room.advance(SharedAir.BLOCK_SAMPLES, out);
            rx.accept(out[0], 0, SharedAir.BLOCK_SAMPLES);
        }
        rx.finish();
        return new Outcome(heard.contains(Hex.of(first)), heard.contains(Hex.of(second)));
    }

    private static long blocks(long samples) {
        long b = SharedAir.BLOCK_SAMPLES;
        return (samples + b - 1) / b * b;
    }

    /** The microphone in the middle of the room, two loudspeakers at the distance, 60–180° apart. */
    private static List<Point3> positions(SplittableRandom random, double distanceM) {
        ShoeboxRoom r = ShoeboxRoom.LIVING;
        Point3 mic = new Point3(r.lengthM() / 2 + (random.nextDouble() - 0.5),
                r.widthM() / 2 + (random.nextDouble() - 0.5), 1.0);
        double a1 = 2 * StrictMath.PI * random.nextDouble();
        double a2 = a1 + StrictMath.PI / 3 + random.nextDouble() * 2 * StrictMath.PI / 3;
        Point3 listener = new Point3(mic.x(), mic.y(), mic.z() - SharedRoom.MIC_ABOVE_M);
        return List.of(listener, around(mic, a1, distanceM), around(mic, a2, distanceM));
    }

    private static Point3 around(Point3 mic, double azimuth, double distanceM) {
        return new Point3(mic.x() + distanceM * StrictMath.cos(azimuth),
                mic.y() + distanceM * StrictMath.sin(azimuth), mic.z());
    }

    private static byte[] firstClaim(RingWorld world, int j) {
        Veteran v = Veteran.of(world, j);
        return new Outbox(v.id()).frame(v.claims().get(0)).toBytes();
    }

    private static short[] sound(AirProfile profile, byte[] frame22) {
        short[] recording = profile.recordingOfFrames(List.of(frame22));
        int from = profile.frameOffset(0);
        return Arrays.copyOfRange(recording, from, from + profile.frameSamples());
    }

    private static short[] scaled(short[] pcm, double gain) {
        if (gain == 1) {
            return pcm;
        }
        short[] out = new short[pcm.length];
        for (int i = 0; i < pcm.length; i++) {
            out[i] = (short) StrictMath.round(pcm[i] * gain);
        }
        return out;
    }
}

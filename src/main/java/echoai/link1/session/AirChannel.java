package echoai.link1.session;


import echoai.link1.agent.Channel;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.Demodulator;
import echoai.link1.modem.Modulator;
import echoai.link1.modem.ModemFrame;
import echoai.link1.modem.TonePlan;
import echoai.link1.room.Room;
import echoai.link1.room.RoomConfig;
import echoai.link1.room.RoomKind;
import echoai.link1.room.RoomOutput;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Frames by air through the simulated room: the frames become one recording (4000 zeros, each
 * frame followed by 4000 zeros), the room adds a random leading delay of 0–4000 samples, its
 * echoes and white noise at the given SNR (no drift, no interferer: the spec's E4 room), the
 * streaming demodulator keeps at most {@code n + 8} frames, and the frames whose CRC passed are
 * delivered as bytes in the order they were found. A lost frame is simply not heard.
 *
 * <p>One channel per world: its randomness (delay, noise) comes from {@code seed} only.
 */
public final class AirChannel implements Channel {
    /** Frames the receiver may keep beyond those sent (spec: {@code max_frames = n + 8}). */
    public static final int EXTRA_FRAMES = 8;
    /** Largest random leading delay, in samples. */
    public static final int MAX_DELAY_SAMPLES = 4000;

    private final String name;
    private final TonePlan plan;
    private final RoomKind room;
    private final double snrDb;
    private final long seed;

    /**
     * @param name  the channel's name (e.g. {@code A10})
     * @param plan  K=1 or K=2
     * @param room  the room
     * @param snrDb the SNR in dB, over the frames' active samples
     * @param seed  the seed of the delay and the room's noise
     */
    public AirChannel(String name, TonePlan plan, RoomKind room, double snrDb, long seed) {
        this.name = name;
        this.plan = plan;
        this.room = room;
        this.snrDb = snrDb;
        this.seed = seed;
    }

    /** The arm of E4 by air: K=1 through the echo room at {@code snrDb}, seeded per world. */
    public static ArmPlan echoArm(String name, Arm arm, double snrDb) {
        return new ArmPlan(name, arm, worldSeed -> new AirChannel(name, TonePlan.of(1),
                RoomKind.ECHO, snrDb, Seeds.mix(worldSeed, Seeds.stream(name))));
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public byte[] carry(List<LinkFrame> frames) {
        if (frames.isEmpty()) {
            return new byte[0];
        }
        List<byte[]> sent = new ArrayList<>(frames.size());
        for (LinkFrame f : frames) {
            sent.add(f.toBytes());
        }
        SplittableRandom random = new SplittableRandom(seed);
        int delay = random.nextInt(MAX_DELAY_SAMPLES + 1);
        short[] tx = Modulator.recordingOfFrames(plan, sent);
        double power = AirPath.activePower(plan, tx, sent.size());
        RoomOutput rx = Room.apply(tx, power, RoomConfig.of(room, snrDb, random.nextLong(), delay));
        Demodulator demod = new Demodulator(plan, LinkFrame::crcOk, sent.size() + EXTRA_FRAMES,
                null);
        demod.accept(rx.samples());
        ByteArrayOutputStream heard = new ByteArrayOutputStream();
        for (ModemFrame f : demod.finish()) {
            heard.writeBytes(f.frame());
        }
        return heard.toByteArray();
    }
}

package echoai.link1.session;

import echoai.link1.agent.Channel;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.TonePlan;
import echoai.link1.room.RoomConfig;
import echoai.link1.room.RoomKind;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * Frames by air through the simulated room, by the one {@link AirPath}: the frames become one
 * recording (4000 zeros, each frame followed by 4000 zeros), the room adds a random leading
 * delay of 0–4000 samples, its echoes and white noise at the given SNR (no drift, no
 * interferer: the spec's E4 room), the streaming demodulator keeps at most
 * {@code n + }{@value #EXTRA_FRAMES} frames, and the frames whose CRC passed are delivered as
 * bytes in the order they were found. A lost frame is simply not heard.
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
        this.name = Objects.requireNonNull(name, "name");
        this.plan = Objects.requireNonNull(plan, "plan");
        this.room = Objects.requireNonNull(room, "room");
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
        RoomConfig config = AirPath.randomRoom(room, snrDb, new SplittableRandom(seed));
        return AirPath.carry(plan, AirPath.frameBytes(frames), config).bytes();
    }

    /** K=1 or K=2. */
    public TonePlan plan() {
        return plan;
    }

    /** The room. */
    public RoomKind room() {
        return room;
    }

    /** The SNR in dB. */
    public double snrDb() {
        return snrDb;
    }

    /** The seed of the delay and the room's noise. */
    public long seed() {
        return seed;
    }
}

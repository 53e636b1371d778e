package echoai.link1.session;

import echoai.link1.agent.Channel;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.RoomKind;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * Frames by air, by the one {@link AirPath}, for any {@link AirProfile}: the frames become one
 * recording (4000 zeros, each frame followed by 4000 zeros), the {@link AirRoom} adds a random
 * leading delay of 0–4000 samples and its own sound (the simulated room: echoes and white noise
 * at the SNR, no drift, no interferer — the spec's E4 room; or a physical room point: shoebox,
 * background, devices, captured at 48 kHz and brought back to 16 kHz), the profile's streaming
 * receiver keeps at most {@code n + }{@value #EXTRA_FRAMES} frames, and the frames whose CRC
 * passed are delivered as bytes in the order they were found. A lost frame is simply not heard.
 *
 * <p>One channel per world: its randomness (delay, noise, room draw) comes from {@code seed}
 * only.
 */
public final class AirChannel implements Channel {
    /** Frames the receiver may keep beyond those sent (spec: {@code max_frames = n + 8}). */
    public static final int EXTRA_FRAMES = 8;
    /** Largest random leading delay, in samples. */
    public static final int MAX_DELAY_SAMPLES = 4000;

    private final String name;
    private final AirProfile profile;
    private final AirRoom room;
    private final long seed;

    /**
     * @param name    the channel's name (e.g. {@code A10})
     * @param profile K1, K2 or R
     * @param room    the room, simulated or physical
     * @param seed    the seed of the delay and the room's draw
     */
    public AirChannel(String name, AirProfile profile, AirRoom room, long seed) {
        this.name = Objects.requireNonNull(name, "name");
        this.profile = Objects.requireNonNull(profile, "profile");
        this.room = Objects.requireNonNull(room, "room");
        this.seed = seed;
    }

    /**
     * The arm of E4 by air: K=1 through the echo room, seeded per world.
     *
     * @param name the arm's key in E4.json (e.g. {@code A10}), also its seed stream
     * @param arm what A says and where B lives
     * @param snrDb the echo room's SNR, dB
     * @return the arm plan
     */
    public static ArmPlan echoArm(String name, Arm arm, double snrDb) {
        return arm(name, arm, AirProfile.K1, new AirRoom.Simulated(RoomKind.ECHO, snrDb));
    }

    /**
     * An air arm: {@code profile} through {@code room}, seeded per world by
     * {@code Seeds.mix(worldSeed, Seeds.stream(name))}.
     *
     * @param name the arm's key in the results, also its seed stream
     * @param arm what A says and where B lives
     * @param profile K1, K2 or R, never null
     * @param room the room, never null
     * @return the arm plan
     */
    public static ArmPlan arm(String name, Arm arm, AirProfile profile, AirRoom room) {
        Objects.requireNonNull(profile, "profile");
        Objects.requireNonNull(room, "room");
        return new ArmPlan(name, arm, worldSeed -> new AirChannel(name, profile, room,
                Seeds.mix(worldSeed, Seeds.stream(name))));
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
        return AirPath.carry(profile, AirPath.frameBytes(frames), room, new SplittableRandom(seed))
                .bytes();
    }

    /**
     * The air profile.
     *
     * @return K1, K2 or R
     */
    public AirProfile profile() {
        return profile;
    }

    /**
     * The room the frames go through.
     *
     * @return the room
     */
    public AirRoom room() {
        return room;
    }

    /**
     * The seed of the delay and the room's draw.
     *
     * @return the seed
     */
    public long seed() {
        return seed;
    }
}

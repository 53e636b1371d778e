package echoai.link1.session;

import echoai.link1.agent.Channel;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * Frames by air, one postcard at a time: each frame is its own recording (4000 zeros, the frame,
 * 4000 zeros) through its own draw of the {@link AirRoom} (a fresh leading delay of 0–4000
 * samples and a fresh room seed: for a physical room point, a new placement of the two devices,
 * a new diffuse tail and a new stretch of background) and its own receiver with
 * {@code max_frames} 1 + {@value AirChannel#EXTRA_FRAMES}. The frames whose CRC passed are
 * delivered as bytes in the order the postcards were carried; a lost postcard is simply not
 * heard. This is how the rooms arms of {@code docs/spec/LINK1-v2.md} (V2-2) carry claims, ASKs
 * and answers: losses are independent from postcard to postcard, at the room point's PER.
 *
 * <p>Postcard k (0-based, counted over every {@link #carry} call of this channel, in order) is
 * drawn from {@code new SplittableRandom(Seeds.mix(seed, k))}, as {@link AirPath#carry} draws
 * it (the delay, then the room's seed). The profile is not in the seed: two channels with the
 * same seed and room meet the same draws whatever their profile. Not thread-safe (one channel
 * per world).
 */
public final class PostcardAirChannel implements Channel {
    private final String name;
    private final AirProfile profile;
    private final AirRoom room;
    private final long seed;
    private long postcards;

    /**
     * @param name    the channel's name (e.g. {@code k1@living-rt0.5-2m/white/30dB})
     * @param profile K1, K2 or R
     * @param room    the room, simulated or physical
     * @param seed    the seed of every postcard's draw
     */
    public PostcardAirChannel(String name, AirProfile profile, AirRoom room, long seed) {
        this.name = Objects.requireNonNull(name, "name");
        this.profile = Objects.requireNonNull(profile, "profile");
        this.room = Objects.requireNonNull(room, "room");
        this.seed = seed;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public byte[] carry(List<LinkFrame> frames) {
        ByteArrayOutputStream heard = new ByteArrayOutputStream();
        for (LinkFrame frame : frames) {
            SplittableRandom random = new SplittableRandom(Seeds.mix(seed, postcards));
            postcards++;
            heard.writeBytes(AirPath.carry(profile, List.of(frame.toBytes()), room, random)
                    .bytes());
        }
        return heard.toByteArray();
    }

    /**
     * The seed of a rooms arm's postcards in world {@code worldSeed}:
     * {@code Seeds.mix(worldSeed, Seeds.stream("understanding-rooms/" + mode + "/" + room.key()))}
     * (docs/spec/LINK1-v2.md, V2-2; the demo's {@code --point} uses the claims arm's).
     *
     * @param worldSeed the world seed
     * @param mode {@code claims} or {@code dialogue}
     * @param room the room point
     * @return the channel's seed
     */
    public static long seedFor(long worldSeed, String mode, AirRoom.Physical room) {
        return Seeds.mix(worldSeed, Seeds.stream("understanding-rooms/" + mode + "/"
                + room.key()));
    }

    /**
     * Postcards carried so far.
     *
     * @return the count, 0 or more
     */
    public long postcards() {
        return postcards;
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
     * The room the postcards go through.
     *
     * @return the room
     */
    public AirRoom room() {
        return room;
    }

    /**
     * The seed of every postcard's draw.
     *
     * @return the seed
     */
    public long seed() {
        return seed;
    }
}

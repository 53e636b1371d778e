package echoai.link1.cli.story;

import echoai.link1.agent.Channel;
import echoai.link1.agent.Outbox;
import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.Veteran;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.RoomKind;
import echoai.link1.session.AirChannel;
import echoai.link1.session.AirRoom;
import echoai.link1.session.Arm;
import echoai.link1.session.ArmRunner;
import echoai.link1.session.PostcardAirChannel;
import echoai.link1.session.Seeds;
import echoai.link1.session.WorldResult;
import echoai.nexus0.LifeSummary;
import echoai.nexus0.RingWorld;
import java.util.List;
import java.util.Objects;

/**
 * The story of LINK-1 in one world, for a newcomer: A lives and speaks through a channel (the
 * simulated room or a physical room point in any air profile, or the wire), B hears the bytes
 * before its first turn and lives; the same B without testimony lives beside it. Everything is
 * deterministic in the world seed and the channel. {@link Narration} turns a story into lines
 * of text.
 */
public final class Demo {
    /** The E4 arm whose air the demo's air channel reproduces. */
    public static final String AIR_ARM = "A10";
    /** The understanding-rooms mode whose draws {@link #postcards} reproduces. */
    public static final String ROOMS_MODE = "claims";

    /**
     * One told world.
     *
     * @param seed     the world seed
     * @param world    A's and B's world
     * @param veteran  A's life figures
     * @param sent     the frames A sent (arm T: its true claims)
     * @param channel  what carried them (its name describes it after carrying)
     * @param heard    the bytes that reached B
     * @param listener B, after hearing and living
     * @param silent   the same B in silence (arm S)
     * @param told     B's E4 figures
     * @param alone    the silent B's E4 figures
     */
    public record Story(long seed, RingWorld world, LifeSummary veteran, List<LinkFrame> sent,
                        Channel channel, byte[] heard, TalkingAgent listener,
                        TalkingAgent silent, WorldResult told, WorldResult alone) {
        /**
         * A story; {@code sent} and {@code heard} are copied.
         *
         * @param seed the world seed
         * @param world A's and B's world, never null
         * @param veteran A's life figures
         * @param sent the frames A sent
         * @param channel what carried them
         * @param heard the bytes that reached B
         * @param listener B, after hearing and living
         * @param silent the same B in silence
         * @param told B's E4 figures
         * @param alone the silent B's E4 figures
         */
        public Story {
            Objects.requireNonNull(world, "world");
            sent = List.copyOf(sent);
            heard = heard.clone();
        }

        /**
         * The bytes that reached B.
         *
         * @return a fresh copy
         */
        @Override
        public byte[] heard() {
            return heard.clone();
        }
    }

    private Demo() {
    }

    /**
     * Tells a world: A speaks its true claims through {@code channel}.
     *
     * @param seed the world seed
     * @param channel what carries the frames
     * @return the story
     */
    public static Story run(long seed, Channel channel) {
        RingWorld world = RingWorld.world(seed);
        Veteran a = new Veteran(world);
        List<LinkFrame> sent = new Outbox(Veteran.ID).frames(a.claims());
        byte[] heard = channel.carry(sent);
        TalkingAgent b = ArmRunner.listenLife(seed, Arm.T, heard, false);
        TalkingAgent alone = ArmRunner.listenLife(seed, Arm.S, new byte[0], false);
        return new Story(seed, world, a.summary(), sent, channel, heard, b, alone,
                ArmRunner.result(seed, "T", b, sent), ArmRunner.result(seed, "S", alone,
                List.of()));
    }

    /**
     * The demo's air: K=1 through the simulated {@code room} at {@code snrDb}, seeded as E4's arm
     * A10 of the same world ({@code Seeds.mix(seed, Seeds.stream("A10"))}), so that the echo room
     * at 10 dB is that arm's world.
     *
     * @param seed the world seed
     * @param room the simulated room
     * @param snrDb the SNR, dB
     * @return the channel
     */
    public static AirChannel air(long seed, RoomKind room, double snrDb) {
        return air(seed, AirProfile.K1, new AirRoom.Simulated(room, snrDb));
    }

    /**
     * The demo's air through any profile and room (a simulated room or a physical room point),
     * seeded as {@link #air(long, RoomKind, double)}.
     *
     * @param seed the world seed
     * @param profile K1, K2 or R
     * @param room the room
     * @return the channel
     */
    public static AirChannel air(long seed, AirProfile profile, AirRoom room) {
        return new AirChannel(Narration.airChannel(profile, room), profile, room,
                Seeds.mix(seed, Seeds.stream(AIR_ARM)));
    }

    /**
     * The demo through a physical room point as understanding-rooms carries arm T's claims
     * there (docs/spec/LINK1-v2.md, V2-2): one room draw a postcard, seeded as that experiment's
     * claims arm ({@link PostcardAirChannel#seedFor}), so the story is that arm's world.
     *
     * @param seed the world seed
     * @param profile K1, K2 or R
     * @param room the room point
     * @return the channel
     */
    public static PostcardAirChannel postcards(long seed, AirProfile profile,
                                               AirRoom.Physical room) {
        return new PostcardAirChannel(Narration.airChannel(profile, room)
                + " (one room draw a postcard)", profile, room,
                PostcardAirChannel.seedFor(seed, ROOMS_MODE, room));
    }

    /**
     * Whether the story's channel is exactly understanding-rooms' claims arm in its world.
     *
     * @param s the story
     * @return true when its channel matches that arm's
     */
    public static boolean isRoomsArm(Story s) {
        return s.channel() instanceof PostcardAirChannel p && p.room() instanceof AirRoom.Physical
                ph && p.seed() == PostcardAirChannel.seedFor(s.seed(), ROOMS_MODE, ph);
    }

    /**
     * Whether the story's channel is exactly E4's arm A10 in its world.
     *
     * @param s the story
     * @return true when its channel matches that arm's
     */
    public static boolean isArmA10(Story s) {
        return s.channel() instanceof AirChannel a && a.profile() == AirProfile.K1
                && a.room().equals(new AirRoom.Simulated(RoomKind.ECHO, 10))
                && a.seed() == Seeds.mix(s.seed(), Seeds.stream(AIR_ARM));
    }
}

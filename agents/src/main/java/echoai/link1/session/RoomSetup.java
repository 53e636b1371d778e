package echoai.link1.session;

import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import echoai.link1.room.ShoeboxRoom;
import java.util.Locale;
import java.util.Objects;

/**
 * One arm of a room of agents (E7, docs/spec/E7.md): the profile, how many veterans, where they
 * stand, how they take turns, and the room.
 *
 * @param profile the air profile everyone speaks
 * @param veterans how many veterans, 1..4
 * @param placement where they stand around B
 * @param access the medium access
 * @param room the shoebox
 * @param rt60S its reverberation time, s
 * @param background {@code NONE} or {@code WHITE}
 * @param snrDb the background's level (SNR of a loudspeaker 1 m away), dB; +∞ with none
 */
public record RoomSetup(AirProfile profile, int veterans, RoomPlacement placement,
                        MediumAccess access, ShoeboxRoom room, double rt60S,
                        Background background, double snrDb) {
    /** E7 (a): the veterans broadcast their claims. */
    public static final String CLAIMS = "claims";
    /** E7 (b): the dialogue by air with retries. */
    public static final String DIALOGUE = "dialogue";
    /** The most veterans a room of E7 holds (their start cells 0, 8, 16, 24). */
    public static final int MAX_VETERANS = 4;

    /**
     * A setup.
     *
     * @param profile never null
     * @param veterans 1..{@value #MAX_VETERANS}
     * @param placement never null
     * @param access never null
     * @param room never null
     * @param rt60S in the room's range
     * @param background {@code NONE} or {@code WHITE}
     * @param snrDb as {@link echoai.link1.room.SharedRoomConfig} takes it
     * @throws IllegalArgumentException when a value is out of range
     */
    public RoomSetup {
        Objects.requireNonNull(profile, "profile");
        Objects.requireNonNull(placement, "placement");
        Objects.requireNonNull(access, "access");
        Objects.requireNonNull(room, "room");
        Objects.requireNonNull(background, "background");
        room.absorptionFor(rt60S);
        if (veterans < 1 || veterans > MAX_VETERANS) {
            throw new IllegalArgumentException("veterans must be in [1, " + MAX_VETERANS + "]: "
                    + veterans);
        }
    }

    /**
     * This setup under another discipline or profile or number of veterans.
     *
     * @param mode the discipline
     * @return the same setup under {@code mode}
     */
    public RoomSetup withMode(MediumAccess.Mode mode) {
        return new RoomSetup(profile, veterans, placement, access.withMode(mode), room, rt60S,
                background, snrDb);
    }

    /**
     * The arm's name in E7.json, e.g. {@code claims:r:near:4:csma}.
     *
     * @param mode {@code claims} or {@code dialogue}
     * @return the name
     */
    public String armName(String mode) {
        return String.format(Locale.ROOT, "%s:%s:%s:%d:%s", mode, profile.label(),
                placement.label(), veterans, access.mode().label());
    }
}

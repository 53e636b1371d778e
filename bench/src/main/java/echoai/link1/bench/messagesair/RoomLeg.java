package echoai.link1.bench.messagesair;

import echoai.link1.bench.air.RoomsCase;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.ModemFrame;
import echoai.link1.room.PhysicalRoom;
import echoai.link1.room.PhysicalRoomConfig;
import echoai.link1.room.Placement;
import echoai.link1.session.AirPath;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One direction of a try's room: sounds from one loudspeaker to one microphone at the try's
 * placement, through E2-rooms' physical room point, and the profile's receiver. A burst of
 * frames is cut into segments of at most {@value #SEGMENT_FRAMES} frames (a 10 KiB message is
 * 45 minutes of F); each segment is its own room pass — the same placement, its own diffuse
 * tail and background draw — with {@value #LEAD_SAMPLES} samples of silence before its first
 * sound and after its last. What a receiver heard comes back with the sample, counted from the
 * burst's start, at which the frame's sound ended.
 */
final class RoomLeg {
    /** Frames a room pass at most. */
    static final int SEGMENT_FRAMES = 32;
    /** Silence before a segment's first sound and after its last, samples (the recording gap). */
    static final int LEAD_SAMPLES = 4000;

    private final RoomsCase room;
    private final Placement placement;
    private final AirProfile profile;

    /**
     * A direction.
     *
     * @param room the case (point, background, SNR, devices)
     * @param placement loudspeaker and microphone
     * @param profile the profile sent and heard
     */
    RoomLeg(RoomsCase room, Placement placement, AirProfile profile) {
        this.room = room;
        this.placement = placement;
        this.profile = profile;
    }

    /** The same room heard the other way: the loudspeaker where the microphone was. */
    RoomLeg reversed() {
        return new RoomLeg(room, new Placement(placement.microphone(), placement.source()),
                profile);
    }

    /** A frame heard: its 22 bytes and the burst sample at which its sound ended. */
    record Heard(byte[] frame, long endSample) {
    }

    /**
     * A burst through the room.
     *
     * @param sounds each frame's sound, 16 kHz
     * @param starts each sound's first sample, counted from the burst's start, not decreasing
     *     (sounds that overlap are summed, clipped to int16: two senders at one loudspeaker)
     * @param draws the try's draws (one seed a segment is taken from it)
     * @return the frames that passed the receiver's CRC, in the order heard
     */
    List<Heard> pass(List<short[]> sounds, long[] starts, SplittableRandom draws) {
        List<Heard> out = new ArrayList<>();
        for (int from = 0; from < sounds.size(); from += SEGMENT_FRAMES) {
            int to = Math.min(sounds.size(), from + SEGMENT_FRAMES);
            long origin = starts[from] - LEAD_SAMPLES;
            long end = origin;
            for (int i = from; i < to; i++) {
                end = Math.max(end, starts[i] + sounds.get(i).length + LEAD_SAMPLES);
            }
            short[] pcm = new short[Math.toIntExact(end - origin)];
            for (int i = from; i < to; i++) {
                short[] s = sounds.get(i);
                int at = Math.toIntExact(starts[i] - origin);
                for (int k = 0; k < s.length; k++) {
                    pcm[at + k] = (short) Math.max(Short.MIN_VALUE,
                            Math.min(Short.MAX_VALUE, pcm[at + k] + s[k]));
                }
            }
            PhysicalRoomConfig config = room.point().config(room.background(), room.snrDb(),
                    room.devices(), draws.nextLong());
            short[] heard = PhysicalRoom.apply(pcm, config, placement).at16k().samples();
            for (ModemFrame f : AirPath.receive(profile, heard, to - from).frames()) {
                out.add(new Heard(f.frame(), origin + f.offsetSamples() + profile.frameSamples()));
            }
        }
        return out;
    }
}

package echoai.link1.bench.messagesair;

import echoai.link1.message.Broadcast;
import echoai.link1.message.DataFrame;
import echoai.link1.message.FrameOutcome;
import echoai.link1.message.Message;
import echoai.link1.message.MessageStation;
import echoai.link1.message.Reassembler;
import echoai.link1.modem.AirProfile;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One-way tries (docs/spec/MESSAGE.md §5): frames laid out as the library's one-way recording
 * lays them ({@link RoomLeg#LEAD_SAMPLES} of silence, then each frame's sound followed by as
 * much silence), through the try's {@link RoomLeg}, into one {@link Reassembler}. Also the two
 * ways a room can try to make a receiver deliver a wrong message: two senders whose frames
 * interleave and overlap, and frames of an older message under the same ids replayed into a
 * new one's.
 */
final class OneWayTry {
    private OneWayTry() {
    }

    /** Frames to send with the sample each starts at. */
    record Schedule(List<byte[]> frames, long[] starts) {
    }

    /** Frames back to back, one frame span apart. */
    static Schedule inRow(AirProfile profile, List<byte[]> frames) {
        long[] starts = new long[frames.size()];
        for (int i = 0; i < starts.length; i++) {
            starts[i] = RoomLeg.LEAD_SAMPLES + (long) i * span(profile);
        }
        return new Schedule(frames, starts);
    }

    /** A frame span: the frame's samples and the recording gap (MESSAGE.md §6's T). */
    static long span(AirProfile profile) {
        return profile.frameSamples() + (long) RoomLeg.LEAD_SAMPLES;
    }

    /** A message's one-way frames (the library's default: 25 % parity, one round). */
    static List<byte[]> broadcast(int sender, int messageId, byte[] payload) {
        List<byte[]> out = new ArrayList<>();
        for (DataFrame f : Broadcast.of(sender, messageId).frames(payload)) {
            out.add(f.toBytes());
        }
        return out;
    }

    /**
     * Sends a schedule and hears it.
     *
     * @param profile the profile
     * @param leg the room
     * @param schedule the frames and their starts
     * @param sent the messages a sender sent (anything else delivered is wrong)
     * @param draws the try's draws
     * @return per message sent, when it was delivered (−1: not), and then the wrong count
     */
    static long[] hear(AirProfile profile, RoomLeg leg, Schedule schedule, List<Message> sent,
                       SplittableRandom draws) {
        List<short[]> sounds = new ArrayList<>();
        for (byte[] f : schedule.frames()) {
            sounds.add(MessageStation.sound(profile, f));
        }
        Reassembler reassembler = new Reassembler();
        long[] out = new long[sent.size() + 1];
        Arrays.fill(out, 0, sent.size(), -1);
        for (RoomLeg.Heard h : leg.pass(sounds, schedule.starts(), draws)) {
            if (reassembler.accept(h.frame(), h.endSample()) instanceof FrameOutcome.Delivered d) {
                int which = sent.indexOf(d.message());
                if (which < 0 || !Arrays.equals(sent.get(which).payload(), d.message().payload())) {
                    out[sent.size()]++;
                } else if (out[which] < 0) {
                    out[which] = h.endSample();
                }
            }
        }
        return out;
    }

    /**
     * One message one way.
     *
     * @return the outcome
     */
    static TryOutcome run(AirProfile profile, RoomLeg leg, byte[] payload, SplittableRandom draws) {
        List<byte[]> frames = broadcast(TwoWayTry.SENDER, TwoWayTry.MESSAGE, payload);
        Schedule s = inRow(profile, frames);
        long[] got = hear(profile, leg, s,
                List.of(Message.of(TwoWayTry.SENDER, TwoWayTry.MESSAGE, payload)), draws);
        long end = s.starts()[frames.size() - 1] + profile.frameSamples();
        return new TryOutcome(got[0] >= 0, got[0], end, frames.size(), (int) got[1], false, 0);
    }
}

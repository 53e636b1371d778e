package echoai.link1.bench.messagesair;

import echoai.link1.message.Message;
import echoai.link1.modem.AirProfile;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The two ways a room can try to make a receiver deliver a wrong message, one way, every sound
 * from the try's loudspeaker (summed where they overlap: no distance between the talkers to help
 * the receiver).
 * <ul>
 * <li>{@link #twoSenders}: senders 1 and 3 send messages of the same size under the same message
 * id; their frames take turns for the first half of each message, then each of the second
 * sender's frames starts half a frame after the first sender's (they talk over each other).</li>
 * <li>{@link #replay}: an older message of the same size under the same sender and message id,
 * never delivered, has its frames replayed one after each frame of the new message.</li>
 * </ul>
 * A wrong message is one delivered that neither sender sent.
 */
final class CrossTry {
    /** The second sender's id. */
    static final int OTHER_SENDER = 3;

    private CrossTry() {
    }

    /**
     * Two senders at once.
     *
     * @param second the second sender's payload (the same size)
     * @return delivered: both; delivered at: the later delivery; wrong: messages neither sent
     */
    static TryOutcome twoSenders(AirProfile profile, RoomLeg leg, byte[] payload, byte[] second,
                                 SplittableRandom draws) {
        List<byte[]> a = OneWayTry.broadcast(TwoWayTry.SENDER, TwoWayTry.MESSAGE, payload);
        List<byte[]> b = OneWayTry.broadcast(OTHER_SENDER, TwoWayTry.MESSAGE, second);
        long span = OneWayTry.span(profile);
        List<byte[]> frames = new ArrayList<>();
        long[] starts = new long[2 * a.size()];
        for (int i = 0; i < a.size(); i++) {
            long at = RoomLeg.LEAD_SAMPLES + 2L * i * span;
            frames.add(a.get(i));
            frames.add(b.get(i));
            starts[2 * i] = at;
            starts[2 * i + 1] = at + (2 * i < a.size() ? span : profile.frameSamples() / 2);
        }
        List<Message> sent = List.of(Message.of(TwoWayTry.SENDER, TwoWayTry.MESSAGE, payload),
                Message.of(OTHER_SENDER, TwoWayTry.MESSAGE, second));
        long[] got = OneWayTry.hear(profile, leg, new OneWayTry.Schedule(frames, starts), sent,
                draws);
        boolean both = got[0] >= 0 && got[1] >= 0;
        return new TryOutcome(both, both ? Math.max(got[0], got[1]) : -1,
                starts[starts.length - 1] + profile.frameSamples(), frames.size(), (int) got[2],
                false, 0);
    }

    /**
     * A new message with an older one's frames replayed into it.
     *
     * @param older the older payload (the same size)
     * @return delivered: the new message; wrong: anything else delivered, the older one included
     */
    static TryOutcome replay(AirProfile profile, RoomLeg leg, byte[] payload, byte[] older,
                             SplittableRandom draws) {
        List<byte[]> now = OneWayTry.broadcast(TwoWayTry.SENDER, TwoWayTry.MESSAGE, payload);
        List<byte[]> old = OneWayTry.broadcast(TwoWayTry.SENDER, TwoWayTry.MESSAGE, older);
        List<byte[]> frames = new ArrayList<>();
        for (int i = 0; i < now.size(); i++) {
            frames.add(now.get(i));
            frames.add(old.get(i));
        }
        OneWayTry.Schedule s = OneWayTry.inRow(profile, frames);
        long[] got = OneWayTry.hear(profile, leg, s,
                List.of(Message.of(TwoWayTry.SENDER, TwoWayTry.MESSAGE, payload)), draws);
        return new TryOutcome(got[0] >= 0, got[0],
                s.starts()[frames.size() - 1] + profile.frameSamples(), frames.size(),
                (int) got[1], false, 0);
    }
}

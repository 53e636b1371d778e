package echoai.link1.bench.messagesair;

import echoai.link1.api.Link1;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.message.ArqConfig;
import echoai.link1.message.ArqReceiver;
import echoai.link1.message.ArqSender;
import echoai.link1.message.EncodedMessage;
import echoai.link1.message.Message;
import echoai.link1.message.MessageFrame;
import echoai.link1.message.MessageStation;
import echoai.link1.message.SendOutcome;
import echoai.link1.modem.AirProfile;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.LongConsumer;
import java.util.function.Supplier;

/**
 * One two-way try (docs/spec/MESSAGE.md §6): the library's {@link ArqSender} and
 * {@link ArqReceiver}, unchanged, half duplex in one room, each direction through the try's
 * {@link RoomLeg} (the receiver's answers from the microphone's place to the loudspeaker's).
 * Time is counted in samples as {@link MessageStation} counts it: a station speaks when its
 * machine has a frame and the air is clear, after {@link MessageStation#DIFS_SAMPLES} and a
 * back-off of 0..{@value MessageStation#WINDOW_SLOTS}−1 slots drawn from the try's seed; each
 * frame is the profile's sound, and a frame counts as sent when its sound and the station's
 * output guard ({@link MessageStation#GUARD_SAMPLES}) have passed; the next frame of the same
 * station waits for the guard, DIFS and a fresh back-off. A station's frames in a row are a
 * burst; the other station hears each frame it decodes at the sample its sound ended, its timers
 * running in between. It cannot talk inside the other's burst (it hears it busy); an answer
 * that falls due there waits for the burst's end. When neither has a frame, time passes in steps
 * of {@value #IDLE_STEP} samples.
 */
final class TwoWayTry {
    /** The sender's id. */
    static final int SENDER = 1;
    /** The message's id. */
    static final int MESSAGE = 7;
    /** The receiver's id. */
    static final int RECEIVER = 2;
    /** Idle time step, samples. */
    static final int IDLE_STEP = 512;
    /** A try stops here whatever the machines say (they end long before: 16 rounds at most). */
    static final long CAP_SAMPLES = 24L * 3600 * 16_000;

    private TwoWayTry() {
    }

    /** A station's machine, seen the same way for the sender and the receiver. */
    private record Machine(Supplier<Optional<MessageFrame>> next, Runnable sent,
                           java.util.function.Consumer<byte[]> heard, LongConsumer elapsed) {
    }

    /**
     * Runs a try.
     *
     * @param profile the profile both stations use
     * @param forward the room from the sender to the receiver
     * @param payload the message
     * @param draws the try's draws (back-offs and the room's segments)
     * @return the outcome
     */
    static TryOutcome run(AirProfile profile, RoomLeg forward, byte[] payload,
                          SplittableRandom draws) {
        ArqConfig config = Link1.arqConfig(profile, Link1.MODEM_RATE_HZ);
        ArqSender sender = new ArqSender(EncodedMessage.of(SENDER, MESSAGE, payload), config);
        ArqReceiver receiver = new ArqReceiver(RECEIVER, config);
        Machine s = new Machine(sender::nextFrame, sender::sent, sender::heard, sender::elapsed);
        Machine r = new Machine(receiver::nextFrame, receiver::sent, receiver::heard,
                receiver::elapsed);
        RoomLeg back = forward.reversed();
        SplittableRandom backoff = draws.split();
        long clock = 0;
        long framesSent = 0;
        long deliveredAt = -1;
        int wrong = 0;
        int deliveredSeen = 0;
        while (sender.outcome().isEmpty() && clock < CAP_SAMPLES) {
            boolean senderSpeaks = sender.nextFrame().isPresent();
            if (!senderSpeaks && receiver.nextFrame().isEmpty()) {
                s.elapsed.accept(IDLE_STEP);
                r.elapsed.accept(IDLE_STEP);
                clock += IDLE_STEP;
                continue;
            }
            Machine speaker = senderSpeaks ? s : r;
            Machine listener = senderSpeaks ? r : s;
            List<short[]> sounds = new ArrayList<>();
            List<Long> starts = new ArrayList<>();
            long t = 0;
            for (Optional<MessageFrame> f = speaker.next.get(); f.isPresent();
                    f = speaker.next.get()) {
                long gap = MessageStation.DIFS_SAMPLES
                        + (long) backoff.nextInt(MessageStation.WINDOW_SLOTS)
                        * MessageStation.SLOT_SAMPLES;
                short[] sound = MessageStation.sound(profile, f.get().toBytes());
                long start = t + gap;
                long sentAt = start + sound.length + MessageStation.GUARD_SAMPLES;
                speaker.elapsed.accept(sentAt - t);
                speaker.sent.run();
                sounds.add(sound);
                starts.add(start);
                t = sentAt;
                framesSent++;
            }
            long burstEnd = t;
            List<RoomLeg.Heard> heard = (senderSpeaks ? forward : back).pass(sounds,
                    starts.stream().mapToLong(Long::longValue).toArray(), draws);
            long at = 0;
            for (RoomLeg.Heard h : heard) {
                long when = Math.min(Math.max(h.endSample(), at), burstEnd);
                listener.elapsed.accept(when - at);
                at = when;
                listener.heard.accept(h.frame());
                List<Message> got = receiver.delivered();
                for (; deliveredSeen < got.size(); deliveredSeen++) {
                    Message m = got.get(deliveredSeen);
                    if (m.sender() == SENDER && m.messageId() == MESSAGE
                            && Arrays.equals(m.payload(), payload)) {
                        deliveredAt = deliveredAt < 0 ? clock + at : deliveredAt;
                    } else {
                        wrong++;
                    }
                }
            }
            listener.elapsed.accept(burstEnd - at);
            clock += burstEnd;
        }
        Optional<SendOutcome> end = sender.outcome();
        return new TryOutcome(deliveredAt >= 0, deliveredAt, clock, framesSent, wrong,
                end.isPresent() && end.get() instanceof SendOutcome.Delivered,
                sender.rounds());
    }
}

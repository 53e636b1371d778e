package echoai.link1.cli;

import echoai.link1.message.MessageStation;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.api.Link1;
import echoai.link1.message.ArqConfig;
import echoai.link1.message.ArqReceiver;
import echoai.link1.message.ArqSender;
import echoai.link1.message.EncodedMessage;
import echoai.link1.message.SendOutcome;
import echoai.link1.modem.AirProfile;
import echoai.wsp.Hex;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code air send} and {@code air receive}'s stations without devices: two {@link MessageStation}s
 * in a simulated room (every sound handed out reaches every microphone after a latency, summed,
 * over a little noise), stepped chunk by chunk as the devices would deliver them; the samples are
 * the clock. A lost DATA frame is asked for and repaired, the two never play at once (half
 * duplex), and a frame waits while another station's frame is on the air (carrier sense).
 */
class MessageStationTest {
    private static final AirProfile F = AirProfile.F;
    /** From a sound handed out to its first sample in the air: more than a chunk. */
    private static final int LATENCY = 2048;
    private static final int CHUNK = 1024;

    @TempDir
    Path dir;

    /** The air of the room and who played what in it. */
    private static final class Room {
        private final short[] air;
        private final List<long[]> spans = new ArrayList<>();
        private final List<Long> handedAt = new ArrayList<>();

        Room(int seconds) {
            air = new short[seconds * 16_000];
            SplittableRandom noise = new SplittableRandom(1);
            for (int i = 0; i < air.length; i++) {
                air[i] = (short) noise.nextInt(-40, 41);
            }
        }

        void play(int station, long clock, short[] sound, boolean lost) {
            handedAt.add(clock);
            if (lost) {
                return;
            }
            long from = clock + LATENCY;
            spans.add(new long[] {from, from + sound.length, station});
            for (int i = 0; i < sound.length && from + i < air.length; i++) {
                int v = air[(int) (from + i)] + sound[i];
                air[(int) (from + i)] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, v));
            }
        }

        /**
         * Steps the stations until {@code done} or the air's end; the {@code lose}-th sound
         * handed out (from 0) never reaches the air.
         */
        void run(List<MessageStation> stations, BooleanSupplier done, int lose) {
            for (int at = 0; at + CHUNK <= air.length && !done.getAsBoolean(); at += CHUNK) {
                for (int s = 0; s < stations.size(); s++) {
                    MessageStation.Transmission t = stations.get(s).hear(air, at, CHUNK);
                    if (t != null) {
                        play(s, at + CHUNK, t.sound(), handedAt.size() == lose);
                    }
                }
            }
        }

        /** Whether two sounds in the air overlap. */
        boolean overlaps() {
            for (int i = 0; i < spans.size(); i++) {
                for (int j = i + 1; j < spans.size(); j++) {
                    if (spans.get(i)[0] < spans.get(j)[1] && spans.get(j)[0] < spans.get(i)[1]) {
                        return true;
                    }
                }
            }
            return false;
        }
    }

    @Test
    void aLostDataFrameIsAskedForAndSentAgainHalfDuplex() throws Exception {
        byte[] payload = "twenty bytes, exact!".getBytes(StandardCharsets.UTF_8);
        ArqConfig config = Link1.arqConfig(F, 16_000);
        StringWriter sendLog = new StringWriter();
        StringWriter receiveLog = new StringWriter();
        StringWriter lines = new StringWriter();
        SendRoles.TwoWay sender = new SendRoles.TwoWay(new ArqSender(EncodedMessage.of(1, 7,
                payload), config), 3, new PrintWriter(sendLog, true));
        AirReceiveCommand.Role receiver = new AirReceiveCommand.Role(new ArqReceiver(9, config),
                false, dir, new PrintWriter(lines, true), new PrintWriter(receiveLog, true));
        Room room = new Room(120);
        MessageStation a = new MessageStation(F, sender, true, 1);
        MessageStation b = new MessageStation(F, receiver, true, 2);
        room.run(List.of(a, b), () -> sender.outcome().isPresent() && receiver.finished(1)
                && !a.playing() && !b.playing(), 1);

        assertThat(sender.outcome()).as(sendLog.toString())
                .contains(new SendOutcome.Delivered(1, 4));
        assertThat(Files.readAllBytes(dir.resolve("message-1-7.bin"))).isEqualTo(payload);
        assertThat(lines.toString()).startsWith("{\"sender\":1,\"message_id\":7,\"length\":20,");
        assertThat(room.overlaps()).as("half duplex").isFalse();
        assertThat(sendLog.toString()).contains("frame 3 of 3 sent (round 0, block 0, point 2);"
                + " waiting for the answer").contains("station 9 lacks block 0: 1 (NEED part 1"
                + " of 1)").contains("repair round 1").contains("delivered: 4 frames sent, 1"
                + " repair round");
        assertThat(receiveLog.toString()).contains("message 1/7: held 2 frames, lacking 1 (block"
                + " 0: 1)").contains("NEED sent to 1/7 (part 1 of 1): lacking block 0: 1")
                .contains("message 1/7 delivered: 20 bytes").contains("DONE sent to 1/7");
    }

    @Test
    void aFrameWaitsWhileAnotherStationsFrameIsOnTheAir() {
        Room room = new Room(12);
        // a postcard of another station in the air from 0.5 s: over the end of the warm-up
        short[] other = MessageStation.sound(F,
                Hex.parse("57110107020b1c09ce00001e0000004c010031172130", 22));
        room.play(1, 8000 - LATENCY, other, false);
        StringWriter log = new StringWriter();
        SendRoles.OneWay role = new SendRoles.OneWay(EncodedMessage.of(2, 3, new byte[] {42})
                .round(0), new PrintWriter(log, true));
        MessageStation station = new MessageStation(F, role, true, 3);
        room.run(List.of(station), () -> !room.handedAt.subList(1, room.handedAt.size())
                .isEmpty(), -1);
        long otherEnds = 8000 + other.length;
        assertThat(room.handedAt).hasSize(2);
        assertThat(room.handedAt.get(1)).as("handed out after the other frame and E7's idle time")
                .isGreaterThanOrEqualTo(otherEnds + MessageStation.DIFS_SAMPLES)
                .isLessThan(otherEnds + MessageStation.DIFS_SAMPLES
                        + (long) MessageStation.WINDOW_SLOTS * MessageStation.SLOT_SAMPLES
                        + 2L * CHUNK);
    }

    @Test
    void theStationAllowsForTheDevicesLatencyAsTheAgentsLiveStationsDo() {
        assertThat(MessageStation.GUARD_SAMPLES)
                .isEqualTo(echoai.link1.session.LiveStation.OUTPUT_GUARD_SAMPLES);
    }
}

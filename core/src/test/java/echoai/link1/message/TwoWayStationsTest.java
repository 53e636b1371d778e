package echoai.link1.message;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.api.Link1;
import echoai.link1.modem.AirProfile;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The library's two-way driver ({@link Link1#sendingStation}, {@link Link1#receivingStation}):
 * two stations share one simulated air (every sound handed out reaches both microphones 2 048
 * samples later, summed over faint noise), stepped 1 024 samples at a time as devices deliver
 * them. The first DATA frame handed out never reaches the air: the receiver asks for it, the
 * sender repairs, the message arrives exact, and the two never play at once.
 */
class TwoWayStationsTest {
    private static final AirProfile F = AirProfile.F;
    private static final int LATENCY = 2048;
    private static final int CHUNK = 1024;

    @Test
    void aLostFrameIsAskedForAndTheMessageArrivesExactHalfDuplex() {
        byte[] payload = "forty bytes of a sentence, whole or not".getBytes(StandardCharsets.UTF_8);
        ArqConfig config = Link1.arqConfig(F, 16_000);
        ArqSender sender = new ArqSender(EncodedMessage.of(3, 11, payload), config);
        ArqReceiver receiver = new ArqReceiver(9, config);
        MessageStation a = Link1.sendingStation(sender, F, 1);
        MessageStation b = Link1.receivingStation(receiver, F, true, 2);
        short[] air = noise(150 * 16_000);
        List<long[]> spans = new ArrayList<>();
        int handed = 0;
        for (int at = 0; at + CHUNK <= air.length; at += CHUNK) {
            if (sender.outcome().isPresent() && !a.playing() && !b.playing()) {
                break;
            }
            for (MessageStation s : List.of(a, b)) {
                MessageStation.Transmission t = s.hear(air, at, CHUNK);
                if (t != null && handed++ != 0) {
                    long from = at + CHUNK + LATENCY;
                    spans.add(new long[] {from, from + t.sound().length});
                    for (int i = 0; i < t.sound().length && from + i < air.length; i++) {
                        int k = (int) (from + i);
                        air[k] = (short) Math.max(Short.MIN_VALUE,
                                Math.min(Short.MAX_VALUE, air[k] + t.sound()[i]));
                    }
                }
            }
        }
        assertThat(sender.outcome()).containsInstanceOf(SendOutcome.Delivered.class);
        assertThat(sender.rounds()).isEqualTo(1);
        assertThat(receiver.delivered()).hasSize(1);
        assertThat(receiver.delivered().get(0).payload()).isEqualTo(payload);
        for (int i = 0; i < spans.size(); i++) {
            for (int j = i + 1; j < spans.size(); j++) {
                assertThat(spans.get(i)[1] <= spans.get(j)[0] || spans.get(j)[1] <= spans.get(i)[0])
                        .as("half duplex: sounds %d and %d", i, j).isTrue();
            }
        }
    }

    @Test
    void aOneWayReceiverNeverSpeaks() {
        ArqReceiver receiver = new ArqReceiver(9, Link1.arqConfig(F, 16_000));
        MessageStation b = Link1.receivingStation(receiver, F, false, 2);
        byte[] payload = {1, 2, 3};
        short[] pcm = Link1.encodeMessage(payload, F, 16_000);
        short[] air = new short[pcm.length + 40 * 16_000];
        System.arraycopy(pcm, 0, air, 16_000, pcm.length);
        for (int at = 0; at + CHUNK <= air.length; at += CHUNK) {
            assertThat(b.hear(air, at, CHUNK)).isNull();
        }
        assertThat(receiver.delivered()).singleElement()
                .satisfies(m -> assertThat(m.payload()).isEqualTo(payload));
    }

    private static short[] noise(int n) {
        SplittableRandom r = new SplittableRandom(1);
        short[] out = new short[n];
        for (int i = 0; i < n; i++) {
            out[i] = (short) r.nextInt(-40, 41);
        }
        return out;
    }
}

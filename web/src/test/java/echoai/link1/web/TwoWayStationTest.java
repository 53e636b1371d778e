package echoai.link1.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import echoai.link1.modem.AirProfile;
import echoai.wsp.Hex;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The page's two-way stations on the JVM, without a browser: a sending and a receiving
 * {@link TwoWayStation} at 48 kHz share one simulated air (the page's air.js in Java: blocks of
 * 2048 samples, faint seeded noise, a sound entering 2048 samples after the end of its block),
 * whose first sound, the sender's first DATA frame, is dropped. What {@link StationJson} says at
 * the end: the sender delivered after 2 rounds and 6 frames, the receiver played a NEED and a
 * DONE and holds the exact sentence once.
 */
class TwoWayStationTest {
    private static final int RATE_HZ = 48_000;
    private static final int BLOCK = 2048;
    private static final int LATENCY = 2048;
    private static final String SENTENCE = "Meet at the north door at six — bring the key, ça va?";

    @Test
    void theReceiverAsksForTheDroppedFrameAndTheSenderRepairsOnce() throws Exception {
        byte[] bytes = SENTENCE.getBytes(StandardCharsets.UTF_8);
        TwoWayStation rx = TwoWayStation.receiving(AirProfile.Q, RATE_HZ, 9, 2);
        TwoWayStation tx = TwoWayStation.sending(bytes, AirProfile.Q, RATE_HZ, 7, 42, 1);
        SplittableRandom noise = new SplittableRandom(1);
        List<Long> starts = new ArrayList<>();
        List<short[]> sounds = new ArrayList<>();
        int played = 0;
        ObjectMapper json = new ObjectMapper();
        long at = 0;
        for (; at < 120L * RATE_HZ; at += BLOCK) {
            short[] block = new short[BLOCK];
            for (int i = 0; i < BLOCK; i++) {
                int v = noise.nextInt(-40, 41);
                for (int s = 0; s < sounds.size(); s++) {
                    long j = at + i - starts.get(s);
                    if (j >= 0 && j < sounds.get(s).length) {
                        v += sounds.get(s)[(int) j];
                    }
                }
                block[i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, v));
            }
            for (TwoWayStation s : List.of(rx, tx)) {
                short[] sound = s.hear(block.clone());
                if (sound.length > 0 && ++played != 1) {
                    starts.add(at + BLOCK + LATENCY);
                    sounds.add(sound);
                }
            }
            if (!json.readTree(tx.state()).get("outcome").isNull()) {
                break;
            }
        }
        JsonNode sent = json.readTree(tx.state());
        assertThat(sent.get("state").asText()).as(sent.toString()).isEqualTo("delivered");
        assertThat(sent.get("rounds").asInt()).isEqualTo(2);
        assertThat(sent.get("repair_rounds").asInt()).isEqualTo(1);
        assertThat(sent.get("outcome").toString())
                .isEqualTo("{\"end\":\"delivered\",\"rounds\":2,\"frames_sent\":6}");
        assertThat(sent.get("sent").toString()).isEqualTo("{\"data\":6,\"need\":0,\"done\":0}");
        assertThat(sent.get("message").get("length").asInt()).isEqualTo(bytes.length);
        JsonNode heard = json.readTree(rx.state());
        assertThat(heard.get("sent").toString()).isEqualTo("{\"data\":0,\"need\":1,\"done\":1}");
        assertThat(heard.get("progress")).isEmpty();
        assertThat(heard.get("delivered")).hasSize(1);
        JsonNode m = heard.get("delivered").get(0);
        assertThat(m.get("bytes").asText()).isEqualTo(Hex.of(bytes));
        assertThat(m.get("check").asText()).isEqualTo(sent.get("message").get("check").asText());
        assertThat(heard.get("counts").get("delivered").asInt()).isEqualTo(1);
        assertThat(played).as("6 DATA, a NEED, a DONE").isEqualTo(8);
    }
}

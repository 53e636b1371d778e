package echoai.link1.bench;

import echoai.link1.session.Seeds;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.frame.LinkFrame;
import java.nio.file.Path;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class E0FrameIntegrityTest {
    private static ObjectNode run(int postcards, SeedSet seeds) {
        BenchContext ctx = new BenchContext(seeds, Path.of("unused"), false, 1, Map.of(),
                Progress.NONE, Json.object());
        return new E0FrameIntegrity(postcards).run(ctx);
    }

    @Test
    void sameSeedsGiveByteIdenticalJson() {
        String first = Json.text(run(800, SeedSet.DEV));
        String second = Json.text(run(800, SeedSet.DEV));
        assertThat(second).isEqualTo(first);
        assertThat(Json.text(run(800, SeedSet.parse("5")))).isNotEqualTo(first);
    }

    @Test
    void countsAddUpAndSingleByteErrorsAreAllCaughtByCrc() {
        JsonNode doc = run(1000, SeedSet.DEV);
        assertThat(doc.at("/roundTrip/equal").asInt()).isEqualTo(1000);
        assertThat(doc.at("/config/seed").asText())
                .isEqualTo(String.format("0x%016x", Seeds.mix(0, Seeds.stream("E0"))));
        for (JsonNode size : doc.get("corruption")) {
            long byCheck = 0;
            for (JsonNode n : size.get("detectedBy")) {
                byCheck += n.asLong();
            }
            assertThat(byCheck).isEqualTo(size.get("detected").asLong());
            assertThat(size.get("detected").asLong() + size.get("undetected").asLong())
                    .isEqualTo(1000);
        }
        JsonNode one = doc.at("/corruption/0");
        assertThat(one.get("corruptedBytes").asInt()).isEqualTo(1);
        assertThat(one.at("/detectedBy/CRC_MISMATCH").asLong()).isEqualTo(1000);
    }

    @Test
    void corruptionChangesExactlyKDistinctBytes() {
        SplittableRandom random = new SplittableRandom(3);
        int[] positions = new int[22];
        for (int trial = 0; trial < 3000; trial++) {
            byte[] frame = E0FrameIntegrity.randomFrame(random).toBytes();
            int k = 1 + trial % 3;
            byte[] copy = frame.clone();
            E0FrameIntegrity.corrupt(copy, k, positions, random);
            int changed = 0;
            for (int i = 0; i < LinkFrame.LENGTH; i++) {
                changed += frame[i] != copy[i] ? 1 : 0;
            }
            assertThat(changed).as("trial %d", trial).isEqualTo(k);
        }
    }

    @Test
    void isRegistered() {
        assertThat(Experiments.find("e0")).get().isInstanceOf(E0FrameIntegrity.class);
    }
}

package echoai.link1.bench.e0;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Json;
import echoai.link1.bench.PerfLog;
import echoai.link1.bench.Progress;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.registry.Registry;
import echoai.link1.frame.LinkFrame;
import echoai.link1.session.Seeds;
import java.nio.file.Path;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class E0FrameIntegrityTest {
    private static E0Result run(int postcards, SeedSet seeds) {
        BenchContext ctx = new BenchContext(seeds, Path.of("unused"), false, 1, Map.of(),
                Progress.NONE, new PerfLog());
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
        E0Result doc = run(1000, SeedSet.DEV);
        assertThat(doc.roundTrip().equal()).isEqualTo(1000);
        assertThat(doc.config().seed())
                .isEqualTo(String.format("0x%016x", Seeds.mix(0, Seeds.stream("E0"))));
        for (E0Result.Corruption size : doc.corruption()) {
            long byCheck = size.detectedBy().values().stream().mapToLong(Long::longValue).sum();
            assertThat(byCheck).isEqualTo(size.detected());
            assertThat(size.detected() + size.undetected()).isEqualTo(1000);
        }
        E0Result.Corruption one = doc.corruption().get(0);
        assertThat(one.corruptedBytes()).isEqualTo(1);
        assertThat(one.detectedBy().get("CRC_MISMATCH")).isEqualTo(1000);
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
        assertThat(Registry.experiment("e0")).get().isInstanceOf(E0FrameIntegrity.class);
    }
}

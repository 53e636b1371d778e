package echoai.link1.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Progress lines: blocks, rate over this run's blocks only, ETA; a log gets whole lines. */
class SweepProgressTest {
    @Test
    void rateAndEtaCountOnlyTheBlocksRunNow() {
        long[] now = {0};
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        SweepProgress p = new SweepProgress(err, false, 60_000, () -> now[0]);
        p.start(10, 4);
        now[0] = 20_000_000_000L;
        p.blockDone(50);
        assertThat(p.line(now[0])).isEqualTo("sweep: 5/10 blocks, 2.5 worlds/s, ETA 0h01m40s");
        for (int i = 0; i < 5; i++) {
            now[0] += 20_000_000_000L;
            p.blockDone(50);
        }
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertThat(out).startsWith("sweep: 10 blocks, 4 already complete (skipped)\n");
        assertThat(out).endsWith("sweep: 10/10 blocks, 2.5 worlds/s, ETA 0h00m00s\n");
        assertThat(out.lines()).hasSize(3);
        assertThat(SweepProgress.rate(4 / 360.0)).isEqualTo("0.67 worlds/min");
        assertThat(SweepProgress.rate(0)).isEqualTo("0.0 worlds/s");
    }
}

package echoai.link1.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import echoai.link1.bench.Arm;
import echoai.link1.bench.PipeListener;
import echoai.link1.bench.WorldResult;
import java.io.ByteArrayInputStream;
import java.io.IOException;

/**
 * Fuzz test of the E6 listener on arbitrary stdin bytes: B never throws, the firewall (P3)
 * holds, and no frame is accepted that A did not send. Plain {@code mvn test} replays the
 * committed inputs under {@code ListenStdinFuzzTestInputs/}; {@code JAZZER_FUZZ=1} fuzzes for
 * real.
 */
class ListenStdinFuzzTest {
    /** A dev seed (world 0). */
    private static final long SEED = 0;

    @FuzzTest(maxDuration = "60s")
    void listenArmT(byte[] input) throws IOException {
        WorldResult r = PipeListener.listen(SEED, Arm.T, new ByteArrayInputStream(input));
        assertThat(r.firewallHolds()).as("P3 in %s", r).isTrue();
        assertThat(r.acceptedCorrupt()).as("frames heard that were not sent").isZero();
    }
}

package echoai.link1.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import echoai.link1.bench.Arm;
import echoai.link1.bench.ArmRunner;
import echoai.link1.bench.PipeListener;
import echoai.link1.bench.WorldResult;
import echoai.link1.frame.FrameDecoder;
import echoai.link1.frame.LinkFrame;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Fuzz test of the E6 listener on arbitrary stdin bytes: B never throws, the firewall (P3)
 * holds, and every frame B accepts is byte-equal to a frame A sent (no forgery got through the
 * CRC). {@code accepted_corrupt} is not asserted to be 0: it counts a sent frame heard twice
 * as corrupt (the fuzzer found that at once, see the committed {@code duplicated-sent-frames}
 * input), so here it must equal exactly the repeats. Plain {@code mvn test} replays the
 * committed inputs under {@code ListenStdinFuzzTestInputs/}; {@code JAZZER_FUZZ=1} fuzzes.
 */
class ListenStdinFuzzTest {
    /** A dev seed (world 0). */
    private static final long SEED = 0;
    private static final List<LinkFrame> SENT = ArmRunner.speak(SEED, Arm.T);

    @FuzzTest(maxDuration = "60s")
    void listenArmT(byte[] input) throws IOException {
        WorldResult r = PipeListener.listen(SEED, Arm.T, new ByteArrayInputStream(input));
        assertThat(r.firewallHolds()).as("P3 in %s", r).isTrue();

        FrameDecoder decoder = new FrameDecoder();
        List<LinkFrame> heard = decoder.feed(input);
        decoder.finish();
        Set<LinkFrame> sent = new HashSet<>(SENT);
        assertThat(sent).as("A sends distinct frames").hasSameSizeAs(SENT);
        for (LinkFrame f : heard) {
            assertThat(sent).as("a frame heard that was not sent").contains(f);
        }
        int repeats = heard.size() - new HashSet<>(heard).size();
        assertThat(r.acceptedCorrupt()).as("accepted_corrupt = sent frames heard again")
                .isEqualTo(repeats);
    }
}

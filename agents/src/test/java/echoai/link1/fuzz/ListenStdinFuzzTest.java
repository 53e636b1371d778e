package echoai.link1.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import echoai.link1.frame.FrameDecoder;
import echoai.link1.frame.LinkFrame;
import echoai.link1.session.Arm;
import echoai.link1.session.ArmRunner;
import echoai.link1.session.PipeListener;
import echoai.link1.session.WorldResult;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Fuzz test of the E6 listener on arbitrary stdin bytes: B never throws and the firewall (P3)
 * holds (B's report settled against A's frames, as E6's parent does). {@code accepted_corrupt} is not 0 for every input: the CRC-16 stops noise, not
 * forgery (committed input {@code forged-claim}: a CLAIM with one postcard byte changed and
 * its CRC recomputed is accepted). A sent frame heard twice is neither lost nor corrupt (the
 * fuzzer found it counted as corrupt at once, against the spec's definition; fixed, input
 * {@code duplicated-sent-frames}). Plain {@code mvn test} replays the
 * committed inputs under {@code ListenStdinFuzzTestInputs/}; {@code JAZZER_FUZZ=1} fuzzes.
 */
class ListenStdinFuzzTest {
    /** A dev seed (world 0). */
    private static final long SEED = 0;
    private static final List<LinkFrame> SENT = ArmRunner.speak(SEED, Arm.T);

    @FuzzTest(maxDuration = "60s")
    void listenArmT(byte[] input) throws IOException {
        WorldResult r = heardAndSettled(input);
        assertThat(r.firewallHolds()).as("P3 in %s", r).isTrue();

        FrameDecoder decoder = new FrameDecoder();
        List<LinkFrame> heard = decoder.feed(input);
        decoder.finish();
        Set<LinkFrame> sent = new HashSet<>(SENT);
        assertThat(sent).as("A sends distinct frames").hasSameSizeAs(SENT);
        Set<LinkFrame> distinct = new HashSet<>(heard);
        long genuine = distinct.stream().filter(sent::contains).count();
        long forged = heard.stream().filter(f -> !sent.contains(f)).count();
        assertThat((long) r.acceptedCorrupt())
                .as("accepted_corrupt = frames heard that were never sent").isEqualTo(forged);
        assertThat((long) r.postcardsLost())
                .as("postcards_lost = frames sent never heard").isEqualTo(SENT.size() - genuine);
    }

    /** B's report on {@code input}, settled against what A sent, as E6's parent does. */
    private static WorldResult heardAndSettled(byte[] input) {
        return ArmRunner.settle(PipeListener.listen(SEED, Arm.T, new ByteArrayInputStream(input)),
                ArmRunner.hex(SENT));
    }

    /** The forged CLAIM seed is heard, counted corrupt, and P3 holds regardless. */
    @Test
    void aForgedClaimWithAValidCrcIsAcceptedAndCountedButP3Holds() throws IOException {
        byte[] input;
        try (InputStream in = ListenStdinFuzzTest.class.getResourceAsStream(
                "ListenStdinFuzzTestInputs/listenArmT/forged-claim")) {
            input = in.readAllBytes();
        }
        WorldResult r = heardAndSettled(input);
        assertThat(r.acceptedCorrupt()).isEqualTo(1);
        assertThat(r.firewallHolds()).isTrue();
    }
}

package echoai.link1.message;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.message.FrameOutcome.Delivered;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The integrity check can fail its test: the mixing scenario that the real 64-bit check passes
 * with no wrong message delivers wrong messages when the check is mutated — switched off, or cut
 * to 8 bits — so the scenario would catch such a change (MESSAGE.md §2).
 */
class IntegrityMutationTest {
    private static final int MIXES = 2000;

    /**
     * A's frames at points 0..split−1 and B's at split..kb−1 of their single block, then nothing
     * else: an assembly that completes with no point held twice.
     */
    static List<DataFrame> mix(EncodedMessage a, EncodedMessage b, int split) {
        int kb = a.geometry().blockSize(0);
        List<DataFrame> out = new ArrayList<>();
        for (int x = 0; x < kb; x++) {
            out.add(x < split ? a.frame(0, x) : b.frame(0, x));
        }
        return out;
    }

    /** Messages delivered that are neither of the two mixed, over {@value #MIXES} mixes. */
    private static int wrongDeliveries(Reassembler.Checker checker) {
        int wrong = 0;
        for (int i = 0; i < MIXES; i++) {
            EncodedMessage a = EncodedMessage.of(1, 5, ReassemblerTest.payload(2L * i, 60));
            EncodedMessage b = EncodedMessage.of(1, 5, ReassemblerTest.payload(2L * i + 1, 60));
            Reassembler r = new Reassembler(16, 0, checker);
            long t = 0;
            for (DataFrame f : mix(a, b, 1 + i % 4)) {
                if (r.accept(f, t++) instanceof Delivered d && !d.message().equals(a.message())
                        && !d.message().equals(b.message())) {
                    wrong++;
                }
            }
        }
        return wrong;
    }

    @Test
    void theRealCheckLetsNoMixThrough() {
        assertThat(wrongDeliveries((s, m, p, c) -> MessageCheck.of(s, m, p) == c)).isZero();
    }

    @Test
    void aCheckSwitchedOffIsCaught() {
        assertThat(wrongDeliveries((s, m, p, c) -> true)).isEqualTo(MIXES);
    }

    @Test
    void aCheckCutTo8BitsIsCaught() {
        assertThat(wrongDeliveries((s, m, p, c) -> ((MessageCheck.of(s, m, p) ^ c) & 0xFF) == 0))
                .isPositive();
    }
}

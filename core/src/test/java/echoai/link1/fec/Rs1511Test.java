package echoai.link1.fec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Caller bugs are rejected with clear messages; the fec sources use integers only. */
class Rs1511Test {
    private final Rs1511 rs = new Rs1511();

    @Test
    void badArgumentsAreRejected() {
        byte[] word = new byte[15];
        assertThatThrownBy(() -> rs.decode(word, 1, new int[0], 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("off");
        assertThatThrownBy(() -> rs.decode(word, 0, new int[] {1, 1}, 2))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("repeated");
        assertThatThrownBy(() -> rs.decode(word, 0, new int[] {15}, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("[0, 14]");
        assertThatThrownBy(() -> rs.decode(word, 0, new int[5], 5))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("[0, 4]");
        byte[] bad = new byte[15];
        bad[4] = 16;
        assertThatThrownBy(() -> rs.decode(bad, 0, new int[0], 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("symbol 4");
        assertThatThrownBy(() -> Rs1511.encode(bad, 0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void blocksAtAnOffsetAreDecodedInPlace() {
        byte[] buf = new byte[40];
        for (int k = 0; k < 11; k++) {
            buf[20 + k] = (byte) (15 - k);
        }
        Rs1511.encode(buf, 20);
        byte[] sent = buf.clone();
        buf[22] ^= 6;
        buf[34] ^= 1;
        assertThat(rs.decode(buf, 20, new int[0], 0)).isEqualTo(new RsOutcome.Corrected(2, 0));
        assertThat(buf).isEqualTo(sent);
    }

    @Test
    void outcomesAreCanonicalAndCarryTheirReason() {
        byte[] word = new byte[15];
        RsOutcome clean = rs.decode(word, 0, new int[] {3}, 1);
        assertThat(clean).isSameAs(rs.decode(word, 0, new int[] {5}, 1));
        assertThat(clean).isEqualTo(new RsOutcome.Corrected(0, 1));
        assertThat(clean.isCorrected()).isTrue();
        byte[] three = word.clone();
        three[0] = 1;
        three[5] = 2;
        three[9] = 3;
        RsOutcome failed = rs.decode(three, 0, new int[0], 0);
        assertThat(failed.isCorrected()).isFalse();
        assertThat(failed).isInstanceOf(RsOutcome.Failed.class);
        assertThat(((RsOutcome.Failed) failed).reason()).isNotNull();
        assertThat(failed).isSameAs(rs.decode(three.clone(), 0, new int[0], 0));
        assertThatThrownBy(() -> new RsOutcome.Corrected(2, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("[0, 4]");
        assertThatThrownBy(() -> new RsOutcome.Failed(null, 0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void fecSourcesUseNoFloatingPoint() throws Exception {
        Pattern floating = Pattern.compile("\\b(float|double|Float|Double)\\b");
        try (Stream<Path> files = Files.list(Path.of("core/src/main/java/echoai/link1/fec"))) {
            for (Path file : files.toList()) {
                assertThat(floating.matcher(Files.readString(file)).find())
                        .as("%s uses floating point", file).isFalse();
            }
        }
    }
}

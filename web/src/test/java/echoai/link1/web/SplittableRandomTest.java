package echoai.link1.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.teavm.classlib.java.util.TSplittableRandom;

/** The browser build's SplittableRandom draws what the JDK's draws, split streams included. */
class SplittableRandomTest {
    @Test
    void drawsAsTheJdk() {
        for (long seed : new long[] {0, 1, -1, 42, Long.MIN_VALUE, 0x1234_5678_9abc_def0L}) {
            SplittableRandom jdk = new SplittableRandom(seed);
            TSplittableRandom ours = new TSplittableRandom(seed);
            for (int i = 0; i < 2000; i++) {
                switch (i % 6) {
                    case 0 -> assertThat(ours.nextLong()).isEqualTo(jdk.nextLong());
                    case 1 -> assertThat(ours.nextDouble()).isEqualTo(jdk.nextDouble());
                    case 2 -> assertThat(ours.nextInt(1000)).isEqualTo(jdk.nextInt(1000));
                    case 3 -> assertThat(ours.nextInt(1 << 20)).isEqualTo(jdk.nextInt(1 << 20));
                    case 4 -> assertThat(ours.nextInt(Integer.MAX_VALUE))
                            .isEqualTo(jdk.nextInt(Integer.MAX_VALUE));
                    default -> {
                        SplittableRandom js = jdk.split();
                        TSplittableRandom os = ours.split();
                        assertThat(os.nextLong()).isEqualTo(js.nextLong());
                        assertThat(os.nextInt(7)).isEqualTo(js.nextInt(7));
                    }
                }
            }
        }
    }
}

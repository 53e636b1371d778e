package echoai.link1.room;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.MessageDigest;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/** The committed babble corpus is the one its README describes, byte for byte. */
class BabbleCorpusTest {
    /** SHA-256 of babble-6x8s-16k.s16le (6 talkers × 8 s, 16 kHz int16 LE). */
    private static final String CORPUS_SHA256 =
            "e06f2e68cbd7ba17f637f2591cb2aff11bee40c123aa0a97f97b90c45c1cccc1";

    @Test
    void corpusIsPinned() throws Exception {
        byte[] b = BabbleCorpus.bytes();
        assertThat(b).hasSize(2 * BabbleCorpus.TALKERS * BabbleCorpus.TRACK_SAMPLES);
        assertThat(HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b)))
                .isEqualTo(CORPUS_SHA256);
    }

    @Test
    void everyTalkerSpeaksMostOfTheTime() {
        double[] mix = new double[BabbleCorpus.TRACK_SAMPLES];
        for (int t = 0; t < BabbleCorpus.TALKERS; t++) {
            double[] one = new double[BabbleCorpus.TRACK_SAMPLES];
            BabbleCorpus.instance().addTalker(t, 0, one);
            int loud = 0;
            double power = 0;
            for (int i = 0; i < one.length; i += 160) {
                double frame = 0;
                for (int j = i; j < i + 160; j++) {
                    frame += one[j] * one[j];
                }
                loud += frame / 160 > 0.01 ? 1 : 0;
            }
            for (double v : one) {
                power += v * v / one.length;
            }
            assertThat(power).as("talker %d power", t)
                    .isCloseTo(1, org.assertj.core.data.Offset.offset(1e-9));
            assertThat(loud).as("talker %d 10 ms frames above −20 dB", t).isGreaterThan(400);
        }
    }
}

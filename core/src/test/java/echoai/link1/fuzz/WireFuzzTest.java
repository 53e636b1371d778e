package echoai.link1.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import echoai.link1.frame.FrameDecoder;
import echoai.link1.frame.FrameResult;
import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Speech;
import echoai.wsp.Postcard;
import java.util.ArrayList;
import java.util.List;

/**
 * Fuzz tests of everything that reads bytes from the wire. Plain {@code mvn test} replays the
 * committed inputs under {@code src/test/resources/echoai/link1/fuzz/WireFuzzTestInputs/};
 * {@code JAZZER_FUZZ=1} fuzzes for real.
 */
class WireFuzzTest {

    /**
     * The frame parser never throws for bad bytes; what it accepts is exactly 22 bytes with
     * magic 'W' that pass an independent bitwise CRC, and it round-trips byte-exact.
     */
    @FuzzTest(maxDuration = "60s")
    void frameParser(byte[] input) {
        FrameResult result = LinkFrame.parse(input);
        if (result instanceof FrameResult.Accepted accepted) {
            assertThat(input).hasSize(22);
            assertThat(input[0]).isEqualTo((byte) 'W');
            assertThat(bitwiseCrc(input, 20)).isEqualTo(((input[20] & 0xFF) << 8) | (input[21] & 0xFF));
            assertThat(accepted.frame().toBytes()).isEqualTo(input);
        }
    }

    /** The speech readers never throw, and what they read rebuilds the same postcard. */
    @FuzzTest(maxDuration = "60s")
    void speechReaders(byte[] input) {
        if (input.length < Postcard.LENGTH || Postcard.violation(input, 0) != null) {
            return;
        }
        Postcard p = Postcard.fromBytes(input, 0);
        Speech.readClaim(p).ifPresent(c -> assertThat(c.postcard()).isEqualTo(p));
        Speech.readAsk(p).ifPresent(a -> assertThat(a.postcard()).isEqualTo(p));
        Speech.readUnknown(p).ifPresent(u -> assertThat(u.postcard()).isEqualTo(p));
        Speech.readHello(p).ifPresent(h -> assertThat(h.postcard()).isEqualTo(p));
    }

    /**
     * The stream decoder survives any bytes at any split, yields the same frames whatever the
     * split, and every frame it yields passes the independent CRC.
     */
    @FuzzTest(maxDuration = "60s")
    void frameDecoderStream(byte[] input) {
        List<LinkFrame> whole = new FrameDecoder().feed(input);
        FrameDecoder split = new FrameDecoder();
        List<LinkFrame> pieces = new ArrayList<>();
        int step = input.length == 0 ? 1 : 1 + (input[0] & 7);
        for (int i = 0; i < input.length; i += step) {
            pieces.addAll(split.feed(input, i, Math.min(step, input.length - i)));
        }
        split.finish();
        assertThat(pieces).isEqualTo(whole);
        for (LinkFrame f : whole) {
            byte[] b = f.toBytes();
            assertThat(bitwiseCrc(b, 20)).isEqualTo(((b[20] & 0xFF) << 8) | (b[21] & 0xFF));
        }
    }

    /** CRC-16/CCITT-FALSE computed bit by bit, independently of the table in {@code Crc16}. */
    static int bitwiseCrc(byte[] bytes, int length) {
        int crc = 0xFFFF;
        for (int i = 0; i < length; i++) {
            crc ^= (bytes[i] & 0xFF) << 8;
            for (int bit = 0; bit < 8; bit++) {
                crc = (crc & 0x8000) != 0 ? ((crc << 1) ^ 0x1021) & 0xFFFF : (crc << 1) & 0xFFFF;
            }
        }
        return crc;
    }
}

package echoai.link1.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.Demodulator;
import echoai.link1.modem.ModemFrame;
import echoai.link1.modem.TonePlan;
import java.util.ArrayList;
import java.util.List;

/**
 * Fuzz test of the streaming demodulator on arbitrary PCM: it never throws, what it returns
 * passes the frame check it was given, and what it announces live is what it returns. Plain
 * {@code mvn test} replays the committed inputs under {@code DemodulatorFuzzTestInputs/} (one
 * is a real K=1 CLAIM frame); {@code JAZZER_FUZZ=1} fuzzes for real.
 */
class DemodulatorFuzzTest {
    /** At most this many samples per input (128 KiB of PCM), to keep each execution short. */
    static final int MAX_SAMPLES = 1 << 16;

    /**
     * Input: byte 0 sets the chunk size (1..4081 samples in steps of 16), the rest is 16-bit
     * little-endian PCM at 16 kHz for K=1.
     */
    @FuzzTest(maxDuration = "60s")
    void streamingPcm(byte[] input) {
        int step = input.length == 0 ? 1 : 1 + 16 * (input[0] & 0xFF);
        short[] pcm = pcm(input, 1);
        List<ModemFrame> live = new ArrayList<>();
        Demodulator demodulator = new Demodulator(TonePlan.of(1), LinkFrame::crcOk, 64, live::add);
        for (int i = 0; i < pcm.length; i += step) {
            demodulator.accept(pcm, i, Math.min(step, pcm.length - i));
        }
        List<ModemFrame> frames = demodulator.finish();
        assertThat(frames).isEqualTo(live);
        for (ModemFrame f : frames) {
            assertThat(LinkFrame.crcOk(f.frame())).isTrue();
            assertThat(f.offsetSamples()).isBetween(0L, (long) pcm.length);
        }
    }

    /** Little-endian shorts from {@code input[from..]}, at most {@link #MAX_SAMPLES}. */
    static short[] pcm(byte[] input, int from) {
        int n = Math.min(MAX_SAMPLES, Math.max(0, input.length - from) / 2);
        short[] out = new short[n];
        for (int i = 0; i < n; i++) {
            out[i] = (short) ((input[from + 2 * i] & 0xFF) | (input[from + 2 * i + 1] << 8));
        }
        return out;
    }
}

package echoai.link1.audio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** WAV and memory as sources and sinks: streamed, any integer PCM in, exact where it can be. */
class PcmSourcesTest {
    @TempDir
    Path dir;

    private static short[] ramp(int n) {
        short[] x = new short[n];
        for (int i = 0; i < n; i++) {
            x[i] = (short) (i * 7919);
        }
        return x;
    }

    private static short[] drain(PcmSource source, int bufferSamples) throws IOException {
        MemorySink sink = new MemorySink(source.sampleRateHz());
        short[] buf = new short[bufferSamples];
        for (int n = source.read(buf); n > 0; n = source.read(buf)) {
            sink.play(buf, 0, n);
        }
        return sink.samples();
    }

    @Test
    void wavSinkToWavSourceIsExactAtAnyRate() throws IOException {
        short[] x = ramp(70_001);
        Path f = dir.resolve("48k.wav");
        try (WavSink sink = WavSink.create(f, 48_000)) {
            sink.play(x, 0, 12_345);
            sink.play(x, 12_345, x.length - 12_345);
        }
        assertThat(Files.size(f)).isEqualTo(44 + 2L * x.length);
        try (WavSource source = WavSource.open(f)) {
            assertThat(source.sampleRateHz()).isEqualTo(48_000);
            assertThat(source.samples()).isEqualTo(x.length);
            assertThat(drain(source, 333)).isEqualTo(x);
        }
        assertThatThrownBy(() -> Wav.open(f)).isInstanceOf(Wav.FormatException.class)
                .hasMessageContaining("48000 Hz");
    }

    @Test
    void wavSourceMixesChannelsAndWidthsInIntegers() throws IOException {
        ByteBuffer stereo24 = ByteBuffer.allocate(3 * 6).order(ByteOrder.LITTLE_ENDIAN);
        int[][] pairs = {{0x123456, 0x123400}, {-0x800000, -0x7FFF80}, {0x7FFFFF, 0x7FFFFF}};
        for (int[] p : pairs) {
            for (int v : p) {
                stereo24.put((byte) v).put((byte) (v >> 8)).put((byte) (v >> 16));
            }
        }
        Path f = WavTest.wav(dir.resolve("s24.wav"), 2, 44_100, 24, stereo24.array());
        try (WavSource source = WavSource.open(f)) {
            assertThat(source.sampleRateHz()).isEqualTo(44_100);
            // 0x1234.56 → 0x1234 (+0.34 rounds down), 0x1234.00; mean 0x1234.
            // −0x8000.00 → −32768 and −0x7FFF.80 → −32767 (half up); mean −32767.5 → −32767.
            // 0x7FFF.FF rounds to 32768, saturated at 32767.
            assertThat(drain(source, 2)).containsExactly((short) 0x1234, (short) -32767,
                    (short) 32767);
        }
        Path eight = WavTest.wav(dir.resolve("u8.wav"), 1, 8_000, 8, new byte[] {0, (byte) 128,
            (byte) 255});
        try (WavSource source = WavSource.open(eight)) {
            assertThat(drain(source, 16)).containsExactly((short) -32768, (short) 0,
                    (short) 32512);
        }
    }

    @Test
    void aRateTheResamplerDoesNotTakeIsAFormatError() throws IOException {
        Path f = WavTest.wav(dir.resolve("4k.wav"), 1, 4_000, 16, new byte[40]);
        assertThatThrownBy(() -> Wav.readResampled(f)).isInstanceOf(Wav.FormatException.class)
                .hasMessageContaining("4000 Hz");
    }

    @Test
    void aTruncatedDataChunkStreamsWhatItHoldsAndSaysSo() throws IOException {
        Path f = WavTest.wav(dir.resolve("t.wav"), 1, 16_000, 16, new byte[10]);
        byte[] bytes = Files.readAllBytes(f);
        bytes[40] = 100;
        Files.write(f, bytes);
        try (WavSource source = WavSource.open(f)) {
            assertThat(drain(source, 64)).hasSize(5);
            assertThat(source.shortfall()).hasValue("the data ends after 10 of the 100 bytes its"
                    + " header states (cut short)");
        }
        assertThatThrownBy(() -> Wav.read(f)).isInstanceOf(Wav.FormatException.class)
                .hasMessageContaining("cut short");
    }

    @Test
    void memorySourceAndSinkKeepTheirRateAndSamples() throws IOException {
        short[] x = ramp(5000);
        MemorySource source = new MemorySource(x, 44_100);
        x[0] = 1;
        assertThat(source.sampleRateHz()).isEqualTo(44_100);
        short[] y = drain(source, 777);
        assertThat(y).hasSize(5000);
        assertThat(y[0]).isEqualTo((short) 0);
        assertThat(y[4999]).isEqualTo(ramp(5000)[4999]);
        assertThat(new MemorySource(x).sampleRateHz()).isEqualTo(16_000);
        assertThatThrownBy(() -> new MemorySource(x, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("sampleRateHz");
        assertThatThrownBy(() -> new MemorySink().play(x, 4000, 2000))
                .isInstanceOf(IllegalArgumentException.class);
    }
}

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

/** WAV round trips, strict format errors and conversion on request. */
class WavTest {
    @TempDir
    Path dir;

    /** A PCM WAV with the given header fields and raw data bytes. */
    private Path wav(String name, int channels, int rate, int bits, byte[] data) throws IOException {
        return wav(dir.resolve(name), channels, rate, bits, data);
    }

    /** A PCM WAV at {@code f} with the given header fields and raw data bytes. */
    static Path wav(Path f, int channels, int rate, int bits, byte[] data) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(44 + data.length).order(ByteOrder.LITTLE_ENDIAN);
        b.put("RIFF".getBytes()).putInt(36 + data.length).put("WAVE".getBytes());
        b.put("fmt ".getBytes()).putInt(16).putShort((short) 1).putShort((short) channels)
                .putInt(rate).putInt(rate * channels * bits / 8)
                .putShort((short) (channels * bits / 8)).putShort((short) bits);
        b.put("data".getBytes()).putInt(data.length).put(data);
        Files.write(f, b.array());
        return f;
    }

    @Test
    void roundTripIsExactAndStreamsInChunks() throws IOException {
        short[] x = new short[100_001];
        for (int i = 0; i < x.length; i++) {
            x[i] = (short) (i * 7919);
        }
        Path f = dir.resolve("x.wav");
        Wav.write(f, x);
        assertThat(Files.size(f)).isEqualTo(44 + 2L * x.length);
        assertThat(Wav.read(f)).isEqualTo(x);
        assertThat(Wav.format(f).isModemFormat()).isTrue();
        try (WavSource r = Wav.open(f)) {
            short[] buf = new short[333];
            int total = 0;
            for (int n = r.read(buf, 0, buf.length); n >= 0; n = r.read(buf, 0, buf.length)) {
                assertThat(buf[0]).isEqualTo(x[total]);
                total += n;
            }
            assertThat(total).isEqualTo(x.length);
        }
    }

    @Test
    void otherFormatsAreClearErrors() throws IOException {
        Path stereo = wav("stereo.wav", 2, 16_000, 16, new byte[8]);
        assertThatThrownBy(() -> Wav.read(stereo)).isInstanceOf(Wav.FormatException.class)
                .hasMessageContaining("2 channels").hasMessageContaining("WavSource");
        Path cd = wav("cd.wav", 1, 44_100, 16, new byte[8]);
        assertThatThrownBy(() -> Wav.read(cd)).hasMessageContaining("44100 Hz");
        Path eight = wav("eight.wav", 1, 16_000, 8, new byte[8]);
        assertThatThrownBy(() -> Wav.read(eight)).hasMessageContaining("8-bit");
        Path text = dir.resolve("text.wav");
        Files.writeString(text, "hello, this is not audio at all");
        assertThatThrownBy(() -> Wav.read(text)).hasMessageContaining("not a WAV file");
        Path shortFile = dir.resolve("short.wav");
        Files.write(shortFile, new byte[] {'R', 'I', 'F', 'F'});
        assertThatThrownBy(() -> Wav.read(shortFile)).hasMessageContaining("ends before");
    }

    @Test
    void resampleConvertsRateAndChannels() throws IOException {
        int rate = 48_000;
        int n = 48_000;
        ByteBuffer data = ByteBuffer.allocate(n * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < n; i++) {
            short v = (short) Math.round(10_000 * Math.sin(2 * Math.PI * 1000 * i / (double) rate));
            data.putShort(v).putShort(v);
        }
        Path f = wav("48k.wav", 2, rate, 16, data.array());
        short[] y = Wav.readResampled(f);
        assertThat(y.length).isBetween(15_999, 16_001);
        for (int i = 1000; i < 15_000; i += 997) {
            double expected = 10_000 * Math.sin(2 * Math.PI * 1000 * i / 16_000.0);
            assertThat((double) y[i]).as("sample %d", i).isCloseTo(expected,
                    org.assertj.core.data.Offset.offset(150.0));
        }
    }

    @Test
    void aRecordingCutShortStreamsWhatItHoldsAndSaysSo() throws IOException {
        short[] x = new short[1000];
        for (int i = 0; i < x.length; i++) {
            x[i] = (short) (i * 31 - 9000);
        }
        Path f = dir.resolve("whole.wav");
        Wav.write(f, x);
        byte[] bytes = Files.readAllBytes(f);
        Path cut = dir.resolve("cut.wav");
        Files.write(cut, java.util.Arrays.copyOf(bytes, 44 + 2 * 600 + 1));
        try (WavSource r = WavSource.open(cut)) {
            MemorySink sink = new MemorySink();
            short[] buf = new short[256];
            for (int n = r.read(buf, 0, buf.length); n >= 0; n = r.read(buf, 0, buf.length)) {
                sink.play(buf, 0, n);
            }
            assertThat(sink.samples()).isEqualTo(java.util.Arrays.copyOf(x, 600));
            assertThat(r.shortfall()).hasValue("the data ends after 1201 of the 2000 bytes its"
                    + " header states (cut short); a partial last sample frame of 1 byte dropped");
        }
        assertThatThrownBy(() -> Wav.read(cut)).isInstanceOf(Wav.FormatException.class)
                .hasMessageContaining("cut short").hasMessageContaining("WavSource");
        try (WavSource whole = WavSource.open(f)) {
            while (whole.read(new short[4096], 0, 4096) >= 0) {
                assertThat(whole.shortfall()).isEmpty();
            }
            assertThat(whole.shortfall()).isEmpty();
        }
    }

    @Test
    void aStreamedWavWithNoSizesIsReadToItsEnd() throws IOException {
        short[] x = new short[777];
        for (int i = 0; i < x.length; i++) {
            x[i] = (short) (i * 97);
        }
        Path f = dir.resolve("piped.wav");
        Wav.write(f, x);
        byte[] bytes = Files.readAllBytes(f);
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(4, -1).putInt(40, -1);
        Files.write(f, bytes);
        assertThat(Wav.read(f)).isEqualTo(x);
        try (WavSource r = WavSource.open(f)) {
            assertThat(r.streamed()).isTrue();
            while (r.read(new short[100], 0, 100) >= 0) {
                // to the end
            }
            assertThat(r.shortfall()).hasValue("the header gives no data size (a streamed WAV):"
                    + " read to the end of the file, 1554 bytes");
        }
    }

    @Test
    void aFolderIsNamedWithTheReason() {
        assertThatThrownBy(() -> WavSource.open(dir)).isInstanceOf(
                java.nio.file.FileSystemException.class)
                .hasMessage(dir + ": is a folder, not a WAV file");
    }

    /**
     * What {@code Wav.write(path, pcm, 48000)} wrote, read back in one call at its own rate
     * (issue 37, item 15: {@link Wav#read} refuses it, being the modem's 16 kHz reader).
     */
    @Test
    void readAnyGivesBackWhatWriteWroteAtItsOwnRate() throws IOException {
        short[] pcm = {0, 1, -1, 32767, -32768, 1234};
        Path file = dir.resolve("48k.wav");
        Wav.write(file, pcm, 48_000);
        assertThatThrownBy(() -> Wav.read(file)).isInstanceOf(Wav.FormatException.class)
                .hasMessageContaining("Wav.readAny");
        Wav.Recording r = Wav.readAny(file);
        assertThat(r.sampleRateHz()).isEqualTo(48_000);
        assertThat(r.samples()).containsExactly(pcm);
        assertThat(r.seconds()).isEqualTo(6 / 48_000.0);
        Path modem = dir.resolve("16k.wav");
        Wav.write(modem, pcm);
        assertThat(Wav.readAny(modem).samples()).containsExactly(Wav.read(modem));
        assertThat(Wav.readAny(modem).sampleRateHz()).isEqualTo(Wav.SAMPLE_RATE_HZ);
    }
}

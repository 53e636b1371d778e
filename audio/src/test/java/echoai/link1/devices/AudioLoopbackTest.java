package echoai.link1.devices;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.audio.Pcm16;
import echoai.link1.audio.PcmSink;
import echoai.link1.audio.Recording;
import java.io.IOException;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Real audio on the private PipeWire loop ({@code scripts/pipewire-loop.sh}): a known signal
 * played through each backend comes back bit-exact through each backend. Skipped (not failed)
 * where the loop is not running; never run against a real speaker and microphone.
 *
 * <p>Not tagged {@code slow}: CI runs it on the loop with the default suite; it takes a few
 * seconds there and nothing elsewhere.
 */
@EnabledIf("echoai.link1.devices.AudioLoopbackTest#loopPresent")
class AudioLoopbackTest {
    private static final int SIGNAL_SAMPLES = 8000;
    private static final int CAPACITY_SAMPLES = 5 * Pcm16.SAMPLE_RATE_HZ;

    static boolean loopPresent() {
        return PipeWireLoop.detectedAt(16_000);
    }

    static Stream<Arguments> pairs() {
        return Stream.of(AudioBackend.values()).flatMap(play -> Stream.of(AudioBackend.values())
                .map(record -> Arguments.of(play, record)));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @MethodSource("pairs")
    void signalComesBackBitExact(AudioBackend play, AudioBackend record) throws IOException {
        short[] signal = signal(play.ordinal() * 2L + record.ordinal());
        short[] captured = new short[CAPACITY_SAMPLES];
        int[] length = {0};
        Recording recording = Recording.start(record.openSource(), (chunk, n) -> {
            int room = Math.min(n, captured.length - length[0]);
            System.arraycopy(chunk, 0, captured, length[0], room);
            length[0] += room;
        });
        try (PcmSink sink = play.openSink()) {
            sink.play(signal);
            sink.drain();
        } finally {
            sleepMillis(200);
            recording.stop();
        }
        int at = find(captured, length[0], signal, signal.length);
        assertThat(at).as("%s -> %s: signal of %d samples not found bit-exact in %d recorded; %s",
                play, record, signal.length, length[0], diagnose(captured, length[0], signal))
                .isGreaterThanOrEqualTo(0);
    }

    /** A seeded noise-like signal: unique, so an exact match cannot be a coincidence. */
    static short[] signal(long seed) {
        SplittableRandom random = new SplittableRandom(0x4C494E4BL + seed);
        short[] s = new short[SIGNAL_SAMPLES];
        for (int i = 0; i < s.length; i++) {
            s[i] = (short) random.nextInt(-12000, 12001);
        }
        return s;
    }

    /** Where the recording parts from the signal, for the failure message. */
    static String diagnose(short[] data, int length, short[] signal) {
        int at = find(data, length, signal, 64);
        if (at < 0) {
            return "its first 64 samples are nowhere";
        }
        int j = 0;
        while (j < signal.length && at + j < length && data[at + j] == signal[j]) {
            j++;
        }
        return "it starts at " + at + " and parts from the recording at sample " + j;
    }

    /**
     * The first index where the first {@code count} samples of {@code signal} occur exactly in
     * {@code data[0..length)}, or -1.
     */
    static int find(short[] data, int length, short[] signal, int count) {
        outer:
        for (int i = 0; i + count <= length; i++) {
            for (int j = 0; j < count; j++) {
                if (data[i + j] != signal[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private static void sleepMillis(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

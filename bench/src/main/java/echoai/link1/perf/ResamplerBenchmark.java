package echoai.link1.perf;

import echoai.link1.audio.Resampler;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * JMH: the resampler's real-time factor on one thread, device rate → the modem's 16 kHz. Each
 * invocation streams 10 s of seeded noise (seed 1, ±20 000) in 4096-sample chunks, as
 * {@code ResamplingSource} does, and counts as 10 operations, so the score in ops/s is seconds of
 * audio per second = the real-time factor. Run by {@code link1 perf}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ResamplerBenchmark {
    /** Seconds per invocation = operations per invocation. */
    static final int SECONDS = 10;
    private static final int CHUNK = 4096;

    @Param({"48000", "44100"})
    public int fromHz;

    private short[] pcm;
    private Resampler resampler;
    private short[] out;

    @Setup(Level.Trial)
    public void setup() {
        SplittableRandom random = new SplittableRandom(1);
        pcm = new short[SECONDS * fromHz];
        for (int i = 0; i < pcm.length; i++) {
            pcm[i] = (short) random.nextInt(-20_000, 20_001);
        }
        resampler = new Resampler(fromHz, 16_000);
        out = new short[resampler.maxOutput(CHUNK)];
    }

    @Benchmark
    @OperationsPerInvocation(SECONDS)
    public long resampleTo16k() {
        resampler.reset();
        long sum = 0;
        for (int i = 0; i < pcm.length; i += CHUNK) {
            int n = resampler.process(pcm, i, Math.min(CHUNK, pcm.length - i), out, 0);
            sum += n + out[0];
        }
        return sum + resampler.flush(out, 0);
    }
}

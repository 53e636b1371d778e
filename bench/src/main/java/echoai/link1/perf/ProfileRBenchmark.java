package echoai.link1.perf;

import echoai.link1.fec.AirCodec;
import echoai.link1.fec.RCodec;
import echoai.link1.modem.ModemFrame;
import echoai.link1.modem.ProfileR;
import echoai.link1.modem.ProfileRDemodulator;
import echoai.link1.modem.ProfileRModulator;
import echoai.link1.room.Room;
import echoai.link1.room.RoomConfig;
import echoai.link1.room.RoomKind;
import java.util.List;
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
 * JMH: profile R's receiver's real-time factor on one thread, as {@link ModemBenchmark} for
 * K1/K2. Each invocation decodes a 60 s recording and counts as 60 operations, so the score in
 * ops/s is the real-time factor (target ≥ 1000). Recordings (seed 1): {@code frames} — 12 frames
 * 0.25 s apart through the reverb room at 10 dB; {@code noise} — white noise only (the sync
 * search alone).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ProfileRBenchmark {
    private static final int SECONDS = ModemBenchmark.SECONDS;
    private static final int SAMPLES = SECONDS * 16_000;

    @Param({"frames", "noise"})
    public String content;

    private short[] pcm;
    private ProfileRDemodulator demod;

    @Setup(Level.Trial)
    public void setup() {
        SplittableRandom random = new SplittableRandom(1);
        short[] tx = new short[SAMPLES];
        int frames = 0;
        int step = ProfileR.FRAME_SAMPLES + ProfileRModulator.GAP_SAMPLES;
        if (content.equals("frames")) {
            for (int at = ProfileRModulator.GAP_SAMPLES; at + step <= SAMPLES; at += step) {
                byte[] frame = new byte[AirCodec.FRAME_BYTES];
                random.nextBytes(frame);
                ProfileRModulator.writeFrame(RCodec.encode(frame), tx, at);
                frames++;
            }
        }
        double power = 0.5 * 16_384.0 * 16_384.0;
        pcm = java.util.Arrays.copyOf(Room.apply(tx, power,
                RoomConfig.of(RoomKind.REVERB, 10, 1, 0)).samples(), SAMPLES);
        demod = new ProfileRDemodulator(f -> true, Integer.MAX_VALUE, null);
        demod.accept(pcm);
        if (demod.finish().size() != frames) {
            throw new IllegalStateException("benchmark recording does not decode");
        }
    }

    @Benchmark
    @OperationsPerInvocation(SECONDS)
    public List<ModemFrame> demodulate() {
        demod.reset();
        demod.accept(pcm);
        return demod.finish();
    }
}

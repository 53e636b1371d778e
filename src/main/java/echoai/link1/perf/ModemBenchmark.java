package echoai.link1.perf;

import echoai.link1.fec.AirCodec;
import echoai.link1.modem.Demodulator;
import echoai.link1.modem.ModemFrame;
import echoai.link1.modem.Modulator;
import echoai.link1.modem.TonePlan;
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
 * JMH: the receiver's real-time factor on one thread. Each invocation decodes a 60 s recording
 * and counts as 60 operations, so the score in ops/s is seconds of audio per second = the
 * real-time factor (target ≥ 1000). Recordings (seed 1): {@code frames} — frames back to back
 * as in E2 (0.25 s apart) through the echo room at 10 dB; {@code noise} — white noise only
 * (the greeting search alone). Run by {@code link1 perf}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ModemBenchmark {
    /** Seconds per recording = operations per invocation. */
    static final int SECONDS = 60;
    private static final int SAMPLES = SECONDS * 16_000;

    @Param({"1", "2"})
    public int k;

    @Param({"frames", "noise"})
    public String content;

    private short[] pcm;
    private Demodulator demod;
    private int expectedFrames;

    @Setup(Level.Trial)
    public void setup() {
        TonePlan plan = TonePlan.of(k);
        SplittableRandom random = new SplittableRandom(1);
        short[] tx = new short[SAMPLES];
        int frames = 0;
        if (content.equals("frames")) {
            for (int at = Modulator.GAP_SAMPLES; at + plan.frameSamples() + Modulator.GAP_SAMPLES <= SAMPLES;
                    at += plan.frameSamples() + Modulator.GAP_SAMPLES) {
                byte[] frame = new byte[AirCodec.FRAME_BYTES];
                random.nextBytes(frame);
                Modulator.writeFrame(plan, AirCodec.encode(frame), tx, at);
                frames++;
            }
        }
        double power = 0.5 * 16_384.0 * 16_384.0;
        pcm = java.util.Arrays.copyOf(Room.apply(tx, power,
                RoomConfig.of(RoomKind.ECHO, 10, 1, 0)).samples(), SAMPLES);
        demod = new Demodulator(plan, f -> true, Integer.MAX_VALUE, null);
        expectedFrames = frames;
        demod.accept(pcm);
        if (demod.finish().size() != expectedFrames) {
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

package echoai.link1.perf;

import echoai.link1.fec.AirCodec;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.Demodulator;
import echoai.link1.modem.ModemFrame;
import echoai.link1.modem.Modulator;
import echoai.link1.modem.TonePlan;
import echoai.link1.room.Room;
import echoai.link1.room.RoomConfig;
import echoai.link1.room.RoomKind;
import echoai.link1.session.AirPath;
import java.util.ArrayList;
import java.util.Arrays;
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
 * real-time factor (target ≥ 1000). Recordings (seed 1): {@code frames} — random frames back
 * to back as in E2 (0.25 s apart) through the echo room at 10 dB by the one {@link AirPath};
 * {@code noise} — white noise only (the greeting search alone). What differs from E2 is the
 * receiver alone: no CRC (the frames are random bytes) and no frame limit. Run by
 * {@code link1 perf}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ModemBenchmark {
    /** Seconds per recording = operations per invocation. */
    static final int SECONDS = 60;
    private static final int SAMPLES = SECONDS * 16_000;
    /** The signal power the noise-only recording's noise is set against (a full-scale sine). */
    private static final double NOISE_POWER = 0.5 * 16_384.0 * 16_384.0;

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
        RoomConfig room = RoomConfig.of(RoomKind.ECHO, 10, 1, 0);
        List<byte[]> frames = content.equals("frames") ? randomFrames(plan) : List.of();
        short[] rx = frames.isEmpty() ? Room.apply(new short[SAMPLES], NOISE_POWER, room).samples()
                : AirPath.air(AirProfile.ofK(k), frames, room).samples();
        pcm = Arrays.copyOf(rx, SAMPLES);
        // the receiver alone: no frame check (the frames are random bytes), no frame limit
        demod = new Demodulator(plan, f -> true, Integer.MAX_VALUE, null);
        expectedFrames = frames.size();
        demod.accept(pcm);
        if (demod.finish().size() != expectedFrames) {
            throw new IllegalStateException("benchmark recording does not decode");
        }
    }

    /** As many random 22-byte frames (seed 1) as fit in the recording, 0.25 s apart. */
    private static List<byte[]> randomFrames(TonePlan plan) {
        SplittableRandom random = new SplittableRandom(1);
        int n = (SAMPLES - Modulator.GAP_SAMPLES) / (plan.frameSamples() + Modulator.GAP_SAMPLES);
        List<byte[]> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            byte[] frame = new byte[AirCodec.FRAME_BYTES];
            random.nextBytes(frame);
            out.add(frame);
        }
        return out;
    }

    @Benchmark
    @OperationsPerInvocation(SECONDS)
    public List<ModemFrame> demodulate() {
        demod.reset();
        demod.accept(pcm);
        return demod.finish();
    }
}

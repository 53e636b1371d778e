package echoai.link1.perf;

import echoai.link1.fec.AirCodec;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.FrameReceiver;
import echoai.link1.modem.ModemFrame;
import echoai.link1.room.Room;
import echoai.link1.room.RoomConfig;
import echoai.link1.room.RoomKind;
import java.util.ArrayList;
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
 * search alone). {@link ProfileFBenchmark} runs the same for profile F.
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
    private FrameReceiver demod;

    /** The profile measured: R here. */
    AirProfile profile() {
        return AirProfile.R;
    }

    @Setup(Level.Trial)
    public void setup() {
        SplittableRandom random = new SplittableRandom(1);
        short[] tx = new short[SAMPLES];
        List<byte[]> sent = new ArrayList<>();
        if (content.equals("frames")) {
            // as many frames as the recording layout fits into the 60 s
            while (profile().recordingSamples(sent.size() + 1) <= SAMPLES) {
                byte[] frame = new byte[AirCodec.FRAME_BYTES];
                random.nextBytes(frame);
                sent.add(frame);
            }
            short[] rec = profile().recordingOfFrames(sent);
            System.arraycopy(rec, 0, tx, 0, rec.length);
        }
        int frames = sent.size();
        // both profiles' mean power is that of one full-amplitude tone
        double power = 0.5 * 16_384.0 * 16_384.0;
        pcm = java.util.Arrays.copyOf(Room.apply(tx, power,
                RoomConfig.of(RoomKind.REVERB, 10, 1, 0)).samples(), SAMPLES);
        demod = profile().receiver(f -> true, Integer.MAX_VALUE, null);
        demod.accept(pcm, 0, pcm.length);
        if (demod.finish().size() != frames) {
            throw new IllegalStateException("benchmark recording does not decode");
        }
    }

    @Benchmark
    @OperationsPerInvocation(SECONDS)
    public List<ModemFrame> demodulate() {
        demod.reset();
        demod.accept(pcm, 0, pcm.length);
        return demod.finish();
    }
}

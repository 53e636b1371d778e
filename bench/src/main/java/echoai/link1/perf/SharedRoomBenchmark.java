package echoai.link1.perf;

import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import echoai.link1.room.Point3;
import echoai.link1.room.SharedRoom;
import echoai.link1.room.SharedRoomConfig;
import echoai.link1.room.ShoeboxRoom;
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
 * JMH: E7's shared room (docs/spec/E7.md §3) per speaker–listener path, on one thread (issue 23's
 * target ≥ 100× real time). Each invocation starts one profile R frame (4.752 s) at a
 * loudspeaker and advances the room by {@value #SECONDS} s, so the frame and the tail of the one
 * before overlap as in a busy room. {@code onePath}: one loudspeaker, one listening microphone:
 * 5 s of one path. {@code fiveAgents}: five agents all listening, the frames from each in turn:
 * 5 s of five paths an invocation (25 operations). Either way the score in ops/s is seconds of
 * path audio a second: the real-time factor per path. The living room at the given RT60, white
 * background at 30 dB.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class SharedRoomBenchmark {
    static final int SECONDS = 5;
    private static final int BLOCK = 16;
    private static final List<Point3> FIVE = List.of(new Point3(2.5, 2.0, 1.0),
            new Point3(3.2, 2.4, 1.1), new Point3(1.8, 1.5, 0.9), new Point3(2.9, 1.3, 1.3),
            new Point3(2.1, 2.8, 1.2));

    @Param({"0.5", "0.8"})
    public double rt60;

    private short[] frame;
    private SharedRoom one;
    private SharedRoom five;
    private short[][] out1;
    private short[][] out5;
    private int next;

    @Setup(Level.Trial)
    public void setup() {
        byte[] f = new byte[22];
        new SplittableRandom(1).nextBytes(f);
        short[] rec = AirProfile.R.recordingOfFrames(List.of(f));
        frame = Arrays.copyOfRange(rec, AirProfile.R.frameOffset(0),
                AirProfile.R.frameOffset(0) + AirProfile.R.frameSamples());
        one = new SharedRoom(new SharedRoomConfig(ShoeboxRoom.LIVING, rt60, FIVE.subList(0, 2),
                Background.WHITE, 30, 1));
        one.stopListening(0);
        five = new SharedRoom(new SharedRoomConfig(ShoeboxRoom.LIVING, rt60, FIVE,
                Background.WHITE, 30, 1));
        out1 = new short[2][BLOCK];
        out5 = new short[5][BLOCK];
    }

    private static void advance(SharedRoom room, short[][] out) {
        for (int i = 0; i < SECONDS * 16_000 / BLOCK; i++) {
            room.advance(BLOCK, out);
        }
    }

    @Benchmark
    @OperationsPerInvocation(SECONDS)
    public long onePath() {
        one.transmit(0, frame);
        advance(one, out1);
        return one.now();
    }

    @Benchmark
    @OperationsPerInvocation(5 * SECONDS)
    public long fiveAgents() {
        five.transmit(next, frame);
        next = (next + 1) % FIVE.size();
        advance(five, out5);
        return five.now();
    }
}

package echoai.link1.perf;

import echoai.link1.fec.AirCodec;
import echoai.link1.fec.AirDecode;
import echoai.link1.fec.Rs1511;
import echoai.link1.fec.RsOutcome;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * JMH throughput of the FEC path on one thread: RS(15,11) block encode, errors-only block decode
 * with 2 errors, frame encode (22 bytes → 60 air nibbles), and GMD decode of a whole 60-nibble
 * frame whose blocks need, in turn, 4 erasures (after f = 1..3 fail), 2 erasures + 1 error,
 * 2 errors, and nothing. Run by {@code link1 perf}; target ≥ 1 000 000 block decodes/s.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class FecBenchmark {
    private static final int[] NO_ERASURES = new int[0];

    private final Rs1511 rs = new Rs1511();
    private final AirCodec codec = new AirCodec();
    private final byte[] block = new byte[Rs1511.N];
    private final byte[] received = new byte[Rs1511.N];
    private final byte[] work = new byte[Rs1511.N];
    private final byte[] frame = new byte[AirCodec.FRAME_BYTES];
    private final byte[] air = new byte[AirCodec.AIR_NIBBLES];
    private byte[] noisyAir;
    private final int[] reliability = new int[AirCodec.AIR_NIBBLES];

    /** Fixed inputs from seed 1 (no randomness inside the measured methods). */
    @Setup
    public void setup() {
        SplittableRandom random = new SplittableRandom(1);
        for (int k = 0; k < Rs1511.K; k++) {
            block[k] = (byte) random.nextInt(16);
        }
        Rs1511.encode(block, 0);
        System.arraycopy(block, 0, received, 0, Rs1511.N);
        received[3] ^= 5;
        received[12] ^= 9;
        random.nextBytes(frame);
        noisyAir = AirCodec.encode(frame);
        corrupt(0, new int[] {1, 4, 8, 13}, 0);   // 4 errors, all unreliable: f = 4
        corrupt(1, new int[] {0, 6, 11}, 1);       // 3 errors, 2 unreliable: f = 2, 1 error
        corrupt(2, new int[] {5, 9}, 0);           // 2 errors: errors-only
        for (int p = 0; p < AirCodec.AIR_NIBBLES; p++) {
            if (reliability[p] == 0) {
                reliability[p] = random.nextInt(1000);
            }
        }
        if (!(codec.decode(noisyAir, reliability) instanceof AirDecode.Decoded)) {
            throw new IllegalStateException("benchmark frame does not decode");
        }
    }

    /** XORs 7 into the given symbols of block j; all but the last {@code reliableCount} unreliable. */
    private void corrupt(int j, int[] symbols, int reliableCount) {
        for (int n = 0; n < symbols.length; n++) {
            int p = 4 * symbols[n] + j;
            noisyAir[p] ^= 7;
            reliability[p] = n < symbols.length - reliableCount ? 60_000 + n : 0;
        }
    }

    @Benchmark
    public int encodeBlock() {
        Rs1511.encode(block, 0);
        return block[Rs1511.N - 1];
    }

    @Benchmark
    public RsOutcome decodeBlockTwoErrors() {
        System.arraycopy(received, 0, work, 0, Rs1511.N);
        return rs.decode(work, 0, NO_ERASURES, 0);
    }

    @Benchmark
    public byte[] encodeFrame() {
        AirCodec.encode(frame, air);
        return air;
    }

    @Benchmark
    public AirDecode decodeFrameGmd() {
        return codec.decode(noisyAir, reliability);
    }
}

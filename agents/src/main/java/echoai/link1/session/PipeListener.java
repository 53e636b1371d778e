package echoai.link1.session;

import echoai.link1.agent.TalkingAgent;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/**
 * The listener side of E6: B reads A's frames as raw bytes from a stream (an OS pipe), as they
 * arrive, in chunks of any size; garbage and truncated frames are dropped and counted by the
 * frame decoder, which resynchronises on the next valid frame. At the end of the world's bytes
 * B lives its life and reports what it knows ({@link ListenerReport}): the bytes it read, the
 * frames it heard and its life — not the postcard accounting, which needs what A sent and is
 * done by whoever saw both ends ({@link ArmRunner#settle}).
 *
 * <p>Two framings: one world, the raw bytes to the stream's end (or a closed pipe), as in
 * {@code link1 speak --seed N | link1 listen --seed N}; or many worlds in sequence, each in one
 * {@link WorldEnvelope} of kind {@code F} whose seed and arm must be the next expected ones.
 *
 * <p>Arm S ignores what it hears: it drains the bytes without hearing them.
 */
public final class PipeListener {
    /** Bytes read per chunk. */
    public static final int CHUNK_BYTES = 4096;

    /** Where each world's report goes as soon as it is known. */
    @FunctionalInterface
    public interface Reports {
        /**
         * Takes one world's report.
         *
         * @param report the report
         * @throws IOException when it cannot be passed on
         */
        void accept(ListenerReport report) throws IOException;
    }

    private PipeListener() {
    }

    /**
     * One world: reads {@code in} to its end, lets B live, and returns what B knows.
     *
     * @param seed the world seed
     * @param arm the arm
     * @param in the frame bytes
     * @return B's report
     */
    public static ListenerReport listen(long seed, Arm arm, InputStream in) {
        TalkingAgent b = new TalkingAgent(arm.listenerWorld(seed));
        byte[] chunk = new byte[CHUNK_BYTES];
        long read = 0;
        int n;
        while ((n = readSome(in, chunk)) >= 0) {
            read += n;
            if (arm != Arm.S && n > 0) {
                b.hear(chunk, 0, n);
            }
        }
        b.endOfStream();
        b.live();
        return ArmRunner.report(seed, arm.name(), b, read);
    }

    /**
     * Many worlds: for each of {@code seeds} in order, the next envelope must be that world's
     * frames for {@code arm}; its payload is the world's whole byte stream. Each report goes to
     * {@code reports} before the next world is read. A broken or out-of-order stream ends the
     * run with an {@link IOException} (the worlds before it were reported).
     *
     * @param seeds the world seeds
     * @param arm the arm
     * @param in the envelopes
     * @param reports receives each world's report
     * @throws IOException for a broken or out-of-order stream
     */
    public static void listenWorlds(List<Integer> seeds, Arm arm, InputStream in,
                                    Reports reports) throws IOException {
        for (int seed : seeds) {
            WorldEnvelope e = WorldEnvelope.expect(in, WorldEnvelope.FRAMES, seed,
                    WorldEnvelope.tag(arm));
            reports.accept(listen(seed, arm, new ByteArrayInputStream(e.payload())));
        }
        if (WorldEnvelope.read(in).isPresent()) {
            throw new IOException("world stream has more worlds than the " + seeds.size()
                    + " expected");
        }
    }

    /** One read; a pipe closed under us counts as its end, not as an error. */
    private static int readSome(InputStream in, byte[] chunk) {
        try {
            return in.read(chunk);
        } catch (IOException closed) {
            return -1;
        }
    }
}

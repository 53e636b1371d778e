package echoai.link1.session;

import echoai.link1.agent.WireChannel;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;

/**
 * B's side of E5 in its own process, over two pipes: each ASK goes out on {@code out} in a
 * {@link WorldEnvelope} (kind {@code F}, arm {@code '5'}, the world's seed) and B waits for the
 * one envelope that answers it on {@code in}, which must be of the same world; then B hears its
 * payload and proposes. After a world's last turn its report goes out on {@code out} as well, so
 * the one stream says where each world ends. A stream that breaks or answers out of order ends
 * the run with an {@link IOException}.
 */
public final class PipeDialogue {
    private PipeDialogue() {
    }

    /**
     * B's dialogue life in each world of {@code seeds}, in order.
     *
     * @param seeds the world seeds
     * @param in the envelopes from A
     * @param out where B's ASK envelopes go
     * @param reports receives each world's report
     * @throws IOException when a stream fails or is broken
     */
    public static void listen(List<Integer> seeds, InputStream in, OutputStream out,
                              PipeListener.Reports reports) throws IOException {
        for (int seed : seeds) {
            long[] read = {0};
            Dialogue.Life life = Dialogue.listen(seed, (turn, ask) -> {
                new WorldEnvelope(WorldEnvelope.FRAMES, seed, WorldEnvelope.DIALOGUE,
                        WireChannel.bytes(List.of(ask))).writeTo(out);
                byte[] back = WorldEnvelope.expect(in, WorldEnvelope.FRAMES, seed,
                        WorldEnvelope.DIALOGUE).payload();
                read[0] += back.length;
                return back;
            });
            reports.accept(ArmRunner.report(seed, Dialogue.ARM, life.listener(), read[0]));
        }
    }
}

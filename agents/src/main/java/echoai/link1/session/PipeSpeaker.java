package echoai.link1.session;

import echoai.link1.agent.WireChannel;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Optional;

/**
 * A's side of E6 in its own process. Wire arms: for each world, A lives and writes its frames as
 * the arm makes them, in one {@link WorldEnvelope} of kind {@code F} per world (S: an empty
 * payload). E5: A reads B's envelopes (one ASK each), and for each writes one envelope back with
 * its answer's frames (empty when no ASK was heard in it); a new seed starts a new veteran, so
 * one process serves any number of worlds in sequence.
 */
public final class PipeSpeaker {
    private PipeSpeaker() {
    }

    /**
     * Every world of {@code seeds}, in order, as envelopes on {@code out}.
     *
     * @param seeds the world seeds
     * @param arm the arm
     * @param out where the envelopes go
     * @throws IOException when writing fails
     */
    public static void speak(List<Integer> seeds, Arm arm, OutputStream out) throws IOException {
        for (int seed : seeds) {
            byte[] bytes = WireChannel.bytes(ArmRunner.speak(seed, arm));
            new WorldEnvelope(WorldEnvelope.FRAMES, seed, WorldEnvelope.tag(arm), bytes)
                    .writeTo(out);
        }
    }

    /**
     * Answers B's ASK envelopes from {@code in} until it ends cleanly; returns the envelopes
     * answered. A broken stream or an envelope that is not an E5 frame envelope is an
     * {@link IOException}.
     *
     * @param in B's ASK envelopes
     * @param out where the answers go
     * @return the envelopes answered
     * @throws IOException for a broken stream or a bad envelope
     */
    public static int answer(InputStream in, OutputStream out) throws IOException {
        Answerer a = null;
        long seed = 0;
        int answered = 0;
        Optional<WorldEnvelope> next;
        while ((next = WorldEnvelope.read(in)).isPresent()) {
            WorldEnvelope e = next.get();
            if (e.kind() != WorldEnvelope.FRAMES || e.arm() != WorldEnvelope.DIALOGUE) {
                throw new IOException("answer: expected an E5 frame envelope, got " + e);
            }
            if (a == null || e.seed() != seed) {
                seed = e.seed();
                a = new Answerer(seed);
            }
            byte[] back = WireChannel.bytes(Answerer.frames(a.answer(e.payload())));
            new WorldEnvelope(WorldEnvelope.FRAMES, seed, WorldEnvelope.DIALOGUE, back)
                    .writeTo(out);
            answered++;
        }
        return answered;
    }
}

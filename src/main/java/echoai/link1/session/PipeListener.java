package echoai.link1.session;

import echoai.link1.results.WorldResult;

import echoai.link1.agent.TalkingAgent;
import echoai.link1.frame.LinkFrame;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/**
 * The listener side of E6: B reads A's frames as raw bytes from a stream (an OS pipe), as they
 * arrive, in chunks of any size; garbage and truncated frames are dropped and counted by the
 * frame decoder, which resynchronises on the next valid frame. At end of stream (or a closed
 * pipe) B lives its life.
 *
 * <p>Arm S ignores what it hears: it drains the stream without hearing it. The accounting of
 * lost and corrupt postcards needs the ground truth of what A sent; the listener process
 * recomputes it from the seed ({@link ArmRunner#speak(long, Arm)}) for that count only — B's
 * behaviour depends on nothing but the bytes read.
 */
public final class PipeListener {
    /** Bytes read per chunk. */
    public static final int CHUNK_BYTES = 4096;

    private PipeListener() {
    }

    /** Reads {@code in} to its end, lets B live, and returns B's E4 keys. */
    public static WorldResult listen(long seed, Arm arm, InputStream in) throws IOException {
        TalkingAgent b = new TalkingAgent(arm.listenerWorld(seed));
        byte[] chunk = new byte[CHUNK_BYTES];
        int n;
        while ((n = readSome(in, chunk)) >= 0) {
            if (arm != Arm.S && n > 0) {
                b.hear(chunk, 0, n);
            }
        }
        b.endOfStream();
        b.live();
        List<LinkFrame> sent = ArmRunner.speak(seed, arm);
        return ArmRunner.result(seed, arm.name(), b, sent);
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

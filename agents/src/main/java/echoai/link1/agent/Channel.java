package echoai.link1.agent;

import echoai.link1.frame.LinkFrame;
import java.util.List;

/**
 * What carries a speaker's frames to a listener: an object outside both agents that delivers
 * bytes. The listener gets only the bytes that arrive (maybe fewer, maybe damaged) and parses
 * them itself ({@link TalkingAgent#hear(byte[])}); no agent holds a reference to the other.
 *
 * <p>Implementations: {@link WireChannel} (the frames' bytes, unchanged). Later ones plug in
 * here: an air channel (modem → room → demodulator, in the bench, since this package may not
 * import the modem) and an OS pipe (the speaker writes {@link WireChannel#bytes(List)} to its
 * stdout; the listener reads them from stdin and calls {@code hear}).
 */
public interface Channel {
    /**
     * A short name for reports.
     *
     * @return e.g. {@code wire}
     */
    String name();

    /**
     * Carries {@code frames}, sent in this order, and returns the bytes that reach the listener.
     * May keep state between calls (e.g. a noise generator).
     *
     * @param frames the frames, in sending order
     * @return the bytes the listener receives (maybe damaged, maybe empty), never null
     */
    byte[] carry(List<LinkFrame> frames);
}

package echoai.link1.agent;

import echoai.link1.frame.LinkFrame;
import java.util.List;

/** The wire: each frame's 22 bytes, back to back, delivered unchanged. */
public final class WireChannel implements Channel {
    /** A wire: the frames' bytes, back to back. */
    public WireChannel() {
    }

    @Override
    public String name() {
        return "wire";
    }

    @Override
    public byte[] carry(List<LinkFrame> frames) {
        return bytes(frames);
    }

    /**
     * The frames' wire bytes, concatenated in order (also what a pipe speaker writes).
     *
     * @param frames the frames
     * @return 22 bytes per frame
     */
    public static byte[] bytes(List<LinkFrame> frames) {
        byte[] out = new byte[frames.size() * LinkFrame.LENGTH];
        for (int i = 0; i < frames.size(); i++) {
            frames.get(i).writeTo(out, i * LinkFrame.LENGTH);
        }
        return out;
    }
}

package echoai.link1.session;

import echoai.link1.modem.DropReason;
import echoai.link1.modem.FrameReceiver;
import echoai.link1.modem.ModemFrame;
import java.io.ByteArrayOutputStream;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What the receiver made of one recording: the frames it kept (sorted by offset, at most
 * {@code max_frames}) and its counts — greetings heard, candidates offered to the CRC, and the
 * greetings that delivered nothing, by {@link DropReason}.
 *
 * @param frames     the frames kept, sorted by offset
 * @param greetings  greetings detected (≥ 0)
 * @param candidates candidates that reached the FEC and the check (≥ 0)
 * @param dropped    greetings that delivered nothing, one count per reason, in the enum's order
 */
public record Reception(List<ModemFrame> frames, long greetings, long candidates,
                        Map<DropReason, Long> dropped) {
    /**
     * A reception; the list and map are copied.
     *
     * @param frames the frames kept, sorted by offset
     * @param greetings greetings detected
     * @param candidates candidates that reached the FEC and the check
     * @param dropped a count for every {@link DropReason}
     * @throws NullPointerException when {@code dropped} lacks a reason
     */
    public Reception {
        frames = List.copyOf(frames);
        EnumMap<DropReason, Long> counts = new EnumMap<>(DropReason.class);
        for (DropReason r : DropReason.values()) {
            Long n = Objects.requireNonNull(dropped.get(r), () -> "dropped lacks " + r);
            counts.put(r, n);
        }
        dropped = Collections.unmodifiableMap(counts);
    }

    /**
     * The frames {@code demod} kept ({@code frames}, from its {@code finish()}) and its counts;
     * for profile R, "greetings" are its detected syncs.
     *
     * @param demod the receiver, after {@code finish()}
     * @param frames what {@code finish()} returned
     * @return the reception
     */
    public static Reception of(FrameReceiver demod, List<ModemFrame> frames) {
        Map<DropReason, Long> dropped = new EnumMap<>(DropReason.class);
        for (DropReason r : DropReason.values()) {
            dropped.put(r, demod.dropped(r));
        }
        return new Reception(frames, demod.greetings(), demod.candidates(), dropped);
    }

    /**
     * Greetings dropped for one reason.
     *
     * @param reason the reason
     * @return the count, 0 or more
     */
    public long dropped(DropReason reason) {
        return dropped.get(reason);
    }

    /**
     * The kept frames' bytes (what a listener hears).
     *
     * @return 22 bytes per frame, back to back in offset order
     */
    public byte[] bytes() {
        ByteArrayOutputStream heard = new ByteArrayOutputStream();
        for (ModemFrame f : frames) {
            heard.writeBytes(f.frame());
        }
        return heard.toByteArray();
    }
}

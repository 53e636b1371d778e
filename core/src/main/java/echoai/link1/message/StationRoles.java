package echoai.link1.message;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongConsumer;
import java.util.function.Supplier;

/**
 * The two-way machines as {@link MessageStation.Role}s, saying nothing: a program reads what
 * happened from the machine itself ({@link ArqSender#outcome()}, {@link ArqReceiver#delivered()},
 * {@link ArqReceiver#gaveUp()}, the reassembler's progress). The command line wraps the same
 * machines in roles of its own that also say each event on stderr.
 */
public final class StationRoles {
    private StationRoles() {
    }

    /**
     * The sender's role: the message's frames, repair rounds when asked, until DONE or given up.
     *
     * @param arq the sender, round 0 queued
     * @return its role
     */
    public static MessageStation.Role sending(ArqSender arq) {
        Objects.requireNonNull(arq, "arq");
        return new Role(arq::nextFrame, arq::sent, arq::heard, arq::elapsed);
    }

    /**
     * The receiver's role: every message heard, whole or not at all; two ways it answers with
     * NEED and DONE frames, one way it only listens.
     *
     * @param arq the receiver
     * @param answers whether it sends its answers (false: one way)
     * @return its role
     */
    public static MessageStation.Role receiving(ArqReceiver arq, boolean answers) {
        Objects.requireNonNull(arq, "arq");
        return new Role(answers ? arq::nextFrame : Optional::empty, arq::sent, arq::heard,
                arq::elapsed);
    }

    /** A role from a machine's four steps. */
    private record Role(Supplier<Optional<MessageFrame>> next, Runnable onSent,
            Consumer<byte[]> onHeard, LongConsumer onElapsed) implements MessageStation.Role {
        @Override
        public Optional<MessageFrame> nextFrame() {
            return next.get();
        }

        @Override
        public void sent() {
            onSent.run();
        }

        @Override
        public void heard(byte[] frame22) {
            onHeard.accept(frame22);
        }

        @Override
        public void elapsed(long samples) {
            onElapsed.accept(samples);
        }
    }
}

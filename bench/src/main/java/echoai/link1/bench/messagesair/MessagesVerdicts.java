package echoai.link1.bench.messagesair;

import echoai.link1.bench.rules.Prediction;
import java.util.List;
import java.util.Objects;

/**
 * Messages-air's rules M1–M6 (docs/spec/MESSAGE.md, "Messages-air"), each with its rule and
 * figures, in {@code v3/Messages-air-verdicts.json}.
 *
 * @param m1 F two ways delivers 1 KiB whole in at least 99 % of tries
 * @param m2 the time goal for F two ways: every 1 KiB delivered within 180 s
 * @param m3 Q two ways delivers 1 KiB whole in at least 99 % of tries, the median within 180 s
 * @param m4 F one way delivers 1 KiB whole in at least 95 % of tries
 * @param m5 no LINK-1 cell delivers a wrong message
 * @param m6 F two ways delivers 1 KiB more often than ggwave NORMAL in pieces, intervals apart
 */
public record MessagesVerdicts(Prediction<Figures> m1, Prediction<Figures> m2,
                               Prediction<Figures> m3, Prediction<Figures> m4,
                               Prediction<Figures> m5, Prediction<Figures> m6) {
    /**
     * Checks the components.
     *
     * @param m1 F two ways, 1 KiB, ≥ 99 %
     * @param m2 F two ways, 1 KiB, within 180 s
     * @param m3 Q two ways, 1 KiB, ≥ 99 % and the median within 180 s
     * @param m4 F one way, 1 KiB, ≥ 95 %
     * @param m5 no wrong message from LINK-1
     * @param m6 F two ways above ggwave NORMAL at 1 KiB
     * @throws NullPointerException when a component is null
     */
    public MessagesVerdicts {
        Objects.requireNonNull(m1, "m1");
        Objects.requireNonNull(m2, "m2");
        Objects.requireNonNull(m3, "m3");
        Objects.requireNonNull(m4, "m4");
        Objects.requireNonNull(m5, "m5");
        Objects.requireNonNull(m6, "m6");
    }

    /**
     * The figures a verdict rests on.
     *
     * @param figures each figure in words, e.g. {@code F two-way 1024 B: 64 of 64 delivered}
     */
    public record Figures(List<String> figures) {
        /**
         * Copies the list.
         *
         * @param figures the figures in words
         */
        public Figures {
            figures = List.copyOf(figures);
        }
    }

    /** The verdicts in order. */
    List<Prediction<Figures>> all() {
        return List.of(m1, m2, m3, m4, m5, m6);
    }
}

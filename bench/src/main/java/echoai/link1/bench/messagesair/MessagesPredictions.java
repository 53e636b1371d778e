package echoai.link1.bench.messagesair;

import echoai.link1.bench.rules.Prediction;
import echoai.link1.modem.AirProfile;
import echoai.link1.bench.air.GgwaveProtocol;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * Messages-air's rules M1–M6 (docs/spec/MESSAGE.md, "Messages-air") from one result, with the
 * registered thresholds; pending unless every cell ran its registered tries.
 */
public final class MessagesPredictions {
    /** The size of the goal, bytes. */
    static final int KIB = 1024;
    /** M1, M3: the least share delivered two ways. */
    static final BigDecimal TWO_WAY_SHARE = new BigDecimal("0.99");
    /** M4: the least share delivered one way. */
    static final BigDecimal ONE_WAY_SHARE = new BigDecimal("0.95");
    /** M2, M3: the time, s. */
    static final BigDecimal MAX_S = new BigDecimal("180");
    private static final String F = AirProfile.F.label();
    private static final String Q = AirProfile.Q.label();
    private static final String NORMAL = GgwaveProtocol.AUDIBLE_NORMAL.label();

    static final String M1 = "F two ways delivers the 1 KiB message whole in >= 99 % of its"
            + " tries";
    static final String M2 = "the issue's time goal: F two ways delivers every 1 KiB message it"
            + " delivers within 180 s (registered expecting red: round 0 alone is 80 frames of"
            + " about 3 s)";
    static final String M3 = "Q two ways delivers the 1 KiB message whole in >= 99 % of its tries"
            + " and its median time to deliver is <= 180 s";
    static final String M4 = "F one way (25 % parity, no way back) delivers the 1 KiB message"
            + " whole in >= 95 % of its tries";
    static final String M5 = "wrong messages summed over every LINK-1 cell (F, R, Q; one way,"
            + " two ways, two senders, replay; every size) = 0";
    static final String M6 = "at 1 KiB, F two ways delivers more often than ggwave"
            + " AUDIBLE_NORMAL in pieces of 140 bytes: the lower end of F's 95 % Wilson interval"
            + " of the share delivered above the upper end of NORMAL's";

    private MessagesPredictions() {
    }

    /** Every verdict pending, with why. */
    static MessagesVerdicts pending(String why) {
        return new MessagesVerdicts(Prediction.pending(M1, why), Prediction.pending(M2, why),
                Prediction.pending(M3, why), Prediction.pending(M4, why),
                Prediction.pending(M5, why), Prediction.pending(M6, why));
    }

    /** M1–M6 from {@code r} (the caller checks the seed set). */
    public static MessagesVerdicts judge(MessagesAirResult r) {
        List<MessagesAir.Cell> registered = MessagesAir.cells(
                echoai.link1.bench.SeedSet.parse(MessagesAir.EVAL.label()), null);
        for (MessagesAir.Cell c : registered) {
            MessageCell got = r.cell(c.arm(), c.mode(), c.bytes());
            if (got == null || got.tries() != c.tries()) {
                return pending("not the registered run: " + c.arm() + " " + c.mode() + " "
                        + c.bytes() + " B has " + (got == null ? "no cell" : got.tries()
                        + " tries") + " (registered " + c.tries() + ")");
            }
        }
        return new MessagesVerdicts(share(r, F, "two-way", TWO_WAY_SHARE, M1), m2(r), m3(r),
                share(r, F, "one-way", ONE_WAY_SHARE, M4), m5(r), m6(r));
    }

    static Prediction<MessagesVerdicts.Figures> share(MessagesAirResult r, String arm,
                                                      String mode, BigDecimal least,
                                                      String rule) {
        MessageCell c = r.cell(arm, mode, KIB);
        return Prediction.judged(atLeast(c, least), rule, figures(delivered(c)));
    }

    static boolean atLeast(MessageCell c, BigDecimal least) {
        return BigDecimal.valueOf(c.delivered()).compareTo(
                least.multiply(BigDecimal.valueOf(c.tries()))) >= 0;
    }

    static Prediction<MessagesVerdicts.Figures> m2(MessagesAirResult r) {
        MessageCell c = r.cell(F, "two-way", KIB);
        boolean holds = c.delivered() > 0 && c.maxS().compareTo(MAX_S) <= 0;
        return Prediction.judged(holds, M2, figures(delivered(c), "longest " + c.maxS() + " s",
                "median " + c.medianS() + " s"));
    }

    static Prediction<MessagesVerdicts.Figures> m3(MessagesAirResult r) {
        MessageCell c = r.cell(Q, "two-way", KIB);
        boolean holds = atLeast(c, TWO_WAY_SHARE) && c.medianS() != null
                && c.medianS().compareTo(MAX_S) <= 0;
        return Prediction.judged(holds, M3, figures(delivered(c), "median " + c.medianS()
                + " s"));
    }

    static Prediction<MessagesVerdicts.Figures> m5(MessagesAirResult r) {
        long wrong = 0;
        List<String> out = new ArrayList<>();
        for (MessageCell c : r.cells()) {
            if (c.mode().equals("pieces")) {
                continue;
            }
            wrong += c.wrong();
            if (c.wrong() > 0) {
                out.add(c.arm() + " " + c.mode() + " " + c.bytes() + " B: " + c.wrong()
                        + " wrong");
            }
        }
        out.add(0, "wrong messages over every LINK-1 cell: " + wrong);
        return Prediction.judged(wrong == 0, M5, new MessagesVerdicts.Figures(out));
    }

    static Prediction<MessagesVerdicts.Figures> m6(MessagesAirResult r) {
        MessageCell f = r.cell(F, "two-way", KIB);
        MessageCell g = r.cell(NORMAL, "pieces", KIB);
        boolean holds = f.interval().low().compareTo(g.interval().high()) > 0;
        return Prediction.judged(holds, M6, figures(delivered(f) + " " + interval(f),
                delivered(g) + " " + interval(g)));
    }

    static String delivered(MessageCell c) {
        return c.arm() + " " + c.mode() + " " + c.bytes() + " B: " + c.delivered() + " of "
                + c.tries() + " delivered";
    }

    static String interval(MessageCell c) {
        return "[" + c.interval().low().toPlainString() + ", "
                + c.interval().high().toPlainString() + "]";
    }

    private static MessagesVerdicts.Figures figures(String... lines) {
        return new MessagesVerdicts.Figures(List.of(lines));
    }
}

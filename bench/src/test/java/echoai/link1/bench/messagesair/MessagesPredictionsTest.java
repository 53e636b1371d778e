package echoai.link1.bench.messagesair;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.SeedSet;
import echoai.link1.bench.rules.Verdict;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each of M1–M6 made red and green by the figures of one run, at its threshold. */
class MessagesPredictionsTest {
    private static final List<MessagesAir.Cell> CELLS = MessagesAir.cells(
            SeedSet.parse(MessagesAir.EVAL.label()), null);
    private static final String F = "f";
    private static final String Q = "q";
    private static final String NORMAL = "ggwave-audible-normal";
    private static final int KIB = 1024;

    /** How one cell went: tries delivered, each in {@code seconds}, and wrong messages. */
    private record Plan(int delivered, double seconds, int wrong) {
    }

    /** A run: every cell delivers every try in 100 s with no wrong message unless set. */
    private static final class Run {
        final Map<String, Plan> plans = new HashMap<>();
        int triesOff;

        Run() {
            set(NORMAL, "pieces", KIB, 10, 300, 0);
        }

        Run set(String arm, String mode, int bytes, int delivered, double seconds, int wrong) {
            plans.put(arm + "|" + mode + "|" + bytes, new Plan(delivered, seconds, wrong));
            return this;
        }

        MessagesAirResult result() {
            List<MessageCell> cells = new ArrayList<>();
            for (MessagesAir.Cell c : CELLS) {
                int n = c.tries() - (c.arm().equals(F) && c.mode().equals("two-way")
                        && c.bytes() == KIB ? triesOff : 0);
                Plan p = plans.getOrDefault(c.arm() + "|" + c.mode() + "|" + c.bytes(),
                        new Plan(n, 100, 0));
                List<TryOutcome> outcomes = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    boolean got = i < p.delivered();
                    long at = (long) (p.seconds() * 16_000);
                    outcomes.add(new TryOutcome(got, got ? at : -1, at, 10,
                            i == 0 ? p.wrong() : 0, got, 0));
                }
                cells.add(MessageCell.of(c.arm(), c.mode(), c.bytes(), outcomes));
            }
            return new MessagesAirResult(1, "Messages-air", "t", "140000-140063", "b", "s",
                    "r", "m", "v", cells);
        }

        MessagesVerdicts judge() {
            return MessagesPredictions.judge(result());
        }
    }

    private static int registered(String arm, String mode, int bytes) {
        return CELLS.stream().filter(c -> c.arm().equals(arm) && c.mode().equals(mode)
                && c.bytes() == bytes).findFirst().orElseThrow().tries();
    }

    @Test
    void allGreenWhenEveryCellDeliversFastEnough() {
        MessagesVerdicts v = new Run().judge();
        assertThat(v.all()).extracting(p -> p.verdict()).containsOnly(Verdict.GREEN);
    }

    @Test
    void m1AtNinetyNinePercentTwoWays() {
        int least = (int) Math.ceil(0.99 * registered(F, "two-way", KIB));
        assertThat(new Run().set(F, "two-way", KIB, least - 1, 100, 0).judge().m1().verdict())
                .isEqualTo(Verdict.RED);
        assertThat(new Run().set(F, "two-way", KIB, least, 100, 0).judge().m1().verdict())
                .isEqualTo(Verdict.GREEN);
    }

    @Test
    void m2RedWhenADeliveryTakesLongerThanThreeMinutes() {
        int n = registered(F, "two-way", KIB);
        assertThat(new Run().set(F, "two-way", KIB, n, 180.1, 0).judge().m2().verdict())
                .isEqualTo(Verdict.RED);
        assertThat(new Run().set(F, "two-way", KIB, n, 180, 0).judge().m2().verdict())
                .isEqualTo(Verdict.GREEN);
        assertThat(new Run().set(F, "two-way", KIB, 0, 100, 0).judge().m2().verdict())
                .isEqualTo(Verdict.RED);
    }

    @Test
    void m3NeedsTheShareAndTheMedian() {
        int n = registered(Q, "two-way", KIB);
        int least = (int) Math.ceil(0.99 * n);
        assertThat(new Run().set(Q, "two-way", KIB, least - 1, 100, 0).judge().m3().verdict())
                .isEqualTo(Verdict.RED);
        assertThat(new Run().set(Q, "two-way", KIB, least, 180, 0).judge().m3().verdict())
                .isEqualTo(Verdict.GREEN);
        assertThat(new Run().set(Q, "two-way", KIB, n, 180.1, 0).judge().m3().verdict())
                .isEqualTo(Verdict.RED);
        assertThat(new Run().set(Q, "two-way", KIB, n, 180, 0).judge().m3().verdict())
                .isEqualTo(Verdict.GREEN);
        assertThat(new Run().set(Q, "two-way", KIB, 0, 100, 0).judge().m3().verdict())
                .isEqualTo(Verdict.RED);
    }

    @Test
    void m4AtNinetyFivePercentOneWay() {
        int n = registered(F, "one-way", KIB);
        int least = (int) Math.ceil(0.95 * n);
        assertThat(new Run().set(F, "one-way", KIB, least - 1, 100, 0).judge().m4().verdict())
                .isEqualTo(Verdict.RED);
        assertThat(new Run().set(F, "one-way", KIB, least, 100, 0).judge().m4().verdict())
                .isEqualTo(Verdict.GREEN);
    }

    @Test
    void m5CountsEveryLinkCellButNotGgwave() {
        assertThat(new Run().set(Q, "replay", 100, registered(Q, "replay", 100), 100, 1)
                .judge().m5().verdict()).isEqualTo(Verdict.RED);
        assertThat(new Run().set("r", "one-way", 10_240, registered("r", "one-way", 10_240),
                100, 1).judge().m5().verdict()).isEqualTo(Verdict.RED);
        assertThat(new Run().set(NORMAL, "pieces", KIB, 10, 100, 3).judge().m5().verdict())
                .isEqualTo(Verdict.GREEN);
    }

    @Test
    void m6NeedsTheIntervalsApart() {
        int n = registered(NORMAL, "pieces", KIB);
        assertThat(new Run().set(NORMAL, "pieces", KIB, n - 2, 300, 0).judge().m6().verdict())
                .isEqualTo(Verdict.RED);
        assertThat(new Run().set(NORMAL, "pieces", KIB, n / 2, 300, 0).judge().m6().verdict())
                .isEqualTo(Verdict.GREEN);
    }

    @Test
    void pendingOffTheRegisteredTries() {
        Run run = new Run();
        run.triesOff = 1;
        assertThat(run.judge().all()).extracting(p -> p.verdict())
                .containsOnly(Verdict.PENDING);
    }

    @Test
    void m5NamesEachCellWithWrongMessagesAndSumsThem() {
        MessagesVerdicts v = new Run().set(Q, "replay", 100, registered(Q, "replay", 100), 100, 2)
                .set(F, "one-way", 100, registered(F, "one-way", 100), 100, 1).judge();
        assertThat(v.m5().numbers().figures()).containsExactly(
                "wrong messages over every LINK-1 cell: 3", "f one-way 100 B: 1 wrong",
                "q replay 100 B: 2 wrong");
        assertThat(new Run().judge().m5().numbers().figures()).containsExactly(
                "wrong messages over every LINK-1 cell: 0");
    }

    @Test
    void m6FiguresAndItsStrictBoundary() {
        MessagesVerdicts v = new Run().judge();
        assertThat(v.m6().numbers().figures()).containsExactly(
                "f two-way 1024 B: 100 of 100 delivered [0.9630, 1.0000]",
                "ggwave-audible-normal pieces 1024 B: 10 of 100 delivered [0.0552, 0.1744]");
        MessagesAirResult r = new Run().result();
        List<MessageCell> cells = new ArrayList<>();
        for (MessageCell c : r.cells()) {
            boolean normal = c.is(NORMAL, "pieces", KIB);
            cells.add(normal ? new MessageCell(c.arm(), c.mode(), c.bytes(), c.tries(),
                    c.delivered(), c.deliveredShare(), new echoai.link1.bench.rules.Uncertainty
                    .Interval(new java.math.BigDecimal("0.5000"), new java.math.BigDecimal(
                    "0.9630")), c.wrong(), c.medianS(), c.maxS(), c.goodputBps(),
                    c.framesPerByte(), c.confirmed(), c.meanRepairRounds()) : c);
        }
        MessagesAirResult touching = new MessagesAirResult(1, "Messages-air", "t",
                "140000-140063", "b", "s", "r", "m", "v", cells);
        assertThat(MessagesPredictions.m6(touching).verdict()).isEqualTo(Verdict.RED);
    }

    @Test
    void pendingWhenACellIsMissing() {
        MessagesAirResult r = new Run().result();
        MessagesAirResult less = new MessagesAirResult(1, "Messages-air", "t", "140000-140063",
                "b", "s", "r", "m", "v", r.cells().subList(1, r.cells().size()));
        MessagesVerdicts v = MessagesPredictions.judge(less);
        assertThat(v.all()).extracting(p -> p.verdict()).containsOnly(Verdict.PENDING);
        assertThat(v.m1().why()).contains("no cell");
    }
}

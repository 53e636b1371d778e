package echoai.link1.bench.e2roomsq;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.air.GgwavePoint;
import echoai.link1.bench.air.GgwaveTrial;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.bench.rules.Verdict;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** Each of Q1–Q7 made red and green by the figures of one run, at its threshold. */
class QPredictionsTest {
    private static final int N = E2RoomsQ.FRAMES_REGISTERED;
    private static final String Q = "q";
    private static final String F = "f";
    private static final String NORMAL = "ggwave-audible-normal";
    private static final String FAST = "ggwave-audible-fast";
    private static final String FASTEST = "ggwave-audible-fastest";
    private static final RoomsCase FIRST = E2RoomsQ.cases().get(0);
    private static final RoomsCase LAST = E2RoomsQ.cases().get(E2RoomsQ.cases().size() - 1);

    /** Lost, wrong and passed-CRC counts for one arm at one case and axis. */
    private record Cell(int lost, int wrong, int passed) {
    }

    /** A run's counts: every cell 0 lost unless set; FASTEST loses 20 at the first case. */
    private static final class Run {
        final Map<String, Cell> cells = new HashMap<>();
        int frames = N;
        BigDecimal qAir = new BigDecimal("1.200");
        BigDecimal fastestAir = new BigDecimal("1.262");

        Run() {
            for (QAxis axis : QAxis.values()) {
                set(FIRST, axis, FASTEST, 20, 0, 0);
            }
        }

        Run set(RoomsCase c, QAxis axis, String arm, int lost, int wrong, int passed) {
            cells.put(c.name() + "|" + axis + "|" + arm, new Cell(lost, wrong, passed));
            return this;
        }

        E2RoomsQResult result() {
            List<QPoint> points = new ArrayList<>();
            for (RoomsCase c : E2RoomsQ.cases()) {
                for (QAxis axis : QAxis.values()) {
                    for (QArm a : QArm.ALL) {
                        Cell cell = cells.getOrDefault(c.name() + "|" + axis + "|" + a.label(),
                                new Cell(0, 0, 0));
                        GgwavePoint m = GgwaveTrial.point(c, a.label(), 1.2, frames,
                                frames - cell.lost(), cell.wrong(), cell.passed());
                        points.add(new QPoint(axis.toString(), c.name(), BigDecimal.TEN, m));
                    }
                }
            }
            List<PeakLevel> levels = List.of(
                    new PeakLevel(Q, qAir, 32251, new BigDecimal("8.890"), BigDecimal.ONE),
                    new PeakLevel(F, new BigDecimal("2.400"), 1, BigDecimal.ONE, BigDecimal.ONE),
                    new PeakLevel(NORMAL, new BigDecimal("2.411"), 1, BigDecimal.ONE,
                            BigDecimal.ONE),
                    new PeakLevel(FAST, new BigDecimal("1.834"), 1, BigDecimal.ONE,
                            BigDecimal.ONE),
                    new PeakLevel(FASTEST, fastestAir, 1, BigDecimal.ONE, BigDecimal.ONE));
            return new E2RoomsQResult(1, "E2-rooms-Q", "t", "eval", "b", "d", "r", "c", "a",
                    QPairs.RULE, "0.4.0", frames, levels, points, QPairs.of(points));
        }

        QVerdicts judge() {
            return QPredictions.judge(result());
        }
    }

    private static Verdict after(Consumer<Run> change, java.util.function.Function<QVerdicts,
            echoai.link1.bench.rules.Prediction<?>> rule) {
        Run run = new Run();
        change.accept(run);
        return rule.apply(run.judge()).verdict();
    }

    @Test
    void aCleanRunIsGreenOnEveryRule() {
        QVerdicts v = new Run().judge();
        for (var p : List.of(v.q1(), v.q2(), v.q3(), v.q4(), v.q5(), v.q6(), v.q7())) {
            assertThat(p.verdict()).as(p.rule()).isEqualTo(Verdict.GREEN);
        }
        assertThat(v.q5().numbers().applied()).containsExactly(FIRST.name());
    }

    @Test
    void q1HoldsAtThreeOf320AndFailsAtFour() {
        assertThat(after(r -> r.set(FIRST, QAxis.EQUAL_SNR, Q, 3, 0, 0), QVerdicts::q1))
                .isEqualTo(Verdict.GREEN);
        assertThat(after(r -> r.set(FIRST, QAxis.EQUAL_SNR, Q, 4, 0, 0), QVerdicts::q1))
                .isEqualTo(Verdict.RED);
        // the stretch case and the equal-peak axis are not Q1's
        RoomsCase stretch = E2RoomsQ.cases().stream().filter(c -> QPredictions.stretch(
                c.name())).findFirst().orElseThrow();
        assertThat(after(r -> r.set(stretch, QAxis.EQUAL_SNR, Q, 100, 0, 0), QVerdicts::q1))
                .isEqualTo(Verdict.GREEN);
        assertThat(after(r -> r.set(FIRST, QAxis.EQUAL_PEAK, Q, 100, 0, 0), QVerdicts::q1))
                .isEqualTo(Verdict.GREEN);
    }

    @Test
    void q2FailsOnOneFramePastTheCrcOnEitherAxis() {
        assertThat(after(r -> r.set(LAST, QAxis.EQUAL_PEAK, Q, 0, 0, 1), QVerdicts::q2))
                .isEqualTo(Verdict.RED);
        assertThat(after(r -> r.set(LAST, QAxis.EQUAL_PEAK, F, 0, 0, 1), QVerdicts::q2))
                .isEqualTo(Verdict.GREEN);
    }

    @Test
    void q3FailsOnOneAcceptedCorruptFrameOfQOrF() {
        assertThat(after(r -> r.set(LAST, QAxis.EQUAL_SNR, F, 0, 1, 1), QVerdicts::q3))
                .isEqualTo(Verdict.RED);
        assertThat(after(r -> r.set(LAST, QAxis.EQUAL_PEAK, Q, 0, 1, 1), QVerdicts::q3))
                .isEqualTo(Verdict.RED);
        assertThat(after(r -> r.set(LAST, QAxis.EQUAL_SNR, NORMAL, 0, 5, 5), QVerdicts::q3))
                .isEqualTo(Verdict.GREEN);
    }

    @Test
    void q4FailsOnlyWhereTheIntervalsSeparate() {
        // 10 of 320 against 0: [0.0171, 0.0567] above [0, 0.0119]: worse
        assertThat(after(r -> r.set(LAST, QAxis.EQUAL_SNR, Q, 10, 0, 0), QVerdicts::q4))
                .isEqualTo(Verdict.RED);
        // 3 of 320 against 0: the intervals overlap, not separated
        assertThat(after(r -> r.set(LAST, QAxis.EQUAL_SNR, Q, 3, 0, 0), QVerdicts::q4))
                .isEqualTo(Verdict.GREEN);
        // F losing as much: not separated
        assertThat(after(r -> r.set(LAST, QAxis.EQUAL_SNR, Q, 10, 0, 0)
                .set(LAST, QAxis.EQUAL_SNR, F, 10, 0, 0), QVerdicts::q4))
                .isEqualTo(Verdict.GREEN);
    }

    @Test
    void q5AndQ6NeedQBetterWhereverFastestLosesAndFastestToLoseSomewhere() {
        // Q losing 5 where FASTEST loses 20: [0.0067, 0.0359] against [0.0411, 0.0946]: better
        assertThat(after(r -> r.set(FIRST, QAxis.EQUAL_SNR, Q, 5, 0, 0), QVerdicts::q5))
                .isEqualTo(Verdict.GREEN);
        // Q losing 10: the intervals overlap
        assertThat(after(r -> r.set(FIRST, QAxis.EQUAL_SNR, Q, 10, 0, 0), QVerdicts::q5))
                .isEqualTo(Verdict.RED);
        assertThat(after(r -> r.set(FIRST, QAxis.EQUAL_PEAK, Q, 10, 0, 0), QVerdicts::q6))
                .isEqualTo(Verdict.RED);
        assertThat(after(r -> r.set(FIRST, QAxis.EQUAL_PEAK, Q, 10, 0, 0), QVerdicts::q5))
                .isEqualTo(Verdict.GREEN);
        // FASTEST losing nothing anywhere: nothing to show, red
        assertThat(after(r -> r.set(FIRST, QAxis.EQUAL_SNR, FASTEST, 0, 0, 0), QVerdicts::q5))
                .isEqualTo(Verdict.RED);
        // FASTEST losing 4 of 320: lower bound 0.0049, not above 0.0119: does not lose
        assertThat(after(r -> r.set(FIRST, QAxis.EQUAL_SNR, FASTEST, 4, 0, 0), QVerdicts::q5))
                .isEqualTo(Verdict.RED);
    }

    @Test
    void q7ChecksBothAirTimes() {
        assertThat(after(r -> r.qAir = new BigDecimal("1.201"), QVerdicts::q7))
                .isEqualTo(Verdict.RED);
        assertThat(after(r -> r.fastestAir = new BigDecimal("1.200"), QVerdicts::q7))
                .isEqualTo(Verdict.RED);
        assertThat(after(r -> r.fastestAir = new BigDecimal("1.201"), QVerdicts::q7))
                .isEqualTo(Verdict.GREEN);
    }

    @Test
    void anythingButTheRegisteredRunIsPending() {
        assertThat(after(r -> r.frames = 32, QVerdicts::q1)).isEqualTo(Verdict.PENDING);
    }

    /** The figures beside each verdict add up what the rule looked at, and nothing else. */
    @Test
    void theFiguresBesideTheVerdictsSumWhatEachRuleLookedAt() {
        Run run = new Run().set(FIRST, QAxis.EQUAL_SNR, Q, 3, 0, 1)
                .set(LAST, QAxis.EQUAL_SNR, Q, 2, 0, 0)
                .set(LAST, QAxis.EQUAL_PEAK, Q, 7, 0, 1);
        QVerdicts v = run.judge();
        assertThat(v.q1().numbers().cases()).isEqualTo(44);
        assertThat(v.q1().numbers().lost()).isEqualTo(5);
        assertThat(v.q1().numbers().frames()).isEqualTo(44L * N);
        assertThat(v.q4().numbers().lost()).isEqualTo(5);
        assertThat(v.q4().numbers().frames()).isEqualTo(44L * N);
        assertThat(v.q2().numbers()).isEqualTo(2L);
        assertThat(v.q5().numbers().lost()).isEqualTo(5);
        assertThat(v.q5().numbers().frames()).isEqualTo(44L * N);
        assertThat(v.q6().numbers().lost()).isEqualTo(7);
    }

    /** A run with a case missing is not the registered run, however many recordings it has. */
    @Test
    void aRunWithoutEveryCaseIsPending() {
        E2RoomsQResult full = new Run().result();
        List<QPoint> fewer = full.points().stream().filter(p -> !p.caseName().equals(
                LAST.name())).toList();
        E2RoomsQResult r = new E2RoomsQResult(1, "E2-rooms-Q", "t", "eval", "b", "d", "r", "c",
                "a", QPairs.RULE, "0.4.0", N, full.levels(), fewer, QPairs.of(fewer));
        assertThat(QPredictions.judge(r).q1().verdict()).isEqualTo(Verdict.PENDING);
        assertThat(QPredictions.judge(r).q1().why()).contains("44 cases (registered 45)");
    }
}

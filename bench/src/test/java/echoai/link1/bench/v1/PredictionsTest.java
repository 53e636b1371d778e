package echoai.link1.bench.v1;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.agent.ListeningRule;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Verdict;
import echoai.link1.session.WorldResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * P1–P7 of {@code docs/spec/LINK1.md} ("Registered predictions") rule by rule on made-up arms of
 * 20 worlds: each rule green on the edge of its threshold and red one world (or one postcard)
 * past it. P1, P2, P5 and P7 are predictions (75 % is 15 of 20 worlds, 5 % is 1, 90 % is 18;
 * P5's 5 % is 20 of 400 postcards pooled); P3 and P4 are checks, and they too turn red when
 * their rule fails. P6 is recomputed from E2's points and tested rule by rule in
 * {@link P6ModemTest}. An arm missing, or over other seeds, leaves its rules pending.
 */
class PredictionsTest {
    private static final int N = 20;
    private static final int HEARD = 220;

    /** One world of one arm, edited in place before it is judged. */
    private static final class Row {
        int harm;
        int diversions;
        int sites = 5;
        int postcards = 10;
        int lost;
        int passedCrc;
        int accepted;
        int falseFacts;
        int digestChecked = HEARD;

        Row(int harm) {
            this.harm = harm;
        }

        WorldResult of(long seed, String arm) {
            return new WorldResult(seed, arm, harm, harm + 90, 50, diversions, sites, 0,
                    postcards, lost, accepted, passedCrc, 0, falseFacts, 0, 0, 0, true, 0,
                    WorldResult.LIFE_TURNS, WorldResult.LIFE_TURNS, HEARD, digestChecked,
                    "digest-" + seed);
        }
    }

    /**
     * Arms on the edge of every rule: T hurt once a world, S and X twice (T better everywhere),
     * L diverting B exactly its budget, A10 and E5 once more than T (within T + 1, no more), A10
     * losing 1 of 20 postcards a world (5 % pooled) with a corrupt candidate past the CRC that B
     * never took in, E5 one postcard fewer than T.
     */
    private final Map<String, Row[]> arms = new LinkedHashMap<>();

    PredictionsTest() {
        add("S", 2);
        add("T", 1);
        add("X", 2);
        add("L", 1);
        add("A10", 2);
        add("E5", 2);
        for (Row r : arm("L")) {
            r.diversions = ListeningRule.ADVICE_BUDGET * r.sites;
        }
        for (Row r : arm("A10")) {
            r.postcards = 20;
            r.lost = 1;
            r.passedCrc = 1;
        }
        for (Row r : arm("E5")) {
            r.postcards = 9;
        }
    }

    private void add(String arm, int harm) {
        Row[] rows = new Row[N];
        for (int i = 0; i < N; i++) {
            rows[i] = new Row(harm);
        }
        arms.put(arm, rows);
    }

    private Row[] arm(String name) {
        return arms.get(name);
    }

    /** Sets the harm of the arm's first {@code worlds} worlds. */
    private PredictionsTest harm(String arm, int worlds, int harm) {
        for (int i = 0; i < worlds; i++) {
            arm(arm)[i].harm = harm;
        }
        return this;
    }

    private PredictionsResult judge() {
        Map<String, List<WorldResult>> out = new LinkedHashMap<>();
        arms.forEach((name, rows) -> {
            List<WorldResult> worlds = new ArrayList<>();
            for (int i = 0; i < rows.length; i++) {
                worlds.add(rows[i].of(1000 + i, name));
            }
            out.put(name, worlds);
        });
        return Predictions.judge(Map.of("E4", "eval", "E5", "eval"), out, null);
    }

    private static List<Prediction<?>> judged(PredictionsResult r) {
        return List.of(r.p1(), r.p2(), r.p3(), r.p4(), r.p5(), r.p7());
    }

    @Test
    void armsOnTheEdgeOfEveryRuleAreGreenThroughout() {
        PredictionsResult r = judge();
        assertThat(judged(r)).allMatch(p -> p.verdict() == Verdict.GREEN);
        assertThat(r.p5().numbers().postcards()).isEqualTo(400);
        assertThat(r.p5().numbers().postcardsLost()).isEqualTo(20);
        assertThat(r.p5().numbers().corruptPassedCrc()).isEqualTo(20);
        assertThat(r.p3().numbers().worlds()).isEqualTo(6 * N);
        assertThat(r.p6().verdict()).isEqualTo(Verdict.PENDING);
    }

    @Test
    void p1GreenWhenTBeatsSInThreeQuartersAndLosesInOneWorldOfTwenty() {
        // T < S in 15, T = S in 4, T > S in 1
        PredictionsResult r = harm("T", 5, 2).harm("T", 1, 3).judge();
        assertThat(r.p1().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(r.p1().numbers().tBetter()).isEqualTo(15);
        assertThat(r.p1().numbers().tWorse()).isEqualTo(1);
    }

    @Test
    void p1RedWhenTBeatsSInFewerThanThreeQuarters() {
        PredictionsResult r = harm("T", 6, 2).harm("T", 1, 3).judge();
        assertThat(r.p1().verdict()).isEqualTo(Verdict.RED);
        assertThat(r.p1().numbers().tBetter()).isEqualTo(14);
        assertThat(r.p1().numbers().tWorse()).isEqualTo(1);
    }

    @Test
    void p1RedWhenTLosesToSInMoreThanFivePercent() {
        PredictionsResult r = harm("T", 5, 2).harm("T", 2, 3).judge();
        assertThat(r.p1().verdict()).isEqualTo(Verdict.RED);
        assertThat(r.p1().numbers().tBetter()).isEqualTo(15);
        assertThat(r.p1().numbers().tWorse()).isEqualTo(2);
    }

    @Test
    void p2GreenWhenTBeatsXInThreeQuarters() {
        PredictionsResult r = harm("X", 5, 1).judge();
        assertThat(r.p2().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(r.p2().numbers().tBetter()).isEqualTo(15);
    }

    @Test
    void p2RedWhenTBeatsXInFewerThanThreeQuarters() {
        PredictionsResult r = harm("X", 6, 1).judge();
        assertThat(r.p2().verdict()).isEqualTo(Verdict.RED);
        assertThat(r.p2().numbers().tBetter()).isEqualTo(14);
        assertThat(r.p1().verdict()).isEqualTo(Verdict.GREEN);
    }

    @Test
    void p3RedWhenOneWorldOfAnyArmHasAFalseFact() {
        arm("E5")[N - 1].falseFacts = 1;
        PredictionsResult r = judge();
        assertThat(r.p3().verdict()).isEqualTo(Verdict.RED);
        assertThat(r.p3().numbers().worldsFailing()).isEqualTo(1);
        assertThat(r.p3().numbers().guardsShort()).isZero();
    }

    @Test
    void p3RedWhenOneWorldTookBytesInPastTheDigest() {
        arm("X")[0].digestChecked = HEARD - 1;
        PredictionsResult r = judge();
        assertThat(r.p3().verdict()).isEqualTo(Verdict.RED);
        assertThat(r.p3().numbers().guardsShort()).isEqualTo(1);
    }

    @Test
    void p4GreenAtTheBudgetAndRedOneDiversionPastItInOneWorld() {
        assertThat(judge().p4().numbers().maxDiversions())
                .isEqualTo(ListeningRule.ADVICE_BUDGET * 5);
        arm("L")[7].diversions++;
        PredictionsResult r = judge();
        assertThat(r.p4().verdict()).isEqualTo(Verdict.RED);
        assertThat(r.p4().numbers().violations()).isEqualTo(1);
    }

    @Test
    void p5RedWhenA10LosesOnePostcardMoreThanFivePercentPooled() {
        arm("A10")[3].lost = 2;
        PredictionsResult r = judge();
        assertThat(r.p5().verdict()).isEqualTo(Verdict.RED);
        assertThat(r.p5().numbers().postcardsLost()).isEqualTo(21);
        assertThat(r.p5().numbers().lossRate()).isEqualByComparingTo("0.0525");
    }

    @Test
    void p5GreenWhenTheLossesArePooledNotWorldByWorld() {
        // 20 of 400 lost, all in one world: 5 % pooled
        for (Row w : arm("A10")) {
            w.lost = 0;
        }
        arm("A10")[0].lost = 20;
        assertThat(judge().p5().verdict()).isEqualTo(Verdict.GREEN);
    }

    @Test
    void p5RedWhenBTakesInOneCorruptPostcard() {
        arm("A10")[N - 1].accepted = 1;
        PredictionsResult r = judge();
        assertThat(r.p5().verdict()).isEqualTo(Verdict.RED);
        assertThat(r.p5().numbers().acceptedCorrupt()).isEqualTo(1);
    }

    @Test
    void p5GreenWhenA10IsWithinOneTurnOfTInNinetyPercent() {
        PredictionsResult r = harm("A10", 2, 3).judge();
        assertThat(r.p5().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(r.p5().numbers().harmWithinOneOfT()).isEqualTo(18);
    }

    @Test
    void p5RedWhenA10NeedsMoreThanOneTurnMoreThanTInMoreThanATenth() {
        PredictionsResult r = harm("A10", 3, 3).judge();
        assertThat(r.p5().verdict()).isEqualTo(Verdict.RED);
        assertThat(r.p5().numbers().harmWithinOneOfT()).isEqualTo(17);
    }

    @Test
    void p7RedWhenE5UsesAsManyPostcardsAsTInOneWorld() {
        arm("E5")[N - 1].postcards = 10;
        PredictionsResult r = judge();
        assertThat(r.p7().verdict()).isEqualTo(Verdict.RED);
        assertThat(r.p7().numbers().fewerPostcards()).isEqualTo(N - 1);
    }

    @Test
    void p7GreenWhenE5IsWithinOneTurnOfTInNinetyPercent() {
        PredictionsResult r = harm("E5", 2, 3).judge();
        assertThat(r.p7().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(r.p7().numbers().harmWithinOneOfT()).isEqualTo(18);
    }

    @Test
    void p7RedWhenE5NeedsMoreThanOneTurnMoreThanTInMoreThanATenth() {
        PredictionsResult r = harm("E5", 3, 3).judge();
        assertThat(r.p7().verdict()).isEqualTo(Verdict.RED);
        assertThat(r.p7().numbers().harmWithinOneOfT()).isEqualTo(17);
        assertThat(r.p7().numbers().fewerPostcards()).isEqualTo(N);
    }

    @Test
    void eachRuleIsPendingWithoutItsArms() {
        arms.remove("S");
        arms.remove("A10");
        PredictionsResult r = judge();
        assertThat(r.p1().verdict()).isEqualTo(Verdict.PENDING);
        assertThat(r.p5().verdict()).isEqualTo(Verdict.PENDING);
        assertThat(r.p2().verdict()).isEqualTo(Verdict.GREEN);
        arms.clear();
        assertThat(judged(judge())).allMatch(p -> p.verdict() == Verdict.PENDING);
    }
}

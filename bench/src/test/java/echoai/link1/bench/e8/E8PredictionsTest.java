package echoai.link1.bench.e8;

import static echoai.link1.bench.e8.E8Fixture.H;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * W1–W6 of {@code docs/spec/E8.md} rule by rule on made-up results of 20 worlds
 * ({@link E8Fixture}): each rule green on the edge of its threshold and red one world (or one
 * turn) past it. W1, W4 and W5 are predictions ("within {H} + 1" in 18 of 20 worlds green, 17
 * red; "below today's rule" in 15 of 20 green, 14 red, and not asked of W4); W2, W3 and W6 are
 * checks, and a check too turns red when its rule fails (a liar diverting B after its 2nd
 * contradiction, {H}'s life changed by trust in its digest or in its diversions alone, one
 * guard short).
 */
class E8PredictionsTest {
    private static E8Verdicts judge(E8Fixture f) {
        return E8Predictions.judge(f.result());
    }

    private static List<Prediction<?>> all(E8Verdicts v) {
        return List.of(v.w1(), v.w2(), v.w3(), v.w4(), v.w5(), v.w6());
    }

    @Test
    void aRunOnTheEdgeOfEveryRuleIsGreenThroughout() {
        E8Verdicts v = judge(E8Fixture.wire());
        assertThat(all(v)).allMatch(p -> p.verdict() == Verdict.GREEN);
        assertThat(v.w1().numbers().within()).isEqualTo(20);
        assertThat(v.w1().numbers().below()).isEqualTo(20);
        assertThat(v.w1().numbers().noTrustWithin()).isZero();
        assertThat(v.w4().numbers().below()).isZero();
        assertThat(v.w2().numbers().liars()).extracting(E8Verdicts.Liar::arm)
                .containsExactly("H+L:trust", "H+L+L:trust", "H+L+L:trust");
        assertThat(v.w6().numbers().rows()).isEqualTo(8 * 20);
    }

    @Test
    void w1GreenWhenTrustIsWithinOneTurnOfHInNinetyPercent() {
        E8Verdicts v = judge(E8Fixture.wire().harm("H+L:trust", 2, H + 2));
        assertThat(v.w1().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.w1().numbers().within()).isEqualTo(18);
        assertThat(v.w1().numbers().withinRate()).isEqualByComparingTo("0.9");
    }

    @Test
    void w1RedWhenTrustNeedsMoreThanOneTurnInMoreThanATenth() {
        // two turns more than {H}, in 3 of 20 worlds: within in 17 (85 %); still below today's
        E8Verdicts v = judge(E8Fixture.wire().harm("H+L:trust", 3, H + 2)
                .harm("H+L:notrust", 3, H + 3));
        assertThat(v.w1().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.w1().numbers().within()).isEqualTo(17);
        assertThat(v.w1().numbers().below()).isEqualTo(20);
    }

    @Test
    void w1GreenWhenBelowTodaysRuleInThreeQuarters() {
        // today's rule as good as trust in 5 of 20 worlds: strictly below in 15 (75 %)
        E8Verdicts v = judge(E8Fixture.wire().harm("H+L:notrust", 5, H + 1));
        assertThat(v.w1().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.w1().numbers().below()).isEqualTo(15);
    }

    @Test
    void w1RedWhenTodaysRuleIsAsGoodInMoreThanAQuarter() {
        E8Verdicts v = judge(E8Fixture.wire().harm("H+L:notrust", 6, H + 1));
        assertThat(v.w1().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.w1().numbers().within()).isEqualTo(20);
        assertThat(v.w1().numbers().below()).isEqualTo(14);
    }

    @Test
    void w4GreenWhenWithinOneTurnOfHInNinetyPercentThoughNeverBelowTodaysRule() {
        E8Verdicts v = judge(E8Fixture.wire().harm("H+M0.3:trust", 2, H + 2)
                .harm("H+M0.3:notrust", 2, H + 2));
        assertThat(v.w4().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.w4().numbers().within()).isEqualTo(18);
        assertThat(v.w4().numbers().below()).isZero();
    }

    @Test
    void w4RedWhenTrustNeedsMoreThanOneTurnInMoreThanATenth() {
        E8Verdicts v = judge(E8Fixture.wire().harm("H+M0.3:trust", 3, H + 2));
        assertThat(v.w4().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.w4().numbers().within()).isEqualTo(17);
        assertThat(v.w1().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.w5().verdict()).isEqualTo(Verdict.GREEN);
    }

    @Test
    void w5GreenWhenTrustIsWithinOneTurnOfHInNinetyPercent() {
        E8Verdicts v = judge(E8Fixture.wire().harm("H+L+L:trust", 2, H + 2)
                .harm("H+L+L:notrust", 2, H + 3));
        assertThat(v.w5().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.w5().numbers().within()).isEqualTo(18);
    }

    @Test
    void w5RedWhenTrustNeedsMoreThanOneTurnInMoreThanATenth() {
        E8Verdicts v = judge(E8Fixture.wire().harm("H+L+L:trust", 3, H + 2)
                .harm("H+L+L:notrust", 3, H + 3));
        assertThat(v.w5().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.w5().numbers().within()).isEqualTo(17);
        assertThat(v.w5().numbers().below()).isEqualTo(20);
        assertThat(v.w1().verdict()).isEqualTo(Verdict.GREEN);
    }

    @Test
    void w5GreenWhenBelowTodaysRuleInThreeQuarters() {
        E8Verdicts v = judge(E8Fixture.wire().harm("H+L+L:notrust", 5, H + 1));
        assertThat(v.w5().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.w5().numbers().below()).isEqualTo(15);
    }

    @Test
    void w5RedWhenTodaysRuleIsAsGoodInMoreThanAQuarter() {
        E8Verdicts v = judge(E8Fixture.wire().harm("H+L+L:notrust", 6, H + 1));
        assertThat(v.w5().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.w5().numbers().within()).isEqualTo(20);
        assertThat(v.w5().numbers().below()).isEqualTo(14);
    }

    @Test
    void w2GreenWhenEachLiarDivertsBAfterItsSecondContradictionInATenthAtMost() {
        E8Verdicts v = judge(E8Fixture.wire().speaker("H+L:trust", 1, 2, 2, 1)
                .speaker("H+L+L:trust", 2, 2, 3, 4));
        assertThat(v.w2().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.w2().numbers().liars()).extracting(E8Verdicts.Liar::zeroAfter)
                .containsExactly(18, 20, 18);
    }

    @Test
    void w2RedWhenTheLiarOfHLDivertsBAfterItsSecondContradictionInMoreThanATenth() {
        E8Verdicts v = judge(E8Fixture.wire().speaker("H+L:trust", 1, 3, 2, 1));
        assertThat(v.w2().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.w2().numbers().liars().get(0).zeroAfter()).isEqualTo(17);
    }

    @Test
    void w2RedWhenTheSecondLiarOfHLLAloneKeepsDivertingB() {
        E8Verdicts v = judge(E8Fixture.wire().speaker("H+L+L:trust", 2, 3, 2, 1));
        assertThat(v.w2().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.w2().numbers().liars()).extracting(E8Verdicts.Liar::speaker)
                .containsExactly(3, 3, 4);
        assertThat(v.w2().numbers().liars()).extracting(E8Verdicts.Liar::zeroAfter)
                .containsExactly(20, 20, 17);
    }

    @Test
    void w2CountsOnlyTheWorldsWhereBContradictedTheLiarTwice() {
        // contradicted once in 10 worlds: of the other 10, 9 without a diversion after is 90 %
        E8Fixture nine = E8Fixture.wire().speaker("H+L:trust", 1, 10, 1, -1);
        nine.arm("H+L:trust")[10].speakers[1].after = 2;
        E8Verdicts green = judge(nine);
        assertThat(green.w2().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(green.w2().numbers().liars().get(0).contradictedTwice()).isEqualTo(10);
        nine.arm("H+L:trust")[11].speakers[1].after = 1;
        assertThat(judge(nine).w2().verdict()).isEqualTo(Verdict.RED);
    }

    @Test
    void w2RedWhenBNeverContradictedALiarTwice() {
        E8Verdicts v = judge(E8Fixture.wire().speaker("H+L:trust", 1, 20, 1, -1));
        assertThat(v.w2().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.w2().numbers().liars().get(0).contradictedTwice()).isZero();
    }

    @Test
    void w3GreenWhenHsLifeUnderTrustIsTodaysInEveryWorld() {
        E8Fixture f = E8Fixture.wire();
        f.arm("H:trust")[19].diversions = 7;
        f.arm("H:notrust")[19].diversions = 7;
        E8Verdicts v = judge(f);
        assertThat(v.w3().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.w3().numbers().sameDigest()).isEqualTo(20);
        assertThat(v.w3().numbers().sameDiversions()).isEqualTo(20);
    }

    @Test
    void w3RedWhenTrustChangesHsDigestInOneWorld() {
        E8Fixture f = E8Fixture.wire();
        f.arm("H:trust")[19].digest = "other";
        E8Verdicts v = judge(f);
        assertThat(v.w3().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.w3().numbers().sameDigest()).isEqualTo(19);
        assertThat(v.w3().numbers().sameDiversions()).isEqualTo(20);
    }

    @Test
    void w3RedWhenTrustChangesHsDiversionsAloneInOneWorld() {
        E8Fixture f = E8Fixture.wire();
        f.arm("H:trust")[0].diversions = 4;
        E8Verdicts v = judge(f);
        assertThat(v.w3().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.w3().numbers().sameDigest()).isEqualTo(20);
        assertThat(v.w3().numbers().sameDiversions()).isEqualTo(19);
    }

    @Test
    void w6RedWhenOneGuardFallsShortInOneRowOfAnyArm() {
        E8Fixture f = E8Fixture.wire();
        f.arm("H+L+L:notrust")[19].oracleTurns = 255;
        E8Verdicts v = judge(f);
        assertThat(v.w6().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.w6().numbers().holding()).isEqualTo(8 * 20 - 1);
        assertThat(v.w6().numbers().byArm()).containsEntry("H+L+L:notrust", 19)
                .containsEntry("H:trust", 20);
    }

    @Test
    void aRunWithNoWorldsIsRedNotGreen() {
        E8Fixture f = E8Fixture.wire();
        f.names().forEach(f::empty);
        assertThat(all(judge(f))).allMatch(p -> p.verdict() == Verdict.RED);
    }
}

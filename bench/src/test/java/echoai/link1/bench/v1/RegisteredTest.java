package echoai.link1.bench.v1;

import echoai.link1.report.Tree;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class RegisteredTest {
    private static Tree obj(Object... keyValues) {
        List<Tree.Member> members = new java.util.ArrayList<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            Object v = keyValues[i + 1];
            members.add(new Tree.Member((String) keyValues[i], v instanceof Tree t ? t
                    : v instanceof String s ? new Tree.Leaf(s, Tree.Kind.STRING)
                    : new Tree.Leaf(v.toString(), Tree.Kind.NUMBER)));
        }
        return new Tree.Obj(members);
    }

    @Test
    void renamedKeysMatchLooselyAndNumbersCompareByValue() {
        Tree v1 = obj("P1", obj("verdict", "green", "numbers", obj("tBetter", 64,
                "tBetterRate", "1.0000", "gone", 1)));
        Tree live = obj("P1", obj("verdict", "green", "numbers", obj("t_better", 64,
                "t_better_rate", new java.math.BigDecimal("1.0"), "new_key", 2)));
        Registered.Diff d = Registered.diff(v1, live);
        assertThat(d.same()).isTrue();
        assertThat(d.compared()).isEqualTo(3);
        assertThat(d.onlyRegistered()).isEqualTo(1);
        assertThat(d.onlyLive()).isEqualTo(1);
    }

    @Test
    void aChangedFigureIsListedWithBothValuesUnderItsLivePath() {
        Tree v1 = obj("P2", obj("verdict", "green", "numbers", obj("tBetter", 62)));
        Tree live = obj("P2", obj("verdict", "red", "numbers", obj("t_better", 47)));
        assertThat(Registered.diff(v1, live).changes()).containsExactly(
                new Registered.Change("P2.verdict", "green", "red"),
                new Registered.Change("P2.numbers.t_better", "62", "47"));
    }
}

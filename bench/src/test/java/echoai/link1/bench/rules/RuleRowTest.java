package echoai.link1.bench.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A rule's row in words: a prediction's verdict, rule and why carried over (a pending one's
 * numbers dropped), the deciding figures as the sentence, else the numbers, else why it is
 * pending; and the rules read back from rows, checks by id.
 */
class RuleRowTest {
    @Test
    void aJudgedPredictionKeepsItsNumbersAndDecidesByThemOrItsSentence() {
        RuleRow row = RuleRow.of("P1", Prediction.judged(false, "harm <= 1", 3),
                List.of("harm 3", "T 1"));
        assertThat(row).isEqualTo(new RuleRow("P1", "harm <= 1", Verdict.RED,
                List.of("harm 3", "T 1"), "", ""));
        assertThat(row.deciding()).isEqualTo("harm 3; T 1");
        RuleRow said = row.withSentence("harm 3 against T's 1");
        assertThat(said).isEqualTo(new RuleRow("P1", "harm <= 1", Verdict.RED,
                List.of("harm 3", "T 1"), "", "harm 3 against T's 1"));
        assertThat(said.deciding()).isEqualTo("harm 3 against T's 1");
        assertThat(RuleRow.of("P2", Prediction.judged(true, "r", 1), List.of()).deciding())
                .isEmpty();
    }

    @Test
    void aPendingPredictionDropsItsNumbersAndDecidesByWhy() {
        RuleRow row = RuleRow.of("P3", Prediction.pending("harm <= 1", "no eval run"),
                List.of("ignored"));
        assertThat(row).isEqualTo(new RuleRow("P3", "harm <= 1", Verdict.PENDING, List.of(),
                "no eval run", ""));
        assertThat(row.deciding()).isEqualTo("pending: no eval run");
        assertThat(row.withSentence("s").deciding()).isEqualTo("pending: no eval run");
    }

    @Test
    void itsComponentsAreCheckedAndItsNumbersCopied() {
        List<String> numbers = new ArrayList<>(List.of("a"));
        RuleRow row = new RuleRow("P", "r", Verdict.GREEN, numbers, "", "");
        numbers.add("b");
        assertThat(row.numbers()).containsExactly("a");
        assertThatThrownBy(() -> new RuleRow(null, "r", Verdict.GREEN, List.of(), "", ""))
                .isInstanceOf(NullPointerException.class).hasMessage("id");
        assertThatThrownBy(() -> new RuleRow("P", null, Verdict.GREEN, List.of(), "", ""))
                .isInstanceOf(NullPointerException.class).hasMessage("rule");
        assertThatThrownBy(() -> new RuleRow("P", "r", null, List.of(), "", ""))
                .isInstanceOf(NullPointerException.class).hasMessage("verdict");
        assertThatThrownBy(() -> new RuleRow("P", "r", Verdict.GREEN, List.of(), null, ""))
                .isInstanceOf(NullPointerException.class).hasMessage("why");
        assertThatThrownBy(() -> new RuleRow("P", "r", Verdict.GREEN, List.of(), "", null))
                .isInstanceOf(NullPointerException.class).hasMessage("sentence");
    }

    @Test
    void rulesReadFromRowsAreChecksByIdElsePredictions() {
        List<RuleRow> rows = List.of(new RuleRow("U1", "u1", Verdict.PENDING, List.of(), "w", ""),
                new RuleRow("U5", "u5", Verdict.PENDING, List.of(), "w", ""));
        assertThat(Rule.of(rows, "U5")).containsExactly(Rule.prediction("U1", "u1"),
                Rule.check("U5", "u5"));
        assertThat(Rule.of(rows)).extracting(Rule::kind).containsExactly(Rule.Kind.PREDICTION,
                Rule.Kind.PREDICTION);
        assertThat(Rule.Kind.CHECK).hasToString("check");
        assertThat(Rule.Kind.PREDICTION).hasToString("prediction");
        assertThatThrownBy(() -> new Rule("P", Rule.Kind.CHECK, null))
                .isInstanceOf(NullPointerException.class).hasMessage("text");
    }

    @Test
    void aPredictionHasNumbersExactlyWhenJudged() {
        assertThat(Prediction.judged(true, "r", 1).verdict()).isEqualTo(Verdict.GREEN);
        assertThat(Prediction.judged(false, "r", 1).verdict()).isEqualTo(Verdict.RED);
        assertThat(Prediction.pending("r", "w")).isEqualTo(new Prediction<>(Verdict.PENDING, "r",
                null, "w"));
        assertThatThrownBy(() -> new Prediction<>(Verdict.GREEN, "r", null, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("green");
        assertThatThrownBy(() -> new Prediction<>(Verdict.PENDING, "r", 1, "w"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("pending");
        assertThatThrownBy(() -> Prediction.judged(true, "r", null))
                .isInstanceOf(NullPointerException.class).hasMessage("numbers");
        assertThatThrownBy(() -> Prediction.pending("r", null))
                .isInstanceOf(NullPointerException.class).hasMessage("why");
        assertThat(Verdict.RED).hasToString("red");
    }
}

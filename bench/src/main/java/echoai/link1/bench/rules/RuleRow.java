package echoai.link1.bench.rules;

import java.util.List;
import java.util.Objects;

/**
 * One judged rule in words, as the report, the glance and the bench's summary show it.
 *
 * @param id the rule's id
 * @param rule the rule as the verdicts state it
 * @param verdict green, red or pending
 * @param numbers the figures behind the verdict, in words (empty when pending)
 * @param why why it is pending ("" when judged)
 * @param sentence the deciding figures in one sentence ("" when the numbers say it)
 */
public record RuleRow(String id, String rule, Verdict verdict, List<String> numbers, String why,
                      String sentence) {
    public RuleRow {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(verdict, "verdict");
        numbers = List.copyOf(numbers);
        Objects.requireNonNull(why, "why");
        Objects.requireNonNull(sentence, "sentence");
    }

    /** A prediction's row: its rule, verdict and why from {@code p}, its numbers given. */
    public static RuleRow of(String id, Prediction<?> p, List<String> numbers) {
        return new RuleRow(id, p.rule(), p.verdict(), p.numbers() == null ? List.of() : numbers,
                p.why() == null ? "" : p.why(), "");
    }

    /** This row with its deciding figures in one sentence. */
    public RuleRow withSentence(String text) {
        return new RuleRow(id, rule, verdict, numbers, why, text);
    }

    /** The deciding figures: the sentence, else the numbers joined, else why it is pending. */
    public String deciding() {
        if (!why.isEmpty()) {
            return "pending: " + why;
        }
        return sentence.isEmpty() ? String.join("; ", numbers) : sentence;
    }
}

package echoai.link1.bench.rules;

import java.util.Objects;

/**
 * One registered rule, as its registration states it: a <em>prediction</em>, which could come
 * out red, or a <em>check</em>, which holds by construction or guards the code (it can only fail
 * through a bug). Both are judged the same way; the report and the glance count them apart.
 *
 * @param id the rule's id ({@code P1}, {@code W6})
 * @param kind prediction or check
 * @param text the rule in words, exactly as the judge writes it into the verdicts
 */
public record Rule(String id, Kind kind, String text) {
    /** What a rule can show. */
    public enum Kind {
        /** It could come out red: the run tests it. */
        PREDICTION,
        /** It holds by construction, or guards the code: red only through a bug. */
        CHECK;

        @Override
        public String toString() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public Rule {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(text, "text");
    }

    /** A prediction. */
    public static Rule prediction(String id, String text) {
        return new Rule(id, Kind.PREDICTION, text);
    }

    /** A check. */
    public static Rule check(String id, String text) {
        return new Rule(id, Kind.CHECK, text);
    }

    /**
     * The rules of judged rows (pending ones will do: their rule text is the judge's own), each
     * a check when its id is among {@code checks}, else a prediction.
     *
     * @param rows the rows, in order
     * @param checks the ids of the checks
     * @return the rules, in the rows' order
     */
    public static java.util.List<Rule> of(java.util.List<RuleRow> rows, String... checks) {
        java.util.Set<String> c = java.util.Set.of(checks);
        return rows.stream().map(r -> new Rule(r.id(), c.contains(r.id()) ? Kind.CHECK
                : Kind.PREDICTION, r.rule())).toList();
    }
}

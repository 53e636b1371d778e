package echoai.link1.bench.rules;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Doc;
import echoai.link1.bench.SeedRange;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A registration's tally, counted from made-up rows: greens, reds and pendings of predictions and
 * of checks apart, every red named in order, and the tally in words (the CLI's line, the tiles'
 * and the glance's cells) with its singulars, its empty parts left out and its not-judged form.
 */
class TallyTest {
    /** Verdicts that are their rows. */
    record Rows(List<RuleRow> rows) {
    }

    /** A registration of {@code rules} whose verdicts are given as rows. */
    static Registration<Rows> registration(List<Rule> rules) {
        return registration(rules, "docs/spec/NEXUS0.md, §2", SeedRange.V1_EVAL);
    }

    /** The same with its spec and eval seeds given. */
    static Registration<Rows> registration(List<Rule> rules, String spec, SeedRange seeds) {
        return new Registration<>() {
            @Override
            public String id() {
                return "X9";
            }

            @Override
            public String title() {
                return "a made-up registration";
            }

            @Override
            public String spec() {
                return spec;
            }

            @Override
            public SeedRange evalSeeds() {
                return seeds;
            }

            @Override
            public List<Doc<?>> sources() {
                return List.of();
            }

            @Override
            public Where where() {
                return new Where.InV2("x9", "", "");
            }

            @Override
            public Class<Rows> verdictType() {
                return Rows.class;
            }

            @Override
            public List<Rule> rules() {
                return rules;
            }

            @Override
            public Rows judge(Sources in) {
                return null;
            }

            @Override
            public List<RuleRow> rows(Rows verdicts) {
                return verdicts.rows();
            }
        };
    }

    private static final List<Rule> THREE_AND_TWO = List.of(Rule.prediction("P1", "p1"),
            Rule.prediction("P2", "p2"), Rule.prediction("P3", "p3"), Rule.check("C1", "c1"),
            Rule.check("C2", "c2"));

    private static RuleRow row(String id, Verdict v) {
        return new RuleRow(id, id.toLowerCase(java.util.Locale.ROOT), v,
                v == Verdict.PENDING ? List.of() : List.of("n"), v == Verdict.PENDING ? "w" : "",
                "");
    }

    private static Tally tally(List<Rule> rules, Verdict... verdicts) {
        List<RuleRow> rows = new ArrayList<>();
        for (int i = 0; i < verdicts.length; i++) {
            rows.add(row(rules.get(i).id(), verdicts[i]));
        }
        return Tally.of(registration(rules), new Rows(rows));
    }

    @Test
    void notJudgedCountsEveryPredictionAndCheckPending() {
        Tally t = Tally.of(registration(THREE_AND_TWO), null);
        assertThat(t).isEqualTo(new Tally("X9", "a made-up registration",
                "docs/spec/NEXUS0.md, §2",
                false, 0, 0, 3, 0, 0, 2, List.of()));
        assertThat(t.line()).isEqualTo("X9 — not judged yet (docs/spec/NEXUS0.md, §2)");
        assertThat(t.predictionsCell()).isEqualTo("not judged yet");
        assertThat(t.checksCell()).isEmpty();
        assertThat(t.allHeld()).isTrue();
    }

    @Test
    void eachVerdictIsCountedInItsOwnColumnAndEveryRedNamedInOrder() {
        Tally t = tally(THREE_AND_TWO, Verdict.RED, Verdict.GREEN, Verdict.PENDING, Verdict.RED,
                Verdict.GREEN);
        assertThat(t).isEqualTo(new Tally("X9", "a made-up registration",
                "docs/spec/NEXUS0.md, §2",
                true, 1, 1, 1, 1, 1, 0, List.of("P1", "C1")));
        assertThat(t.allHeld()).isFalse();
        assertThat(t.line()).isEqualTo("X9 — 3 predictions: 1 green, 1 red, 1 pending; 2 checks:"
                + " 1 held, 1 failed; RED: P1, C1");
        assertThat(t.predictionsCell()).isEqualTo("1 green, 1 red, 1 pending");
        assertThat(t.checksCell()).isEqualTo("1 held, 1 failed");
        Tally checks = tally(THREE_AND_TWO, Verdict.GREEN, Verdict.GREEN, Verdict.GREEN,
                Verdict.PENDING, Verdict.PENDING);
        assertThat(checks).isEqualTo(new Tally("X9", "a made-up registration",
                "docs/spec/NEXUS0.md, §2", true, 3, 0, 0, 0, 0, 2, List.of()));
        assertThat(checks.line()).isEqualTo("X9 — 3 predictions: 3 green; 2 checks: 0 held,"
                + " 2 pending");
        assertThat(checks.checksCell()).as("no check judged").isEmpty();
    }

    @Test
    void oneOfEachIsSingularAndWithoutChecksTheirPartIsLeftOut() {
        Tally one = tally(List.of(Rule.prediction("P1", "p1")), Verdict.GREEN);
        assertThat(one.line()).isEqualTo("X9 — 1 prediction: 1 green");
        assertThat(one.predictionsCell()).isEqualTo("1 green, 0 red");
        assertThat(one.checksCell()).isEmpty();
        assertThat(one.allHeld()).isTrue();
        Tally check = tally(List.of(Rule.prediction("P1", "p1"), Rule.check("C1", "c1")),
                Verdict.GREEN, Verdict.GREEN);
        assertThat(check.line()).isEqualTo("X9 — 1 prediction: 1 green; 1 check: 1 held");
        assertThat(check.checksCell()).isEqualTo("1 held");
        Tally failed = tally(List.of(Rule.check("C1", "c1")), Verdict.RED);
        assertThat(failed.line()).isEqualTo("X9 — 0 predictions: 0 green; 1 check: 0 held,"
                + " 1 failed; RED: C1");
        assertThat(failed.checksCell()).isEqualTo("0 held, 1 failed");
        assertThat(failed.allHeld()).isFalse();
    }

    @Test
    void allHeldNeedsNoRedAndNoFailure() {
        assertThat(new Tally("a", "t", "s", true, 2, 0, 1, 2, 0, 1, List.of()).allHeld()).isTrue();
        assertThat(new Tally("a", "t", "s", true, 2, 1, 0, 2, 0, 0, List.of("P")).allHeld())
                .isFalse();
        assertThat(new Tally("a", "t", "s", true, 2, 0, 0, 2, 1, 0, List.of("C")).allHeld())
                .isFalse();
        assertThat(new Tally("a", "t", "s", false, 0, 0, 0, 3, 0, 0, List.of()).checksCell())
                .as("not judged").isEmpty();
        List<String> reds = new ArrayList<>(List.of("P"));
        Tally copied = new Tally("a", "t", "s", true, 0, 1, 0, 0, 0, 0, reds);
        reds.add("Q");
        assertThat(copied.reds()).containsExactly("P");
    }
}

package echoai.link1.bench.rules;

import echoai.link1.bench.Doc;
import echoai.link1.bench.SeedRange;
import java.util.List;

/**
 * One registration: rules written into {@code docs/spec/} before the eval run they judge, with
 * the documents they are judged from, the eval seeds they hold, and where their verdicts go.
 * The registry lists each once; the bench's judgement, the report's section and tile, the
 * glance and {@code docs/bench/} iterate it.
 *
 * @param <V> the record of its verdicts
 */
public interface Registration<V extends Record> {
    /** Its id on the tile and in the glance ({@code v1}, {@code V2-1}, {@code E8}). */
    String id();

    /** What it asks, in a few words. */
    String title();

    /** Where its rules are written: the spec file and section ({@code docs/spec/E8.md, §1–8}). */
    String spec();

    /** The spec file alone ({@code docs/spec/E8.md}). */
    default String specFile() {
        int comma = spec().indexOf(',');
        return comma < 0 ? spec() : spec().substring(0, comma);
    }

    /** Its eval seeds. */
    SeedRange evalSeeds();

    /**
     * Whether it came after earlier registrations had run on their eval seeds, and so holds a
     * fresh range of its own (the registry refuses one that overlaps an earlier registration's).
     */
    default boolean fresh() {
        return false;
    }

    /** The label a document of its eval run carries as its seed set. */
    default String evalLabel() {
        return evalSeeds().equals(SeedRange.V1_EVAL) ? "eval" : evalSeeds().label();
    }

    /** Whether only a run on its eval seeds is judged (the v1 rules judge any run). */
    default boolean judgesEvalOnly() {
        return true;
    }

    /** The documents it is judged from, in order. */
    List<Doc<?>> sources();

    /** Where its verdicts go. */
    Where where();

    /** The record of its verdicts. */
    Class<V> verdictType();

    /** Its rules, in order: predictions and checks. */
    List<Rule> rules();

    /**
     * Its verdicts from the documents at hand, or null when there is nothing to judge (no
     * source of its seeds, or not the ones it needs).
     *
     * @param in the documents (of its eval seeds, unless {@link #judgesEvalOnly()} is false)
     * @return the verdicts, or null
     */
    V judge(Sources in);

    /**
     * Its verdicts when none of its sources is at hand: every rule pending, with why; null
     * when it has no pending form.
     *
     * @param why why they are pending
     * @return the pending verdicts, or null
     */
    default V pending(String why) {
        return null;
    }

    /**
     * Whether its pending verdicts are written when none of its sources is at hand (V2-1 and
     * V2-2, the first registrations of v2); the later ones are left out until they run.
     */
    default boolean writtenWhenNotRun() {
        return false;
    }

    /** Whether judging it is slow (minutes): then only a run of its own or {@code --judge} does. */
    default boolean slowJudge() {
        return false;
    }

    /** Each rule judged, in words, in the order of {@link #rules()}. */
    List<RuleRow> rows(V verdicts);
}

package echoai.link1.bench.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * One registration's verdicts counted: predictions green, red and pending, checks held, failed
 * and pending, and every red named (a failed check is a red too). The tiles, the glance and the
 * bench's last lines all say this.
 *
 * @param id the registration's id
 * @param title what it asks
 * @param spec where it is registered
 * @param judged whether any verdict is written (false: its eval run has not been judged)
 * @param green predictions green
 * @param red predictions red
 * @param pending predictions pending
 * @param held checks that held
 * @param failed checks that failed
 * @param checksPending checks pending
 * @param reds the ids of the red predictions and failed checks, in order
 */
public record Tally(String id, String title, String spec, boolean judged, int green, int red,
                    int pending, int held, int failed, int checksPending, List<String> reds) {
    public Tally {
        reds = List.copyOf(reds);
    }

    /**
     * The tally of {@code r}'s verdicts.
     *
     * @param r the registration
     * @param verdicts its verdicts, or null when none are written
     * @param <V> their record
     * @return the tally (all zero and not judged when {@code verdicts} is null)
     */
    public static <V extends Record> Tally of(Registration<V> r, V verdicts) {
        if (verdicts == null) {
            long predictions = r.rules().stream().filter(x -> x.kind() == Rule.Kind.PREDICTION)
                    .count();
            return new Tally(r.id(), r.title(), r.spec(), false, 0, 0, (int) predictions, 0, 0,
                    r.rules().size() - (int) predictions, List.of());
        }
        Map<String, Rule.Kind> kinds = r.rules().stream().collect(Collectors.toMap(Rule::id,
                Rule::kind));
        int[] n = new int[6];
        List<String> reds = new ArrayList<>();
        for (RuleRow row : r.rows(verdicts)) {
            boolean check = kinds.get(row.id()) == Rule.Kind.CHECK;
            int at = (check ? 3 : 0) + switch (row.verdict()) {
                case GREEN -> 0;
                case RED -> 1;
                case PENDING -> 2;
            };
            n[at]++;
            if (row.verdict() == Verdict.RED) {
                reds.add(row.id());
            }
        }
        return new Tally(r.id(), r.title(), r.spec(), true, n[0], n[1], n[2], n[3], n[4], n[5],
                reds);
    }

    /** Whether nothing is red and nothing failed. */
    public boolean allHeld() {
        return red == 0 && failed == 0;
    }

    /**
     * The tally in one line: "E8 — 3 predictions green; 3 checks held", reds named
     * ("RED: W1"), or "not judged yet".
     *
     * @return the line
     */
    public String line() {
        if (!judged) {
            return id + " — not judged yet (" + spec + ")";
        }
        List<String> parts = new ArrayList<>();
        parts.add(counts(green, red, pending, "prediction", "green", "red"));
        if (held + failed + checksPending > 0) {
            parts.add(counts(held, failed, checksPending, "check", "held", "failed"));
        }
        return id + " — " + String.join("; ", parts) + (reds.isEmpty() ? ""
                : "; RED: " + String.join(", ", reds));
    }

    /**
     * The predictions in a table cell: "4 green, 0 red" (", 1 pending" when one is), or "not
     * judged yet".
     *
     * @return the cell
     */
    public String predictionsCell() {
        return judged ? green + " green, " + red + " red"
                + (pending == 0 ? "" : ", " + pending + " pending") : "not judged yet";
    }

    /**
     * The checks in a table cell: "3 held" (", 1 failed" when one did), or empty when it has no
     * check judged.
     *
     * @return the cell
     */
    public String checksCell() {
        return judged && held + failed > 0 ? held + " held"
                + (failed == 0 ? "" : ", " + failed + " failed") : "";
    }

    private static String counts(int ok, int bad, int open, String noun, String okWord,
                                 String badWord) {
        int all = ok + bad + open;
        Function<Integer, String> plural = k -> k == 1 ? noun : noun + "s";
        List<String> words = new ArrayList<>();
        words.add(ok + " " + okWord);
        if (bad > 0) {
            words.add(bad + " " + badWord);
        }
        if (open > 0) {
            words.add(open + " pending");
        }
        return all + " " + plural.apply(all) + ": " + String.join(", ", words);
    }
}

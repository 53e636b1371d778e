package echoai.link1.report;

/**
 * A generated block between two marker lines of a hand-written file, such as the verdicts at a
 * glance between {@code <!-- glance:begin -->} and {@code <!-- glance:end -->} in README.md.
 * Only the text between the markers is ever replaced; a marker counts only when it stands alone
 * on its line (a marker quoted inside a sentence is not one).
 *
 * @param begin the opening marker line, e.g. {@code <!-- glance:begin -->}
 * @param end the closing marker line
 */
public record Markers(String begin, String end) {
    /** The README's verdicts at a glance. */
    public static final Markers GLANCE = new Markers("<!-- glance:begin -->",
            "<!-- glance:end -->");

    public Markers {
        if (begin.isBlank() || end.isBlank() || begin.equals(end)) {
            throw new IllegalArgumentException("markers must be two different non-blank lines: "
                    + begin + ", " + end);
        }
    }

    /**
     * {@code text} with what stands between the marker lines replaced by {@code generated}
     * (one blank line either side).
     *
     * @throws IllegalArgumentException when a marker is missing, repeated or out of order
     */
    public String splice(String text, String generated) {
        int b = markerLine(text, begin);
        int e = markerLine(text, end);
        if (b < 0 || e < 0 || e < b) {
            throw new IllegalArgumentException("needs one line " + begin + " and, after it, one "
                    + "line " + end);
        }
        return text.substring(0, b + begin.length()) + "\n\n" + generated.strip() + "\n\n"
                + text.substring(e);
    }

    /** The offset of the one line equal to {@code marker}; −1 if none or more than one. */
    private static int markerLine(String text, String marker) {
        int found = -1;
        int at = 0;
        for (String line : text.split("\n", -1)) {
            if (line.strip().equals(marker)) {
                if (found >= 0) {
                    return -1;
                }
                found = at + line.indexOf(marker);
            }
            at += line.length() + 1;
        }
        return found;
    }
}

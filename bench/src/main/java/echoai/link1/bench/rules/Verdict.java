package echoai.link1.bench.rules;

import java.util.Locale;

/**
 * A prediction's verdict. Written in lower case ({@link #toString()}: {@code green}, {@code red},
 * {@code pending}); the bench's mapper writes and reads enums through {@code toString}.
 */
public enum Verdict {
    /** The registered rule holds. */
    GREEN,
    /** The registered rule fails. */
    RED,
    /** The files the rule needs are not there yet. */
    PENDING;

    /**
     * The verdict of a judged rule.
     *
     * @param holds whether the rule holds
     * @return GREEN when {@code holds}, RED otherwise
     */
    public static Verdict of(boolean holds) {
        return holds ? GREEN : RED;
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}

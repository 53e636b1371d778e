package echoai.link1.bench.rules;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Objects;

/**
 * One registered prediction judged: its verdict, its rule, and the numbers behind the verdict
 * (or, when pending, why). Written without the keys that are null.
 *
 * @param verdict the verdict
 * @param rule    the registered rule, in words
 * @param numbers the figures the verdict rests on, or null when pending
 * @param why     why the prediction is pending, or null when judged
 * @param <N> the prediction's numbers
 */
@JsonInclude(value = JsonInclude.Include.NON_NULL, content = JsonInclude.Include.NON_NULL)
public record Prediction<N>(Verdict verdict, String rule, N numbers, String why) {
    /**
     * Checks the components.
     *
     * @param verdict the verdict, never null
     * @param rule the registered rule, never null
     * @param numbers the figures, null exactly when pending
     * @param why why the prediction is pending, or null
     * @throws IllegalArgumentException when {@code numbers} is null and the verdict is not pending, or the reverse
     * @throws NullPointerException when {@code verdict} or {@code rule} is null
     */
    public Prediction {
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(rule, "rule");
        if ((verdict == Verdict.PENDING) != (numbers == null)) {
            throw new IllegalArgumentException("numbers must be null exactly when pending: "
                    + verdict);
        }
    }

    /**
     * A judged prediction.
     *
     * @param <N> the type of the numbers
     * @param holds whether the rule holds
     * @param rule the registered rule
     * @param numbers the figures, never null
     * @return green when {@code holds}, else red
     */
    public static <N> Prediction<N> judged(boolean holds, String rule, N numbers) {
        return new Prediction<>(Verdict.of(holds), rule, Objects.requireNonNull(numbers,
                "numbers"), null);
    }

    /**
     * A prediction that cannot be judged yet.
     *
     * @param <N> the type of the numbers
     * @param rule the registered rule
     * @param why why it is pending, never null
     * @return the pending prediction
     */
    public static <N> Prediction<N> pending(String rule, String why) {
        return new Prediction<>(Verdict.PENDING, rule, null, Objects.requireNonNull(why, "why"));
    }
}

package echoai.link1.fec;

/**
 * What one {@link Rs1511#decode} did, as one immutable value: the block is now a codeword
 * ({@link Corrected}: errors corrected besides the erasures, erasures given) or it could not be
 * decoded and is unchanged ({@link Failed}: why, erasures given).
 *
 * <p>There are only 29 possible outcomes (9 corrected with 2e + f ≤ 4, 4 reasons × 5 erasure
 * counts), so the decoder hands out canonical instances built once with the class: its hot path allocates nothing, yet its result is a type the caller cannot misread (no
 * sentinel, no state to read back afterwards, nothing that a second decode overwrites). Instances
 * are equal by value like any record; the canonical ones are also identical.
 */
public sealed interface RsOutcome permits RsOutcome.Corrected, RsOutcome.Failed {

    /**
     * Erasures the decoder was given.
     *
     * @return 0..4
     */
    int erasures();

    /**
     * Whether the block is now a codeword.
     *
     * @return true for {@link Corrected}
     */
    boolean isCorrected();

    /**
     * The block is a codeword: {@code errors} corrected besides {@code erasures} erasures,
     * 2·errors + erasures ≤ 4.
     */
    record Corrected(int errors, int erasures) implements RsOutcome {
        /**
         * Checks 2·errors + erasures ≤ 4, both ≥ 0.
         *
         * @param errors errors corrected
         * @param erasures erasures given
         * @throws IllegalArgumentException when the counts are out of range
         */
        public Corrected {
            if (errors < 0 || erasures < 0 || 2 * errors + erasures > Rs1511.PARITY) {
                throw new IllegalArgumentException(
                        "2*errors + erasures must be in [0, 4]: " + errors + ", " + erasures);
            }
        }

        @Override
        public boolean isCorrected() {
            return true;
        }
    }

    /** The block could not be decoded and was left untouched: why, with 0..4 erasures given. */
    record Failed(Rs1511.Failure reason, int erasures) implements RsOutcome {
        /**
         * Checks a non-null reason and erasures in [0, 4].
         *
         * @param reason why decoding failed
         * @param erasures erasures given
         * @throws IllegalArgumentException when {@code reason} is null or {@code erasures} is outside 0..4
         */
        public Failed {
            if (reason == null) {
                throw new IllegalArgumentException("reason must not be null");
            }
            if (erasures < 0 || erasures > Rs1511.MAX_ERASURES) {
                throw new IllegalArgumentException("erasures must be in [0, 4]: " + erasures);
            }
        }

        @Override
        public boolean isCorrected() {
            return false;
        }
    }
}

package echoai.link1.bench.e1;


import echoai.link1.bench.Copies;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * {@code E1.json}: facts about RS(15,11) — random and exhaustive patterns within capacity, and
 * beyond it failures reported vs miscorrections.
 *
 * @param schemaVersion              the results schema version
 * @param experiment                 {@code E1}
 * @param title                      one line saying what it measures
 * @param seedSet                    the seed set's label
 * @param seedBase                   the seed set's base
 * @param seed                       the derived seed
 * @param seedDerivation             how the seed was derived
 * @param code                       the code
 * @param randomBlocks               random blocks with 0, 1 or 2 errors
 * @param exhaustiveErrors           every 1- and 2-error pattern in a few codewords
 * @param exhaustiveErasures         every erasure pattern with 2e + s ≤ 4, s ≥ 1
 * @param beyondCapacity             3 and 4 random errors, errors-only decoding
 * @param allWithinCapacityCorrected every pattern within capacity was corrected
 */
public record E1Result(int schemaVersion, String experiment, String title, String seedSet,
                       int seedBase, long seed, String seedDerivation, Code code,
                       RandomBlocks randomBlocks, ExhaustiveErrors exhaustiveErrors,
                       ExhaustiveErasures exhaustiveErasures, List<BeyondCapacity> beyondCapacity,
                       boolean allWithinCapacityCorrected) {
    /**
     * Checks the components and copies the collections.
     *
     * @param schemaVersion the results schema version
     * @param experiment {@code E1}
     * @param title one line saying what it measures
     * @param seedSet the seed set's label
     * @param seedBase the seed set's base
     * @param seed the derived seed
     * @param seedDerivation how the seed was derived
     * @param code the code
     * @param randomBlocks random blocks with 0, 1 or 2 errors
     * @param exhaustiveErrors every 1- and 2-error pattern in a few codewords
     * @param exhaustiveErasures every erasure pattern with 2e + s ≤ 4, s ≥ 1
     * @param beyondCapacity 3 and 4 random errors, errors-only decoding
     * @param allWithinCapacityCorrected every pattern within capacity was corrected
     * @throws NullPointerException when a required component is null
     */
    public E1Result {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(randomBlocks, "randomBlocks");
        Objects.requireNonNull(exhaustiveErrors, "exhaustiveErrors");
        Objects.requireNonNull(exhaustiveErasures, "exhaustiveErasures");
        beyondCapacity = List.copyOf(beyondCapacity);
    }

    /**
     * The code.
     *
     * @param n                  symbols per block
     * @param k                  data symbols per block
     * @param field              the field and its primitive polynomial
     * @param generatorHighFirst the generator's coefficients, highest degree first
     */
    public record Code(int n, int k, String field, List<Integer> generatorHighFirst) {
        /**
         * The components, the collections copied.
         *
         * @param n symbols per block
         * @param k data symbols per block
         * @param field the field and its primitive polynomial
         * @param generatorHighFirst the generator's coefficients, highest degree first
         */
        public Code {
            generatorHighFirst = List.copyOf(generatorHighFirst);
        }
    }

    /**
     * Decoder outcomes against the sent codeword.
     *
     * @param patterns            patterns decoded
     * @param corrected           decoded to the sent codeword
     * @param failureReported     the decoder reported failure
     * @param miscorrected        decoded to another codeword
     * @param returnedNonCodeword returned something that is not a codeword (must be 0)
     * @param wrongErrorCount     corrected, but with a wrong reported error count
     * @param allCorrected        every expected pattern corrected with the right count
     */
    public record Tally(long patterns, long corrected, long failureReported, long miscorrected,
                        long returnedNonCodeword, long wrongErrorCount, boolean allCorrected) {
    }

    /**
     * Random blocks with a uniform number of errors in {0, 1, 2}.
     *
     * @param blocks                 blocks decoded
     * @param errorCountDistribution how the errors were drawn
     * @param blocksByErrors         blocks per error count, keyed "0", "1", "2"
     * @param patterns            see {@link Tally}
     * @param corrected           see {@link Tally}
     * @param failureReported     see {@link Tally}
     * @param miscorrected        see {@link Tally}
     * @param returnedNonCodeword see {@link Tally}
     * @param wrongErrorCount     see {@link Tally}
     * @param allCorrected        see {@link Tally}
     */
    public record RandomBlocks(int blocks, String errorCountDistribution,
                               Map<String, Long> blocksByErrors, long patterns, long corrected,
                               long failureReported, long miscorrected, long returnedNonCodeword,
                               long wrongErrorCount, boolean allCorrected) {
        /**
         * The components, the collections copied.
         *
         * @param blocks blocks decoded
         * @param errorCountDistribution how the errors were drawn
         * @param blocksByErrors blocks per error count, keyed "0", "1", "2"
         * @param patterns see {@link Tally}
         * @param corrected see {@link Tally}
         * @param failureReported see {@link Tally}
         * @param miscorrected see {@link Tally}
         * @param returnedNonCodeword see {@link Tally}
         * @param wrongErrorCount see {@link Tally}
         * @param allCorrected see {@link Tally}
         */
        public RandomBlocks {
            blocksByErrors = Copies.ordered(blocksByErrors);
        }
    }

    /**
     * Every 1- and 2-error pattern in {@code codewords} codewords.
     *
     * @param codewords    codewords used
     * @param patterns     patterns in all
     * @param oneError     the single errors
     * @param twoErrors    the error pairs
     * @param allCorrected all corrected
     */
    public record ExhaustiveErrors(int codewords, long patterns, Tally oneError, Tally twoErrors,
                                   boolean allCorrected) {
    }

    /**
     * Every erasure pattern with 2e + s ≤ 4, s ≥ 1.
     *
     * @param codewords    codewords used
     * @param erasedValues what the erased symbols were set to
     * @param byPattern    per (errors, erasures)
     * @param patterns     patterns in all
     * @param allCorrected all corrected
     */
    public record ExhaustiveErasures(int codewords, String erasedValues,
                                     List<ErasurePattern> byPattern, long patterns,
                                     boolean allCorrected) {
        /**
         * The components, the collections copied.
         *
         * @param codewords codewords used
         * @param erasedValues what the erased symbols were set to
         * @param byPattern per (errors, erasures)
         * @param patterns patterns in all
         * @param allCorrected all corrected
         */
        public ExhaustiveErasures {
            byPattern = List.copyOf(byPattern);
        }
    }

    /**
     * One (errors, erasures) combination.
     *
     * @param errors              errors per pattern
     * @param erasures            erasures per pattern
     * @param patterns            see {@link Tally}
     * @param corrected           see {@link Tally}
     * @param failureReported     see {@link Tally}
     * @param miscorrected        see {@link Tally}
     * @param returnedNonCodeword see {@link Tally}
     * @param wrongErrorCount     see {@link Tally}
     * @param allCorrected        see {@link Tally}
     */
    public record ErasurePattern(int errors, int erasures, long patterns, long corrected,
                                 long failureReported, long miscorrected,
                                 long returnedNonCodeword, long wrongErrorCount,
                                 boolean allCorrected) {
    }

    /**
     * Beyond capacity: random errors decoded errors-only.
     *
     * @param errors                        errors per block
     * @param blocks                        blocks decoded
     * @param decoder                       the decoder used
     * @param failureReported               failures reported
     * @param miscorrectedToAnotherCodeword decoded to another codeword
     * @param decodedToTheSentCodeword      decoded to the sent codeword anyway
     * @param returnedNonCodeword           non-codewords returned (must be 0)
     * @param failureReportedRatio          failures / blocks, 4 decimals
     * @param miscorrectedRatio             miscorrections / blocks, 4 decimals
     * @param failureReasons                failures by the decoder's reason name
     *                                      ({@code TOO_MANY_ERRORS}, …), reasons seen only
     */
    public record BeyondCapacity(int errors, int blocks, String decoder, long failureReported,
                                 long miscorrectedToAnotherCodeword, long decodedToTheSentCodeword,
                                 long returnedNonCodeword, BigDecimal failureReportedRatio,
                                 BigDecimal miscorrectedRatio, Map<String, Long> failureReasons) {
        /**
         * The components, the collections copied.
         *
         * @param errors errors per block
         * @param blocks blocks decoded
         * @param decoder the decoder used
         * @param failureReported failures reported
         * @param miscorrectedToAnotherCodeword decoded to another codeword
         * @param decodedToTheSentCodeword decoded to the sent codeword anyway
         * @param returnedNonCodeword non-codewords returned (must be 0)
         * @param failureReportedRatio failures / blocks, 4 decimals
         * @param miscorrectedRatio miscorrections / blocks, 4 decimals
         * @param failureReasons failures by the decoder's reason name
         *     ({@code TOO_MANY_ERRORS}, …), reasons seen only
         */
        public BeyondCapacity {
            failureReasons = Copies.ordered(failureReasons);
        }
    }
}

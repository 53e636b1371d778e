package echoai.link1.bench.e0;


import echoai.link1.bench.Copies;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * {@code E0.json}: frame and postcard integrity — the round trip of random postcards through the
 * 22-byte frame, then 1-, 2- and 3-byte corruptions counted by the check that caught them.
 *
 * @param schemaVersion the results schema version
 * @param experiment    {@code E0}
 * @param title         one line saying what it measures
 * @param seedSet       the seed set's label ({@code dev}, {@code eval}, …)
 * @param config        what was run
 * @param roundTrip     the uncorrupted round trip
 * @param corruption    one tally per corruption size, in {@link Config#corruptedBytes()} order
 */
public record E0Result(int schemaVersion, String experiment, String title, String seedSet,
                       Config config, RoundTrip roundTrip, List<Corruption> corruption) {
    /**
     * Checks the components and copies the collections.
     *
     * @param schemaVersion the results schema version
     * @param experiment {@code E0}
     * @param title one line saying what it measures
     * @param seedSet the seed set's label ({@code dev}, {@code eval}, …)
     * @param config what was run
     * @param roundTrip the uncorrupted round trip
     * @param corruption one tally per corruption size, in {@link Config#corruptedBytes()} order
     * @throws NullPointerException when a required component is null
     */
    public E0Result {
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(roundTrip, "roundTrip");
        corruption = List.copyOf(corruption);
    }

    /**
     * What E0 ran.
     *
     * @param postcards                     random postcards
     * @param corruptedBytes                the corruption sizes, in bytes
     * @param corruptionsPerPostcardPerSize corruptions per postcard and size
     * @param corruption                    how a byte is corrupted
     * @param checkOrder                    the parser's checks, in order
     * @param seedBase                      the seed set's base
     * @param seedStream                    the stream name mixed into the seed
     * @param seed                          the derived seed, {@code 0x} and 16 hex digits
     */
    public record Config(int postcards, List<Integer> corruptedBytes,
                         int corruptionsPerPostcardPerSize, String corruption, String checkOrder,
                         int seedBase, String seedStream, String seed) {
        /**
         * The components, the collections copied.
         *
         * @param postcards random postcards
         * @param corruptedBytes the corruption sizes, in bytes
         * @param corruptionsPerPostcardPerSize corruptions per postcard and size
         * @param corruption how a byte is corrupted
         * @param checkOrder the parser's checks, in order
         * @param seedBase the seed set's base
         * @param seedStream the stream name mixed into the seed
         * @param seed the derived seed, {@code 0x} and 16 hex digits
         */
        public Config {
            corruptedBytes = List.copyOf(corruptedBytes);
        }
    }

    /**
     * The uncorrupted round trip.
     *
     * @param postcards postcards framed and parsed
     * @param equal     parsed back equal
     * @param notEqual  not equal
     */
    public record RoundTrip(int postcards, int equal, int notEqual) {
    }

    /**
     * One corruption size.
     *
     * @param corruptedBytes     bytes corrupted per frame
     * @param trials             corrupted frames parsed
     * @param detected           rejected by some check
     * @param detectedBy         rejections per check, keyed by the parser's reason name
     *                           ({@code CRC_MISMATCH}, …) in check order
     * @param undetected         accepted although corrupted
     * @param undetectedRatio    undetected / trials, 6 decimals
     * @param undetectedExamples the first undetected corruptions, in full
     */
    public record Corruption(int corruptedBytes, long trials, long detected,
                             Map<String, Long> detectedBy, long undetected,
                             BigDecimal undetectedRatio, List<FramePair> undetectedExamples) {
        /**
         * Checks the components and copies the collections.
         *
         * @param corruptedBytes bytes corrupted per frame
         * @param trials corrupted frames parsed
         * @param detected rejected by some check
         * @param detectedBy rejections per check, keyed by the parser's reason name
         *     ({@code CRC_MISMATCH}, …) in check order
         * @param undetected accepted although corrupted
         * @param undetectedRatio undetected / trials, 6 decimals
         * @param undetectedExamples the first undetected corruptions, in full
         * @throws NullPointerException when a required component is null
         */
        public Corruption {
            detectedBy = Copies.ordered(detectedBy);
            Objects.requireNonNull(undetectedRatio, "undetectedRatio");
            undetectedExamples = List.copyOf(undetectedExamples);
        }
    }

    /**
     * A frame sent and the corrupted copy the parser accepted.
     *
     * @param sent     the frame sent, hex
     * @param received the corrupted copy, hex
     */
    public record FramePair(String sent, String received) {
    }
}

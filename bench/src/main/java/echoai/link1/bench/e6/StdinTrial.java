package echoai.link1.bench.e6;

import java.util.Objects;

/**
 * One abused-stdin trial of {@code link1 listen} (E6 and reliability): garbage, a truncated last
 * frame or a pipe closed at once.
 *
 * @param seed           world seed
 * @param trial          the trial's name ({@code garbage_before_and_between}, …)
 * @param bytes          bytes written to B's stdin
 * @param exitCode       B's exit code
 * @param postcardsLost  B's postcards lost (−1 when B failed)
 * @param expectedLost   the frames the trial destroys on purpose
 * @param acceptedCorrupt B's accepted corrupt frames (−1 when B failed)
 * @param ok             exit 0, lost as expected, nothing corrupt accepted
 */
public record StdinTrial(long seed, String trial, int bytes, int exitCode, int postcardsLost,
                         int expectedLost, int acceptedCorrupt, boolean ok) {
    /**
     * Checks the components.
     *
     * @param seed world seed
     * @param trial the trial's name ({@code garbage_before_and_between}, …)
     * @param bytes bytes written to B's stdin
     * @param exitCode B's exit code
     * @param postcardsLost B's postcards lost (−1 when B failed)
     * @param expectedLost the frames the trial destroys on purpose
     * @param acceptedCorrupt B's accepted corrupt frames (−1 when B failed)
     * @param ok exit 0, lost as expected, nothing corrupt accepted
     * @throws NullPointerException when a required component is null
     */
    public StdinTrial {
        Objects.requireNonNull(trial, "trial");
    }
}

package echoai.link1.bench.reliability;

import com.fasterxml.jackson.annotation.JsonInclude;

import echoai.link1.bench.Copies;
import echoai.link1.bench.e2.NoiseRun;
import echoai.link1.bench.e6.StdinTrial;
import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;

/**
 * {@code reliability.json}: what is accepted that should not be — random frames, noise-only
 * audio, frames at a high nibble error rate, garbage on B's stdin. Corrupt frames carry the
 * names of every air result ({@link echoai.link1.bench.air.AirPoint}): {@code corrupt_passed_crc}, {@code
 * accepted_corrupt} (past every frame check), {@code corrupt_speech_shaped}.
 *
 * @param schemaVersion the results schema version
 * @param experiment    {@code reliability}
 * @param title         one line saying what it measures
 * @param seedSet       the seed set's label
 * @param randomFrames  part 1: random 22-byte strings offered to the parser
 * @param noiseOnly     part 2: noise-only audio (reused from extended E2)
 * @param airFrames     part 3: real frames through modem and room at a high error rate
 * @param stdin         part 4: B's stdin abused
 */
public record ReliabilityResult(int schemaVersion, String experiment, String title,
                                String seedSet, RandomFrames randomFrames, NoiseOnly noiseOnly,
                                AirFrames airFrames, Stdin stdin) {
    /**
     * Checks the components.
     *
     * @param schemaVersion the results schema version
     * @param experiment {@code reliability}
     * @param title one line saying what it measures
     * @param seedSet the seed set's label
     * @param randomFrames part 1: random 22-byte strings offered to the parser
     * @param noiseOnly part 2: noise-only audio (reused from extended E2)
     * @param airFrames part 3: real frames through modem and room at a high error rate
     * @param stdin part 4: B's stdin abused
     * @throws NullPointerException when a required component is null
     */
    public ReliabilityResult {
        Objects.requireNonNull(randomFrames, "randomFrames");
        Objects.requireNonNull(noiseOnly, "noiseOnly");
        Objects.requireNonNull(airFrames, "airFrames");
        Objects.requireNonNull(stdin, "stdin");
    }

    /**
     * Part 1.
     *
     * @param seed                    the seed of the random frames
     * @param frames                  frames offered
     * @param corruptPassedCrc         frames passing the CRC alone (every random frame is
     *                                 corrupt)
     * @param corruptPassedCrcExpected frames / 65536, 2 decimals
     * @param acceptedCorrupt          frames passing every check of the parser
     * @param corruptSpeechShaped      those with a speech act's exact shape too
     */
    public record RandomFrames(long seed, int frames, long corruptPassedCrc,
                               BigDecimal corruptPassedCrcExpected, long acceptedCorrupt,
                               long corruptSpeechShaped) {
    }

    /**
     * Part 2. When the extended E2 file is missing, only source and status are set (the other
     * keys are left out).
     *
     * @param source          the file reused and the command that makes it
     * @param status          {@code reused}, or why not
     * @param runs            the noise-only runs, or null
     * @param candidatesTried candidates over the runs, or null
     * @param corruptPassedCrc    frames delivered past the receiver's CRC over the runs, or
     *                            null
     * @param acceptedCorrupt     of those, past every check of the parser, or null
     * @param corruptSpeechShaped of those, with a speech act's shape, or null
     */
    @JsonInclude(value = JsonInclude.Include.NON_NULL, content = JsonInclude.Include.NON_NULL)
    public record NoiseOnly(String source, String status, List<NoiseRun> runs,
                            Long candidatesTried, Long corruptPassedCrc, Long acceptedCorrupt,
                            Long corruptSpeechShaped) {
        /**
         * The components, the collections copied.
         *
         * @param source the file reused and the command that makes it
         * @param status {@code reused}, or why not
         * @param runs the noise-only runs, or null
         * @param candidatesTried candidates over the runs, or null
         * @param corruptPassedCrc frames delivered past the receiver's CRC over the runs, or
         *     null
         * @param acceptedCorrupt of those, past every check of the parser, or null
         * @param corruptSpeechShaped of those, with a speech act's shape, or null
         */
        public NoiseOnly {
            runs = Copies.list(runs);
        }
    }

    /**
     * Part 3.
     *
     * @param seed                             the run's seed
     * @param k                                tone groups (1)
     * @param room                             the room's label
     * @param snrDb                            SNR in dB
     * @param frames                           frames sent
     * @param correct                          received byte-equal
     * @param lost                             not received
     * @param corruptPassedCrc                 delivered past the receiver's CRC, not sent
     * @param corruptPassedCrcPerMillion       per million frames, 3 decimals
     * @param acceptedCorrupt                  those that pass every check of the parser
     * @param corruptSpeechShaped              those with a speech act's shape too
     * @param correctDecodeRate                correct / frames, 6 decimals
     * @param candidates                       candidates decoded
     * @param nibbleErrorRate                  raw nibble errors of matched candidates, 4 decimals
     */
    public record AirFrames(long seed, int k, String room, BigDecimal snrDb, long frames,
                            long correct, long lost, long corruptPassedCrc,
                            BigDecimal corruptPassedCrcPerMillion, long acceptedCorrupt,
                            long corruptSpeechShaped, BigDecimal correctDecodeRate,
                            long candidates, BigDecimal nibbleErrorRate) {
    }

    /**
     * Part 4.
     *
     * @param trials    the trials
     * @param trialsRun trials run
     * @param trialsOk  trials that passed
     */
    public record Stdin(List<StdinTrial> trials, int trialsRun, int trialsOk) {
        /**
         * The components, the collections copied.
         *
         * @param trials the trials
         * @param trialsRun trials run
         * @param trialsOk trials that passed
         */
        public Stdin {
            trials = List.copyOf(trials);
        }
    }
}

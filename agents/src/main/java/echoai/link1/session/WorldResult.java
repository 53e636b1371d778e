package echoai.link1.session;

import java.util.Objects;

/**
 * One arm in one world: the row of E4/E5 (keys: the components in snake_case).
 *
 * <p>Corrupt frames are counted at three levels (the names every air result uses): a frame is
 * corrupt when it is not byte-equal to any frame sent; {@code corrupt_passed_crc} counts those
 * whose CRC passed at B's frame decoder (candidates found at a {@code 'W'}), {@code
 * accepted_corrupt} those of them delivered to B, i.e. past every frame check (the spec's
 * "accepted corrupt"), and {@code corrupt_speech_shaped} those of them that also had a speech
 * act's exact shape.
 *
 * @param seed                  world seed
 * @param arm                   arm name (S, T, X, L, D, E5, …)
 * @param firstVisitHarm        cells whose first action by B (after the gate) got r &lt; 0
 * @param harm                  B's turns with r &lt; 0
 * @param totalReturn           B's sum of rewards
 * @param diversions            B's diversions (proposal-time, vetoed ones included)
 * @param sitesCounted          distinct referents B observed (its CAM)
 * @param gateVetoes            B's gate vetoes
 * @param postcards             frames sent to B (E5: ASKs + answers)
 * @param postcardsLost         sent frames that did not arrive byte-equal
 * @param acceptedCorrupt       corrupt frames past every frame check (delivered to B)
 * @param corruptPassedCrc      corrupt frames whose CRC passed at B's decoder (≥ accepted)
 * @param corruptSpeechShaped   accepted corrupt frames with a speech act's shape (≤ accepted)
 * @param falseFacts            NEXUS-0 auditor
 * @param destroyed             NEXUS-0 auditor
 * @param cortexCalls           B's cortex calls
 * @param testimonyCoreWrites   hear() calls that changed the core digest
 * @param replayMatches         the deaf replay twin ends with B's digest
 * @param unexplainedDiversions oracle mismatches
 * @param oracleTurns           turns the oracle checked ({@value #LIFE_TURNS} for P3)
 * @param auditedTurns          turns the NEXUS-0 auditor checked ({@value #LIFE_TURNS} for P3)
 * @param heardBytes            bytes B took in (whatever the chunking)
 * @param digestCheckedBytes    of those, bytes taken in inside a hear() that compared the core
 *                              digest before and after (= heardBytes for P3)
 * @param coreDigest            B's final core digest
 */
public record WorldResult(long seed, String arm, int firstVisitHarm, int harm, int totalReturn,
                          int diversions, int sitesCounted, int gateVetoes, int postcards,
                          int postcardsLost, int acceptedCorrupt, int corruptPassedCrc,
                          int corruptSpeechShaped, int falseFacts, int destroyed,
                          int cortexCalls, int testimonyCoreWrites, boolean replayMatches,
                          int unexplainedDiversions, int oracleTurns, int auditedTurns,
                          int heardBytes, int digestCheckedBytes, String coreDigest) {
    /** Turns in a listener's life (NEXUS-0's {@code Agent.LIFE_TURNS}; a test ties the two). */
    public static final int LIFE_TURNS = 256;

    /**
     * Checks the components.
     *
     * @param seed world seed
     * @param arm arm name (S, T, X, L, D, E5, …)
     * @param firstVisitHarm cells whose first action by B (after the gate) got r &lt; 0
     * @param harm B's turns with r &lt; 0
     * @param totalReturn B's sum of rewards
     * @param diversions B's diversions (proposal-time, vetoed ones included)
     * @param sitesCounted distinct referents B observed (its CAM)
     * @param gateVetoes B's gate vetoes
     * @param postcards frames sent to B (E5: ASKs + answers)
     * @param postcardsLost sent frames that did not arrive byte-equal
     * @param acceptedCorrupt corrupt frames past every frame check (delivered to B)
     * @param corruptPassedCrc corrupt frames whose CRC passed at B's decoder (≥ accepted)
     * @param corruptSpeechShaped accepted corrupt frames with a speech act's shape (≤ accepted)
     * @param falseFacts NEXUS-0 auditor
     * @param destroyed NEXUS-0 auditor
     * @param cortexCalls B's cortex calls
     * @param testimonyCoreWrites hear() calls that changed the core digest
     * @param replayMatches the deaf replay twin ends with B's digest
     * @param unexplainedDiversions oracle mismatches
     * @param oracleTurns turns the oracle checked ({@value #LIFE_TURNS} for P3)
     * @param auditedTurns turns the NEXUS-0 auditor checked ({@value #LIFE_TURNS} for P3)
     * @param heardBytes bytes B took in (whatever the chunking)
     * @param digestCheckedBytes of those, bytes taken in inside a hear() that compared the core
     *     digest before and after (= heardBytes for P3)
     * @param coreDigest B's final core digest
     * @throws NullPointerException when a required component is null
     */
    public WorldResult {
        Objects.requireNonNull(arm, "arm");
        Objects.requireNonNull(coreDigest, "coreDigest");
    }

    /**
     * P3 in this world: every guard and invariant holds, and every guard ran at its full count
     * (the oracle and the auditor on all {@value #LIFE_TURNS} turns, the digest around every
     * hear(), counted in bytes).
     *
     * @return true when P3 holds in this world
     */
    public boolean firewallHolds() {
        return falseFacts == 0 && destroyed == 0 && cortexCalls == 0 && testimonyCoreWrites == 0
                && replayMatches && unexplainedDiversions == 0 && guardsRanInFull();
    }

    /**
     * Whether the guards ran at their full counts (part of {@link #firewallHolds()}).
     *
     * @return true when every count is complete
     */
    public boolean guardsRanInFull() {
        return oracleTurns == LIFE_TURNS && auditedTurns == LIFE_TURNS
                && digestCheckedBytes == heardBytes;
    }

    /**
     * This row with other postcard figures (E5 adds B's ASKs to what A's answers counted).
     *
     * @param postcards postcards sent
     * @param postcardsLost postcards lost
     * @return the new row
     */
    public WorldResult withPostcards(int postcards, int postcardsLost) {
        return new WorldResult(seed, arm, firstVisitHarm, harm, totalReturn, diversions,
                sitesCounted, gateVetoes, postcards, postcardsLost, acceptedCorrupt,
                corruptPassedCrc, corruptSpeechShaped, falseFacts, destroyed, cortexCalls,
                testimonyCoreWrites, replayMatches, unexplainedDiversions, oracleTurns,
                auditedTurns, heardBytes, digestCheckedBytes, coreDigest);
    }

    /**
     * This row under another arm name (every figure kept).
     *
     * @param name the arm name
     * @return the new row
     */
    public WorldResult withArm(String name) {
        return new WorldResult(seed, name, firstVisitHarm, harm, totalReturn, diversions,
                sitesCounted, gateVetoes, postcards, postcardsLost, acceptedCorrupt,
                corruptPassedCrc, corruptSpeechShaped, falseFacts, destroyed, cortexCalls,
                testimonyCoreWrites, replayMatches, unexplainedDiversions, oracleTurns,
                auditedTurns, heardBytes, digestCheckedBytes, coreDigest);
    }
}

package echoai.link1.results;


import java.util.Objects;

/**
 * One arm in one world: the row of E4/E5 (keys: the components in snake_case).
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
 * @param acceptedCorrupt       accepted frames not byte-equal to any frame sent
 * @param falseFacts            NEXUS-0 auditor
 * @param destroyed             NEXUS-0 auditor
 * @param cortexCalls           B's cortex calls
 * @param testimonyCoreWrites   hear() calls that changed the core digest
 * @param replayMatches         the deaf replay twin ends with B's digest
 * @param unexplainedDiversions oracle mismatches
 * @param coreDigest            B's final core digest
 */
public record WorldResult(long seed, String arm, int firstVisitHarm, int harm, int totalReturn,
                          int diversions, int sitesCounted, int gateVetoes, int postcards,
                          int postcardsLost, int acceptedCorrupt, int falseFacts, int destroyed,
                          int cortexCalls, int testimonyCoreWrites, boolean replayMatches,
                          int unexplainedDiversions, String coreDigest) {
    public WorldResult {
        Objects.requireNonNull(arm, "arm");
        Objects.requireNonNull(coreDigest, "coreDigest");
    }

    /** P3 in this world: every guard and invariant holds. */
    public boolean firewallHolds() {
        return falseFacts == 0 && destroyed == 0 && cortexCalls == 0 && testimonyCoreWrites == 0
                && replayMatches && unexplainedDiversions == 0;
    }
}

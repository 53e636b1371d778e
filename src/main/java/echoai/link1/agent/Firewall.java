package echoai.link1.agent;

/**
 * The P3 audit of one listener's life: the three guards and the NEXUS-0 invariants.
 *
 * @param falseFacts            the NEXUS-0 auditor's false facts (must be 0)
 * @param destroyed             facts destroyed (must be 0)
 * @param cortexCalls           calls to the cortex (must be 0)
 * @param testimonyCoreWrites   hear() calls after which the core digest differed (must be 0)
 * @param replayMatches         the deaf twin fed B's gate proposals ends with B's digest
 * @param unexplainedDiversions proposals the oracle could not explain (must be 0)
 * @param oracleTurns           turns the oracle checked
 */
public record Firewall(int falseFacts, int destroyed, int cortexCalls, int testimonyCoreWrites,
                       boolean replayMatches, int unexplainedDiversions, int oracleTurns) {
    /** True when every guard holds. */
    public boolean holds() {
        return falseFacts == 0 && destroyed == 0 && cortexCalls == 0 && testimonyCoreWrites == 0
                && replayMatches && unexplainedDiversions == 0;
    }
}

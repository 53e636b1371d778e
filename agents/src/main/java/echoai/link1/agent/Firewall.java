package echoai.link1.agent;

import echoai.nexus0.Agent;

/**
 * The P3 audit of one listener's life: the three guards, the NEXUS-0 invariants, and how often
 * each guard actually ran. A guard that never ran proves nothing, so {@link #holds()} also asks
 * that the oracle and the auditor saw all {@value echoai.nexus0.Agent#LIFE_TURNS} turns and that
 * the core digest was compared around every {@code hear()} call, counted in the bytes heard (a
 * count of calls would depend on how a pipe chunked the stream, and E6 compares whole rows).
 *
 * @param falseFacts            the NEXUS-0 auditor's false facts (must be 0)
 * @param destroyed             facts destroyed (must be 0)
 * @param cortexCalls           calls to the cortex (must be 0)
 * @param testimonyCoreWrites   hear() calls after which the core digest differed (must be 0)
 * @param replayMatches         the deaf twin fed B's gate proposals ends with B's digest
 * @param unexplainedDiversions proposals the oracle could not explain (must be 0)
 * @param oracleTurns           turns the oracle checked (must be 256)
 * @param auditedTurns          turns the NEXUS-0 auditor checked (must be 256)
 * @param heardBytes            bytes taken in (counted where they are parsed)
 * @param digestCheckedBytes    bytes taken in inside a hear() that compared the core digest
 *                              before and after (must equal {@code heardBytes})
 */
public record Firewall(int falseFacts, int destroyed, int cortexCalls, int testimonyCoreWrites,
                       boolean replayMatches, int unexplainedDiversions, int oracleTurns,
                       int auditedTurns, int heardBytes, int digestCheckedBytes) {
    /**
     * Whether the firewall held.
     *
     * @return true when every guard holds and every guard ran at its full count
     */
    public boolean holds() {
        return falseFacts == 0 && destroyed == 0 && cortexCalls == 0 && testimonyCoreWrites == 0
                && replayMatches && unexplainedDiversions == 0 && guardsRanInFull();
    }

    /**
     * Whether the guards ran in full: the oracle and the auditor saw every turn of the life, the digest every hear().
     *
     * @return true when every count is complete
     */
    public boolean guardsRanInFull() {
        return oracleTurns == Agent.LIFE_TURNS && auditedTurns == Agent.LIFE_TURNS
                && digestCheckedBytes == heardBytes;
    }
}

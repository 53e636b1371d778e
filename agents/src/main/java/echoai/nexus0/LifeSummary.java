package echoai.nexus0;

/**
 * The figures of a life so far.
 *
 * @param turns       turns lived
 * @param harm        turns with a negative reward
 * @param totalReturn sum of rewards
 * @param camSize     CAM entries
 * @param tried       (s, a) pairs with n(s, a) &gt; 0
 * @param vetoes      gate VETO verdicts
 * @param passes      gate PASS verdicts
 * @param cortexCalls calls to the cortex (0 in NEXUS-0)
 */
public record LifeSummary(int turns, int harm, int totalReturn, int camSize, int tried,
                          int vetoes, int passes, int cortexCalls) {
}

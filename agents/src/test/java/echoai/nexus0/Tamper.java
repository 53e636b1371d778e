package echoai.nexus0;

import echoai.wsp.Postcard;

/**
 * TEST ONLY (lives in src/test, never in the jar): writes into an agent's CAM, T or Q behind its
 * back, so that tests — here and in LINK-1's packages — can show the auditor, the digest and the
 * replay twin catching a planted false fact, a destroyed fact or a leak.
 */
public final class Tamper {
    private Tamper() {
    }

    /** Appends a CAM entry the agent never perceived. */
    public static void plantCam(Agent agent, Postcard forged) {
        agent.testOnlyCam().testOnlyPlant(forged);
    }

    /** Overwrites CAM entry {@code s}. */
    public static void overwriteCam(Agent agent, int s, Postcard forged) {
        agent.testOnlyCam().testOnlyOverwrite(s, forged);
    }

    /** Sets n(s, a). */
    public static void setCount(Agent agent, int s, Action a, int n) {
        agent.testOnlyTransitions().testOnlySetCount(s, a, n);
    }

    /** Sets the last-harm turn of (s, a). */
    public static void setLastHarm(Agent agent, int s, Action a, int turn) {
        agent.testOnlyTransitions().testOnlySetLastHarm(s, a, turn);
    }

    /** Sets Q(s, a). */
    public static void setQ(Agent agent, int s, Action a, int value) {
        agent.testOnlyQTable().testOnlySet(s, a, value);
    }
}

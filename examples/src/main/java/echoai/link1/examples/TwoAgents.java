package echoai.link1.examples;

import echoai.link1.agent.WireChannel;
import echoai.link1.session.Arm;
import echoai.link1.session.ArmRunner;
import echoai.link1.session.WorldResult;
import java.io.PrintStream;

/**
 * Two agents by wire: in world {@code seed}, veteran A lives, then tells novice B its true
 * claims (arm T) in 22-byte frames over a wire; the same B also lives once in silence (arm S).
 * First-visit harm — cells whose first action hurt — is what the testimony should lower.
 *
 * <pre>java echoai.link1.examples.TwoAgents [seed]</pre>
 */
public final class TwoAgents {
    private TwoAgents() {
    }

    /**
     * Lives world {@code seed} with and without A's testimony and prints the comparison.
     *
     * @param seed the world's seed (dev seeds 0–15)
     * @param out  where the lines go
     * @return B's first-visit harm with testimony, then in silence
     */
    public static int[] run(long seed, PrintStream out) {
        WorldResult told = ArmRunner.run(seed, Arm.T, new WireChannel());
        WorldResult silent = ArmRunner.run(seed, Arm.S, new WireChannel());
        out.println("world " + seed + ": A sent " + told.postcards() + " postcards by wire, "
                + told.postcardsLost() + " lost");
        out.println("B's first-visit harm: " + told.firstVisitHarm() + " told, "
                + silent.firstVisitHarm() + " in silence; testimony never became fact: "
                + told.firewallHolds());
        return new int[] {told.firstVisitHarm(), silent.firstVisitHarm()};
    }

    /**
     * Runs the example.
     *
     * @param args optionally the world's seed (default 0)
     */
    public static void main(String[] args) {
        run(args.length > 0 ? Long.parseLong(args[0]) : 0, System.out);
    }
}

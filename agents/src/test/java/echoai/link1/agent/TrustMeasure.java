package echoai.link1.agent;

import echoai.link1.session.SpeakerSet;
import echoai.link1.session.TrustArm;
import echoai.nexus0.RingWorld;
import java.util.List;

/**
 * The dev numbers behind E8's threshold (docs/spec/E8.md): for each threshold num/den given,
 * over the dev worlds {@code from..to}, per speaker set in the adversarial order, the trusting
 * B's first-visit harm summed, the worlds within {H}'s + 1, the worlds where its life differs
 * from T's ({H} alone), and the worlds where the oracle (which knows only the registered 1/2)
 * disagrees. Run: {@code scripts/measure core echoai.link1.agent.TrustMeasure 0 15 1/3 1/2 2/3}.
 */
public final class TrustMeasure {
    private TrustMeasure() {
    }

    /**
     * Prints one line per threshold and set.
     *
     * @param args first seed, last seed, then thresholds as num/den
     */
    public static void main(String[] args) {
        int from = Integer.parseInt(args[0]);
        int to = Integer.parseInt(args[1]);
        for (int i = 2; i < args.length; i++) {
            String[] f = args[i].split("/");
            int num = Integer.parseInt(f[0]);
            int den = Integer.parseInt(f[1]);
            int[] honest = new int[to - from + 1];
            String[] tDigest = new String[to - from + 1];
            for (SpeakerSet set : List.of(SpeakerSet.H, SpeakerSet.L, SpeakerSet.H_L,
                    SpeakerSet.H_M,
                    SpeakerSet.H_L_L)) {
                int harm = 0;
                int within = 0;
                int unlikeT = 0;
                int oracle = 0;
                for (int seed = from; seed <= to; seed++) {
                    TalkingAgent b = new TalkingAgent(RingWorld.world(seed),
                            new Trusting(new TrustLedger(num, den)), Oracle.trusting());
                    b.hear(WireChannel.bytes(new TrustArm(set, TrustArm.Rule.NOTRUST, false)
                            .heard(set.frames(seed))));
                    b.live();
                    int h = b.measures().firstVisitHarm();
                    if (set == SpeakerSet.H) {
                        honest[seed - from] = h;
                        TalkingAgent t = new TalkingAgent(RingWorld.world(seed));
                        t.hear(WireChannel.bytes(set.frames(seed).get(0)));
                        t.live();
                        tDigest[seed - from] = t.digest();
                    }
                    harm += h;
                    within += h <= honest[seed - from] + 1 ? 1 : 0;
                    unlikeT += set == SpeakerSet.H && !b.digest().equals(tDigest[seed - from])
                            ? 1 : 0;
                    oracle += b.firewall().unexplainedDiversions() > 0 ? 1 : 0;
                }
                System.out.println("threshold " + num + "/" + den + " " + set.label()
                        + ": harm " + harm + ", within {H}+1 " + within + ", unlike T "
                        + unlikeT + ", oracle disagrees " + oracle);
            }
        }
    }
}

package echoai.link1.agent;

import echoai.link1.session.PerceptionArm;
import echoai.link1.session.Seeds;
import echoai.nexus0.RingWorld;
import java.util.List;

/**
 * The dev measurements behind E9's thresholds ({@code docs/spec/E9.md}): for each
 * identification threshold given, on world seeds FROM..TO, DISC's first-visit harm and
 * identification turns, and DISC-X's false identifications over UNRELATED speaker worlds per
 * seed ({@code world(Seeds.mix(seed, Seeds.stream("E9/dev-unrelated/" + j)))}, j = 0..U-1; the
 * bench's DISC-X world is another stream). The oracle is not consulted (a changed threshold
 * is a mutant to it). Dev seeds only:
 * {@code scripts/measure core echoai.link1.agent.DiscoveryMeasure 0 15 64 0 5 10 15 20}.
 */
public final class DiscoveryMeasure {
    private DiscoveryMeasure() {
    }

    /**
     * Prints one line per threshold.
     *
     * @param args FROM TO UNRELATED BITS...
     */
    public static void main(String[] args) {
        int from = Integer.parseInt(args[0]);
        int to = Integer.parseInt(args[1]);
        int unrelated = Integer.parseInt(args[2]);
        for (int i = 3; i < args.length; i++) {
            measure(from, to, unrelated, Integer.parseInt(args[i]));
        }
    }

    private static void measure(int from, int to, int unrelated, int bits) {
        int harm = 0;
        int worlds = 0;
        int withinOne = 0;
        StringBuilder turns = new StringBuilder();
        int xWorlds = 0;
        int xFalse = 0;
        int xTranslated = 0;
        for (int seed = from; seed <= to; seed++) {
            TalkingAgent b = life(seed, new Veteran(RingWorld.world(seed)).claims().stream()
                    .toList(), bits);
            int fvh = b.measures().firstVisitHarm();
            harm += fvh;
            worlds++;
            withinOne += fvh <= 1 ? 1 : 0;
            turns.append(b.discovery().orElseThrow().firstIdentifiedTurn()).append(' ');
            for (int j = 0; j < unrelated; j++) {
                long other = Seeds.mix(seed, Seeds.stream("E9/dev-unrelated/" + j));
                TalkingAgent x = life(seed, new Veteran(RingWorld.world(other)).claims(), bits);
                long translated = x.discovery().orElseThrow().translations().stream()
                        .filter(r -> r >= 0).count();
                xWorlds++;
                xFalse += translated > 0 ? 1 : 0;
                xTranslated += (int) translated;
            }
        }
        System.out.printf("bits %d: DISC first-visit harm %d over %d worlds, <= 1 in %d;"
                + " identified at turns %s| DISC-X false identifications %d of %d"
                + " (%d turns translated)%n", bits, harm, worlds, withinOne, turns, xFalse,
                xWorlds, xTranslated);
    }

    private static TalkingAgent life(int seed, List<echoai.link1.speech.Claim> claims,
                                     int bits) {
        RingWorld world = RingWorld.world(seed).perceivedBy(PerceptionArm.member(seed));
        TalkingAgent b = new TalkingAgent(world, new Discovering(new PerceptionBelief(bits)),
                new Oracle());
        b.hear(WireChannel.bytes(new Outbox(Veteran.ID).frames(claims)));
        b.endOfStream();
        b.live();
        return b;
    }
}

package echoai.link1.cli.story;

import echoai.link1.agent.DiscoveryLog;
import echoai.link1.agent.Proposal;
import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.Testimony;
import echoai.link1.agent.WireChannel;
import echoai.link1.frame.LinkFrame;
import echoai.link1.session.DiscoveryRunner;
import echoai.link1.session.E9World;
import echoai.link1.session.PerceptionArm;
import echoai.link1.speech.Claim;
import echoai.nexus0.Action;
import echoai.nexus0.CellKind;
import echoai.nexus0.Perception;
import echoai.nexus0.Referent;
import echoai.nexus0.RingWorld;
import echoai.nexus0.TurnRecord;
import echoai.wsp.Hex;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The story {@code link1 discover} tells of one E9 world ({@code docs/spec/E9.md}): A speaks
 * through the v1 encoder, B perceives through its member and at first understands nothing A
 * says; its belief narrows site by site until it identifies how A sees, and from then on A's
 * testimony steers it at dangerous cells it has never visited. Deterministic in the world seed.
 */
public final class DiscoveryStory {
    private DiscoveryStory() {
    }

    /**
     * The story's lines.
     *
     * @param seed the world seed
     * @param arm a discovering arm (DISC, DISC-X or DISC-L)
     * @return the lines, in order
     * @throws IllegalArgumentException when {@code arm} does not discover
     */
    public static List<String> lines(long seed, PerceptionArm arm) {
        if (!arm.discovers()) {
            throw new IllegalArgumentException("arm must be DISC, DISC-X or DISC-L: "
                    + arm.label());
        }
        List<LinkFrame> sent = DiscoveryRunner.speak(seed, arm);
        TalkingAgent b = DiscoveryRunner.listenLife(seed, arm, new echoai.link1.agent
                .WireChannel().carry(sent));
        DiscoveryLog log = b.discovery().orElseThrow();
        Perception member = arm.perception(seed);
        RingWorld a = RingWorld.world(seed);
        RingWorld seen = arm.listenerWorld(seed);
        List<Claim> claims = arm.claims(seed);
        Set<Integer> referents = new HashSet<>();
        claims.forEach(c -> referents.add(c.referent()));
        List<String> out = new ArrayList<>();
        out.add(String.format("E9, world %d, arm %s (%s): A perceives through the v1 encoder; B"
                + " through %s (one of %,d members it does not know).", seed, arm.label(),
                switch (arm) {
                    case DISC_X -> "the claims of A's life in an unrelated world: nothing true"
                            + " to discover";
                    case DISC_L -> "A's true referents with every value V negated: a liar";
                    default -> "A's true claims; B discovers how A sees, then listens";
                },
                DiscoveryRunner.describe(member), Perception.MEMBERS));
        out.add(String.format("1. A lived 256 turns and said %d claims about %d referents (%s).",
                claims.size(), referents.size(), arm == PerceptionArm.DISC_X
                        ? "of another world: nothing it says is about B's world"
                        : arm == PerceptionArm.DISC_L ? "true referents, every V negated"
                        : "a referent is a site's name, a digest of what A saw there"));
        out.add(String.format("2. Cell 0 looks to B like %s, referent 0x%04x; A's referent for"
                + " it is 0x%04x. By digest alone A speaks of nothing B sees.",
                Hex.of(seen.observe(0).toBytes()), seen.referent(0), a.referent(0)));
        out.add("3. B's belief (hypotheses consistent with A's referents and B's own sites):");
        beliefLines(b, log, out);
        out.add("4. A's testimony at B's first visits to dangerous cells:");
        dangerLines(b, log, a, out);
        E9World row = DiscoveryRunner.run(seed, arm);
        E9World tneq = DiscoveryRunner.run(seed, PerceptionArm.TNEQ);
        E9World silent = DiscoveryRunner.run(seed, PerceptionArm.S);
        out.add(String.format("5. " + Narration.FIRST_VISIT_HARM + ": %s %d, TNEQ %d (A's true"
                + " claims, B not discovering how A sees), S %d (silence). B acted on a"
                + " translation on %d turns, %d of them wrong; its belief %s.", arm.label(),
                row.world().firstVisitHarm(), tneq.world().firstVisitHarm(),
                silent.world().firstVisitHarm(), row.discovery().translatedTurns(),
                row.discovery().wrongTranslations(), row.discovery().narrowedToMember()
                        ? "ends on its own member" : "does not end on its own member ("
                        + row.discovery().consistentAtEnd() + " hypotheses left)"));
        out.add("   " + Narration.audit(row.world()));
        return out;
    }

    /** One line per turn until B identifies, then one per first sight of a new look. */
    private static void beliefLines(TalkingAgent b, DiscoveryLog log, List<String> out) {
        boolean identified = false;
        Set<String> looks = new HashSet<>();
        int shown = 0;
        for (TurnRecord rec : b.journal()) {
            int t = rec.turn();
            String look = rec.observation().rel() + "/" + rec.observation().dst();
            boolean newLook = looks.add(look);
            boolean now = log.translations().get(t) >= 0;
            if ((!identified || newLook) && shown < 12) {
                out.add(String.format("   t=%-3d cell %-2d %-6s sites %2d, hypotheses %5d: %s",
                        t, rec.cell(), b.world().kind(rec.cell()), log.sitesSeen().get(t),
                        log.consistent().get(t), now ? String.format("identified, its 0x%04x"
                                + " is A's 0x%04x", echoai.nexus0.Referent.of(rec.observation()),
                                log.translations().get(t)) : "not identified here"));
                shown++;
            }
            identified |= now;
        }
        if (!identified) {
            out.add("   B never identified A's perception: it lived as in silence.");
        }
    }

    private static void dangerLines(TalkingAgent b, DiscoveryLog log, RingWorld a,
                                    List<String> out) {
        Set<Integer> visited = new HashSet<>();
        int lines = 0;
        for (TurnRecord rec : b.journal()) {
            CellKind kind = b.world().kind(rec.cell());
            if (!visited.add(rec.cell()) || kind == CellKind.EMPTY || kind == CellKind.GOAL) {
                continue;
            }
            int theirs = log.translations().get(rec.turn());
            Proposal p = b.proposals().get(rec.turn());
            String said = "";
            if (theirs >= 0) {
                List<String> parts = new ArrayList<>();
                for (Action act : Action.values()) {
                    Testimony heard = b.testimony().get(theirs, act);
                    if (heard != null) {
                        parts.add(act + " V=" + heard.value());
                    }
                }
                said = String.format("A's 0x%04x (true: 0x%04x), A said %s; ", theirs,
                        a.referent(rec.cell()), parts.isEmpty() ? "nothing" : String.join(", ",
                        parts));
            }
            out.add(String.format("   t=%-3d cell %-2d %-6s %s%s%s -> %s, reward %d%s", rec.turn(),
                    rec.cell(), kind, theirs < 0 ? "not identified; " : said, p.diversion()
                            ? "B would " + p.plain() + " but proposes " : "B proposes ",
                    p.chosen(), rec.action(), rec.reward(), rec.reward() < 0 ? "  HURT" : ""));
            lines++;
        }
        if (lines == 0) {
            out.add("   (B never reached a threat or a novel cell)");
        }
    }
}

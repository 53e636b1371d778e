package echoai.link1.cli.story;

import echoai.link1.agent.ListeningRule;
import echoai.link1.agent.Proposal;
import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.Testimony;
import echoai.link1.agent.TrustEvent;
import echoai.link1.agent.TrustLog;
import echoai.link1.agent.TrustRule;
import echoai.link1.agent.Veteran;
import echoai.link1.session.AirTransmission;
import echoai.link1.session.E8World;
import echoai.link1.session.RoomAirCounts;
import echoai.link1.session.RoomSetup;
import echoai.link1.session.SpeakerFigures;
import echoai.link1.session.SpeakerKind;
import echoai.link1.session.SpeakerSet;
import echoai.link1.session.TrustAir;
import echoai.link1.session.TrustArm;
import echoai.link1.session.TrustRunner;
import echoai.nexus0.Action;
import echoai.nexus0.CellKind;
import echoai.nexus0.Nexus0Policy;
import echoai.nexus0.TurnRecord;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The story {@code link1 trust} tells of one E8 world ({@code docs/spec/E8.md}): several veterans
 * speak, the wrong ones heard last; B follows the last one it heard until its own turns contradict
 * it, then stops believing it. Deterministic in the world seed.
 */
public final class TrustStory {
    /** Check lines shown after the last wrong speaker is disbelieved. */
    private static final int CHECKS_AFTER = 3;

    private TrustStory() {
    }

    /**
     * The story's lines, by wire.
     *
     * @param seed the world seed
     * @param set the speakers (heard in the adversarial order)
     * @return the lines, in order
     */
    public static List<String> lines(long seed, SpeakerSet set) {
        return lines(seed, set, null);
    }

    /**
     * The story's lines, by wire or by air ({@code docs/spec/E8.md} §9: the speakers say their
     * claims over E7's shared room, the wrong ones after the honest one's last frame).
     *
     * @param seed the world seed
     * @param set the speakers (heard in the adversarial order)
     * @param air E7's room for the set's speakers, or null for the wire
     * @return the lines, in order
     */
    public static List<String> lines(long seed, SpeakerSet set, RoomSetup air) {
        return lines(seed, set, air, t -> { });
    }

    /**
     * The story's lines, by wire or by air, telling {@code sent} of each frame as it goes on
     * the air (by air only: the command's progress while the room is simulated).
     *
     * @param seed the world seed
     * @param set the speakers (heard in the adversarial order)
     * @param air E7's room for the set's speakers, or null for the wire
     * @param sent called once a transmission, in order
     * @return the lines, in order
     */
    public static List<String> lines(long seed, SpeakerSet set, RoomSetup air,
                                     Consumer<AirTransmission> sent) {
        List<TrustArm.Rule> rules = List.of(TrustArm.Rule.values());
        List<TrustRunner.Played> plays = new ArrayList<>();
        if (air == null) {
            rules.forEach(r -> plays.add(TrustRunner.play(seed, new TrustArm(set, r, false))));
        } else {
            plays.addAll(TrustAir.play(seed, set, air, set.mixed() ? TrustAir.Order.ADVERSARIAL
                    : TrustAir.Order.TOGETHER, rules, sent));
        }
        TrustRunner.Played played = plays.get(0);
        TalkingAgent b = played.listener();
        TrustLog log = b.trust().orElseThrow();
        List<String> out = new ArrayList<>();
        out.add(String.format("E8, world %d, speakers {%s}%s: %s.", seed,
                String.join(", ", set.kinds().stream().map(SpeakerKind::label).toList()),
                set.mixed() ? ", the wrong ones heard last" : "", who(set)));
        if (air != null) {
            RoomAirCounts c = played.world().air();
            out.add(String.format(Locale.ROOT, "0. By air (E7's shared room, %s x %s x %s m, RT60"
                    + " %s s, %s background at %s dB): profile %s, %s, every speaker %s-%s m"
                    + " from B; %d transmissions, %d collided at B, %d of %d distinct frames"
                    + " lost, %s s of air.", air.room().lengthM(), air.room().widthM(),
                    air.room().heightM(), air.rt60S(), air.background().label(), air.snrDb(),
                    ProfileWords.named(air.profile()), air.access().mode().label().toUpperCase(Locale.ROOT),
                    air.placement().minM(), air.placement().maxM(), c.framesSent(),
                    c.collisions(), c.framesLost(), c.framesDistinct(), c.airTimeS()));
        }
        out.add("1. What they said (B keeps each speaker's testimony apart):");
        for (SpeakerFigures s : played.world().speakers()) {
            out.add(String.format("   %s (id %d): %d claims about %d referents", s.kind(), s.id(),
                    s.claims(), log.heard().of(s.id()).referents().size()));
        }
        out.add("2. B's own turns against what each speaker claimed there (V < 0 foretells harm;"
                + " trust = (borne out + 1) / (checks + 2), a Beta mean):");
        checkLines(b, set, log, played.world(), out);
        out.add("3. First visits to dangerous cells, and whose word B heeded there:");
        dangerLines(b, log, out);
        summary(played.world(), plays.get(1).world(), plays.get(2).world(), out);
        return out;
    }

    private static String who(SpeakerSet set) {
        List<String> parts = new ArrayList<>();
        for (int j = 0; j < set.kinds().size(); j++) {
            SpeakerKind k = set.kinds().get(j);
            parts.add(String.format("%s = veteran %d (id %d, %s)", k.label(), j, Veteran.idOf(j),
                    switch (k) {
                        case H -> "honest";
                        case L -> "every V inverted";
                        case M -> "each V inverted with probability 0.3";
                    }));
        }
        return String.join("; ", parts);
    }

    /** Every check until the last wrong speaker is disbelieved, then a few more. */
    private static void checkLines(TalkingAgent b, SpeakerSet set, TrustLog log, E8World world,
                                   List<String> out) {
        int[] agreed = new int[256];
        int[] contradicted = new int[256];
        int lastDisbelief = lastDisbelief(set, world);
        int after = 0;
        List<TrustEvent> events = log.trust().events();
        for (int i = 0; i < events.size(); i++) {
            TrustEvent e = events.get(i);
            if (e.turn() > lastDisbelief && after >= CHECKS_AFTER) {
                out.add(String.format("   ... %d checks in all; at the end %s.",
                        events.size(), ends(world)));
                return;
            }
            after += e.turn() > lastDisbelief ? 1 : 0;
            int k = e.speaker();
            agreed[k] += e.agrees() ? 1 : 0;
            contradicted[k] += e.agrees() ? 0 : 1;
            int perMille = TrustRule.perMille(agreed[k], contradicted[k]);
            boolean believed = agreed[k] >= contradicted[k];
            boolean before = agreed[k] - (e.agrees() ? 1 : 0)
                    >= contradicted[k] - (e.agrees() ? 0 : 1);
            TurnRecord rec = b.journal().get(e.turn());
            out.add(String.format("   t=%-3d cell %-2d %-6s B did %s, reward %d; id %d had said"
                    + " V=%+d: %s, trust %d‰%s", e.turn(), rec.cell(), b.world().kind(rec.cell()),
                    e.action(), e.reward(), k, e.claimed(), e.agrees() ? "borne out"
                            : "CONTRADICTED", perMille, believed ? ""
                            : before ? " — below 1/2: B no longer believes id " + k
                            : " (not believed)"));
            boolean lastOfTurn = i + 1 == events.size() || events.get(i + 1).turn() != e.turn();
            if (rec.reward() < 0 && lastOfTurn) {
                out.add("         why B did " + rec.action() + " here: " + whyHurt(b, log, rec));
            }
        }
        out.add(String.format("   at the end %s.", ends(world)));
    }

    /**
     * Why B did what hurt it on a turn (issue 37, item 10: B could be hurt at a cell it had
     * avoided a few turns before, with no word of why): an exploration turn, the site's advice
     * budget spent, the speaker it heeded, or nobody it believes having spoken of the action.
     */
    static String whyHurt(TalkingAgent b, TrustLog log, TurnRecord rec) {
        Proposal p = b.proposals().get(rec.turn());
        Action did = rec.action();
        String own = p.site().n(did) == 0 ? "it had never tried " + did + " here"
                : "its own value for " + did + " here was " + p.site().q(did);
        if (Nexus0Policy.isExplorationTurn(rec.turn())) {
            return "an exploration turn (every 8th turn B tries what it has tried least here and"
                    + " consults no testimony); " + own + ".";
        }
        if (!p.consulted() && p.budgetBefore() >= ListeningRule.ADVICE_BUDGET) {
            return "testimony had already turned B from its own choice here "
                    + p.budgetBefore() + " times, the advice budget of a site; after that B goes"
                    + " by its own values, and " + own + ".";
        }
        int k = log.followed().get(rec.turn());
        Testimony t = k < 0 ? null : log.heard().get(k, p.site().referent(), did);
        if (t != null) {
            return String.format("it heeded id %d, who had said %s V=%+d here.", k, did,
                    t.value());
        }
        return "no speaker B still believed had said how " + did + " goes here, so B went by"
                + " its own values; " + own + ".";
    }

    /** The turn of the first contradiction of the wrong speaker disbelieved last (-1: none). */
    private static int lastDisbelief(SpeakerSet set, E8World world) {
        int last = -1;
        for (SpeakerFigures s : world.speakers()) {
            if (s.wrong() && !s.contradictedAt().isEmpty()) {
                last = Math.max(last, s.contradictedAt().get(0));
            }
        }
        return last;
    }

    private static String ends(E8World world) {
        List<String> parts = new ArrayList<>();
        for (SpeakerFigures s : world.speakers()) {
            int end = s.trustPerMille().isEmpty() ? 500
                    : s.trustPerMille().get(s.trustPerMille().size() - 1);
            parts.add(String.format("%s (id %d) %d‰ (%d borne out, %d contradicted), %s",
                    s.kind(), s.id(), end, s.agreements(), s.contradictions(), s.believedAtEnd()
                            ? "believed" : "not believed"));
        }
        return String.join("; ", parts);
    }

    private static void dangerLines(TalkingAgent b, TrustLog log, List<String> out) {
        Set<Integer> visited = new HashSet<>();
        for (TurnRecord rec : b.journal()) {
            CellKind kind = b.world().kind(rec.cell());
            if (!visited.add(rec.cell()) || kind == CellKind.EMPTY || kind == CellKind.GOAL) {
                continue;
            }
            Proposal p = b.proposals().get(rec.turn());
            int k = log.followed().get(rec.turn());
            String said = Nexus0Policy.isExplorationTurn(rec.turn())
                    ? "an exploration turn, no testimony consulted"
                    : p.budgetBefore() >= ListeningRule.ADVICE_BUDGET ? "the site's budget spent"
                    : "nobody B believes spoke of it";
            if (k >= 0) {
                List<String> parts = new ArrayList<>();
                for (Action a : Action.values()) {
                    Testimony t = log.heard().get(k, p.site().referent(), a);
                    if (t != null) {
                        parts.add(a + " V=" + t.value());
                    }
                }
                said = "heeding id " + k + " (" + String.join(", ", parts) + ")";
            }
            out.add(String.format("   t=%-3d cell %-2d %-6s %s: %s%s -> %s, reward %d%s",
                    rec.turn(), rec.cell(), kind, said, p.diversion() ? "B would " + p.plain()
                            + " but proposes " : "B proposes ", p.chosen(), rec.action(),
                    rec.reward(), rec.reward() < 0 ? "  HURT" : ""));
        }
    }

    private static void summary(E8World trust, E8World today, E8World known, List<String> out) {
        out.add(String.format("4. " + Narration.FIRST_VISIT_HARM + ": trust %d, today's rule (the"
                + " last claim wins) %d, known-liar baseline (the honest speaker's frames alone)"
                + " %d.", trust.world().firstVisitHarm(),
                today.world().firstVisitHarm(), known.world().firstVisitHarm()));
        for (int i = 0; i < trust.speakers().size(); i++) {
            SpeakerFigures s = trust.speakers().get(i);
            if (!s.wrong()) {
                continue;
            }
            SpeakerFigures n = today.speakers().get(i);
            out.add(String.format("   %s (id %d): heeded %d turns, %d diversions; first"
                    + " contradicted %s; diversions after B's 1st contradiction %s, after its"
                    + " 2nd %s (today's rule: %s after the 2nd).", s.kind(), s.id(), s.heeded(),
                    s.diversions(),
                    s.contradictedAt().isEmpty() ? "never" : "at t=" + s.contradictedAt().get(0),
                    count(s.diversionsAfterFirst()), count(s.diversionsAfterSecond()),
                    count(n.diversionsAfterSecond())));
        }
        out.add("   " + Narration.audit(trust.world()));
    }

    private static String count(int diversionsAfter) {
        return diversionsAfter < 0 ? "(not reached)" : Integer.toString(diversionsAfter);
    }
}

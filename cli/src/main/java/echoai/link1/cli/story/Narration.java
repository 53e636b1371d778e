package echoai.link1.cli.story;

import echoai.link1.agent.TalkingAgent;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.session.AirRoom;
import echoai.link1.session.Arm;
import echoai.link1.session.WorldResult;
import echoai.link1.speech.Claim;
import echoai.link1.speech.Speech;
import echoai.link1.speech.SpeechAct;
import echoai.nexus0.Action;
import echoai.nexus0.RingWorld;
import java.util.ArrayList;
import java.util.List;

/**
 * The words of the stories, in one place: the demo's ({@link Demo.Story}) and {@code talk}'s
 * ({@link Talk.Story}), as lines a person reads in a minute. An event both stories tell (one of
 * B's turns, a claim, the P3 audit) has one phrase here.
 */
public final class Narration {
    /** First-visit harm said plainly, the first time a story names it. */
    public static final String FIRST_VISIT_HARM = "First-visit harm (the cells that hurt B the"
            + " first time it acted there)";

    /** Items of a {@code talk} list shown before "... and N more". */
    public static final int MAX_LIST_ITEMS = 8;

    private Narration() {
    }

    /**
     * The demo's lines.
     *
     * @param s the story
     * @return the lines, no trailing newlines
     */
    public static List<String> lines(Demo.Story s) {
        List<String> out = new ArrayList<>();
        RingWorld w = s.world();
        out.add(String.format("LINK-1 demo, world(%d). The ring of 32 cells, B starts at cell 0:",
                s.seed()));
        out.add("   " + w.kindsString() + "   (T threat, N novel, G goal, . empty)");
        out.add(String.format("1. A lives 256 turns and learns what each site does to it: hurt on"
                + " %d turns, return %d (its rewards summed), %d (site, action) pairs tried.",
                s.veteran().harm(),
                s.veteran().totalReturn(), s.veteran().tried()));
        int matched = s.told().postcards() - s.told().postcardsLost();
        out.add(String.format("2. A speaks: %d CLAIM frames of 22 bytes, one per (site, action) it"
                + " tried, each with V, how that action went for A (-100..100).",
                s.sent().size()));
        out.add("   channel: " + s.channel().name());
        out.add(String.format("   B receives %d of %d frames byte-exact (%d lost, %d corrupt"
                + " accepted).", matched, s.sent().size(), s.told().postcardsLost(),
                s.told().acceptedCorrupt()));
        TalkingAgent b = s.listener();
        out.add(String.format("3. B listens before its first turn: %d claims kept as testimony about"
                + " %d sites, apart from its own facts (what it saw and did itself: CAM, the sites"
                + " it has seen; T, what it tried and when it was hurt; Q, its values).",
                b.testimony().size(),
                b.testimony().referents().size()));
        out.add("   B meets the dangers it has never seen:");
        out.addAll(dangers(b));
        out.add("4. The same B in silence (no testimony):");
        out.addAll(dangers(s.silent()));
        out.add(String.format("5. " + FIRST_VISIT_HARM + ": %d with A's testimony, %d without."
                + " Total harm %d vs %d turns (B still checks for itself: every 8th turn it tries"
                + " what it has tried least).",
                s.told().firstVisitHarm(), s.alone().firstVisitHarm(), s.told().harm(),
                s.alone().harm()));
        out.add("   " + plainAudit(s.told()));
        out.add("   " + guards(s.told()));
        if (Demo.isArmA10(s)) {
            out.add("   (The echo room at 10 dB with this seed is arm A10 of E4 in this world: A's"
                    + " true claims by air at 10 dB, one condition of the experiment on"
                    + " understanding.)");
        }
        if (Demo.isRoomsArm(s)) {
            out.add("   (Each postcard crossed the room in its own draw: this is the claims arm of"
                    + " understanding-rooms, v2, at this point and profile, in this world.)");
        }
        return out;
    }

    /**
     * {@code talk}'s lines.
     *
     * @param s the story
     * @return the lines, no trailing newlines
     */
    public static List<String> lines(Talk.Story s) {
        List<String> out = new ArrayList<>();
        WorldResult r = s.result();
        if (s.arm().isEmpty()) {
            out.add(String.format("world(%d), E5 dialogue by wire (B asks about the sites it has"
                    + " not tried, A answers): B asked %d times, A answered with %d postcards in"
                    + " all (ASKs included)", s.seed(),
                    s.exchanges().size(), r.postcards()));
            list(out, s.exchanges().stream().map(e -> String.format("t=%d B: ASK %s  A: %s",
                    e.turn(), ref(e.referent()), answer(e.answer()))).toList());
        } else {
            Arm arm = s.arm().get();
            List<String> negative = new ArrayList<>();
            for (LinkFrame f : s.sent()) {
                Speech.readClaim(f.postcard()).filter(c -> c.value() < 0)
                        .ifPresent(c -> negative.add(ref(c.referent()) + " " + claim(c)));
            }
            out.add(String.format("world(%d), arm %s (%s): A lived 256 turns, then said %d"
                    + " CLAIMs by wire, each a site's referent (its name), an action and V, how"
                    + " that went for A (-100..100); %d of them say V < 0, it hurt:", s.seed(),
                    arm, describe(arm), s.sent().size(), negative.size()));
            list(out, negative);
        }
        TalkingAgent b = s.listener();
        out.add(String.format("B heard %d frames, kept %d claims as testimony, and lived 256 turns"
                + " in %s: %d diversions (turns where testimony changed what B chose) at %d"
                + " sites, %d gate vetoes (its own rule refusing an action that hurt it in the last"
                + " 32 turns)", b.heardFrames().size(),
                b.testimony().size(), b.world().isChanged() ? "world_D" : "the same world",
                r.diversions(), b.budget().sites(), r.gateVetoes()));
        list(out, Visit.diversions(b).stream().map(Narration::visit).toList());
        List<Visit> hurt = Visit.harmfulFirstVisits(b);
        out.add(String.format("first-visit harm %d, the cells that hurt B the first time it"
                + " acted there (hurt on %d turns in all, return %d)%s",
                r.firstVisitHarm(), r.harm(), r.totalReturn(), hurt.isEmpty() ? "" : ":"));
        list(out, hurt.stream().map(Narration::visit).toList());
        out.add(audit(r) + "; digest " + r.coreDigest());
        return out;
    }

    /**
     * The name of the demo's air channel: what the frames go through.
     *
     * @param profile K1, K2, R, F or Q
     * @param room the room
     * @return the name
     */
    public static String airChannel(AirProfile profile, AirRoom room) {
        return "air: modem profile " + ProfileWords.named(profile) + " -> " + room.label() + " -> streaming "
                + (profile.hasTonePlan() ? "demodulator" : "receiver");
    }

    /** What A's broadcast is in a wire arm. */
    static String describe(Arm arm) {
        return switch (arm) {
            case S -> "silence: nothing is sent";
            case T -> "truth: its true claims";
            case X -> "referents permuted: each claim about the next site";
            case L -> "a liar: every V inverted";
            case D -> "true claims, but B lives in world_D, changed after A spoke";
        };
    }

    /** B's first visits to THREAT and NOVEL cells, one line each. */
    private static List<String> dangers(TalkingAgent agent) {
        List<String> out = new ArrayList<>();
        for (Visit v : Visit.dangers(agent)) {
            out.add("     " + visit(v));
        }
        if (out.isEmpty()) {
            out.add("     (it never reached a threat or a novel cell)");
        }
        return out;
    }

    /** One of B's turns. */
    static String visit(Visit v) {
        StringBuilder line = new StringBuilder(String.format("t=%-3d cell %-2d %-6s %s: ",
                v.turn(), v.cell(), v.kind(), ref(v.referent())));
        if (v.diverted()) {
            line.append(diversion(v));
        } else {
            line.append("proposes ").append(v.chosen());
        }
        if (v.vetoed()) {
            line.append(" (vetoed by the gate)");
        }
        line.append(String.format(" -> %s, reward %d%s", v.action(), v.reward(),
                v.hurt() ? "  HURT" : ""));
        return line.toString();
    }

    /** Why B was diverted: the testimony the rule used, for the plain and the chosen action. */
    private static String diversion(Visit v) {
        List<String> heard = new ArrayList<>();
        v.saidPlain().ifPresent(x -> heard.add(v.plain() + " V=" + x));
        v.saidChosen().ifPresent(x -> heard.add(v.chosen() + " V=" + x));
        return heard.isEmpty()
                ? String.format("would %s, but testimony made it propose %s", v.plain(), v.chosen())
                : String.format("would %s, but %s said %s, so it proposes %s", v.plain(),
                        v.saidBy().isEmpty() ? "A" : v.saidBy(), String.join(" and ", heard),
                        v.chosen());
    }

    /** The P3 audit of one world, said plainly, then its keys as in the JSON. */
    static String audit(WorldResult r) {
        return "P3 " + (r.firewallHolds() ? "holds" : "BROKEN") + " (P3: nothing B heard may"
                + " become one of its facts): " + guardFigures(r, " (", ")");
    }

    /** The P3 audit in words for a newcomer: did anything B heard become one of its facts? */
    static String plainAudit(WorldResult r) {
        return r.firewallHolds()
                ? "Nothing B heard became one of its facts: what it knows of the world holds only"
                        + " what it saw and did itself, none of it false, and each time it"
                        + " followed A's word the listening rule allowed it."
                : "Something B heard reached its facts, or a guard did not run in full: the"
                        + " firewall between testimony and fact (P3) is BROKEN in this world.";
    }

    /** The P3 guards by name, for the line under {@link #plainAudit}. */
    static String guards(WorldResult r) {
        return "P3 guards (the checks behind that sentence, rule P3 of the contract)"
                + (r.firewallHolds() ? "" : " (BROKEN)") + ": "
                + guardFigures(r, "; ", "") + ".";
    }

    private static String guardFigures(WorldResult r, String open, String close) {
        return String.format("false_facts %d, destroyed %d, cortex_calls %d,"
                + " testimony_core_writes %d, replay_matches %b, unexplained_diversions %d"
                + "%sguards ran: oracle_turns %d, audited_turns %d, digest_checked_bytes %d"
                + " of heard_bytes %d%s",
                r.falseFacts(), r.destroyed(),
                r.cortexCalls(), r.testimonyCoreWrites(), r.replayMatches(),
                r.unexplainedDiversions(), open, r.oracleTurns(), r.auditedTurns(),
                r.digestCheckedBytes(), r.heardBytes(), close);
    }

    private static void list(List<String> out, List<String> items) {
        for (int i = 0; i < Math.min(MAX_LIST_ITEMS, items.size()); i++) {
            out.add("  " + items.get(i));
        }
        if (items.size() > MAX_LIST_ITEMS) {
            out.add(String.format("  ... and %d more", items.size() - MAX_LIST_ITEMS));
        }
    }

    private static String ref(int referent) {
        return String.format("ref 0x%04x", referent);
    }

    /** A claim's action, value and confidence. */
    private static String claim(Claim c) {
        return String.format("%s V=%d C=%d", Action.ofRel(c.actionRel()), c.value(),
                c.confidence());
    }

    private static String answer(List<SpeechAct> acts) {
        List<String> parts = new ArrayList<>();
        for (SpeechAct act : acts) {
            parts.add(act instanceof Claim c ? "CLAIM " + claim(c) : act.act().name());
        }
        return String.join(", ", parts);
    }
}

package echoai.link1.session;

import echoai.link1.agent.Proposal;
import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.Testimony;
import echoai.nexus0.Action;
import echoai.nexus0.CellKind;
import echoai.nexus0.Gate;
import echoai.nexus0.RingWorld;
import echoai.nexus0.TurnRecord;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** A {@link Demo.Story} as short numbered lines a person reads in a minute. */
public final class Narration {
    private Narration() {
    }

    /** The story's lines (no trailing newlines). */
    public static List<String> lines(Demo.Story s) {
        List<String> out = new ArrayList<>();
        RingWorld w = s.world();
        out.add(String.format("LINK-1 demo, world(%d). The ring of 32 cells, B starts at cell 0:",
                s.seed()));
        out.add("   " + w.kindsString() + "   (T threat, N novel, G goal, . empty)");
        out.add(String.format("1. A lives 256 turns and learns what each site does to it: harm %d,"
                + " return %d, %d (site, action) values tried.", s.veteran().harm(),
                s.veteran().totalReturn(), s.veteran().tried()));
        int matched = s.told().postcards() - s.told().postcardsLost();
        out.add(String.format("2. A speaks: %d CLAIM frames of 22 bytes, one per (site, action) it"
                + " tried.", s.sent().size()));
        out.add("   channel: " + s.channel().name());
        out.add(String.format("   B receives %d of %d frames byte-exact (%d lost, %d corrupt"
                + " accepted).", matched, s.sent().size(), s.told().postcardsLost(),
                s.told().acceptedCorrupt()));
        TalkingAgent b = s.listener();
        out.add(String.format("3. B listens before its first turn: %d claims kept as testimony about"
                + " %d sites, apart from its own facts (CAM, T, Q).", b.testimony().size(),
                b.testimony().referents().size()));
        out.add("   B meets the dangers it has never seen:");
        out.addAll(dangers(b, true));
        out.add("4. The same B in silence (no testimony):");
        out.addAll(dangers(s.silent(), false));
        out.add(String.format("5. First-visit harm: %d with A's testimony, %d without. Total harm"
                + " %d vs %d turns (B still verifies on its own: exploration turns).",
                s.told().firstVisitHarm(), s.alone().firstVisitHarm(), s.told().harm(),
                s.alone().harm()));
        out.add(String.format("   Testimony never became fact: false facts %d, destroyed %d,"
                + " testimony writes to CAM/T/Q %d, replay twin %s, unexplained diversions %d.",
                s.told().falseFacts(), s.told().destroyed(), s.told().testimonyCoreWrites(),
                s.told().replayMatches() ? "matches" : "DIFFERS",
                s.told().unexplainedDiversions()));
        return out;
    }

    /** B's first visit to each THREAT and NOVEL cell, in the order it met them. */
    static List<String> dangers(TalkingAgent agent, boolean told) {
        List<String> out = new ArrayList<>();
        RingWorld w = agent.world();
        Set<Integer> seen = new HashSet<>();
        for (TurnRecord rec : agent.journal()) {
            if (!seen.add(rec.cell())) {
                continue;
            }
            CellKind kind = w.kind(rec.cell());
            if (kind != CellKind.THREAT && kind != CellKind.NOVEL) {
                continue;
            }
            Proposal p = agent.proposals().get(rec.turn());
            StringBuilder line = new StringBuilder(String.format("     t=%-3d cell %-2d %-6s ref 0x%04x: ",
                    rec.turn(), rec.cell(), kind, w.referent(rec.cell())));
            if (told && p.diversion()) {
                Testimony heard = agent.testimony().get(w.referent(rec.cell()), p.plain());
                line.append(String.format("would %s, but A said %s V=%s, so it proposes %s", verb(p.plain()),
                        p.plain(), heard == null ? "?" : Integer.toString(heard.value()),
                        verb(p.chosen())));
            } else {
                line.append("proposes ").append(verb(p.chosen()));
            }
            if (rec.verdict() == Gate.Verdict.VETO) {
                line.append(" (vetoed by the gate)");
            }
            line.append(String.format(" -> %s, reward %d%s", rec.action(), rec.reward(),
                    rec.reward() < 0 ? "  HURT" : ""));
            out.add(line.toString());
        }
        if (out.isEmpty()) {
            out.add("     (it never reached a threat or a novel cell)");
        }
        return out;
    }

    private static String verb(Action a) {
        return a.name();
    }
}

package echoai.link1.cli.story;

import echoai.link1.agent.LifeMeasures;
import echoai.link1.agent.ListeningRule;
import echoai.link1.agent.Proposal;
import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.Testimony;
import echoai.link1.agent.Veteran;
import echoai.nexus0.Action;
import echoai.nexus0.CellKind;
import echoai.nexus0.Gate;
import echoai.nexus0.TurnRecord;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;

/**
 * One turn of the listener B as the demo's and {@code talk}'s stories tell it: where B stood,
 * what it would have done on its own, what testimony made it propose, whether the gate let it,
 * and what it got. {@link Narration} gives it its words.
 *
 * @param turn     t, 0..255
 * @param cell     the cell B stood on ({@link TurnRecord#cell()}), 0..31
 * @param kind     that cell's kind
 * @param referent the site's referent, 0..65535
 * @param plain    NEXUS-0's own proposal
 * @param chosen   the proposal handed to the gate
 * @param diverted whether testimony made {@code chosen} differ from {@code plain}
 * @param saidPlain  when diverted, the heard V the rule used for {@code plain} (B had not tried
 *                   it here and holds testimony about it), else empty
 * @param saidChosen when diverted, the heard V the rule used for {@code chosen}, else empty
 * @param vetoed   whether the gate vetoed {@code chosen}
 * @param action   the action executed (WAIT after a veto)
 * @param reward   r
 * @param saidBy   who said what the rule used: {@code A}, {@code id 3}, {@code A and id 3}
 *                 (empty when nothing heard was used)
 */
public record Visit(int turn, int cell, CellKind kind, int referent, Action plain,
                    Action chosen, boolean diverted, OptionalInt saidPlain,
                    OptionalInt saidChosen, boolean vetoed,
                    Action action, int reward, String saidBy) {
    /**
     * A visit.
     *
     * @param turn t
     * @param cell the cell B stood on
     * @param kind that cell's kind, never null
     * @param referent the site's referent
     * @param plain NEXUS-0's own proposal, never null
     * @param chosen the proposal handed to the gate, never null
     * @param diverted whether testimony diverted B
     * @param saidPlain the heard V used for {@code plain}, or empty; never null
     * @param saidChosen the heard V used for {@code chosen}, or empty; never null
     * @param vetoed whether the gate vetoed
     * @param action the action executed, never null
     * @param reward r
     * @param saidBy who said what the rule used, or empty; never null
     */
    public Visit {
        Objects.requireNonNull(saidBy, "saidBy");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(plain, "plain");
        Objects.requireNonNull(chosen, "chosen");
        Objects.requireNonNull(saidPlain, "saidPlain");
        Objects.requireNonNull(saidChosen, "saidChosen");
        Objects.requireNonNull(action, "action");
    }

    /**
     * A turn of B's journal as a visit.
     *
     * @param b B
     * @param rec a record of its journal
     * @return the visit
     */
    public static Visit of(TalkingAgent b, TurnRecord rec) {
        Proposal p = b.proposals().get(rec.turn());
        return new Visit(rec.turn(), rec.cell(), b.world().kind(rec.cell()), p.site().referent(),
                p.plain(), p.chosen(), p.diversion(), said(b, p, p.plain()),
                said(b, p, p.chosen()), rec.verdict() == Gate.Verdict.VETO, rec.action(),
                rec.reward(), saidBy(b, p));
    }

    /** The speakers of the testimonies the rule used (plain, then chosen), by name. */
    private static String saidBy(TalkingAgent b, Proposal p) {
        Set<String> names = new LinkedHashSet<>();
        for (Action a : new Action[] {p.plain(), p.chosen()}) {
            if (p.diversion() && p.site().n(a) == 0) {
                Testimony heard = b.testimony().get(p.site().referent(), a);
                if (heard != null) {
                    names.add(heard.sender() == Veteran.ID ? "A" : "id " + heard.sender());
                }
            }
        }
        return String.join(" and ", names);
    }

    /** The heard V that {@link echoai.link1.agent.ListeningRule} used for {@code a}, if any. */
    private static OptionalInt said(TalkingAgent b, Proposal p, Action a) {
        if (!p.diversion() || p.site().n(a) > 0) {
            return OptionalInt.empty();
        }
        Testimony heard = b.testimony().get(p.site().referent(), a);
        return heard == null ? OptionalInt.empty() : OptionalInt.of(heard.value());
    }

    /**
     * Whether the turn hurt.
     *
     * @return true when r &lt; 0
     */
    public boolean hurt() {
        return reward < 0;
    }

    /**
     * B's first visit to each THREAT and NOVEL cell (the demo's dangers).
     *
     * @param b B
     * @return the visits, in turn order
     */
    public static List<Visit> dangers(TalkingAgent b) {
        return LifeMeasures.firstVisits(b.journal()).stream()
                .filter(rec -> isDanger(b.world().kind(rec.cell())))
                .map(rec -> of(b, rec)).toList();
    }

    /**
     * Every turn on which testimony diverted B.
     *
     * @param b B
     * @return the visits, in turn order
     */
    public static List<Visit> diversions(TalkingAgent b) {
        return b.journal().stream().filter(rec -> b.proposals().get(rec.turn()).diversion())
                .map(rec -> of(b, rec)).toList();
    }

    /**
     * The first visits that hurt: the cells B's first-visit harm counts.
     *
     * @param b B
     * @return the visits, in turn order
     */
    public static List<Visit> harmfulFirstVisits(TalkingAgent b) {
        return LifeMeasures.harmfulFirstVisits(b.journal()).stream().map(rec -> of(b, rec))
                .toList();
    }

    private static boolean isDanger(CellKind kind) {
        return kind == CellKind.THREAT || kind == CellKind.NOVEL;
    }
}

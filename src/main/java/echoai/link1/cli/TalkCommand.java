package echoai.link1.cli;

import echoai.link1.agent.Proposal;
import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.WireChannel;
import echoai.link1.session.Arm;
import echoai.link1.session.ArmRunner;
import echoai.link1.session.Dialogue;
import echoai.link1.results.WorldResult;
import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Claim;
import echoai.link1.speech.Speech;
import echoai.link1.speech.SpeechAct;
import echoai.nexus0.Action;
import echoai.nexus0.Gate;
import echoai.nexus0.RingWorld;
import echoai.nexus0.TurnRecord;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code link1 talk --seed N --arm S|T|X|L|D|E5}: one world's story in a few lines — what A
 * says, where B was diverted, where B got hurt on a first visit, and the P3 audit.
 */
@Command(name = "talk", mixinStandardHelpOptions = true,
        description = {"One world's story: A lives and speaks (arm S T X L D by wire, or the E5"
                + " dialogue), B listens and lives; diversions, first-visit harm, the P3 audit."})
final class TalkCommand implements Callable<Integer> {
    /** Lines listed before "... and N more". */
    static final int MAX_LINES = 8;

    @Spec
    private CommandSpec spec;

    @Option(names = "--seed", defaultValue = "0", paramLabel = "N",
            description = "World seed (default: ${DEFAULT-VALUE}).")
    private String seed;

    @Option(names = "--arm", defaultValue = "T", paramLabel = "S|T|X|L|D|E5",
            description = "Arm (default: ${DEFAULT-VALUE}).")
    private String arm;

    @Override
    public Integer call() {
        long s = SeedOption.parse(seed);
        String name = arm.strip().toUpperCase(Locale.ROOT);
        PrintWriter out = spec.commandLine().getOut();
        TalkingAgent b;
        WorldResult result;
        if (name.equals(Dialogue.ARM)) {
            Dialogue.Outcome o = Dialogue.run(s, new WireChannel());
            b = o.listener();
            result = o.result();
            out.printf("world(%d), E5 dialogue by wire: B asked %d times, A answered with %d"
                    + " postcards in all (ASKs included)%n", s, o.exchanges().size(),
                    result.postcards());
            List<String> lines = new ArrayList<>();
            for (Dialogue.Exchange e : o.exchanges()) {
                lines.add(String.format("t=%d B: ASK %s  A: %s", e.turn(), ref(e.referent()),
                        answer(e.answer())));
            }
            list(out, lines);
        } else {
            Arm a = parseArm(name);
            List<LinkFrame> sent = ArmRunner.speak(s, a);
            b = ArmRunner.listenLife(s, a, new WireChannel().carry(sent), false);
            result = ArmRunner.result(s, a.name(), b, sent);
            speaker(out, s, a, sent);
        }
        listener(out, b, result);
        out.flush();
        return Main.EXIT_OK;
    }

    private static Arm parseArm(String name) {
        try {
            return Arm.valueOf(name);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--arm must be S, T, X, L, D or E5: " + name);
        }
    }

    private static void speaker(PrintWriter out, long seed, Arm arm, List<LinkFrame> sent) {
        List<String> negative = new ArrayList<>();
        for (LinkFrame f : sent) {
            Speech.readClaim(f.postcard()).filter(c -> c.value() < 0)
                    .ifPresent(c -> negative.add(claim(c)));
        }
        out.printf("world(%d), arm %s: A lived 256 turns, then said %d CLAIMs by wire (%s);"
                + " %d of them say V < 0:%n", seed, arm, sent.size(), armText(arm),
                negative.size());
        list(out, negative);
    }

    private static String armText(Arm arm) {
        return switch (arm) {
            case S -> "silence: nothing is sent";
            case T -> "its true claims";
            case X -> "referents permuted to the next one";
            case L -> "every V inverted";
            case D -> "true claims, but B lives in world_D";
        };
    }

    private static void listener(PrintWriter out, TalkingAgent b, WorldResult r) {
        RingWorld w = b.world();
        out.printf("B heard %d frames, kept %d claims as testimony, and lived 256 turns in %s:"
                + " %d diversions at %d sites, %d gate vetoes%n", b.heardFrames().size(),
                b.testimony().size(), w.isChanged() ? "world_D" : "the same world",
                r.diversions(), b.budget().sites(), r.gateVetoes());
        List<String> div = new ArrayList<>();
        for (int t = 0; t < b.proposals().size(); t++) {
            Proposal p = b.proposals().get(t);
            if (p.diversion()) {
                TurnRecord rec = b.journal().get(t);
                div.add(String.format("t=%d cell %d (%s) %s: %s instead of %s%s", t, rec.cell(),
                        w.kind(rec.cell()), ref(p.site().referent()), p.chosen(), p.plain(),
                        rec.verdict() == Gate.Verdict.VETO ? ", vetoed by the gate" : ""));
            }
        }
        list(out, div);
        List<String> hurt = new ArrayList<>();
        Set<Integer> seen = new HashSet<>();
        for (TurnRecord rec : b.journal()) {
            if (seen.add(rec.cell()) && rec.reward() < 0) {
                hurt.add(String.format("t=%d cell %d (%s): %s, reward %d", rec.turn(), rec.cell(),
                        w.kind(rec.cell()), rec.action(), rec.reward()));
            }
        }
        out.printf("first-visit harm %d (harm %d turns, return %d)%s%n", r.firstVisitHarm(),
                r.harm(), r.totalReturn(), hurt.isEmpty() ? "" : ":");
        list(out, hurt);
        out.printf("P3 %s: false_facts %d, destroyed %d, cortex_calls %d, testimony_core_writes %d,"
                + " replay_matches %b, unexplained_diversions %d; digest %s%n",
                r.firewallHolds() ? "holds" : "BROKEN", r.falseFacts(), r.destroyed(),
                r.cortexCalls(), r.testimonyCoreWrites(), r.replayMatches(),
                r.unexplainedDiversions(), r.coreDigest());
    }

    private static void list(PrintWriter out, List<String> lines) {
        for (int i = 0; i < Math.min(MAX_LINES, lines.size()); i++) {
            out.println("  " + lines.get(i));
        }
        if (lines.size() > MAX_LINES) {
            out.printf("  ... and %d more%n", lines.size() - MAX_LINES);
        }
    }

    private static String ref(int referent) {
        return String.format("ref 0x%04x", referent);
    }

    private static String claim(Claim c) {
        return String.format("%s %s V=%d C=%d", ref(c.referent()), Action.ofRel(c.actionRel()),
                c.value(), c.confidence());
    }

    private static String answer(List<SpeechAct> acts) {
        List<String> parts = new ArrayList<>();
        for (SpeechAct act : acts) {
            parts.add(act instanceof Claim c ? "CLAIM " + Action.ofRel(c.actionRel()) + " V="
                    + c.value() + " C=" + c.confidence() : act.act().name());
        }
        return String.join(", ", parts);
    }
}

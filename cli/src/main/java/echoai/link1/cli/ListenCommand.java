package echoai.link1.cli;

import echoai.link1.bench.Json;
import echoai.link1.session.Arm;
import echoai.link1.session.ListenerReport;
import echoai.link1.session.PipeDialogue;
import echoai.link1.session.PipeListener;
import echoai.link1.session.WorldEnvelope;
import echoai.link1.session.WorldResult;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code link1 listen}: B in its own process. {@code --seed N [--arm A]}: B reads frames from
 * stdin until it ends (garbage and truncated frames are dropped and counted; a closed pipe is an
 * end), lives its life (in world_D for D; ignoring what it hears for S) and prints what it knows
 * in a few lines of words, or with {@code --json} as one JSON line ({@link ListenerReport}: bytes
 * read, frames heard, its life — not the postcard accounting, which needs what A sent, at −1).
 * {@code --seeds LIST}: many worlds, one envelope each on stdin, a summary (or a JSON line) each. {@code --dialogue --seeds LIST}: B's side of E5, ASK envelopes out
 * on stdout, answers in on stdin, each world's report as an {@code R} envelope on stdout. A
 * world stream that breaks is a negative result (exit 1), after the worlds before it.
 */
@Command(name = "listen", mixinStandardHelpOptions = true,
        description = {"B reads A's frames from stdin, lives 256 turns and prints what it knows.",
            "What it knows (bytes read, frames heard, its life) is a few lines of words;",
            "with --json one JSON line a world, whose postcard counts are -1: B does not",
            "know what A sent (the parent that saw both ends settles them, as E6 does).",
            "Example:",
            "  link1 speak --seed 0 | link1 listen --seed 0",
            "--seeds LIST: many worlds in envelopes; --dialogue: B's side of E5",
            "(docs/bench.md)."})
final class ListenCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    @Spec
    private CommandSpec spec;

    @Mixin
    private PipeOptions pipe;

    @Option(names = "--dialogue", description = "E5: ask A through stdout, hear it on stdin.")
    private boolean dialogue;

    @Option(names = "--json", description = "One JSON line a world (ListenerReport) instead of"
            + " the summary in words; E6 reads these.")
    private boolean json;

    @Override
    public Integer call() throws IOException {
        if ((pipe.seed == null) == (pipe.seeds == null)) {
            throw new UsageException("listen needs exactly one of --seed, --seeds");
        }
        Arm a = pipe.arm();
        List<Integer> worlds = pipe.worlds();
        if (pipe.seeds == null && !dialogue) {
            println(PipeListener.listen(worlds.get(0), a, main.rawIn()));
            return Main.EXIT_OK;
        }
        try {
            if (dialogue) {
                PrintStream out = main.rawOut();
                PipeDialogue.listen(worlds, main.rawIn(), out, r -> new WorldEnvelope(
                        WorldEnvelope.REPORT, r.seed(), WorldEnvelope.DIALOGUE,
                        Json.line(r).getBytes(StandardCharsets.UTF_8)).writeTo(out));
            } else {
                PipeListener.listenWorlds(worlds, a, main.rawIn(), this::println);
            }
        } catch (IOException broken) {
            spec.commandLine().getErr().println("link1: listen: " + broken.getMessage());
            return Main.EXIT_NEGATIVE;
        }
        return Main.EXIT_OK;
    }

    private void println(ListenerReport r) {
        spec.commandLine().getOut().print(json ? Json.line(r) + "\n" : summary(r));
        spec.commandLine().getOut().flush();
    }

    /** What B knows after one world, in words: three lines, no sentinel for what it cannot know. */
    static String summary(ListenerReport r) {
        WorldResult l = r.life();
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "world %d, arm %s: B read %d bytes and heard %d"
                + " frame(s)%s.%n", r.seed(), r.arm(), r.bytesRead(), r.heardFrames().size(),
                r.rejectedAfterCrc() == 0 ? ""
                        : " (" + r.rejectedAfterCrc() + " more passed the CRC but were rejected)"));
        sb.append(String.format(Locale.ROOT, "  its life, %d turns: harmed on %d first visit(s)"
                + " (%d turns in all), return %d, %d diversion(s), %d gate veto(es), %d"
                + " site(s) seen.%n", WorldResult.LIFE_TURNS, l.firstVisitHarm(), l.harm(),
                l.totalReturn(), l.diversions(), l.gateVetoes(), l.sitesCounted()));
        sb.append(String.format(Locale.ROOT, "  audit: %s, %d unexplained diversion(s), %d"
                + " false fact(s), %d destroyed; core digest %s.%n",
                l.replayMatches() ? "the deaf replay matches" : "the deaf replay DIFFERS",
                l.unexplainedDiversions(), l.falseFacts(), l.destroyed(), l.coreDigest()));
        return sb.toString();
    }
}

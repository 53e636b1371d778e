package echoai.link1.cli;

import echoai.link1.cli.story.Narration;
import echoai.link1.cli.story.Talk;
import echoai.link1.session.Arm;
import echoai.link1.session.Dialogue;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code link1 talk --seed N --arm S|T|X|L|D|E5}: one world's story in a few lines — what A
 * says, where B was diverted, where B got hurt on a first visit, and the P3 audit. The story is
 * {@link Talk}'s, its words {@link Narration}'s.
 */
@Command(name = "talk", mixinStandardHelpOptions = true,
        description = {"Tells one world's story: what A says, and what B does with it.",
            "A lives and speaks (an arm of S T X L D by wire, or the E5 dialogue), B",
            "listens and lives; then B's diversions (turns where what it heard changed what",
            "it did), its first-visit harm (cells that hurt it the first time it acted",
            "there) and the P3 audit (nothing B heard became one of its facts)."})
final class TalkCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--seed", defaultValue = "0", paramLabel = "N",
            description = "World seed (default: ${DEFAULT-VALUE}).")
    private String seed;

    @Option(names = "--arm", defaultValue = "T", paramLabel = "S|T|X|L|D|E5",
            description = "The arm, one condition of the experiment run over the same worlds"
                    + " (default ${DEFAULT-VALUE}): S silence (A says nothing), T truth (A's"
                    + " true claims), X permuted referents (each claim about the wrong site), L"
                    + " inverted sign (a liar: every value negated), D truth, but B lives in a"
                    + " changed world (world_D), E5 the dialogue by wire (B asks, A answers).")
    private String arm;

    @Override
    public Integer call() {
        long s = SeedOption.parse(seed);
        String name = arm.strip().toUpperCase(Locale.ROOT);
        Talk.Story story = name.equals(Dialogue.ARM) ? Talk.dialogue(s)
                : Talk.wire(s, parseArm(name));
        PrintWriter out = spec.commandLine().getOut();
        Narration.lines(story).forEach(out::println);
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
}

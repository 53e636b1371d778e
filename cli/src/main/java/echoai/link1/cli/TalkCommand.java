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
        description = {"Tells one world's story with the P3 audit.",
            "A lives and speaks (arm S T X L D by wire, or the E5 dialogue), B listens and",
            "lives; then B's diversions, first-visit harm and the P3 audit."})
final class TalkCommand implements Callable<Integer> {
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

package echoai.link1.cli;

import echoai.link1.agent.WireChannel;
import echoai.link1.session.Arm;
import echoai.link1.session.ArmRunner;
import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code link1 speak --seed N [--arm T|X|L]}: the veteran lives its life in world(seed) and
 * writes its CLAIM frames (22 bytes each, nothing else) to stdout, X permuting and L inverting.
 */
@Command(name = "speak", mixinStandardHelpOptions = true,
        description = {"A lives 256 turns in world(seed) and writes its CLAIM frames as raw bytes"
                + " to stdout (22 bytes a frame). Pipe it into 'link1 listen'."})
final class SpeakCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    @Option(names = "--seed", required = true, paramLabel = "N", description = "World seed.")
    private String seed;

    @Option(names = "--arm", defaultValue = "T", paramLabel = "T|X|L",
            description = "What A says: T truth, X permuted referents, L inverted sign"
                    + " (default: ${DEFAULT-VALUE}).")
    private String arm;

    @Override
    public Integer call() {
        long s = SeedOption.parse(seed);
        Arm a = parseArm(arm, "T|X|L");
        if (a == Arm.S || a == Arm.D) {
            throw new UsageException("--arm of speak must be T, X or L: " + arm);
        }
        PrintStream out = main.rawOut();
        out.writeBytes(WireChannel.bytes(ArmRunner.speak(s, a)));
        out.flush();
        if (out.checkError()) {
            throw new EnvironmentException("speak: stdout closed before all frames were written");
        }
        return Main.EXIT_OK;
    }

    /** Parses an arm name case-insensitively; a usage error names the allowed ones. */
    static Arm parseArm(String text, String allowed) {
        try {
            return Arm.valueOf(text.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--arm must be one of " + allowed + ": " + text);
        }
    }
}

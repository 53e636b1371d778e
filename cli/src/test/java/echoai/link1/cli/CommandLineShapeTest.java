package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The command line's shape, the same everywhere (issue 37, item 12): every {@code --seed}
 * defaults to 0; a command group alone prints its help and exits 0, as {@code link1} alone does;
 * an unknown word points to the help that lists the right ones; {@code link1 sweep --help}
 * builds nothing.
 */
class CommandLineShapeTest {
    private static final String CLAIM = "57110107020b1c09ce00001e0000004c010031172130";

    @Test
    void worldAndLifeDefaultToSeedZero() {
        for (String cmd : new String[] {"world", "life"}) {
            Ran bare = Ran.link1(cmd);
            Ran zero = Ran.link1(cmd, "--seed", "0");
            assertThat(bare.code()).as(cmd + ": " + bare.err()).isZero();
            assertThat(bare.out()).as(cmd).isEqualTo(zero.out()).isNotEmpty();
        }
    }

    @Test
    void roomDefaultsToSeedZero(@TempDir Path dir) throws Exception {
        Path in = dir.resolve("in.wav");
        assertThat(Ran.link1("modem", "encode", "--out", in.toString(), CLAIM).code()).isZero();
        Ran bare = Ran.link1("room", in.toString(), dir.resolve("a.wav").toString(), "--room",
                "echo", "--snr", "10");
        Ran zero = Ran.link1("room", in.toString(), dir.resolve("b.wav").toString(), "--room",
                "echo", "--snr", "10", "--seed", "0");
        assertThat(bare.code()).as(bare.err()).isZero();
        assertThat(bare.out().replace("a.wav", "b.wav")).isEqualTo(zero.out());
        assertThat(Files.readAllBytes(dir.resolve("a.wav")))
                .isEqualTo(Files.readAllBytes(dir.resolve("b.wav")));
    }

    @Test
    void everySeedOptionHasADefault() {
        List<String> required = new ArrayList<>();
        walk(new CommandLine(new Main(null, null)), cl -> {
            CommandLine.Model.OptionSpec seed = cl.getCommandSpec().findOption("--seed");
            if (seed != null && (seed.required() || seed.defaultValue() == null)
                    && !cl.getCommandName().equals("speak") && !cl.getCommandName().equals("listen")) {
                required.add(cl.getCommandSpec().qualifiedName());
            }
        });
        // speak and listen: --seed N is one of their modes (one world, raw bytes), beside --seeds
        assertThat(required).as("commands whose --seed has no default").isEmpty();
    }

    @Test
    void aGroupAlonePrintsItsHelpAndExitsZero() {
        List<String> groups = new ArrayList<>();
        walk(new CommandLine(new Main(null, null)), cl -> {
            if (!cl.getSubcommands().isEmpty()) {
                groups.add(cl.getCommandSpec().qualifiedName());
            }
        });
        assertThat(groups).contains("link1", "link1 modem", "link1 air");
        for (String group : groups) {
            String[] args = group.substring("link1".length()).strip().isEmpty() ? new String[0]
                    : group.substring("link1 ".length()).split(" ");
            Ran ran = Ran.link1(args);
            assertThat(ran.code()).as(group + ": " + ran.err()).isZero();
            assertThat(ran.out()).as(group).startsWith("Usage: " + group + " ");
            assertThat(ran.err()).as(group).isEmpty();
        }
    }

    @Test
    void anUnknownWordPointsToTheHelp() {
        Ran nosuch = Ran.link1("nosuch");
        assertThat(nosuch.code()).isEqualTo(Main.EXIT_USAGE);
        assertThat(nosuch.err()).isEqualTo(
                "link1: Unmatched argument at index 0: 'nosuch' (see link1 --help)\n");
        Ran typo = Ran.link1("modem", "decod");
        assertThat(typo.code()).isEqualTo(Main.EXIT_USAGE);
        assertThat(typo.err()).contains("did you mean decode?")
                .endsWith("(see link1 modem --help)\n").hasLineCount(1);
        Ran option = Ran.link1("world", "--sed", "3");
        assertThat(option.err()).contains("(see link1 world --help)").hasLineCount(1);
    }

    /**
     * {@code ./link1 sweep --help} in a copy of the scripts whose {@code mvnw} fails loudly: the
     * help is sweep/help.txt (SweepHelpFileTest: the command's own), and nothing was built.
     */
    @Test
    @EnabledOnOs(OS.LINUX)
    void sweepHelpBuildsNothing(@TempDir Path dir) throws Exception {
        for (String script : new String[] {"link1", "link1-sweep"}) {
            Files.copy(Path.of(script), dir.resolve(script));
        }
        Files.createDirectories(dir.resolve("sweep"));
        Files.copy(Path.of("sweep/help.txt"), dir.resolve("sweep/help.txt"));
        Path mvnw = Files.writeString(dir.resolve("mvnw"),
                "#!/bin/sh\necho BUILT > \"$(dirname \"$0\")/built\"\nexit 1\n");
        Files.setPosixFilePermissions(mvnw, PosixFilePermissions.fromString("rwxr-xr-x"));
        for (String[] cmd : new String[][] {{"./link1", "sweep", "--help"},
            {"./link1-sweep", "-h"}}) {
            Process p = new ProcessBuilder(new ArrayList<>(List.of("bash")) {
                {
                    addAll(List.of(cmd));
                }
            }).directory(dir.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(p.exitValue()).as(String.join(" ", cmd)).isZero();
            assertThat(out).isEqualTo(Files.readString(Path.of("sweep/help.txt")));
        }
        assertThat(dir.resolve("built")).doesNotExist();
    }

    private static void walk(CommandLine cl, java.util.function.Consumer<CommandLine> visit) {
        visit.accept(cl);
        for (CommandLine sub : cl.getSubcommands().values()) {
            if (!sub.getCommandName().equals("help")) {
                walk(sub, visit);
            }
        }
    }
}

package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Every option and parameter with fixed choices says each choice in its help (issue 37, item
 * 9: "every help text explains its choices"). The choices are what its value label lists,
 * {@code csma|aloha|tdma}, or an enum type's constants; each must appear in the option's
 * description as a word, so that the help can say what it means, not only that it exists.
 */
class HelpChoicesTest {
    @Test
    void everyChoiceOfEveryOptionIsInItsHelp() {
        List<String> unexplained = new ArrayList<>();
        visit(new CommandLine(new Main(System.in, System.out)), unexplained);
        assertThat(unexplained).as("choices an option's help does not mention").isEmpty();
    }

    @Test
    void theProfileOptionsExplainEveryProfile() {
        assertThat(ProfileOptions.LABELS).isEqualTo("k1|k2|r|f|q");
        assertThat(ProfileOptions.LABELS_OR).isEqualTo("k1, k2, r, f or q");
        assertThat(ProfileOptions.EXPLAINED).startsWith("k1 (one tone a 40 ms slot, the original;"
                + " 2.8 s a postcard), k2 (").contains("r (robust: ").contains("4.752 s a postcard")
                .endsWith("q (f sent four tones a slot on 12 groups over 1-7 kHz; needs a device"
                        + " rate of 16 kHz or more; 1.2 s a postcard)");
        Ran help = Ran.link1("modem", "encode", "--help");
        assertThat(help.out()).contains("--profile=k1|k2|r|f|q").contains("q (f sent four tones");
    }

    @Test
    void aChoiceMustBeAWordOfTheHelpNotAPartOfOne() {
        assertThat(mentions("Tones per slot, as --profile k1|k2 (default 1).", "2")).isFalse();
        assertThat(mentions("Listen before talk (csma)", "CSMA")).isTrue();
        assertThat(mentions("the room echo or long-echo", "echo")).isTrue();
        assertThat(mentions("only long-echo", "echo")).isFalse();
        assertThat(mentions("H+M0.3: each V inverted", "H+M0.3")).isTrue();
    }

    private static void visit(CommandLine cl, List<String> unexplained) {
        var spec = cl.getCommandSpec();
        if (spec.usageMessage().hidden()) {
            return;
        }
        List<ArgSpec> args = new ArrayList<>();
        spec.options().stream().filter(o -> !o.hidden()).forEach(args::add);
        spec.positionalParameters().stream().filter(p -> !p.hidden()).forEach(args::add);
        for (ArgSpec a : args) {
            String help = String.join(" ", a.description());
            for (String choice : choices(a)) {
                if (!mentions(help, choice)) {
                    unexplained.add(spec.qualifiedName() + " " + name(a) + ": '" + choice
                            + "' is not in its help: " + help);
                }
            }
        }
        cl.getSubcommands().values().forEach(sub -> visit(sub, unexplained));
    }

    private static List<String> choices(ArgSpec a) {
        String label = a.paramLabel();
        if (label.contains("|")) {
            return Arrays.asList(label.split("\\|"));
        }
        if (a.type().isEnum()) {
            return Arrays.stream(a.type().getEnumConstants()).map(Object::toString).toList();
        }
        return List.of();
    }

    private static boolean mentions(String help, String choice) {
        return Pattern.compile("(?i)(?<![\\w.+-])" + Pattern.quote(choice) + "(?![\\w+-]|\\.\\w)")
                .matcher(help).find();
    }

    private static String name(ArgSpec a) {
        return a instanceof OptionSpec o ? o.longestName()
                : ((PositionalParamSpec) a).paramLabel();
    }
}

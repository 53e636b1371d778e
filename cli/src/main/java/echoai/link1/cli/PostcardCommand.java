package echoai.link1.cli;

import echoai.link1.speech.Speech;
import echoai.wsp.Hex;
import echoai.wsp.Postcard;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code link1 postcard HEX32}: decodes a 16-byte postcard and prints its human form. */
@Command(name = "postcard", mixinStandardHelpOptions = true,
        description = {"Decodes a 16-byte WSP postcard (32 hex digits).",
            "It prints the postcard's human form and its speech act shape, if any. Exit 1",
            "when the postcard is invalid. The four atoms (who, what, to what, when) have",
            "Spanish names; each prints with its English, e.g. UNIR (to join)."})
final class PostcardCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "HEX32", description = "The postcard, 32 hex digits.")
    private String hex;

    @Override
    public Integer call() {
        byte[] bytes;
        try {
            bytes = Hex.parse(hex, Postcard.LENGTH);
        } catch (IllegalArgumentException e) {
            throw new UsageException("postcard: " + e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        String why = Postcard.violation(bytes, 0);
        if (why != null) {
            out.println("rejected: INVALID_POSTCARD: " + why);
            return Main.EXIT_NEGATIVE;
        }
        Postcard p = Postcard.fromBytes(bytes);
        out.println(SpeechText.glossed(p));
        out.println("shape: " + Speech.readAny(p).map(SpeechText::of).orElse("none"));
        return Main.EXIT_OK;
    }
}

package echoai.link1.cli;

import echoai.link1.cli.SpeechText.Action;
import echoai.link1.frame.FrameResult;
import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Ask;
import echoai.link1.speech.Hello;
import echoai.link1.speech.Speech;
import echoai.link1.speech.SpeechAct;
import echoai.link1.speech.Unknown;
import echoai.wsp.Hex;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code link1 frame HEX44} decodes a 22-byte link frame; {@code link1 frame --build KIND ...}
 * builds one and prints its 44 hex digits.
 */
@Command(name = "frame", mixinStandardHelpOptions = true,
        description = {"Decodes a 22-byte link frame (44 hex digits), or builds one.",
            "Decoding prints the header, the postcard and the speech act shape; exit 1",
            "with the reason when the frame is rejected. With --build, builds a frame:",
            "  --build claim   --sender --seq --ref --action --value --count",
            "  --build ask     --sender --seq --ref",
            "  --build unknown --sender --seq --ref",
            "  --build hello   --sender --seq",
            "The postcard's four atoms (who, what, to what, when) have Spanish names;",
            "each prints with its English, e.g. UNIR (to join). V is the speaker's value",
            "of the action (its Q, -100..100), C its confidence (10 per time tried)."})
final class FrameCommand implements Callable<Integer> {
    /** What each kind of --build needs, and nothing more. */
    private static final Map<String, List<String>> NEEDS = Map.of(
            "claim", List.of("--sender", "--seq", "--ref", "--action", "--value", "--count"),
            "ask", List.of("--sender", "--seq", "--ref"),
            "unknown", List.of("--sender", "--seq", "--ref"),
            "hello", List.of("--sender", "--seq"));

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "HEX44",
            description = "The frame to decode, 44 hex digits.")
    private String hex;

    @Option(names = "--build", paramLabel = "claim|ask|unknown|hello",
            description = "Build a frame of this speech act instead of decoding one: claim"
                    + " (what happened to the speaker when it did an action at a site), ask (a"
                    + " question about a site), unknown (the answer 'I have not lived it') or"
                    + " hello (a greeting).")
    private String build;

    @Option(names = "--sender", paramLabel = "ID", description = "Sender id = speaker, 0..255.")
    private Integer sender;

    @Option(names = "--seq", paramLabel = "N", description = "Sequence number, 0..255.")
    private Integer seq;

    @Option(names = "--ref", paramLabel = "REF", description = "Referent, the"
            + " site's name both agents can compute, 0..65535 (0x... or decimal).")
    private String ref;

    @Option(names = "--action", paramLabel = "approach|avoid|wait", description = "The action the claim is about:"
            + " approach (atom UNIR, to join), avoid (TEMER, to fear) or wait (OBSERVAR, to"
            + " observe).")
    private Action action;

    @Option(names = "--value", paramLabel = "Q", description = "The speaker's value"
            + " of that action at that site, Q(s,a): how it went, clipped to ±100.")
    private Integer value;

    @Option(names = "--count", paramLabel = "N", description = "How many times the"
            + " speaker tried it, n(s,a) ≥ 1; the postcard's confidence C = min(100, 10·n).")
    private Integer count;

    @Override
    public Integer call() {
        return build == null ? decode() : build();
    }

    private Integer decode() {
        if (hex == null) {
            throw new UsageException("frame: give HEX44 or --build KIND");
        }
        List<String> given = givenOptions();
        if (!given.isEmpty()) {
            throw new UsageException("frame: " + given.get(0) + " needs --build");
        }
        byte[] bytes;
        try {
            bytes = Hex.parse(hex, LinkFrame.LENGTH);
        } catch (IllegalArgumentException e) {
            throw new UsageException("frame: " + e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        FrameResult result = LinkFrame.parse(bytes);
        if (result instanceof FrameResult.Rejected r) {
            out.println("rejected: " + r.reason() + ": " + r.detail());
            return Main.EXIT_NEGATIVE;
        }
        LinkFrame f = ((FrameResult.Accepted) result).frame();
        out.printf("frame: %s crc=0x%04x ok%n", f.header(), LinkFrame.storedCrc(bytes, 0));
        out.println("postcard: " + SpeechText.glossed(f.postcard()));
        out.println("shape: " + shape(f));
        return Main.EXIT_OK;
    }

    private static String shape(LinkFrame f) {
        Optional<SpeechAct> read = Speech.read(f);
        if (read.isPresent()) {
            return SpeechText.of(read.get());
        }
        return Speech.readAny(f.postcard())
                .map(a -> "none (act byte says " + f.act() + ", postcard has the " + a.act()
                        + " shape)")
                .orElse("none");
    }

    private Integer build() {
        String kind = build.toLowerCase(Locale.ROOT);
        List<String> needs = NEEDS.get(kind);
        if (needs == null) {
            throw new UsageException("frame: --build must be claim, ask, unknown or hello: " + build);
        }
        if (hex != null) {
            throw new UsageException("frame: HEX44 and --build exclude each other");
        }
        List<String> given = givenOptions();
        for (String option : given) {
            if (!needs.contains(option)) {
                throw new UsageException("frame: --build " + kind + " takes no " + option);
            }
        }
        for (String option : needs) {
            if (!given.contains(option)) {
                throw new UsageException("frame: --build " + kind + " needs " + option);
            }
        }
        LinkFrame frame;
        try {
            frame = Speech.frame(act(kind), sender, seq);
        } catch (IllegalArgumentException e) {
            throw new UsageException("frame: " + e.getMessage());
        }
        spec.commandLine().getOut().println(Hex.of(frame.toBytes()));
        return Main.EXIT_OK;
    }

    private SpeechAct act(String kind) {
        return switch (kind) {
            case "claim" -> Speech.claim(sender, referent(), action.rel, value, count);
            case "ask" -> new Ask(sender, referent());
            case "unknown" -> new Unknown(sender, referent());
            default -> new Hello(sender);
        };
    }

    private int referent() {
        try {
            return Integer.decode(ref.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--ref must be a number (0x... or decimal): " + ref);
        }
    }

    private List<String> givenOptions() {
        Map<String, Object> all = new LinkedHashMap<>();
        all.put("--sender", sender);
        all.put("--seq", seq);
        all.put("--ref", ref);
        all.put("--action", action);
        all.put("--value", value);
        all.put("--count", count);
        List<String> given = new ArrayList<>();
        all.forEach((name, v) -> {
            if (v != null) {
                given.add(name);
            }
        });
        return given;
    }
}

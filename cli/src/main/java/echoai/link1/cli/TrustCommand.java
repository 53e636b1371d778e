package echoai.link1.cli;

import echoai.link1.bench.Progress;
import echoai.link1.bench.e8air.E8Air;
import echoai.link1.cli.story.TrustStory;
import echoai.link1.session.RoomSetup;
import echoai.link1.session.SpeakerSet;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code link1 trust --seed N [--speakers H+L|H+M0.3|H+L+L|L|H] [--air]}: one E8 world's story
 * ({@code docs/spec/E8.md}) — several veterans speak, the wrong ones heard last; B follows the
 * last it heard until its own turns contradict it, then stops believing it. By wire, or with
 * {@code --air} over E7's shared room (E8-air's room for the set, {@link E8Air#setup}). The
 * story is {@link TrustStory}'s.
 */
@Command(name = "trust", mixinStandardHelpOptions = true,
        description = {"Tells one E8 world's story: B learns whom to believe from its own turns.",
            "Several veterans speak, some wrong, the wrong ones heard last; B checks each",
            "speaker's claims against its own turns, its trust per speaker, where it stops",
            "believing the liar; its first-visit harm (cells that hurt it the first time it",
            "acted there) against today's rule (the last claim heard wins, whoever said",
            "it) and the P3 audit (nothing B heard became one of its facts)."})
final class TrustCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--seed", defaultValue = "0", paramLabel = "N",
            description = "World seed (default: ${DEFAULT-VALUE}, a dev seed).")
    private String seed;

    @Option(names = "--speakers", defaultValue = "H+L", paramLabel = "H|L|H+L|H+M0.3|H+L+L",
            description = "The veterans who speak, joined by +: H honest, L a liar (every"
                    + " value V inverted), M0.3 wrong at random (each V inverted with"
                    + " probability 0.3); the sets H, L, H+L, H+M0.3 or H+L+L (default"
                    + " ${DEFAULT-VALUE}).")
    private String speakers;

    @Option(names = "--air", description = {"The speakers say their claims over E7's shared"
            + " living room (profile R, CSMA, within 1 m of B; E8-air's room) instead of the"
            + " wire: a few seconds to a minute, the frames sent so far shown on stderr."})
    private boolean air;

    @Override
    public Integer call() {
        long s = SeedOption.parse(seed);
        SpeakerSet set;
        try {
            set = SpeakerSet.parse(speakers);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--speakers must be H, L, H+L, H+M0.3 or H+L+L: "
                    + speakers);
        }
        PrintWriter out = spec.commandLine().getOut();
        List<String> lines = air ? byAir(s, set, spec.commandLine().getErr())
                : TrustStory.lines(s, set);
        lines.forEach(out::println);
        out.flush();
        return Main.EXIT_OK;
    }

    /**
     * The story by air, with progress on {@code err} while the room is simulated (half a minute
     * for two speakers): what it is doing, then the frames sent so far, a line at each tenth
     * (a bar on a terminal), driven by the channel's transmissions, never by a clock.
     */
    private static List<String> byAir(long seed, SpeakerSet set, PrintWriter err) {
        RoomSetup setup = E8Air.setup(set);
        int frames = set.frames(seed).stream().mapToInt(List::size).sum();
        boolean one = set.kinds().size() == 1;
        err.println(String.format(Locale.ROOT, "link1 trust --air: %d speaker%s %s %d claims"
                + " over E7's shared living room (profile %s, %s), simulated sample by sample;"
                + " then B lives 256 turns by each rule. The story follows on stdout.",
                set.kinds().size(), one ? "" : "s", one ? "says" : "say", frames,
                setup.profile().label(), setup.access().mode().label().toUpperCase(Locale.ROOT)));
        err.flush();
        Progress progress = Progresses.forStderr(err);
        progress.start("link1 trust --air: frames sent", frames);
        try {
            return TrustStory.lines(seed, set, setup, t -> progress.step(1));
        } finally {
            progress.done();
        }
    }
}

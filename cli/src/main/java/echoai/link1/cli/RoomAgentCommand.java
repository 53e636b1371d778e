package echoai.link1.cli;

import echoai.link1.agent.Outbox;
import echoai.link1.agent.Veteran;
import echoai.link1.audio.PcmSink;
import echoai.link1.audio.PcmSource;
import echoai.link1.bench.Json;
import echoai.link1.bench.e7.E7Room;
import echoai.link1.devices.AudioBackend;
import echoai.link1.devices.PipeWireSink;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.session.LiveStation;
import echoai.link1.session.Seeds;
import echoai.nexus0.RingWorld;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code link1 room-agent (--veteran J --frames K | --novice) [--seed N] [--profile ...]
 * [--backend ...]}: one agent of E7's live run (docs/spec/E7.md §9), its own OS process on real
 * audio: veteran j of world N sends its first K claims under E7's CSMA, or the novice listens.
 * Every event is a JSON line on stdout ({@link LiveStation.Event}); the run ends when a veteran
 * has sent its frames and the air has gone quiet, or when stdin ends (its parent closed it).
 */
@Command(name = "room-agent", hidden = true, mixinStandardHelpOptions = true,
        description = {"Runs one agent of E7's live run on real audio (bench E7 --live).",
            "bench E7 --live starts them; the agent's events are JSON lines on stdout, and",
            "it ends when stdin ends."})
final class RoomAgentCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--veteran", paramLabel = "J", description = "Be veteran J (0 is A).")
    private Integer veteran;

    @Option(names = "--novice", description = "Be the novice B: listen only.")
    private boolean novice;

    @Option(names = "--frames", defaultValue = "3", paramLabel = "K",
            description = "A veteran's first K claims (default ${DEFAULT-VALUE}).")
    private int frames;

    @Option(names = "--seed", defaultValue = "0", paramLabel = "N",
            description = "World seed (default: dev seed ${DEFAULT-VALUE}).")
    private String seed;

    @Option(names = "--profile", defaultValue = "r", paramLabel = "${LINK1-PROFILES}",
            description = "Air profile every agent speaks and listens for:"
                    + " ${LINK1-PROFILES-EXPLAINED}. Default ${DEFAULT-VALUE}.")
    private String profile;

    @Option(names = "--backend", defaultValue = "pipewire", paramLabel = "pipewire|javasound",
            description = "Audio backend: " + AirOptions.BACKENDS + ". Default"
                    + " ${DEFAULT-VALUE}.")
    private AudioBackend backend;

    @Override
    public Integer call() throws IOException {
        if ((veteran == null) == !novice) {
            throw new UsageException("room-agent needs exactly one of --veteran J and --novice");
        }
        if (veteran != null && (veteran < 0 || veteran > 3)) {
            throw new UsageException("--veteran must be in [0, 3]: " + veteran);
        }
        if (frames < 1 || frames > 256) {
            throw new UsageException("--frames must be in [1, 256]: " + frames);
        }
        long s = SeedOption.parse(seed);
        AirProfile p = ProfileOptions.parse(profile);
        List<byte[]> mine = new ArrayList<>();
        long accessSeed = Seeds.mix(s, Seeds.stream("E7/live/" + (novice ? "novice"
                : "veteran/" + veteran)));
        if (!novice) {
            Veteran v = Veteran.of(RingWorld.world(s), veteran);
            List<LinkFrame> all = new Outbox(v.id()).frames(v.claims());
            for (LinkFrame f : all.subList(0, Math.min(frames, all.size()))) {
                mine.add(f.toBytes());
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        AtomicBoolean stdinEnded = watchStdin(System.in);
        LiveStation station = new LiveStation(p, E7Room.RULES, accessSeed, mine);
        ExecutorService player = Executors.newSingleThreadExecutor();
        try (PcmSource source = backend.openSource(); PcmSink sink = backend.openSink()) {
            List<Future<?>> playing = new ArrayList<>();
            short[] push = new short[PipeWireSink.TAIL_PADDING_SAMPLES];
            sink.play(push, 0, push.length);
            station.run(source::read, pcm -> playing.add(player.submit(() -> {
                // one stream for the whole run (no tool started per frame: less latency); the
                // silence after each frame pushes its last partial quantum out
                sink.play(pcm, 0, pcm.length);
                sink.play(push, 0, push.length);
                return null;
            })), stdinEnded::get, System::nanoTime, e -> {
                out.println(Json.line(e));
                out.flush();
            });
            for (Future<?> f : playing) {
                finish(f);
            }
            sink.drain();
        } finally {
            player.shutdownNow();
        }
        return Main.EXIT_OK;
    }

    /** Waits for one frame's playback; its failure is this command's (and {@link MessageAir}'s). */
    static void finish(Future<?> f) throws IOException {
        try {
            f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while a frame played", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof IOException io ? io
                    : new IOException("a frame's playback failed: " + e.getCause(), e.getCause());
        }
    }

    /** A daemon thread that reads stdin to its end and then raises the flag. */
    private static AtomicBoolean watchStdin(InputStream in) {
        AtomicBoolean ended = new AtomicBoolean();
        Thread t = new Thread(() -> {
            byte[] b = new byte[256];
            try {
                while (in.read(b) >= 0) {
                    // nothing is read from the parent but the end of the stream
                }
            } catch (IOException e) {
                // a broken pipe is an end too
            }
            ended.set(true);
        }, "stdin-watch");
        t.setDaemon(true);
        t.start();
        return ended;
    }
}

package echoai.link1.cli;

import echoai.link1.agent.Channel;
import echoai.link1.agent.WireChannel;
import echoai.link1.audio.Wav;
import echoai.link1.session.AirPath;
import echoai.link1.session.Demo;
import echoai.link1.session.Narration;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.Modulator;
import echoai.link1.modem.TonePlan;
import echoai.link1.room.RoomKind;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code link1 demo [--seed N] [--snr DB] [--room R] [--wire] [--play] [--wav FILE]}: the story in
 * under a minute — A lives and speaks through the simulated room (optionally out loud), B listens
 * and is diverted at the threat it has never seen, the same B without testimony gets hurt.
 */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = {"The story in under a minute: A lives and speaks through the simulated room,",
            "B listens and is diverted at the threat it has never seen; the same B without",
            "testimony gets hurt."})
final class DemoCommand implements Callable<Integer> {
    /** Seconds of A's speech played by --play (the whole broadcast lasts minutes). */
    static final int PLAY_SECONDS = 12;

    @Spec
    private CommandSpec spec;

    @Option(names = "--seed", defaultValue = "0", paramLabel = "N",
            description = "World seed (default: dev seed ${DEFAULT-VALUE}).")
    private String seed;

    @Option(names = "--snr", defaultValue = "10", paramLabel = "DB",
            description = "SNR of the simulated room in dB (default: ${DEFAULT-VALUE}).")
    private double snrDb;

    @Option(names = "--room", defaultValue = "echo", paramLabel = "dry|echo|long-echo|reverb",
            description = "Simulated room (default: ${DEFAULT-VALUE}).")
    private String room;

    @Option(names = "--wire", description = "Carry the frames by wire instead of through the room.")
    private boolean wire;

    @Option(names = "--play", description = "Also play the start of A's speech out loud "
            + "(Java Sound default output, " + PLAY_SECONDS + " s).")
    private boolean play;

    @Option(names = "--wav", paramLabel = "FILE",
            description = "Write A's speech (the modulator's output, K=1) as a 16 kHz WAV.")
    private Path wav;

    @Override
    public Integer call() throws Exception {
        long s = SeedOption.parse(seed);
        if (!Double.isFinite(snrDb) || snrDb < -30 || snrDb > 100) {
            throw new UsageException("--snr must be in [-30, 100] dB: " + snrDb);
        }
        Channel channel = wire ? new WireChannel() : Demo.air(s, roomKind(), snrDb);
        PrintWriter out = spec.commandLine().getOut();
        Demo.Story story = Demo.run(s, channel);
        Narration.lines(story).forEach(out::println);
        out.flush();
        if (wav != null || play) {
            short[] spoken = speech(story.sent());
            if (wav != null) {
                Wav.write(wav, spoken);
                out.println("wrote A's speech to " + wav + String.format(Locale.ROOT,
                        " (%.1f s)", spoken.length / (double) TonePlan.SAMPLE_RATE_HZ));
            }
            if (play) {
                int n = Math.min(spoken.length, PLAY_SECONDS * TonePlan.SAMPLE_RATE_HZ);
                out.printf("playing the first %d s of A's speech out loud ...%n",
                        n / TonePlan.SAMPLE_RATE_HZ);
                out.flush();
                Speaker.play(Arrays.copyOf(spoken, n));
            }
        }
        return Main.EXIT_OK;
    }

    /** What A says out loud: its frames as one K=1 recording. */
    private static short[] speech(List<LinkFrame> frames) {
        return Modulator.recordingOfFrames(TonePlan.K1, AirPath.frameBytes(frames));
    }

    private RoomKind roomKind() {
        try {
            return RoomKind.parse(room);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--" + e.getMessage());
        }
    }
}

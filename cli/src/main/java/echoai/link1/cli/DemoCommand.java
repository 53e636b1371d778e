package echoai.link1.cli;

import echoai.link1.agent.Channel;
import echoai.link1.agent.WireChannel;
import echoai.link1.audio.Wav;
import echoai.link1.cli.story.Demo;
import echoai.link1.cli.story.Narration;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.TonePlan;
import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.RoomKind;
import echoai.link1.room.RoomPoint;
import echoai.link1.session.AirPath;
import echoai.link1.session.AirRoom;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code link1 demo [--seed N] [--snr DB] [--room R | --point NAME [--background B]]
 * [--profile k1|k2|r|f|q] [--wire] [--play] [--wav FILE]}: the story in under a minute — A lives and
 * speaks through the simulated room or a physical room point (optionally out loud), B listens
 * and is diverted at the threat it has never seen, the same B without testimony gets hurt.
 */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = {"Tells one world's story in plain words, in under a minute.",
            "A lives and speaks through the simulated room, B listens and is diverted at",
            "the threat it has never seen; the same B without testimony gets hurt."})
final class DemoCommand implements Callable<Integer> {
    /** Seconds of A's speech played by --play (the whole broadcast lasts minutes). */
    static final int PLAY_SECONDS = 12;
    /** The simulated room by default. */
    private static final String ROOM_DEFAULT = "echo";

    @Spec
    private CommandSpec spec;

    @Option(names = "--seed", defaultValue = "0", paramLabel = "N",
            description = "World seed (default: dev seed ${DEFAULT-VALUE}).")
    private String seed;

    @Option(names = "--snr", paramLabel = "DB",
            description = "SNR in dB (default 10 in the simulated room, 30 at a --point).")
    private Double snrDb;

    @Option(names = "--room", defaultValue = ROOM_DEFAULT, paramLabel = "dry|echo|long-echo|reverb",
            description = "Simulated room: " + RoomCommand.ROOMS + ". Default"
                    + " ${DEFAULT-VALUE}.")
    private String room;

    @Option(names = "--point", paramLabel = "NAME",
            description = "Through a physical room point instead, e.g. living-1m, living-rt0.5-2m"
                    + " (docs/spec/ROOM.md; 48 kHz devices, automatic gain).")
    private String point;

    @Option(names = "--background", paramLabel = "white|pink|babble",
            description = "Background at a --point: " + PhysicalRoomOptions.NOISES
                    + ". Default white.")
    private String background;

    @Mixin
    private ProfileOptions profiles = new ProfileOptions();

    @Option(names = "--wire", description = "Carry the frames by wire instead of through the room.")
    private boolean wire;

    @Option(names = "--play", description = "Also play the start of A's speech out loud "
            + "(Java Sound default output, " + PLAY_SECONDS + " s).")
    private boolean play;

    @Option(names = "--wav", paramLabel = "FILE",
            description = "Write A's speech (the modulator's output, in the profile) as a 16 kHz WAV.")
    private Path wav;

    @Override
    public Integer call() throws Exception {
        long s = SeedOption.parse(seed);
        AirProfile profile = profiles.profile();
        AirRoom room = wire ? null : airRoom();
        Channel channel = wire ? new WireChannel() : room instanceof AirRoom.Physical point
                ? Demo.postcards(s, profile, point) : Demo.air(s, profile, room);
        PrintWriter out = spec.commandLine().getOut();
        Demo.Story story = Demo.run(s, channel);
        Narration.lines(story).forEach(out::println);
        out.flush();
        if (wav != null || play) {
            short[] spoken = profile.recordingOfFrames(AirPath.frameBytes(story.sent()));
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

    /** The simulated room of {@code --room}, or the physical room point of {@code --point}. */
    private AirRoom airRoom() {
        double snr = snrDb != null ? snrDb : point == null ? 10 : 30;
        if (!Double.isFinite(snr) || snr < -30 || snr > 100) {
            throw new UsageException("--snr must be in [-30, 100] dB: " + snr);
        }
        if (point == null) {
            if (background != null) {
                throw new UsageException("--background needs --point: " + background);
            }
            return new AirRoom.Simulated(roomKind(), snr);
        }
        if (!room.equals(ROOM_DEFAULT)) {
            throw new UsageException("--point takes no --room: " + room);
        }
        if (background != null && !background.matches("(?i)white|pink|babble")) {
            throw new UsageException("--background must be white, pink or babble: " + background);
        }
        Background bg = background == null ? Background.WHITE : Background.parse(background);
        try {
            return new AirRoom.Physical(RoomPoint.named(point), bg, snr, DeviceChain.DEFAULT);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--" + e.getMessage());
        }
    }

    private RoomKind roomKind() {
        try {
            return RoomKind.parse(room);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--" + e.getMessage());
        }
    }
}

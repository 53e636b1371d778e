package echoai.link1.cli;

import echoai.link1.audio.Wav;
import echoai.link1.bench.Json;
import echoai.link1.room.Room;
import echoai.link1.room.RoomConfig;
import echoai.link1.room.RoomKind;
import echoai.link1.room.RoomOutput;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code link1 room IN.wav OUT.wav} through a simulated room ({@code --room dry|echo|long-echo|
 * reverb --snr DB [--delay] [--drift-ppm] [--interferer-db]}) or the physical room of
 * docs/spec/ROOM.md ({@code --point NAME} or {@code --rt60 S --distance M}, see
 * {@link PhysicalRoomOptions}). Prints one JSON line.
 */
@Command(name = "room", mixinStandardHelpOptions = true,
        description = {"Passes a recording through a simulated or a physical room.",
            "The input is any integer-PCM WAV at 8000-96000 Hz (what modem encode writes at",
            "any --rate), converted to the modem's 16 kHz mono first.",
            "Simulated rooms (--room): echo taps, delay, clock drift, interferer, white",
            "noise at the SNR (signal power = mean power of the input's non-zero samples),",
            "int16 clipping (counted).",
            "The physical room (--point, or --rt60 and --distance; docs/spec/ROOM.md): a",
            "shoebox with image sources and a Sabine tail, loudspeaker and microphone,",
            "44.1/48 kHz devices with a clock offset and automatic gain, white/pink/babble",
            "at the SNR measured at the microphone.",
            "Prints one JSON line."})
final class RoomCommand implements Callable<Integer> {
    /** The simulated rooms in words (room, demo; docs/room.md's table). */
    static final String ROOMS = "dry (the direct path only), echo (plus an echo of gain 0.6"
            + " after 4.4 ms), reverb (a reverberant tail, RT60 0.3 s) or long-echo (the echo"
            + " room plus a late echo after 38 ms, longer than a slot's guard)";

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "IN.wav", description = "Input recording: integer PCM, any channels, 8000-96000 Hz.")
    private Path in;

    @Parameters(index = "1", paramLabel = "OUT.wav", description = "Output recording.")
    private Path out;

    @Option(names = "--room", paramLabel = "dry|echo|reverb|long-echo",
            description = "A simulated room (LINK1.md): " + RoomCommand.ROOMS + ".")
    private String room;

    @Option(names = "--snr", paramLabel = "DB",
            description = "Signal-to-noise ratio in dB ('inf' for none); physical default 30.")
    private String snr;

    @Option(names = "--seed", defaultValue = "0", paramLabel = "N",
            description = "Seed of every draw (default: ${DEFAULT-VALUE}, as every command).")
    private long seed;

    @Option(names = "--delay", paramLabel = "SAMPLES",
            description = "Simulated rooms: leading silence (default 0).")
    private Integer delay;

    @Option(names = "--drift-ppm", paramLabel = "P",
            description = "Simulated rooms: receiver clock drift in ppm (default 0).")
    private Double driftPpm;

    @Option(names = "--interferer-db", paramLabel = "DB",
            description = "Simulated rooms: sweeping sine interferer, dB re the signal (default none).")
    private Double interfererDb;

    @Mixin
    private PhysicalRoomOptions physical;

    @Override
    public Integer call() throws IOException {
        boolean simulated = room != null;
        if (simulated == physical.chosen()) {
            throw new UsageException("give exactly one of --room, --point, --rt60 with --distance");
        }
        return simulated ? simulated() : physical();
    }

    private int simulated() throws IOException {
        if (physical.anyDeviceOption()) {
            throw new UsageException("--room takes no physical-room option (--background, rates, "
                    + "--clock-ppm, --capture-gain-db, --out-rate)");
        }
        if (snr == null) {
            throw new UsageException("--room needs --snr");
        }
        RoomConfig config;
        try {
            config = new RoomConfig(RoomKind.parse(room), snrDb(snr), seed,
                    delay == null ? 0 : delay, driftPpm == null ? 0 : driftPpm,
                    interfererDb == null ? Double.NaN : interfererDb);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        short[] input = WavInput.read16k(in, spec.commandLine().getErr());
        double power = Room.activePower(input);
        boolean needsPower = config.snrDb() != Double.POSITIVE_INFINITY || config.hasInterferer();
        if (needsPower && power == 0) {
            throw new UsageException(in + ": silent input; the SNR has no signal to refer to");
        }
        RoomOutput result = Room.apply(input, power, config);
        Wav.write(out, result.samples());
        spec.commandLine().getOut().println(Json.line(new RoomLine(result.samples().length,
                result.clippedSamples(), Json.fixed(power, 1))));
        return Main.EXIT_OK;
    }

    private int physical() throws IOException {
        if (delay != null || driftPpm != null || interfererDb != null) {
            throw new UsageException("--delay, --drift-ppm and --interferer-db are for --room only;"
                    + " the physical room's clock offset is --clock-ppm");
        }
        PhysicalRoomOptions.Run run = physical.run(snr == null ? null : snrDb(snr), seed,
                WavInput.read16k(in, spec.commandLine().getErr()));
        Wav.write(out, run.samples(), run.rateHz());
        spec.commandLine().getOut().println(run.json());
        return Main.EXIT_OK;
    }

    static double snrDb(String text) {
        try {
            return text.strip().equalsIgnoreCase("inf") ? Double.POSITIVE_INFINITY
                    : Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new UsageException("--snr must be a number of dB or inf: " + text);
        }
    }
}

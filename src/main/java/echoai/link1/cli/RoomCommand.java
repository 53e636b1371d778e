package echoai.link1.cli;

import echoai.link1.bench.Json;
import echoai.link1.results.RoomLine;
import echoai.link1.audio.Wav;
import echoai.link1.room.Room;
import echoai.link1.room.RoomConfig;
import echoai.link1.room.RoomKind;
import echoai.link1.room.RoomOutput;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code link1 room IN.wav OUT.wav --room dry|echo|reverb --snr DB --seed N [--delay SAMPLES]
 * [--drift-ppm P] [--interferer-db DB]}: passes a recording through the simulated room.
 */
@Command(name = "room", mixinStandardHelpOptions = true,
        description = {"Passes a 16 kHz mono recording through the simulated room: echo taps, delay,",
            "clock drift, interferer, white noise at the SNR (signal power = mean power of the",
            "input's non-zero samples), int16 clipping (counted). Prints one JSON line."})
final class RoomCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "IN.wav", description = "Input recording.")
    private Path in;

    @Parameters(index = "1", paramLabel = "OUT.wav", description = "Output recording.")
    private Path out;

    @Option(names = "--room", required = true, paramLabel = "dry|echo|reverb|long-echo",
            description = "The room.")
    private String room;

    @Option(names = "--snr", required = true, paramLabel = "DB",
            description = "Signal-to-noise ratio in dB ('inf' for no noise).")
    private String snr;

    @Option(names = "--seed", required = true, paramLabel = "N", description = "Seed of every draw.")
    private long seed;

    @Option(names = "--delay", defaultValue = "0", paramLabel = "SAMPLES",
            description = "Leading silence (default ${DEFAULT-VALUE}).")
    private int delay;

    @Option(names = "--drift-ppm", defaultValue = "0", paramLabel = "P",
            description = "Receiver clock drift in ppm (default ${DEFAULT-VALUE}).")
    private double driftPpm;

    @Option(names = "--interferer-db", paramLabel = "DB",
            description = "Sweeping sine interferer, dB relative to the signal (default: none).")
    private Double interfererDb;

    @Override
    public Integer call() throws IOException {
        RoomConfig config;
        try {
            double snrDb = snr.strip().equalsIgnoreCase("inf") ? Double.POSITIVE_INFINITY
                    : Double.parseDouble(snr);
            config = new RoomConfig(RoomKind.parse(room), snrDb, seed, delay, driftPpm,
                    interfererDb == null ? Double.NaN : interfererDb);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        short[] input = Wav.read(in);
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
}

package echoai.link1.cli;

import echoai.link1.bench.Json;
import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.PhysicalRoom;
import echoai.link1.room.PhysicalRoomConfig;
import echoai.link1.room.PhysicalRoomOutput;
import echoai.link1.room.Point3;
import echoai.link1.room.RoomPoint;
import echoai.link1.room.ShoeboxRoom;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Option;

/**
 * The physical room's options of {@code link1 room} (docs/spec/ROOM.md): a named point or an
 * RT60 and a distance (in a shoebox given by {@code --size}, default the living room), the
 * background, the devices and the output rate.
 */
final class PhysicalRoomOptions {
    /** The physical room's backgrounds in words (room, demo). */
    static final String NOISES = "white (white noise), pink (pink noise, stronger at low"
            + " frequencies) or babble (several people talking)";

    /** One pass: the samples to write, their rate, the JSON line. */
    record Run(short[] samples, int rateHz, String json) {
    }

    @Option(names = "--point", paramLabel = "NAME",
            description = "A named room point, e.g. living-1m or living-rt0.5-2m (docs/spec/ROOM.md).")
    private String point;

    @Option(names = "--rt60", paramLabel = "S", description = "Physical room: reverberation time, s.")
    private Double rt60S;

    @Option(names = "--distance", paramLabel = "M",
            description = "Physical room: loudspeaker-microphone distance, m.")
    private Double distanceM;

    @Option(names = "--size", paramLabel = "LxWxH",
            description = "Physical room: shoebox in metres (default 5x4x2.7) with --rt60.")
    private String size;

    @Option(names = "--background", paramLabel = "white|pink|babble|none",
            description = "Physical room: background, " + NOISES + ", or none (silence, the"
                    + " default with --snr inf). Default white.")
    private String background;

    @Option(names = "--playback-rate", paramLabel = "HZ",
            description = "44100 or 48000 (default 48000).")
    private Integer playbackRateHz;

    @Option(names = "--capture-rate", paramLabel = "HZ",
            description = "44100 or 48000 (default 48000).")
    private Integer captureRateHz;

    @Option(names = "--clock-ppm", paramLabel = "P",
            description = "Capture clock offset against playback, ppm (default 0).")
    private Double clockPpm;

    @Option(names = "--capture-gain-db", paramLabel = "DB",
            description = "Fixed capture gain instead of the automatic gain.")
    private Double captureGainDb;

    @Option(names = "--out-rate", paramLabel = "capture|16000",
            description = "capture (write the capture at the capture device's own rate, the"
                    + " default) or 16000 (decimated to the modem's 16 kHz).")
    private String outRate;

    /** Whether the physical room was asked for. */
    boolean chosen() {
        return point != null || rt60S != null || distanceM != null || size != null;
    }

    /** Whether any device or background option was given. */
    boolean anyDeviceOption() {
        return background != null || playbackRateHz != null || captureRateHz != null
                || clockPpm != null || captureGainDb != null || outRate != null;
    }

    /** Builds the config and passes {@code pcm16k} through it. */
    Run run(Double snrDb, long seed, short[] pcm16k) {
        boolean at16k = outRate != null && parseOutRate(outRate);
        PhysicalRoomConfig config;
        PhysicalRoomOutput o;
        try {
            config = config(snrDb, seed);
            o = PhysicalRoom.apply(pcm16k, config);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        echoai.link1.room.RoomOutput decimated = at16k ? o.at16k() : null;
        short[] samples = at16k ? decimated.samples() : o.capture();
        long clipped = o.clippedSamples() + (at16k ? decimated.clippedSamples() : 0);
        Point3 s = o.placement().source();
        Point3 m = o.placement().microphone();
        int rateHz = at16k ? PhysicalRoom.INPUT_RATE_HZ : o.captureRateHz();
        String json = Json.line(new PhysicalRoomLine(samples.length, rateHz, clipped,
                Json.fixed(config.rt60S(), 3), Json.fixed(o.placement().distanceM(), 3),
                Json.fixed(config.room().criticalDistanceM(config.rt60S()), 3),
                Json.fixed(o.impulse().drrDb(), 2), xyz(s), xyz(m), config.background().label(),
                Double.isInfinite(config.snrDb()) ? null : Json.fixed(config.snrDb(), 1)));
        return new Run(samples, rateHz, json);
    }

    private static List<BigDecimal> xyz(Point3 p) {
        return List.of(Json.fixed(p.x(), 3), Json.fixed(p.y(), 3), Json.fixed(p.z(), 3));
    }

    private PhysicalRoomConfig config(Double snrDb, long seed) {
        boolean noNoise = snrDb != null && snrDb == Double.POSITIVE_INFINITY;
        Background bg = background == null ? noNoise ? Background.NONE : Background.WHITE
                : Background.parse(background);
        if (noNoise != (bg == Background.NONE) && (snrDb != null || bg != Background.NONE)) {
            throw new UsageException(noNoise ? "--snr inf means no background: leave --background"
                    + " out or give none, not " + background
                    : "--background none has no SNR: leave --snr out or give inf, not " + snrDb);
        }
        double snr = snrDb != null ? snrDb : bg == Background.NONE ? Double.POSITIVE_INFINITY : 30;
        DeviceChain dev = new DeviceChain(playbackRateHz == null ? 48_000 : playbackRateHz,
                captureRateHz == null ? 48_000 : captureRateHz, clockPpm == null ? 0 : clockPpm,
                captureGainDb == null ? Double.NaN : captureGainDb);
        if (point != null) {
            if (rt60S != null || distanceM != null || size != null) {
                throw new UsageException("--point takes no --rt60, --distance or --size");
            }
            return RoomPoint.named(point).config(bg, snr, dev, seed);
        }
        if (rt60S == null || distanceM == null) {
            throw new UsageException("the physical room needs both --rt60 and --distance (or --point)");
        }
        return new PhysicalRoomConfig(size == null ? ShoeboxRoom.LIVING : parseSize(size), rt60S,
                distanceM, bg, snr, dev, seed);
    }

    private static ShoeboxRoom parseSize(String text) {
        String[] parts = text.strip().toLowerCase(Locale.ROOT).split("x");
        if (parts.length != 3) {
            throw new UsageException("--size must be LxWxH in metres, e.g. 5x4x2.7: " + text);
        }
        try {
            return new ShoeboxRoom(Double.parseDouble(parts[0]), Double.parseDouble(parts[1]),
                    Double.parseDouble(parts[2]));
        } catch (NumberFormatException e) {
            throw new UsageException("--size must be LxWxH in metres, e.g. 5x4x2.7: " + text);
        }
    }

    private static boolean parseOutRate(String text) {
        switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "capture":
                return false;
            case "16000":
                return true;
            default:
                throw new UsageException("--out-rate must be capture or 16000: " + text);
        }
    }
}

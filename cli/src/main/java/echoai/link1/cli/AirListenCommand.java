package echoai.link1.cli;

import echoai.link1.audio.Pcm16;
import echoai.link1.bench.Json;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.DropReason;
import echoai.link1.modem.FrameReceiver;
import echoai.link1.modem.ModemFrame;
import echoai.link1.session.AirPath;
import echoai.link1.session.ReceiveLoop;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code link1 air listen}: records the default input and decodes while recording, printing
 * each frame as it is found (the JSON line of {@code link1 modem decode}). On a terminal, stderr
 * shows a live input level. Exit 0 when at least one frame was decoded, 1 when none.
 */
@Command(name = "listen", mixinStandardHelpOptions = true,
        description = {"Records the default audio input and prints each frame as it is decoded.",
            "One JSON object a frame, as modem decode prints:",
            "  {\"offset\":…,\"frame\":\"<44 hex>\",\"errors\":…,\"erasures\":…,\"score\":…}",
            "offset counts 16 kHz samples from the start (at any --rate). Ctrl-C ends it",
            "with its summary on stderr. Exit 1 when nothing was decoded."})
final class AirListenCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private AirOptions air;

    @Option(names = "--seconds", paramLabel = "S",
            description = "Stop after S seconds of audio (default: until interrupted).")
    private Double seconds;

    private long frames;

    @Override
    public Integer call() throws IOException {
        AirProfile profile = air.profiles.profile();
        long limitSamples = limitSamples();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        FrameReceiver demodulator = AirPath.listener(profile, Integer.MAX_VALUE, f -> {
            out.println(jsonLine(f));
            out.flush();
            frames++;
        });
        LevelMeter meter = AirOptions.stderrIsTerminal() ? new LevelMeter(err) : null;
        long samples;
        int rateHz = air.rateHz();
        ModemCommand.warnBand(err, profile, rateHz);
        try (StopOnInterrupt source = StopOnInterrupt.install(air.backend.openSource(rateHz))) {
            samples = ReceiveLoop.run(source, demodulator, limitSamples,
                    meter == null ? null : meter::add).modemSamples();
            if (meter != null) {
                meter.clear();
            }
            err.printf("air listen: %d frame(s) in %d ms; greetings %d, dropped %d%n", frames,
                    Pcm16.millis(samples), demodulator.greetings(), dropped(demodulator));
            return source.finish(frames > 0 ? Main.EXIT_OK : Main.EXIT_NEGATIVE);
        }
    }

    private long limitSamples() {
        if (seconds == null) {
            return Long.MAX_VALUE;
        }
        if (!(seconds > 0) || seconds > 86_400) {
            throw new UsageException("--seconds must be in (0, 86400]: " + seconds);
        }
        return Math.round(seconds * Pcm16.SAMPLE_RATE_HZ);
    }

    /** The line of {@code link1 modem decode}. */
    static String jsonLine(ModemFrame f) {
        return Json.line(new FrameLine(f.offsetSamples(), f.frameHex(), f.errors(), f.erasures(),
                f.score()));
    }

    private static long dropped(FrameReceiver d) {
        long sum = 0;
        for (DropReason r : DropReason.values()) {
            sum += d.dropped(r);
        }
        return sum;
    }
}

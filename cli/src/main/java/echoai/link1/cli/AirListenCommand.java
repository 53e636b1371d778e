package echoai.link1.cli;

import echoai.link1.audio.Pcm16;
import echoai.link1.audio.PcmSource;
import echoai.link1.bench.Json;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.DropReason;
import echoai.link1.modem.FrameReceiver;
import echoai.link1.modem.ModemFrame;
import echoai.link1.modem.ProfileHint;
import echoai.link1.session.AirPath;
import echoai.link1.session.ReceiveLoop;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code link1 air listen}: records the default input and decodes while recording, printing
 * each frame as it is found (the JSON line of {@code link1 modem decode}). On a terminal, stderr
 * shows a live input level. Exit 0 when at least one frame was decoded, 1 when none; then the
 * other profiles' receivers, run on the same input, say whether another profile was on the air
 * (the line of {@code modem decode}, {@link OtherProfiles}).
 */
@Command(name = "listen", mixinStandardHelpOptions = true,
        description = {"Records the default audio input and prints each frame as it is decoded.",
            "One JSON object a frame, as modem decode prints:",
            "  {\"offset\":…,\"frame\":\"<44 hex>\",\"errors\":…,\"erasures\":…,\"score\":…}",
            "offset counts 16 kHz samples from the start (at any --rate). Ctrl-C ends it",
            "with its summary on stderr. Exit 1 when nothing was decoded; then stderr",
            "says whether another profile's greeting or frame was heard (try that",
            "--profile), as modem decode does."})
final class AirListenCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private AirOptions air;

    @Mixin
    private SecondsOption seconds = new SecondsOption();

    @Override
    public Integer call() throws IOException {
        AirProfile profile = air.profiles.profile();
        long limitSamples = seconds.limitSamples();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        LevelMeter meter = AirOptions.stderrIsTerminal() ? new LevelMeter(err) : null;
        int rateHz = air.rateHz();
        ModemCommand.warnBand(err, profile, rateHz);
        try (StopOnInterrupt source = StopOnInterrupt.install(air.backend.openSource(rateHz))) {
            long frames = listen(source, profile, limitSamples, out, err, meter);
            return source.finish(frames > 0 ? Main.EXIT_OK : Main.EXIT_NEGATIVE);
        }
    }

    /**
     * Decodes {@code source} as {@code air listen} does: each frame's line on {@code out} as it
     * is found, the summary on {@code err}, and when nothing was found the line of
     * {@code modem decode} saying whether another profile was on the air (the other profiles'
     * receivers hear the same input).
     *
     * @param source       the input, at any rate
     * @param profile      the profile listened for
     * @param limitSamples most 16 kHz samples to read
     * @param out          the frames' lines
     * @param err          the summary and the hint
     * @param meter        the live level on a terminal, or null
     * @return the frames found
     * @throws IOException when the source fails
     */
    static long listen(PcmSource source, AirProfile profile, long limitSamples, PrintWriter out,
                       PrintWriter err, LevelMeter meter) throws IOException {
        long[] frames = {0};
        FrameReceiver demodulator = AirPath.listener(profile, Integer.MAX_VALUE, f -> {
            out.println(jsonLine(f));
            out.flush();
            frames[0]++;
        });
        List<OtherProfiles.Watcher> watchers = OtherProfiles.watchers(profile);
        long samples = ReceiveLoop.run(source, demodulator, limitSamples, (chunk, n, total) -> {
            for (OtherProfiles.Watcher w : watchers) {
                w.receiver().accept(chunk, 0, n);
            }
            if (meter != null) {
                meter.add(chunk, n, total);
            }
        }).modemSamples();
        if (meter != null) {
            meter.clear();
        }
        err.printf("air listen: %d frame(s) in %d ms; greetings %d, dropped %d%n", frames[0],
                Pcm16.millis(samples), demodulator.greetings(), dropped(demodulator));
        if (frames[0] == 0) {
            List<ProfileHint.Seen> seen = new ArrayList<>();
            for (OtherProfiles.Watcher w : watchers) {
                w.receiver().finish();
                seen.add(w.seen());
            }
            err.println(OtherProfiles.line("in the input", profile, demodulator.greetings(),
                    seen));
        }
        err.flush();
        return frames[0];
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

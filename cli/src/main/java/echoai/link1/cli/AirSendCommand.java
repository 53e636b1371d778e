package echoai.link1.cli;

import echoai.link1.audio.Pcm16;
import echoai.link1.audio.PcmSink;
import echoai.link1.audio.Resampler;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.wsp.Hex;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code link1 air send HEX44...}: modulates the frames into one recording (the spec's layout,
 * 0.25 s of silence around each frame) and plays it through the default output; returns when
 * the last sample has been played.
 */
@Command(name = "send", mixinStandardHelpOptions = true,
        description = {"Plays frames (44 hex digits each) through the default audio output.",
            "The recording: 0.25 s of silence, each frame, 0.25 s of silence."})
final class AirSendCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private AirOptions air;

    @Parameters(arity = "1..*", paramLabel = "HEX44", description = "Frames, 44 hex digits each.")
    private List<String> hexFrames = new ArrayList<>();

    @Override
    public Integer call() throws IOException {
        AirProfile profile = air.profiles.profile();
        List<byte[]> frames = new ArrayList<>();
        for (String hex : hexFrames) {
            try {
                frames.add(Hex.parse(hex, LinkFrame.LENGTH));
            } catch (IllegalArgumentException e) {
                throw new UsageException("air send: " + e.getMessage());
            }
        }
        short[] pcm = profile.recordingOfFrames(frames);
        int rateHz = air.rateHz();
        ModemCommand.warnBand(spec.commandLine().getErr(), air.profiles.profile(), rateHz);
        try (PcmSink sink = air.backend.openSink(rateHz)) {
            sink.play(Resampler.resample(pcm, Pcm16.SAMPLE_RATE_HZ, rateHz));
            sink.drain();
        }
        spec.commandLine().getErr().printf("air send: played %d frame(s), %d ms, profile %s, through %s%n",
                frames.size(), Pcm16.millis(pcm.length), profile.label(), air.backend.cliName());
        return Main.EXIT_OK;
    }
}

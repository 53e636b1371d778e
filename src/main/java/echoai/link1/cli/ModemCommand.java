package echoai.link1.cli;

import echoai.link1.audio.Wav;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.DropReason;
import echoai.link1.modem.FrameReceiver;
import echoai.link1.modem.ModemFrame;
import echoai.wsp.Hex;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code link1 modem encode|decode}: link frames to a WAV recording and back, in any air profile. */
@Command(name = "modem", mixinStandardHelpOptions = true,
        description = "The integer MFSK modem: frames to a 16 kHz WAV recording and back.",
        subcommands = {ModemCommand.Encode.class, ModemCommand.Decode.class})
final class ModemCommand implements Runnable {
    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        throw new UsageException("modem: say encode or decode (see link1 modem --help)");
    }

    /** {@code link1 modem encode [--profile k1|k2|r | --k 1|2] --out F.wav HEX44...}. */
    @Command(name = "encode", mixinStandardHelpOptions = true,
            description = {"Encodes 22-byte frames (44 hex digits each) into one recording:",
                "4000 zero samples, then each frame followed by 4000 zero samples (16 kHz mono)."})
    static final class Encode implements Callable<Integer> {
        @Spec
        private CommandSpec spec;

        @Mixin
        private ProfileOptions profiles = new ProfileOptions();

        @Option(names = "--out", required = true, paramLabel = "F.wav", description = "Output WAV.")
        private Path out;

        @Parameters(arity = "1..*", paramLabel = "HEX44", description = "Frames, 44 hex digits each.")
        private List<String> hex = new ArrayList<>();

        @Override
        public Integer call() throws IOException {
            AirProfile air = profiles.profile();
            List<byte[]> frames = new ArrayList<>();
            for (String h : hex) {
                try {
                    frames.add(Hex.parse(h, LinkFrame.LENGTH));
                } catch (IllegalArgumentException e) {
                    throw new UsageException("HEX44: " + e.getMessage());
                }
            }
            short[] pcm = air.recordingOfFrames(frames);
            Wav.write(out, pcm);
            spec.commandLine().getErr().printf(Locale.ROOT, "link1: %d frame%s, %d samples, %s%n",
                    frames.size(), frames.size() == 1 ? "" : "s", pcm.length, out);
            return Main.EXIT_OK;
        }
    }

    /** {@code link1 modem decode F.wav [--profile k1|k2|r | --k 1|2] [--max-frames N] [--resample]}. */
    @Command(name = "decode", mixinStandardHelpOptions = true,
            description = {"Finds every frame in a recording; prints one JSON object per line,",
                "sorted by offset: {\"offset\":…,\"frame\":\"<44 hex>\",\"errors\":…,\"erasures\":…,"
                    + "\"score\":…}.",
                "Frames failing the CRC are dropped (counted on stderr). Exit 1 when none is found."})
    static final class Decode implements Callable<Integer> {
        private static final int CHUNK_SAMPLES = 1 << 16;

        @Spec
        private CommandSpec spec;

        @Parameters(index = "0", paramLabel = "F.wav", description = "Recording (16 kHz mono int16).")
        private Path in;

        @Mixin
        private ProfileOptions profiles = new ProfileOptions();

        @Option(names = "--max-frames", paramLabel = "N",
                description = "Keep the N best-scoring frames (default: all).")
        private Integer maxFrames;

        @Option(names = "--resample",
                description = "Convert another rate, width or channel count to 16 kHz mono first.")
        private boolean resample;

        @Override
        public Integer call() throws IOException {
            AirProfile air = profiles.profile();
            if (maxFrames != null && maxFrames < 1) {
                throw new UsageException("--max-frames must be >= 1: " + maxFrames);
            }
            FrameReceiver demod = air.receiver(LinkFrame::crcOk,
                    maxFrames == null ? Integer.MAX_VALUE : maxFrames, null);
            if (resample) {
                demod.accept(Wav.readResampled(in));
            } else {
                short[] buf = new short[CHUNK_SAMPLES];
                try (Wav.Reader r = Wav.open(in)) {
                    for (int n = r.read(buf, 0, buf.length); n >= 0; n = r.read(buf, 0, buf.length)) {
                        demod.accept(buf, 0, n);
                    }
                }
            }
            List<ModemFrame> frames = demod.finish();
            PrintWriter out = spec.commandLine().getOut();
            for (ModemFrame f : frames) {
                out.println(AirListenCommand.jsonLine(f));
            }
            out.flush();
            spec.commandLine().getErr().printf(Locale.ROOT,
                    "link1: %d greeting%s, %d frame%s delivered; dropped: %s%n",
                    demod.greetings(), demod.greetings() == 1 ? "" : "s", demod.delivered(),
                    demod.delivered() == 1 ? "" : "s", drops(demod));
            return frames.isEmpty() ? Main.EXIT_NEGATIVE : Main.EXIT_OK;
        }

        private static String drops(FrameReceiver demod) {
            StringBuilder sb = new StringBuilder();
            for (DropReason r : DropReason.values()) {
                sb.append(sb.length() == 0 ? "" : ", ")
                        .append(r.name().toLowerCase(Locale.ROOT)).append(' ').append(demod.dropped(r));
            }
            return sb.toString();
        }
    }
}

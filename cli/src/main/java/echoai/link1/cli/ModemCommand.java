package echoai.link1.cli;

import echoai.link1.api.BandCut;
import echoai.link1.audio.Resampler;
import echoai.link1.audio.WavSink;
import echoai.link1.audio.WavSource;
import echoai.link1.bench.Json;
import echoai.link1.frame.Crc16;
import echoai.link1.frame.LinkFrame;
import echoai.link1.message.Broadcast;
import echoai.link1.message.DataFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.DropReason;
import echoai.link1.modem.FrameReceiver;
import echoai.link1.modem.ModemFrame;
import echoai.link1.modem.TonePlan;
import echoai.link1.session.AirPath;
import echoai.link1.session.ReceiveLoop;
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
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code link1 modem encode|decode}: link frames to a WAV recording and back, in any air profile. */
@Command(name = "modem", mixinStandardHelpOptions = true,
        description = "The integer MFSK modem: frames to a WAV recording and back.",
        subcommands = {ModemCommand.Encode.class, ModemCommand.Decode.class})
final class ModemCommand implements Runnable {
    @Spec
    private CommandSpec spec;

    /** Without a subcommand: its help on stdout, exit 0, as {@code link1} and {@code link1 air}. */
    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /**
     * {@code link1 modem encode [--profile k1|k2|r|f|q | --k 1|2] --out F.wav HEX44...}, or
     * {@code --message PATH [--sender N] [--id N] [--parity PCT] [--rounds N]}: a message sent
     * one way (docs/spec/MESSAGE.md §5).
     */
    @Command(name = "encode", mixinStandardHelpOptions = true,
            description = {"Encodes 22-byte frames (44 hex digits each) into one WAV recording.",
                "The layout: 4000 zero samples, then each frame followed by 4000 zero samples",
                "(at 16 kHz; --rate resamples the whole). A frame whose CRC is wrong is",
                "refused unless --allow-bad-crc.",
                "--message PATH encodes a file of 1 to 65536 bytes instead, as message frames",
                "sent one way (docs/messages.md): by default sender 0, id 0, 25 percent parity",
                "(each block survives the loss of one frame in five), one round."})
    static final class Encode implements Callable<Integer> {
        @Spec
        private CommandSpec spec;

        @Mixin
        private ProfileOptions profiles = new ProfileOptions();

        @Option(names = "--out", required = true, paramLabel = "F.wav", description = "Output WAV.")
        private Path out;

        @Option(names = "--rate", defaultValue = "16000", paramLabel = "HZ",
                description = "Write the WAV at HZ, 8000-96000, resampled from the modem's 16 kHz"
                        + " (default: ${DEFAULT-VALUE}).")
        private int rateHz;

        @Option(names = "--allow-bad-crc",
                description = "Write a frame whose CRC is wrong as it is (to test a receiver);"
                        + " without it such a frame is refused.")
        private boolean allowBadCrc;

        @Option(names = "--message", paramLabel = "PATH",
                description = "Encode this file (1-65536 bytes) as a message instead of frames.")
        private Path message;

        @Mixin
        private BroadcastOptions broadcast = new BroadcastOptions();

        @Parameters(arity = "0..*", paramLabel = "HEX44", description = "Frames, 44 hex digits each.")
        private List<String> hex = new ArrayList<>();

        @Override
        public Integer call() throws IOException {
            AirProfile air = profiles.profile();
            if ((message == null) == hex.isEmpty()) {
                throw new UsageException("modem encode takes HEX44 frames or --message PATH"
                        + (message == null ? "" : ", not both"));
            }
            if (message == null && broadcast.any()) {
                throw new UsageException("--sender, --id, --parity and --rounds go with"
                        + " --message");
            }
            if (message != null) {
                return encodeMessage(air);
            }
            List<byte[]> frames = new ArrayList<>();
            for (String h : hex) {
                byte[] bytes;
                try {
                    bytes = Hex.parse(h, LinkFrame.LENGTH);
                } catch (IllegalArgumentException e) {
                    throw new UsageException("HEX44: " + e.getMessage());
                }
                if (!allowBadCrc && !LinkFrame.crcOk(bytes)) {
                    throw new UsageException(String.format(Locale.ROOT, "HEX44 %s: its CRC is wrong"
                            + " (0x%04x, the bytes give 0x%04x); --allow-bad-crc writes it anyway",
                            h.strip(), LinkFrame.storedCrc(bytes, 0),
                            Crc16.compute(bytes, 0, LinkFrame.OFFSET_CRC)));
                }
                frames.add(bytes);
            }
            checkRate(rateHz);
            short[] pcm = air.recordingOfFrames(frames);
            warnBand(spec.commandLine().getErr(), air, rateHz);
            long written = writeAtRate(pcm, out, rateHz);
            spec.commandLine().getErr().printf(Locale.ROOT,
                    "link1: %d frame%s, %d samples at %d Hz (%s), %s%n", frames.size(),
                    frames.size() == 1 ? "" : "s", written, rateHz, seconds(written, rateHz),
                    out);
            return Main.EXIT_OK;
        }

        private int encodeMessage(AirProfile air) throws IOException {
            if (allowBadCrc) {
                throw new UsageException("--allow-bad-crc goes with HEX44 frames, not --message");
            }
            checkRate(rateHz);
            Broadcast b = broadcast.broadcast(0, 0, Broadcast.DEFAULT_PARITY_PERCENT);
            byte[] payload = MessageFiles.read("--message", message);
            List<DataFrame> frames = b.frames(payload);
            warnBand(spec.commandLine().getErr(), air, rateHz);
            long written = ModemMessages.encode(frames, air, out, rateHz,
                    ModemMessages.BATCH_FRAMES);
            spec.commandLine().getErr().println(ModemMessages.encoded(payload, b, frames.size(),
                    written, rateHz, out));
            return Main.EXIT_OK;
        }

        private static String seconds(long samples, int rateHz) {
            return String.format(Locale.ROOT, "%.3f s", samples / (double) rateHz);
        }
    }

    /** A usage error (exit 2) for a {@code --rate} outside [8000, 96000]. */
    static void checkRate(int rateHz) {
        if (rateHz < Resampler.MIN_RATE_HZ || rateHz > Resampler.MAX_RATE_HZ) {
            throw new UsageException("--rate must be in [8000, 96000]: " + rateHz);
        }
    }

    /**
     * One line on stderr when {@code rateHz} cuts part of {@code profile}'s band (issue 28,
     * item 11; {@link BandCut}): the rate is accepted, the user is told.
     */
    static void warnBand(PrintWriter err, AirProfile profile, int rateHz) {
        BandCut cut = BandCut.of(profile, rateHz);
        if (cut.cuts()) {
            err.println("link1: " + cut.message());
        }
    }

    /**
     * Writes {@code pcm} (16 kHz) to {@code out} at {@code rateHz}, streamed through a resampler.
     *
     * @return the samples written, at {@code rateHz}
     */
    static long writeAtRate(short[] pcm, Path out, int rateHz) throws IOException {
        boolean[] given = {false};
        return writeAtRate(() -> {
            if (given[0]) {
                return null;
            }
            given[0] = true;
            return pcm;
        }, out, rateHz);
    }

    /** The pieces of a long recording, one after the other. */
    @FunctionalInterface
    interface Pieces {
        /** The next piece (16 kHz), or null after the last. */
        short[] next();
    }

    /**
     * Writes the pieces (16 kHz), one after the other, to {@code out} at {@code rateHz},
     * streamed through one resampler: the same samples as the pieces joined and written at once.
     *
     * @return the samples written, at {@code rateHz}
     */
    static long writeAtRate(Pieces pieces, Path out, int rateHz) throws IOException {
        Resampler resampler = new Resampler(TonePlan.SAMPLE_RATE_HZ, rateHz);
        int chunk = 1 << 14;
        short[] buf = new short[resampler.maxOutput(chunk)];
        long written = 0;
        try (WavSink sink = WavSink.create(out, rateHz)) {
            for (short[] pcm = pieces.next(); pcm != null; pcm = pieces.next()) {
                for (int i = 0; i < pcm.length; i += chunk) {
                    int n = resampler.process(pcm, i, Math.min(chunk, pcm.length - i), buf, 0);
                    sink.play(buf, 0, n);
                    written += n;
                }
            }
            int n = resampler.flush(buf, 0);
            sink.play(buf, 0, n);
            written += n;
        }
        return written;
    }

    /**
     * {@code link1 modem decode F.wav [--profile k1|k2|r|f|q | --k 1|2] [--max-frames N]
     * [--per-block]}: any integer-PCM WAV at any rate in [8000, 96000] Hz, streamed and resampled
     * to 16 kHz on the way. {@code --per-block} adds the RS counts of each of the 4 blocks to
     * every line; profiles R, F and Q have no RS blocks, so with them {@code --per-block} is a
     * usage error.
     */
    @Command(name = "decode", mixinStandardHelpOptions = true,
            description = {"Finds every frame in a recording and prints one JSON line each.",
                "The lines are sorted by offset:",
                "  {\"offset\":…,\"frame\":\"<44 hex>\",\"errors\":…,\"erasures\":…,\"score\":…}.",
                "--per-block adds \"errors_per_block\":[4 counts],",
                "\"erasures_per_block\":[4 counts] after \"score\" (profiles k1, k2 only).",
                "Frames failing the CRC are dropped (counted on stderr). Exit 1 when none is",
                "found.",
                "--message --out PATH decodes messages instead (docs/messages.md): each one",
                "delivered is written to PATH, or, when PATH is a folder (or ends in /), into",
                "it as message-S-M.bin (S the sender id, M the message id), with a JSON line",
                "on stdout; a message not complete is not written, and stderr says what it",
                "lacked. Exit 1 unless every message heard was delivered."})
    static final class Decode implements Callable<Integer> {
        @Spec
        private CommandSpec spec;

        @Parameters(index = "0", paramLabel = "F.wav",
                description = "Recording: integer PCM, any channels, 8000-96000 Hz (e.g. 16, 44.1,"
                        + " 48 kHz; other rates are resampled to 16 kHz; offsets count 16 kHz"
                        + " samples).")
        private Path in;

        @Mixin
        private ProfileOptions profiles = new ProfileOptions();

        @Option(names = "--max-frames", paramLabel = "N",
                description = "Keep the N best-scoring frames (default: all).")
        private Integer maxFrames;

        @Option(names = "--per-block",
                description = "Also print the RS errors and erasures of each of the 4 blocks"
                        + " (profiles k1 and k2; ${LINK1-PROFILES-WITHOUT-RS} have no RS blocks:"
                        + " a usage error).")
        private boolean perBlock;

        @Option(names = "--resample", hidden = true,
                description = "Accepted and ignored: every rate, width and channel count is taken.")
        private boolean resample;

        @Option(names = "--message",
                description = "Decode messages (with --out) instead of printing frames.")
        private boolean message;

        @Option(names = "--out", paramLabel = "PATH",
                description = "With --message: the file for the message, or a folder for each"
                        + " message as message-S-M.bin.")
        private String out;

        @Override
        public Integer call() throws IOException {
            AirProfile air = profiles.profile();
            if (message != (out != null)) {
                throw new UsageException(message ? "--message needs --out PATH"
                        : "--out goes with --message");
            }
            if (message && (maxFrames != null || perBlock)) {
                throw new UsageException("--max-frames and --per-block go with frames, not"
                        + " --message");
            }
            if (message) {
                return ModemMessages.decode(in, air, out, spec.commandLine().getOut(),
                        spec.commandLine().getErr());
            }
            if (maxFrames != null && maxFrames < 1) {
                throw new UsageException("--max-frames must be >= 1: " + maxFrames);
            }
            if (perBlock && !air.hasTonePlan()) {
                throw new UsageException("--per-block needs profile k1 or k2 ("
                        + ProfileOptions.WITHOUT_RS_BLOCKS + " have no RS blocks): " + air.label());
            }
            FrameReceiver demod = air.receiver(LinkFrame::crcOk,
                    maxFrames == null ? Integer.MAX_VALUE : maxFrames, null);
            List<ModemFrame> frames;
            PrintWriter err = spec.commandLine().getErr();
            try (WavSource source = WavInput.open(in)) {
                warnBand(err, air, source.sampleRateHz());
                frames = ReceiveLoop.run(source, demod, Long.MAX_VALUE, null).frames();
                WavInput.sayShortfall(in, source, err, "decoded what it holds");
            }
            PrintWriter out = spec.commandLine().getOut();
            for (ModemFrame f : frames) {
                out.println(perBlock ? jsonLinePerBlock(f) : AirListenCommand.jsonLine(f));
            }
            out.flush();
            err.printf(Locale.ROOT,
                    "link1: %d greeting%s, %d frame%s delivered; dropped: %s%n",
                    demod.greetings(), demod.greetings() == 1 ? "" : "s", demod.delivered(),
                    demod.delivered() == 1 ? "" : "s", drops(demod));
            if (frames.isEmpty()) {
                err.println(OtherProfiles.line(in, air, demod.greetings(),
                        OtherProfiles.look(in, air)));
                return Main.EXIT_NEGATIVE;
            }
            return Main.EXIT_OK;
        }

        /** The line of {@code --per-block}: the default keys, then the two per-block lists. */
        static String jsonLinePerBlock(ModemFrame f) {
            return Json.line(new FramePerBlockLine(f.offsetSamples(), f.frameHex(), f.errors(),
                    f.erasures(), f.score(), f.errorsPerBlock(), f.erasuresPerBlock()));
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

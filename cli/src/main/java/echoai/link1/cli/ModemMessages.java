package echoai.link1.cli;

import echoai.link1.api.HeardMessage;
import echoai.link1.api.MessageReceiver;
import echoai.link1.audio.WavSource;
import echoai.link1.message.Broadcast;
import echoai.link1.message.DataFrame;
import echoai.link1.message.Lack;
import echoai.link1.message.Reassembler.Count;
import echoai.link1.modem.AirProfile;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code modem encode --message} and {@code modem decode --message}: a message to a WAV
 * recording (docs/spec/MESSAGE.md §5, one way) and back, exact or not at all.
 */
final class ModemMessages {
    /** Frames modulated at once: a long message is written in pieces, never whole in memory. */
    static final int BATCH_FRAMES = 64;

    private ModemMessages() {
    }

    /**
     * Writes {@code frames} as one recording in the spec's layout (the recording of
     * {@link AirProfile#recordingOfFrames}), modulated {@code batch} frames at a time.
     *
     * @return the samples written, at {@code rateHz}
     */
    static long encode(List<DataFrame> frames, AirProfile air, Path out, int rateHz, int batch)
            throws IOException {
        int[] next = {0};
        return ModemCommand.writeAtRate(() -> {
            int from = next[0];
            if (from >= frames.size()) {
                return null;
            }
            int to = Math.min(frames.size(), from + batch);
            next[0] = to;
            List<byte[]> bytes = new ArrayList<>(to - from);
            for (DataFrame f : frames.subList(from, to)) {
                bytes.add(f.toBytes());
            }
            short[] pcm = air.recordingOfFrames(bytes);
            // every piece after the first without its leading gap: the gaps stay single
            return from == 0 ? pcm : Arrays.copyOfRange(pcm, air.frameOffset(0), pcm.length);
        }, out, rateHz);
    }

    /** What {@code modem encode --message} says on stderr. */
    static String encoded(byte[] payload, Broadcast b, int frames, long samples, int rateHz,
                          Path out) {
        return String.format(Locale.ROOT, "link1: message of %d byte%s as sender %d, id %d: %d"
                + " frames (%d %% parity, %d round%s), %d samples at %d Hz (%.3f s), %s",
                payload.length, payload.length == 1 ? "" : "s", b.sender(), b.messageId(), frames,
                b.parityPercent(), b.rounds(), b.rounds() == 1 ? "" : "s", samples, rateHz,
                samples / (double) rateHz, out);
    }

    /**
     * Decodes every message in {@code in}: each delivered one written (to {@code out}, or into
     * the folder {@code out} as {@code message-S-M.bin}) with its line on {@code stdout}; each
     * incomplete one said on {@code err} with what it lacked, and not written.
     *
     * @return 0 when at least one message was delivered and none was incomplete, else 1
     */
    static int decode(Path in, AirProfile air, String outArg, PrintWriter stdout,
                      PrintWriter err) throws IOException {
        Path out = Path.of(outArg);
        MessageReceiver rx;
        long[] frames = {0};
        try (WavSource source = WavInput.open(in)) {
            ModemCommand.warnBand(err, air, source.sampleRateHz());
            rx = new MessageReceiver(air, source.sampleRateHz());
            rx.addFrameListener(f -> frames[0]++);
            short[] chunk = new short[1 << 14];
            for (int n = source.read(chunk); n > 0; n = source.read(chunk)) {
                rx.accept(chunk, 0, n);
            }
            WavInput.sayShortfall(in, source, err, "decoded what it holds");
        }
        List<HeardMessage> heard = rx.finish();
        boolean folder = Files.isDirectory(out) || outArg.endsWith("/")
                || outArg.endsWith(java.io.File.separator);
        if (!folder && heard.size() > 1) {
            throw new UsageException(in + " holds " + heard.size() + " messages: give --out a"
                    + " folder (each is written there as message-S-M.bin)");
        }
        Set<Path> written = new HashSet<>();
        for (HeardMessage h : heard) {
            Path file = folder ? MessageFiles.writeInto(out, h.message(), written::contains)
                    : MessageFiles.write(out, h.message());
            written.add(file);
            stdout.println(MessageLine.of(h.message(), file));
        }
        stdout.flush();
        List<Lack> incomplete = new ArrayList<>(rx.givenUp());
        incomplete.addAll(rx.progress());
        long heardFrames = frames[0] + rx.count(Count.NOT_MESSAGE);
        err.printf(Locale.ROOT, "link1: %d message%s delivered, %d incomplete, %d failed its"
                + " check; %d frames heard: %d held, %d not needed, %d conflict, %d not a message;"
                + " %d greetings, %d without a frame%n", heard.size(), heard.size() == 1 ? "" : "s",
                incomplete.size(), rx.count(Count.CHECK_FAILED), heardFrames,
                rx.count(Count.HELD), rx.count(Count.DUPLICATE) + rx.count(Count.AFTER_DELIVERY),
                rx.count(Count.CONFLICT), rx.count(Count.NOT_MESSAGE), rx.greetings(),
                Math.max(0, rx.greetings() - heardFrames));
        for (Lack l : incomplete) {
            err.println("link1: message " + l.sender() + "/" + l.messageId() + " not delivered: "
                    + MessageFiles.lack(l));
        }
        if (heardFrames == 0) {
            err.println(OtherProfiles.line(in, air, rx.greetings(), OtherProfiles.look(in, air)));
        }
        boolean whole = !heard.isEmpty() && incomplete.isEmpty()
                && rx.count(Count.CHECK_FAILED) == 0;
        return whole ? Main.EXIT_OK : Main.EXIT_NEGATIVE;
    }
}

package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.api.Link1;
import echoai.link1.audio.MemorySink;
import echoai.link1.audio.WavSink;
import echoai.link1.audio.WavSource;
import echoai.link1.message.Broadcast;
import echoai.link1.modem.AirProfile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code modem encode --message} and {@code modem decode --message}, WAV to WAV one way through
 * the command line (issue 39): the bytes come back exact; a frame lost to a corrupted region is
 * counted, and without the parity to cover it the message is not written; several messages in
 * one recording go into a folder; bad arguments are one line and exit 2.
 */
class ModemMessageCommandTest {
    /** 60 bytes: 6 data frames, 2 parity frames at 25 %. */
    private static final String TEXT = "LINK-1 carries a message of any length, exact or nothing.!!!";
    private static final int RATE = 48_000;

    @TempDir
    Path dir;

    private Path message() throws IOException {
        return Files.writeString(dir.resolve("in.txt"), TEXT, StandardCharsets.UTF_8);
    }

    @Test
    void aMessageGoesIntoAWavAndComesBackExact() throws IOException {
        Path wav = dir.resolve("m.wav");
        Ran enc = Ran.link1("modem", "encode", "--message", message().toString(), "--out",
                wav.toString(), "--profile", "f", "--rate", "48000", "--sender", "1", "--id",
                "42");
        assertThat(enc.code()).as(enc.err()).isZero();
        assertThat(enc.err()).contains("message of 60 bytes as sender 1, id 42: 8 frames (25 %"
                + " parity, 1 round)").contains("at 48000 Hz");
        Path got = dir.resolve("got.txt");
        Ran dec = Ran.link1("modem", "decode", "--message", "--out", got.toString(),
                wav.toString(), "--profile", "f");
        assertThat(dec.code()).as(dec.err()).isZero();
        assertThat(Files.readAllBytes(got)).isEqualTo(TEXT.getBytes(StandardCharsets.UTF_8));
        assertThat(dec.out()).isEqualTo("{\"sender\":1,\"message_id\":42,\"length\":60,\"check\":\""
                + String.format("%016x", echoai.link1.message.MessageCheck.of(1, 42,
                        TEXT.getBytes(StandardCharsets.UTF_8))) + "\",\"file\":\"" + got + "\"}\n");
        assertThat(dec.err()).contains("1 message delivered, 0 incomplete")
                .contains("8 frames heard: 6 held, 2 not needed");
    }

    @Test
    void theWavHoldsTheLibrarysSamplesThoughWrittenInPieces() throws IOException {
        byte[] payload = TEXT.getBytes(StandardCharsets.UTF_8);
        Broadcast b = new Broadcast(3, 7, 25, 2);
        Path wav = dir.resolve("pieces.wav");
        ModemMessages.encode(b.frames(payload), AirProfile.F, wav, RATE, 3);
        assertThat(samples(wav)).isEqualTo(Link1.encodeMessage(payload, b, AirProfile.F, RATE));
    }

    @Test
    void aFrameLostToNoiseIsCountedAndTheMessageIsNotWrittenWithoutParity() throws IOException {
        Path wav = dir.resolve("p0.wav");
        assertThat(Ran.link1("modem", "encode", "--message", message().toString(), "--out",
                wav.toString(), "--profile", "f", "--rate", "48000", "--parity", "0").code())
                .isZero();
        Path bad = noiseOverFrame(wav, 2);
        Path got = dir.resolve("got.txt");
        Ran dec = Ran.link1("modem", "decode", "--message", "--out", got.toString(),
                bad.toString(), "--profile", "f");
        assertThat(dec.code()).as(dec.err()).isEqualTo(Main.EXIT_NEGATIVE);
        assertThat(got).doesNotExist();
        assertThat(dec.out()).isEmpty();
        assertThat(dec.err()).contains("0 messages delivered, 1 incomplete")
                .contains("5 frames heard: 5 held")
                .contains("link1: message 0/0 not delivered: held 5 frames, lacking 1"
                        + " (block 0: 1)");

        Path withParity = dir.resolve("p25.wav");
        assertThat(Ran.link1("modem", "encode", "--message", message().toString(), "--out",
                withParity.toString(), "--profile", "f", "--rate", "48000").code()).isZero();
        Ran repaired = Ran.link1("modem", "decode", "--message", "--out", got.toString(),
                noiseOverFrame(withParity, 2).toString(), "--profile", "f");
        assertThat(repaired.code()).as(repaired.err()).isZero();
        assertThat(repaired.err()).contains("7 frames heard: 6 held, 1 not needed");
        assertThat(Files.readString(got, StandardCharsets.UTF_8)).isEqualTo(TEXT);
    }

    @Test
    void severalMessagesGoIntoAFolderAndNotIntoOneFile() throws IOException {
        byte[] a = "first".getBytes(StandardCharsets.UTF_8);
        byte[] b = "second".getBytes(StandardCharsets.UTF_8);
        short[] one = Link1.encodeMessage(a, Broadcast.of(5, 1), AirProfile.F, RATE);
        short[] two = Link1.encodeMessage(b, Broadcast.of(5, 2), AirProfile.F, RATE);
        Path wav = dir.resolve("two.wav");
        try (WavSink sink = WavSink.create(wav, RATE)) {
            sink.play(one);
            sink.play(two);
        }
        Ran toFile = Ran.link1("modem", "decode", "--message", "--out",
                dir.resolve("one.bin").toString(), wav.toString(), "--profile", "f");
        assertThat(toFile.code()).isEqualTo(Main.EXIT_USAGE);
        assertThat(toFile.err()).hasLineCount(1).contains("holds 2 messages: give --out a folder");
        assertThat(dir.resolve("one.bin")).doesNotExist();

        Path inbox = dir.resolve("inbox");
        Ran toFolder = Ran.link1("modem", "decode", "--message", "--out", inbox + "/",
                wav.toString(), "--profile", "f");
        assertThat(toFolder.code()).as(toFolder.err()).isZero();
        assertThat(toFolder.out().lines()).hasSize(2);
        assertThat(Files.readAllBytes(inbox.resolve("message-5-1.bin"))).isEqualTo(a);
        assertThat(Files.readAllBytes(inbox.resolve("message-5-2.bin"))).isEqualTo(b);
    }

    @Test
    void badArgumentsAreOneLineAndExitTwo() throws IOException {
        String m = message().toString();
        String wav = dir.resolve("x.wav").toString();
        String claim = "57110107020b1c09ce00001e0000004c010031172130";
        String[][] cases = {
            {"modem", "encode", "--out", wav},
            {"modem", "encode", "--out", wav, "--message", m, claim},
            {"modem", "encode", "--out", wav, "--id", "3", claim},
            {"modem", "encode", "--out", wav, "--message", m, "--sender", "256"},
            {"modem", "encode", "--out", wav, "--message", m, "--parity", "101"},
            {"modem", "encode", "--out", wav, "--message", m, "--rounds", "0"},
            {"modem", "encode", "--out", wav, "--message", m, "--allow-bad-crc"},
            {"modem", "encode", "--out", wav, "--message", m, "--rate", "7000"},
            {"modem", "encode", "--out", wav, "--message",
                Files.write(dir.resolve("empty"), new byte[0]).toString()},
            {"modem", "encode", "--out", wav, "--message",
                Files.write(dir.resolve("big"), new byte[65_537]).toString()},
            {"modem", "decode", "--message", wav},
            {"modem", "decode", "--out", "x", wav},
            {"modem", "decode", "--message", "--out", "x", "--per-block", wav},
        };
        for (String[] args : cases) {
            Ran r = Ran.link1(args);
            assertThat(r.code()).as(String.join(" ", args) + ": " + r.err())
                    .isEqualTo(Main.EXIT_USAGE);
            assertThat(r.err()).as(String.join(" ", args)).startsWith("link1: ").hasLineCount(1);
        }
        assertThat(Ran.link1("modem", "encode", "--out", wav, "--message",
                dir.resolve("missing").toString()).code()).isEqualTo(Main.EXIT_ENVIRONMENT);
    }

    /** A copy of {@code wav} with loud noise over the whole of its frame {@code index}. */
    private Path noiseOverFrame(Path wav, int index) throws IOException {
        short[] pcm = samples(wav);
        AirProfile f = AirProfile.F;
        int from = (int) ((long) f.frameOffset(index) * RATE / 16_000);
        int to = (int) ((long) (f.frameOffset(index) + f.frameSamples()) * RATE / 16_000);
        SplittableRandom random = new SplittableRandom(index);
        for (int i = from; i < to; i++) {
            pcm[i] = (short) random.nextInt(-30_000, 30_001);
        }
        Path out = dir.resolve("noisy-" + wav.getFileName());
        try (WavSink sink = WavSink.create(out, RATE)) {
            sink.play(pcm);
        }
        return out;
    }

    private static short[] samples(Path wav) throws IOException {
        try (WavSource source = WavSource.open(wav)) {
            MemorySink all = new MemorySink();
            short[] chunk = new short[1 << 14];
            for (int n = source.read(chunk); n > 0; n = source.read(chunk)) {
                all.play(chunk, 0, n);
            }
            return all.samples();
        }
    }
}

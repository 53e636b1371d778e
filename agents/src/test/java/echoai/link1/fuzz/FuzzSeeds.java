package echoai.link1.fuzz;

import echoai.link1.audio.Wav;
import echoai.link1.fec.AirCodec;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.Demodulator;
import echoai.link1.modem.Modulator;
import echoai.link1.modem.TonePlan;
import echoai.link1.session.Arm;
import echoai.link1.session.ArmRunner;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Writes the committed seed inputs of the fuzz tests (run once by hand, from the project root:
 * {@code java -cp target/classes:target/test-classes:<deps> echoai.link1.fuzz.FuzzSeeds}).
 * Not a test; the seeds are committed so the replay never depends on this class.
 */
final class FuzzSeeds {
    /** Core's fuzz tests' inputs; the listener's ({@code ListenStdinFuzzTest}) are the agents'. */
    private static final Path ROOT = Path.of("core/src/test/resources/echoai/link1/fuzz");
    private static final Path AGENTS_ROOT = Path.of("agents/src/test/resources/echoai/link1/fuzz");
    /** Samples of silence kept before and after the frame in the demodulator seed. */
    private static final int MARGIN = 800;

    private FuzzSeeds() {
    }

    public static void main(String[] args) throws IOException {
        List<LinkFrame> sent = ArmRunner.speak(0, Arm.T);
        byte[] claim = sent.get(0).toBytes();
        byte[] air = AirCodec.encode(claim);

        write("RsFuzzTest", "rsBlock", "two-erasures-one-error", new byte[] {
            1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 0, 0, 0, (byte) 0x82, 3, 9, 5, 7});
        write("RsFuzzTest", "rsBlock", "three-errors", new byte[] {
            9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 0, 0, 0, 0, (byte) 0x80, 1, 4, 6, 4, 11, 4});
        write("RsFuzzTest", "airDecode", "clean-claim", air);
        byte[] noisy = Arrays.copyOf(air, 2 * AirCodec.AIR_NIBBLES);
        for (int p : new int[] {0, 7, 19, 33, 41, 58}) {
            noisy[p] ^= 5;
            noisy[AirCodec.AIR_NIBBLES + p] = (byte) 200;
        }
        write("RsFuzzTest", "airDecode", "claim-six-errors-reliabilities", noisy);

        TonePlan k1 = TonePlan.of(1);
        short[] rec = Modulator.recordingOfFrames(k1, List.of(claim));
        short[] pcm = Arrays.copyOfRange(rec, Modulator.GAP_SAMPLES - MARGIN,
                Modulator.GAP_SAMPLES + k1.frameSamples() + MARGIN);
        Demodulator check = new Demodulator(k1, LinkFrame::crcOk, 4, null);
        check.accept(pcm);
        if (check.finish().size() != 1) {
            throw new IllegalStateException("the trimmed CLAIM recording does not demodulate");
        }
        byte[] bytes = new byte[1 + 2 * pcm.length];
        bytes[0] = 63;
        for (int i = 0; i < pcm.length; i++) {
            bytes[1 + 2 * i] = (byte) pcm[i];
            bytes[2 + 2 * i] = (byte) (pcm[i] >> 8);
        }
        write("DemodulatorFuzzTest", "streamingPcm", "claim-k1", bytes);

        Path tmp = Files.createTempFile("seed", ".wav");
        short[] tiny = new short[64];
        for (int i = 0; i < tiny.length; i++) {
            tiny[i] = (short) (1000 * (i % 8) - 4000);
        }
        Wav.write(tmp, tiny);
        byte[] wav = Files.readAllBytes(tmp);
        Files.delete(tmp);
        write("WavFuzzTest", "readAnyBytes", "tiny-valid", wav);
        write("WavFuzzTest", "readAnyBytes", "truncated", Arrays.copyOf(wav, 60));
        byte[] streamed = wav.clone();
        java.nio.ByteBuffer.wrap(streamed).order(java.nio.ByteOrder.LITTLE_ENDIAN)
                .putInt(4, -1).putInt(40, -1);
        write("WavFuzzTest", "readAnyBytes", "streamed-no-sizes", streamed);
        byte[] mono16 = new byte[6 + 40];
        mono16[1] = 1;
        mono16[2] = 1;
        mono16[5] = 60;
        for (int i = 6; i < mono16.length; i++) {
            mono16[i] = (byte) (i * 37);
        }
        write("WavFuzzTest", "cutAnywhere", "mono16-cut-inside-the-data", mono16);
        byte[] stereo24 = new byte[6 + 61];
        stereo24[0] = 1;
        stereo24[1] = 2;
        stereo24[2] = 3;
        stereo24[3] = 1;
        stereo24[4] = (byte) 0xFF;
        stereo24[5] = (byte) 0xFF;
        for (int i = 6; i < stereo24.length; i++) {
            stereo24[i] = (byte) (255 - i * 11);
        }
        write("WavFuzzTest", "cutAnywhere", "stereo24-streamed-partial-frame", stereo24);

        ByteArrayOutputStream all = new ByteArrayOutputStream();
        for (LinkFrame f : sent) {
            all.write(f.toBytes());
        }
        write("ListenStdinFuzzTest", "listenArmT", "sent-frames", all.toByteArray());
        ByteArrayOutputStream garbled = new ByteArrayOutputStream();
        garbled.write(new byte[] {'W', 0x11, 3, 'W'});
        byte[] first = sent.get(0).toBytes();
        garbled.write(first, 0, 13);
        garbled.write(first);
        garbled.write(new byte[] {0, 'W'});
        write("ListenStdinFuzzTest", "listenArmT", "garbage-and-a-claim", garbled.toByteArray());
    }

    private static void write(String test, String method, String name, byte[] bytes)
            throws IOException {
        Path root = test.equals("ListenStdinFuzzTest") ? AGENTS_ROOT : ROOT;
        Path dir = root.resolve(test + "Inputs").resolve(method);
        Files.createDirectories(dir);
        Files.write(dir.resolve(name), bytes);
    }
}

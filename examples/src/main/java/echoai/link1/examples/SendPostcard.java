package echoai.link1.examples;

import echoai.link1.api.Link1;
import echoai.link1.audio.WavSink;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.speech.Claim;
import echoai.link1.speech.Speech;
import echoai.wsp.Atom;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.HexFormat;

/**
 * Sends a postcard to a WAV file: speaker 1 claims that approaching the site 0x3117 is worth
 * −50 (tried 3 times); the claim's frame is modulated with profile K1 at 48 kHz and written as
 * a 16-bit mono WAV.
 *
 * <pre>java echoai.link1.examples.SendPostcard claim.wav [rateHz]</pre>
 */
public final class SendPostcard {
    private SendPostcard() {
    }

    /**
     * Writes the claim's recording to {@code wav} at {@code rateHz} and says what it wrote.
     *
     * @param wav    the file to write
     * @param rateHz the sample rate, in [8000, 96000]
     * @param out    where the one-line report goes
     * @return the frame sent
     * @throws IOException when the file cannot be written
     */
    public static LinkFrame run(Path wav, int rateHz, PrintStream out) throws IOException {
        Claim claim = Speech.claim(1, 0x3117, Atom.UNIR, -50, 3);
        LinkFrame frame = Speech.frame(claim, 7);
        short[] pcm = Link1.encode(frame, AirProfile.K1, rateHz);
        try (WavSink sink = WavSink.create(wav, rateHz)) {
            sink.play(pcm);
        }
        out.println("wrote " + wav.getFileName() + ": " + pcm.length + " samples at " + rateHz
                + " Hz, " + claim + ", frame " + HexFormat.of().formatHex(frame.toBytes()));
        return frame;
    }

    /**
     * Runs the example.
     *
     * @param args the WAV file, and optionally the rate in Hz (default 48000)
     * @throws IOException when the file cannot be written
     */
    public static void main(String[] args) throws IOException {
        Path wav = Path.of(args.length > 0 ? args[0] : "claim.wav");
        run(wav, args.length > 1 ? Integer.parseInt(args[1]) : 48_000, System.out);
    }
}

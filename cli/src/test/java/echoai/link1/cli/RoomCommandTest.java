package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.audio.Wav;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/** {@code link1 room} with the physical room: points, explicit rooms, rates, bad values. */
class RoomCommandTest {
    private static final String CLAIM = "57110107020b1c09ce00001e0000004c010031172130";

    @TempDir
    Path dir;

    private String out;
    private String err;

    private int run(String... args) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(o, true, StandardCharsets.UTF_8),
                new PrintStream(e, true, StandardCharsets.UTF_8));
        out = o.toString(StandardCharsets.UTF_8);
        err = e.toString(StandardCharsets.UTF_8);
        return code;
    }

    private String encoded() {
        String wav = dir.resolve("tx.wav").toString();
        assertThat(run("modem", "encode", "--k", "1", "--out", wav, CLAIM)).isZero();
        return wav;
    }

    @Test
    void aNamedPointAt16kIsDecodedByTheModem() throws Exception {
        String tx = encoded();
        String rx = dir.resolve("rx.wav").toString();
        assertThat(run("room", tx, rx, "--point", "living-0.3m", "--seed", "3", "--out-rate",
                "16000")).as(err).isZero();
        assertThat(out).startsWith("{\"samples\":52800,\"rate_hz\":16000,\"clipped\":0,")
                .contains("\"background\":\"white\",\"snr_db\":30.0}");
        assertThat(run("modem", "decode", rx, "--k", "1")).as(err).isZero();
        assertThat(out).contains(CLAIM);
    }

    @Test
    void theCaptureIsWrittenAtItsRate() throws Exception {
        String tx = encoded();
        String rx = dir.resolve("rx48.wav").toString();
        assertThat(run("room", tx, rx, "--rt60", "0.5", "--distance", "1", "--background", "babble",
                "--snr", "20", "--seed", "1", "--capture-rate", "44100", "--clock-ppm", "100"))
                .as(err).isZero();
        assertThat(Wav.format(Path.of(rx)).sampleRateHz()).isEqualTo(44_100);
        assertThat(out).contains("\"rate_hz\":44100").contains("\"background\":\"babble\"");
    }

    @Test
    void aRecordingAtAnyRateTheModemWritesGoesThroughEitherRoom() throws Exception {
        String tx = dir.resolve("tx48.wav").toString();
        assertThat(run("modem", "encode", "--rate", "48000", "--out", tx, CLAIM)).isZero();
        String rx = dir.resolve("rx.wav").toString();
        assertThat(run("room", tx, rx, "--point", "living-0.3m", "--seed", "3")).as(err).isZero();
        assertThat(out).startsWith("{\"samples\":").contains("\"rate_hz\":48000");
        assertThat(run("modem", "decode", rx)).as(err).isZero();
        assertThat(out).contains(CLAIM);
        String tx8 = dir.resolve("tx8.wav").toString();
        assertThat(run("modem", "encode", "--rate", "8000", "--out", tx8, CLAIM)).isZero();
        String rx16 = dir.resolve("rx16.wav").toString();
        assertThat(run("room", tx8, rx16, "--room", "echo", "--snr", "20", "--seed", "1"))
                .as(err).isZero();
        assertThat(Wav.format(Path.of(rx16)).sampleRateHz()).isEqualTo(16_000);
        assertThat(run("modem", "decode", rx16)).as(err).isZero();
        assertThat(out).contains(CLAIM);
    }

    @Test
    void snrInfMeansNoBackgroundInThePhysicalRoom() {
        String tx = encoded();
        String rx = dir.resolve("quiet.wav").toString();
        assertThat(run("room", tx, rx, "--point", "living-1m", "--seed", "2", "--snr", "inf"))
                .as(err).isZero();
        assertThat(out).contains("\"background\":\"none\"").doesNotContain("snr_db\":3");
        assertThat(run("room", tx, rx, "--point", "living-1m", "--seed", "2", "--snr", "inf",
                "--background", "pink")).isEqualTo(Main.EXIT_USAGE);
        assertThat(err.strip()).isEqualTo("link1: --snr inf means no background: leave"
                + " --background out or give none, not pink");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "--point attic", "--point echo", "--rt60 0.5", "--rt60 0.02 --distance 1",
        "--rt60 0.5 --distance 9", "--point living-1m --rt60 0.5",
        "--room echo --snr 3 --background pink",
        "--point living-1m --delay 10", "--point living-1m --background rain",
        "--point living-1m --capture-rate 16000", "--point living-1m --out-rate 8000",
        "--rt60 0.5 --distance 1 --size 5x4", "--point living-1m --background none --snr 10",
        "--point living-1m --snr loud", ""})
    void badValuesAreOneLineAndExitTwo(String options) {
        String tx = encoded();
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("room", tx,
                dir.resolve("x.wav").toString(), "--seed", "1"));
        if (!options.isEmpty()) {
            args.addAll(java.util.List.of(options.split(" ")));
        }
        assertThat(run(args.toArray(new String[0]))).as(options + ": " + err)
                .isEqualTo(Main.EXIT_USAGE);
        assertThat(err.strip().lines().count()).as(err).isEqualTo(1);
        assertThat(err).doesNotContain("Exception");
    }
}

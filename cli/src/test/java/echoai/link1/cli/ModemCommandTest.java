package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.fec.AirCodec;
import echoai.link1.fec.Interleaver;
import echoai.link1.modem.Modulator;
import echoai.link1.modem.TonePlan;
import echoai.wsp.Hex;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code link1 modem encode|decode} and {@code link1 room}, end to end through WAV files. */
class ModemCommandTest {
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

    @Test
    void aRateThatCutsTheBandIsSaidOnStderrAndStillDecodes() {
        // issue 28, item 11: R at 8 kHz loses 44 data tones and 3 sync notes, and is told so
        String wav = dir.resolve("r8k.wav").toString();
        assertThat(run("modem", "encode", "--profile", "r", "--rate", "8000", "--out", wav,
                CLAIM)).isZero();
        assertThat(err).contains("link1: at 8000 Hz the passband ends at 3600 Hz: 44 of r's 128");
        assertThat(run("modem", "decode", "--profile", "r", wav)).isZero();
        assertThat(out).contains(CLAIM);
        assertThat(err).contains("3 of its 8 sync notes lie above it");
        assertThat(run("modem", "encode", "--profile", "k1", "--rate", "8000", "--out", wav,
                CLAIM)).isZero();
        assertThat(err).doesNotContain("passband");
    }

    @Test
    void encodeRoomDecodeFindsTheFrame() {
        String wav = dir.resolve("a.wav").toString();
        String noisy = dir.resolve("b.wav").toString();
        assertThat(run("modem", "encode", "--k", "2", "--out", wav, CLAIM, CLAIM)).isZero();
        assertThat(run("room", wav, noisy, "--room", "echo", "--snr", "-3", "--seed", "5",
                "--delay", "777", "--drift-ppm", "-100")).isZero();
        assertThat(out).startsWith("{\"samples\":").containsPattern("\"signal_power\":[0-9]+\\.[0-9],?");
        assertThat(run("modem", "decode", noisy, "--k", "2")).isZero();
        String[] lines = out.strip().split("\n");
        assertThat(lines).hasSize(2);
        assertThat(lines[0]).startsWith("{\"offset\":").contains("\"frame\":\"" + CLAIM + "\"")
                .contains("\"errors\":").contains("\"erasures\":").contains("\"score\":");
        assertThat(run("modem", "decode", noisy, "--k", "2", "--max-frames", "1")).isZero();
        assertThat(out.strip().split("\n")).hasSize(1);
    }

    @Test
    void profileRThroughTheReverbRoom() {
        String wav = dir.resolve("r.wav").toString();
        String noisy = dir.resolve("rn.wav").toString();
        assertThat(run("modem", "encode", "--profile", "r", "--out", wav, CLAIM)).isZero();
        assertThat(err).contains("84032 samples");
        assertThat(run("room", wav, noisy, "--room", "reverb", "--snr", "0", "--seed", "6",
                "--delay", "300")).isZero();
        assertThat(run("modem", "decode", noisy, "--profile", "R")).isZero();
        assertThat(out.strip().split("\n")).hasSize(1);
        assertThat(out).contains("\"frame\":\"" + CLAIM + "\"");
        assertThat(run("modem", "decode", noisy, "--k", "1")).isEqualTo(Main.EXIT_NEGATIVE);
    }

    @Test
    void profileAndKMustAgree() {
        String wav = dir.resolve("e.wav").toString();
        assertThat(run("modem", "encode", "--profile", "k2", "--k", "2", "--out", wav, CLAIM)).isZero();
        assertThat(run("modem", "encode", "--profile", "r", "--k", "1", "--out", wav, CLAIM))
                .isEqualTo(Main.EXIT_USAGE);
        assertThat(err).contains("contradicts");
        assertThat(run("modem", "decode", wav, "--profile", "k3")).isEqualTo(Main.EXIT_USAGE);
        assertThat(err.strip()).endsWith("--profile must be k1, k2, r or f: k3");
    }

    @Test
    void theDefaultLineIsUnchangedAndPerBlockAppendsTheTwoLists() {
        String wav = dir.resolve("k1.wav").toString();
        assertThat(run("modem", "encode", "--profile", "k1", "--out", wav, CLAIM)).isZero();
        assertThat(run("modem", "decode", wav, "--profile", "k1")).isZero();
        String line = "{\"offset\":4000,\"frame\":\"" + CLAIM
                + "\",\"errors\":0,\"erasures\":0,\"score\":65536}";
        assertThat(out).isEqualTo(line + System.lineSeparator());
        assertThat(run("modem", "decode", wav, "--profile", "k1", "--per-block")).isZero();
        assertThat(out).isEqualTo(line.substring(0, line.length() - 1)
                + ",\"errors_per_block\":[0,0,0,0],\"erasures_per_block\":[0,0,0,0]}"
                + System.lineSeparator());
    }

    @Test
    void perBlockShowsWrongTonesInTheirBlocks() throws IOException {
        byte[] air = AirCodec.encode(Hex.parse(CLAIM, 22));
        for (int[] bs : new int[][] {{0, 5}, {2, 1}, {2, 9}}) {
            air[Interleaver.airPosition(bs[0], bs[1])] ^= 0x6;
        }
        Path wav = dir.resolve("wrong.wav");
        ModemCommand.writeAtRate(Modulator.recordingOfAirWords(TonePlan.K1, List.of(air)), wav, 16_000);
        assertThat(run("modem", "decode", wav.toString(), "--k", "1", "--per-block")).isZero();
        assertThat(out.strip()).contains("\"frame\":\"" + CLAIM + "\",\"errors\":3,\"erasures\":0,")
                .endsWith(",\"errors_per_block\":[1,0,2,0],\"erasures_per_block\":[0,0,0,0]}");
    }

    @Test
    void perBlockOnProfileRIsAUsageError() {
        String wav = dir.resolve("r.wav").toString();
        assertThat(run("modem", "encode", "--profile", "r", "--out", wav, CLAIM)).isZero();
        assertThat(run("modem", "decode", wav, "--profile", "r", "--per-block"))
                .isEqualTo(Main.EXIT_USAGE);
        assertThat(out).isEmpty();
        assertThat(err.strip()).endsWith("--per-block needs profile k1 or k2 (profile r has no RS"
                + " blocks): r");
    }

    @Test
    void nothingFoundIsExitOneWithNoLinesAndNamesTheProfileThatMayBeThere() {
        String wav = dir.resolve("c.wav").toString();
        assertThat(run("modem", "encode", "--out", wav, CLAIM)).isZero();
        assertThat(run("modem", "decode", wav, "--k", "2")).isEqualTo(Main.EXIT_NEGATIVE);
        assertThat(out).isEmpty();
        assertThat(err.lines().toList()).last().isEqualTo("link1: nothing found in " + wav
                + " listening for profile k2; another profile is in it: k1 (1 greeting, a frame);"
                + " try --profile k1");
        String r = dir.resolve("r.wav").toString();
        assertThat(run("modem", "encode", "--profile", "r", "--out", r, CLAIM)).isZero();
        assertThat(run("modem", "decode", r)).isEqualTo(Main.EXIT_NEGATIVE);
        assertThat(err.lines().toList()).last().isEqualTo("link1: nothing found in " + r
                + " listening for profile k1; another profile is in it: r (1 greeting, a frame);"
                + " try --profile r");
    }

    /**
     * A K1 recording no K1 receiver decodes (its one frame's CRC is wrong), decoded as R: K1's
     * greeting is named, but no profile is suggested, since none would find a frame (issue 37,
     * item 11: "try --profile k1" when K1 found nothing either).
     */
    @Test
    void aGreetingAloneSuggestsNoProfile() {
        String bad = CLAIM.substring(0, 43) + "1";
        String wav = dir.resolve("k1-bad.wav").toString();
        assertThat(run("modem", "encode", "--allow-bad-crc", "--out", wav, bad)).isZero();
        assertThat(run("modem", "decode", wav, "--profile", "r")).isEqualTo(Main.EXIT_NEGATIVE);
        assertThat(err.lines().toList()).last().asString()
                .startsWith("link1: nothing found in " + wav + " listening for profile r;"
                        + " another profile's greeting is in it: k1 (1 greeting, no frame)")
                .endsWith(", but no profile decodes a frame from it")
                .doesNotContain("try --profile");
    }

    @Test
    void silenceSaysNoOtherProfileIsThereEither() throws IOException {
        Path wav = dir.resolve("quiet.wav");
        echoai.link1.audio.Wav.write(wav, new short[48_000]);
        assertThat(run("modem", "decode", wav.toString())).isEqualTo(Main.EXIT_NEGATIVE);
        assertThat(err).contains("link1: nothing found in " + wav + " listening for profile k1;"
                + " no greeting of k2, r, f or q either");
    }

    @Test
    void encodeRefusesABadCrcUnlessAskedAndCountsSamplesAtTheFilesRate() {
        String bad = CLAIM.substring(0, 43) + "1";
        String wav = dir.resolve("bad.wav").toString();
        assertThat(run("modem", "encode", "--out", wav, bad)).isEqualTo(Main.EXIT_USAGE);
        assertThat(err.strip()).isEqualTo("link1: HEX44 " + bad + ": its CRC is wrong (0x2131,"
                + " the bytes give 0x2130); --allow-bad-crc writes it anyway");
        assertThat(dir.resolve("bad.wav")).doesNotExist();
        assertThat(run("modem", "encode", "--allow-bad-crc", "--out", wav, bad)).isZero();
        assertThat(run("modem", "decode", wav)).isEqualTo(Main.EXIT_NEGATIVE);
        assertThat(err).contains("check_failed 1").contains("listening for profile k1 (1 greeting"
                + " heard, no frame passed the CRC); no frame of k2, r, f or q either");
        String at48k = dir.resolve("48k.wav").toString();
        assertThat(run("modem", "encode", "--rate", "48000", "--out", at48k, CLAIM)).isZero();
        assertThat(err.strip()).isEqualTo("link1: 1 frame, 158400 samples at 48000 Hz (3.300 s), "
                + at48k);
        assertThat(run("modem", "encode", "--out", at48k, CLAIM)).isZero();
        assertThat(err).contains("52800 samples at 16000 Hz (3.300 s)");
    }

    @Test
    void a48kOr44k1RecordingDecodesDirectlyToTheSameLines() {
        String wav16 = dir.resolve("16k.wav").toString();
        assertThat(run("modem", "encode", "--out", wav16, CLAIM, CLAIM)).isZero();
        assertThat(run("modem", "decode", wav16)).isZero();
        String at16k = out;
        for (String rate : new String[] {"48000", "44100"}) {
            String wav = dir.resolve(rate + ".wav").toString();
            assertThat(run("modem", "encode", "--rate", rate, "--out", wav, CLAIM, CLAIM)).isZero();
            assertThat(run("modem", "decode", wav)).isZero();
            assertThat(out).as(rate).isEqualTo(at16k);
        }
        assertThat(run("modem", "encode", "--rate", "7999", "--out", wav16, CLAIM))
                .isEqualTo(Main.EXIT_USAGE);
        assertThat(err).contains("--rate");
    }

    @Test
    void badInputIsAUsageOrEnvironmentError() {
        assertThat(run("modem", "encode", "--out", dir.resolve("d.wav").toString(), "57zz"))
                .isEqualTo(Main.EXIT_USAGE);
        assertThat(run("modem", "encode", "--k", "3", "--out", dir.resolve("d.wav").toString(), CLAIM))
                .isEqualTo(Main.EXIT_USAGE);
        assertThat(run("modem", "decode", dir.resolve("missing.wav").toString()))
                .isEqualTo(Main.EXIT_ENVIRONMENT);
        assertThat(err).contains("missing.wav");
        assertThat(run("room", "x.wav", "y.wav", "--room", "cave", "--snr", "0", "--seed", "1"))
                .isEqualTo(Main.EXIT_USAGE);
    }
}

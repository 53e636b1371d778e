package echoai.link1.bench.air;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.PhysicalRoom;
import echoai.link1.room.Resampling;
import echoai.link1.room.RoomPoint;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The ggwave bridge (a real node process): a payload round-trips through a clean channel at both
 * protocols, a payload that is not the one sent counts as wrong, a near room loses nothing and
 * is deterministic, and a missing node or package is one line. The tests that need node and
 * {@code npm ci} in scripts/ggwave are skipped, saying so, where they are absent.
 */
class GgwaveBridgeTest {
    private static final byte[] PAYLOAD = {0x57, 0x00, 0x11, (byte) 0xff, 0x02, 0x33, 0x44,
        0x55, 0x66, 0x77, (byte) 0x88, (byte) 0x99, (byte) 0xaa, (byte) 0xbb, (byte) 0xcc, 0x0d};
    private static GgwaveBridge bridge;
    private static String absent;

    @BeforeAll
    static void start() {
        try {
            bridge = GgwaveBridge.start();
        } catch (IOException e) {
            absent = e.getMessage();
        }
    }

    @AfterAll
    static void stop() throws IOException {
        if (bridge != null) {
            bridge.close();
        }
    }

    private static void needBridge() {
        assumeTrue(bridge != null, "skipped: the ggwave bridge needs node and npm ci in"
                + " scripts/ggwave (" + absent + ")");
    }

    /** The 16 kHz room input brought back to 48 kHz int16, no room: a clean channel. */
    private static short[] clean48k(short[] recording16k) {
        double[] x = new double[recording16k.length];
        for (int i = 0; i < x.length; i++) {
            x[i] = recording16k[i];
        }
        double[] y = Resampling.resample(x, PhysicalRoom.INPUT_RATE_HZ, GgwaveBridge.RATE_HZ);
        short[] out = new short[y.length];
        for (int i = 0; i < y.length; i++) {
            out[i] = (short) StrictMath.round(y[i]);
        }
        return out;
    }

    @Test
    void aPayloadRoundTripsThroughTheConversionAndACleanChannel() throws IOException {
        needBridge();
        assertThat(bridge.version()).isEqualTo("0.4.0");
        for (GgwaveProtocol p : GgwaveProtocol.values()) {
            float[] wave = bridge.encode(p, PAYLOAD);
            short[] rec = GgwaveWaveform.recording(wave);
            assertThat(rec).hasSize(wave.length / 3 + 2 * GgwaveWaveform.GUARD_SAMPLES);
            byte[] got = bridge.decode(p, GgwaveBridge.RATE_HZ, clean48k(rec));
            assertThat(got).as("%s", p).containsExactly(PAYLOAD);
            assertThat(GgwaveTrial.Outcome.of(PAYLOAD, got)).isEqualTo(GgwaveTrial.Outcome.CORRECT);
        }
        assertThat(GgwaveWaveform.airTimeS(bridge.encode(GgwaveProtocol.AUDIBLE_NORMAL, PAYLOAD)))
                .isBetween(2.40, 2.42);
    }

    @Test
    void aCaptureAt44kHzDecodes() throws IOException {
        // ggwave's operating rate stays 48 kHz, the sender's: a 44.1 kHz capture is resampled
        // to it (the bridge once set the operating rate to the capture's: every tone moved 8 %).
        needBridge();
        float[] wave = bridge.encode(GgwaveProtocol.AUDIBLE_NORMAL, PAYLOAD);
        double[] x = new double[GgwaveWaveform.recording(wave).length];
        short[] rec = GgwaveWaveform.recording(wave);
        for (int i = 0; i < x.length; i++) {
            x[i] = rec[i];
        }
        double[] y = Resampling.resample(x, PhysicalRoom.INPUT_RATE_HZ, 44_100);
        short[] capture = new short[y.length];
        for (int i = 0; i < y.length; i++) {
            capture[i] = (short) StrictMath.round(y[i]);
        }
        assertThat(bridge.decode(GgwaveProtocol.AUDIBLE_NORMAL, 44_100, capture))
                .containsExactly(PAYLOAD);
    }

    @Test
    void aPayloadThatIsNotTheOneSentCountsAsWrongAndSilenceAsNothing() throws IOException {
        needBridge();
        byte[] other = PAYLOAD.clone();
        other[5] ^= 1;
        float[] wave = bridge.encode(GgwaveProtocol.AUDIBLE_FASTEST, other);
        byte[] got = bridge.decode(GgwaveProtocol.AUDIBLE_FASTEST, GgwaveBridge.RATE_HZ,
                clean48k(GgwaveWaveform.recording(wave)));
        assertThat(got).containsExactly(other);
        assertThat(GgwaveTrial.Outcome.of(PAYLOAD, got)).isEqualTo(GgwaveTrial.Outcome.WRONG);
        // listening for NORMAL only, a FASTEST transmission decodes to nothing
        assertThat(bridge.decode(GgwaveProtocol.AUDIBLE_NORMAL, GgwaveBridge.RATE_HZ,
                clean48k(GgwaveWaveform.recording(wave)))).isEmpty();
        assertThat(bridge.decode(GgwaveProtocol.AUDIBLE_NORMAL, GgwaveBridge.RATE_HZ,
                new short[48_000])).isEmpty();
    }

    @Test
    void aNearRoomLosesNothingAndTheSameSeedsGiveTheSamePoint() {
        needBridge();
        RoomsCase near = new RoomsCase(RoomPoint.named("living-0.3m"), Background.WHITE, 30,
                DeviceChain.DEFAULT);
        GgwavePoint p = GgwaveTrial.run(near, GgwaveProtocol.AUDIBLE_NORMAL, 2, List.of(0, 1),
                bridge);
        assertThat(p.lost()).isZero();
        assertThat(p.correct()).isEqualTo(2);
        assertThat(p.arm()).isEqualTo("ggwave-audible-normal");
        assertThat(GgwaveTrial.run(near, GgwaveProtocol.AUDIBLE_NORMAL, 2, List.of(0, 1), bridge))
                .isEqualTo(p);
    }

    @Test
    void aMissingPackageIsOneLine(@TempDir Path dir) throws IOException {
        needBridge();
        Files.copy(GgwaveBridge.folder().resolve("bridge.js"), dir.resolve("bridge.js"));
        assertThatThrownBy(() -> GgwaveBridge.start(dir, "node")).isInstanceOf(IOException.class)
                .hasMessageContaining("the npm package ggwave is not installed")
                .hasMessageNotContaining("\n");
    }

    @Test
    void aMissingNodeOrBridgeIsOneLine(@TempDir Path dir) {
        assertThatThrownBy(() -> GgwaveBridge.start(GgwaveBridge.folder(), "/nonexistent/node"))
                .isInstanceOf(IOException.class).hasMessageContaining("cannot run /nonexistent/node");
        assertThatThrownBy(() -> GgwaveBridge.start(dir, "node")).isInstanceOf(IOException.class)
                .hasMessageContaining("no bridge at");
    }
}

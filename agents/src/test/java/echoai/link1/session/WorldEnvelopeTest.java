package echoai.link1.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.agent.WireChannel;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class WorldEnvelopeTest {
    private static final WorldEnvelope WORLD_0 = new WorldEnvelope('F', 1000, 'T',
            WireChannel.bytes(ArmRunner.speak(0, Arm.T)));

    @Test
    void roundTripsAndEndsCleanlyBetweenEnvelopes() throws IOException {
        WorldEnvelope empty = new WorldEnvelope('F', -5, 'S', new byte[0]);
        WorldEnvelope report = new WorldEnvelope('R', 7, '5', "{}".getBytes());
        InputStream in = new ByteArrayInputStream(WorldEnvelope.concat(
                List.of(WORLD_0, empty, report)));
        assertThat(WorldEnvelope.read(in)).contains(WORLD_0);
        assertThat(WorldEnvelope.read(in)).contains(empty);
        assertThat(WorldEnvelope.read(in)).contains(report);
        assertThat(WorldEnvelope.read(in)).isEmpty();
    }

    @Test
    void theHeaderLayoutIsPinned() {
        byte[] b = new WorldEnvelope('F', 1, 'T', new byte[] {9}).toBytes();
        assertThat(b).hasSize(WorldEnvelope.HEADER_BYTES + 1);
        assertThat(Arrays.copyOf(b, 18)).containsExactly(0x4C, 0x31, 0x57, 0x53, 'F',
                0, 0, 0, 0, 0, 0, 0, 1, 'T', 0, 0, 0, 1);
    }

    @Test
    void anEnvelopeInsideAPayloadIsOnlyPayload() throws IOException {
        WorldEnvelope inner = new WorldEnvelope('F', 1001, 'T', new byte[] {1, 2, 3});
        WorldEnvelope outer = new WorldEnvelope('F', 1000, 'T', inner.toBytes());
        InputStream in = new ByteArrayInputStream(outer.toBytes());
        assertThat(WorldEnvelope.read(in)).contains(outer);
        assertThat(WorldEnvelope.read(in)).isEmpty();
    }

    @Test
    void everyHeaderBitFlipIsRefusedNeverReadAsAnotherWorld() {
        byte[] good = WORLD_0.toBytes();
        for (int bit = 0; bit < WorldEnvelope.HEADER_BYTES * 8; bit++) {
            byte[] bad = good.clone();
            bad[bit / 8] ^= (byte) (1 << (bit % 8));
            assertThatThrownBy(() -> WorldEnvelope.read(new ByteArrayInputStream(bad)))
                    .as("bit %d", bit).isInstanceOf(IOException.class);
        }
    }

    @Test
    void garbageAndCutStreamsAreRefused() {
        SplittableRandom rnd = new SplittableRandom(14);
        for (int i = 0; i < 200; i++) {
            byte[] junk = new byte[rnd.nextInt(1, 100)];
            rnd.nextBytes(junk);
            assertThatThrownBy(() -> WorldEnvelope.read(new ByteArrayInputStream(junk)))
                    .isInstanceOf(IOException.class);
        }
        byte[] good = WORLD_0.toBytes();
        for (int cut : new int[] {1, WorldEnvelope.HEADER_BYTES - 1, WorldEnvelope.HEADER_BYTES,
            good.length - 1}) {
            assertThatThrownBy(() -> WorldEnvelope.read(new ByteArrayInputStream(
                    Arrays.copyOf(good, cut)))).as("cut at %d", cut)
                    .isInstanceOf(IOException.class).hasMessageContaining("cut inside");
        }
    }

    @Test
    void expectRefusesAnotherWorldOrKind() {
        assertThatThrownBy(() -> WorldEnvelope.expect(new ByteArrayInputStream(WORLD_0.toBytes()),
                'F', 1001, 'T')).isInstanceOf(IOException.class).hasMessageContaining("order");
        assertThatThrownBy(() -> WorldEnvelope.expect(new ByteArrayInputStream(WORLD_0.toBytes()),
                'F', 1000, 'X')).isInstanceOf(IOException.class);
        assertThatThrownBy(() -> WorldEnvelope.expect(new ByteArrayInputStream(new byte[0]),
                'F', 1000, 'T')).isInstanceOf(IOException.class).hasMessageContaining("ended");
    }

    @Test
    void badArgumentsAreCallerBugs() {
        assertThatThrownBy(() -> new WorldEnvelope('Q', 0, 'T', new byte[0]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("kind");
        assertThatThrownBy(() -> new WorldEnvelope('F', 0, 'Z', new byte[0]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("arm");
    }
}

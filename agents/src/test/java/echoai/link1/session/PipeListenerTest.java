package echoai.link1.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.agent.WireChannel;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PipeListenerTest {
    @Test
    void streamedBytesSettledGiveTheInProcessResultForEveryArm() {
        for (Arm arm : Arm.values()) {
            byte[] bytes = WireChannel.bytes(ArmRunner.speak(3, arm));
            ListenerReport heard = PipeListener.listen(3, arm, new OneByteAtATime(bytes));
            assertThat(heard.bytesRead()).isEqualTo(bytes.length);
            WorldResult settled = ArmRunner.settle(heard, ArmRunner.hex(ArmRunner.speak(3, arm)));
            assertThat(settled).as("arm %s", arm)
                    .isEqualTo(ArmRunner.run(3, arm, new WireChannel()));
        }
    }

    @Test
    void theListenerDoesNotKnowThePostcardAccounting() {
        byte[] bytes = WireChannel.bytes(ArmRunner.speak(3, Arm.T));
        WorldResult life = PipeListener.listen(3, Arm.T, new ByteArrayInputStream(bytes)).life();
        assertThat(List.of(life.postcards(), life.postcardsLost(), life.acceptedCorrupt()))
                .containsOnly(ListenerReport.NOT_KNOWN);
    }

    @Test
    void aPipeThatBreaksIsAnEndNotACrash() {
        InputStream broken = new InputStream() {
            @Override
            public int read() throws IOException {
                throw new IOException("Broken pipe");
            }
        };
        ListenerReport heard = PipeListener.listen(0, Arm.T, broken);
        WorldResult r = ArmRunner.settle(heard, ArmRunner.hex(ArmRunner.speak(0, Arm.T)));
        assertThat(r.postcardsLost()).isEqualTo(r.postcards());
        assertThat(r.firewallHolds()).isTrue();
    }

    @Test
    void manyWorldsInEnvelopesGiveEachWorldsReport() throws IOException {
        List<Integer> seeds = List.of(0, 1, 2);
        List<WorldEnvelope> stream = new ArrayList<>();
        for (int seed : seeds) {
            stream.add(new WorldEnvelope(WorldEnvelope.FRAMES, seed, 'X',
                    WireChannel.bytes(ArmRunner.speak(seed, Arm.X))));
        }
        List<ListenerReport> reports = new ArrayList<>();
        PipeListener.listenWorlds(seeds, Arm.X, new ByteArrayInputStream(
                WorldEnvelope.concat(stream)), reports::add);
        for (int i = 0; i < seeds.size(); i++) {
            int seed = seeds.get(i);
            assertThat(ArmRunner.settle(reports.get(i), ArmRunner.hex(ArmRunner.speak(seed,
                    Arm.X)))).isEqualTo(ArmRunner.run(seed, Arm.X, new WireChannel()));
        }
    }

    @Test
    void aWorldOutOfOrderStopsTheListenerAfterTheWorldsBefore() {
        List<WorldEnvelope> stream = List.of(
                new WorldEnvelope(WorldEnvelope.FRAMES, 0, 'T', new byte[0]),
                new WorldEnvelope(WorldEnvelope.FRAMES, 2, 'T', new byte[0]));
        List<ListenerReport> reports = new ArrayList<>();
        assertThatThrownBy(() -> PipeListener.listenWorlds(List.of(0, 1), Arm.T,
                new ByteArrayInputStream(WorldEnvelope.concat(stream)), reports::add))
                .isInstanceOf(IOException.class).hasMessageContaining("out of order");
        assertThat(reports).extracting(ListenerReport::seed).containsExactly(0L);
    }

    /** Delivers one byte per read, the worst split a pipe can produce. */
    private static final class OneByteAtATime extends ByteArrayInputStream {
        OneByteAtATime(byte[] bytes) {
            super(bytes);
        }

        @Override
        public synchronized int read(byte[] b, int off, int len) {
            return super.read(b, off, Math.min(1, len));
        }
    }
}

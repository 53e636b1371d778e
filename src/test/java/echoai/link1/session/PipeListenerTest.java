package echoai.link1.session;

import echoai.link1.results.WorldResult;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.agent.WireChannel;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Test;

class PipeListenerTest {
    @Test
    void streamedBytesGiveTheInProcessResultForEveryArm() throws IOException {
        for (Arm arm : Arm.values()) {
            Arm speaker = arm == Arm.S || arm == Arm.D ? Arm.T : arm;
            byte[] bytes = WireChannel.bytes(ArmRunner.speak(3, speaker));
            WorldResult viaStream = PipeListener.listen(3, arm, new OneByteAtATime(bytes));
            assertThat(viaStream).as("arm %s", arm)
                    .isEqualTo(ArmRunner.run(3, arm, new WireChannel()));
        }
    }

    @Test
    void aPipeThatBreaksIsAnEndNotACrash() throws IOException {
        InputStream broken = new InputStream() {
            @Override
            public int read() throws IOException {
                throw new IOException("Broken pipe");
            }
        };
        WorldResult r = PipeListener.listen(0, Arm.T, broken);
        assertThat(r.postcardsLost()).isEqualTo(r.postcards());
        assertThat(r.firewallHolds()).isTrue();
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

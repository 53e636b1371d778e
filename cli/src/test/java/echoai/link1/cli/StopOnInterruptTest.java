package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.audio.PcmSource;
import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The shutdown hook's steps, run directly (a real signal is {@link AirListenInterruptTest}'s):
 * the source ends, a read blocked in the device is freed by closing it, and the process ends
 * with the code the command finished with.
 */
@Timeout(20)
class StopOnInterruptTest {
    /** A device that blocks in read until closed, then throws as a closed pipe does. */
    private static final class BlockedDevice implements PcmSource {
        final CountDownLatch closed = new CountDownLatch(1);
        final CountDownLatch reading = new CountDownLatch(1);
        final AtomicBoolean wasClosed = new AtomicBoolean();

        @Override
        public int read(short[] buffer) throws IOException {
            reading.countDown();
            try {
                closed.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            throw new IOException("Stream closed");
        }

        @Override
        public void close() {
            wasClosed.set(true);
            closed.countDown();
        }
    }

    @Test
    void aBlockedReadEndsTheLoopAndTheProcessEndsWithTheCommandsCode() throws Exception {
        BlockedDevice device = new BlockedDevice();
        AtomicInteger halted = new AtomicInteger(-1);
        CountDownLatch haltCalled = new CountDownLatch(1);
        StopOnInterrupt source = new StopOnInterrupt(device, code -> {
            halted.set(code);
            haltCalled.countDown();
        });
        AtomicInteger readResult = new AtomicInteger(99);
        Thread command = new Thread(() -> {
            try {
                readResult.set(source.read(new short[16]));
                source.finish(Main.EXIT_NEGATIVE);
            } catch (IOException e) {
                readResult.set(-99);
            }
        });
        command.start();
        // the hook must find the read blocked in the device (under load the command thread may
        // start late, and a read begun after the stop ends at once without closing anything)
        assertThat(device.reading.await(10, TimeUnit.SECONDS)).isTrue();
        Thread hook = new Thread(source::onShutdown);
        hook.start();
        assertThat(haltCalled.await(10, TimeUnit.SECONDS)).isTrue();
        command.join();
        assertThat(device.wasClosed).isTrue();
        assertThat(readResult.get()).as("the read freed by close ends the stream").isEqualTo(-1);
        assertThat(halted.get()).isEqualTo(Main.EXIT_NEGATIVE);
        assertThat(source.read(new short[16])).isEqualTo(-1);
    }

    @Test
    void aCommandThatFinishesByItselfLeavesNoHookBehind() throws IOException {
        StopOnInterrupt source = StopOnInterrupt.install(new BlockedDevice());
        assertThat(source.finish(Main.EXIT_OK)).isZero();
        assertThat(source.stopped()).isFalse();
        assertThat(Runtime.getRuntime().removeShutdownHook(source.hook()))
                .as("the hook was removed").isFalse();
        source.close();
    }
}

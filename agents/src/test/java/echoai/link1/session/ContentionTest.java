package echoai.link1.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** One agent's back-off: waits out the idle gap, counts only idle slots, gives up in time. */
class ContentionTest {
    private static final MediumAccess RULES = new MediumAccess(MediumAccess.Mode.CSMA, 64, 2, 8,
            16L * 1000, 16L * 1000);

    /** Ticks until SEND on a medium that is busy in [busyFrom, busyTo) blocks. */
    private static int ticksToSend(Contention c, int busyFrom, int busyTo) {
        for (int t = 0; t < 10_000; t++) {
            Contention.Tick k = c.tick(t >= busyFrom && t < busyTo);
            if (k == Contention.Tick.SEND) {
                return t;
            }
        }
        return -1;
    }

    @Test
    void aDrawOfKSlotsGoesOutAfterTheIdleGapAndKIdleSlots() {
        for (long seed = 0; seed < 20; seed++) {
            int draw = new SplittableRandom(seed).nextInt(8);
            Contention idle = new Contention(RULES, new SplittableRandom(seed));
            idle.arm(1);
            int blocksPerSlot = 64 / SharedAir.BLOCK_SAMPLES;
            int expected = 2 * blocksPerSlot - 1 + draw * blocksPerSlot;
            assertThat(ticksToSend(idle, -1, -1)).as("seed " + seed).isEqualTo(expected);
            Contention busy = new Contention(RULES, new SplittableRandom(seed));
            busy.arm(1);
            assertThat(ticksToSend(busy, 0, 100)).as("frozen while busy, then the same wait")
                    .isEqualTo(100 + expected);
        }
    }

    @Test
    void theWindowGrowsWithTheContendersAndAFrameThatWaitsTooLongIsGivenUp() {
        long most = 0;
        for (long seed = 0; seed < 200; seed++) {
            Contention c = new Contention(RULES, new SplittableRandom(seed));
            c.arm(4);
            most = Math.max(most, c.slotsDrawn());
        }
        assertThat(most).isBetween(24L, 31L);
        Contention c = new Contention(RULES, new SplittableRandom(1));
        c.arm(1);
        Contention.Tick last = Contention.Tick.WAIT;
        int t = 0;
        while (last == Contention.Tick.WAIT && t < 5000) {
            last = c.tick(true);
            t++;
        }
        assertThat(last).isEqualTo(Contention.Tick.ABANDON);
        assertThat(c.abandoned()).isEqualTo(1);
        assertThat(c.waiting()).isFalse();
    }
}

package echoai.link1.session;

import java.util.SplittableRandom;

/**
 * One agent's medium access while a frame waits ({@link MediumAccess}'s CSMA and ALOHA): ticked
 * once per block of {@value SharedAir#BLOCK_SAMPLES} samples with whether the medium is busy
 * for this agent, it says when the frame goes out. Its draws come from the agent's own random
 * source, one per frame.
 */
final class Contention {
    private final MediumAccess rules;
    private final SplittableRandom random;
    private int slotSamples;
    private boolean waiting;
    private int counter;
    private long idleSamples;
    private int slotProgress;
    private long waitedSamples;
    private long deferrals;
    private long slotsDrawn;
    private long abandoned;

    Contention(MediumAccess rules, SplittableRandom random) {
        this.rules = rules;
        this.random = random;
        this.slotSamples = rules.slotSamples();
    }

    /**
     * The slot this agent counts in: the rules' slot, or longer when the agent's own
     * transmissions take longer than it to reach its own microphone (a device's latency).
     */
    void slotSamples(int samples) {
        slotSamples = Math.max(rules.slotSamples(), samples);
    }

    int slotSamples() {
        return slotSamples;
    }

    /**
     * A frame starts waiting: draws its back-off from 0..W−1, W = the window per contender ×
     * the contenders the agent counts (itself and the other speakers its receiver heard lately).
     */
    void arm(int contenders) {
        waiting = true;
        counter = random.nextInt(Math.multiplyExact(rules.windowSlots(), Math.max(1, contenders)));
        slotsDrawn += counter;
        idleSamples = 0;
        slotProgress = 0;
        waitedSamples = 0;
    }

    boolean waiting() {
        return waiting;
    }

    /**
     * One block of the medium as the agent senses it; returns {@link Tick#SEND} when the frame
     * goes out now, {@link Tick#ABANDON} when it has waited too long.
     */
    Tick tick(boolean busy) {
        if (!waiting) {
            return Tick.WAIT;
        }
        waitedSamples += SharedAir.BLOCK_SAMPLES;
        if (waitedSamples > rules.maxWaitSamples()) {
            waiting = false;
            abandoned++;
            return Tick.ABANDON;
        }
        long difs = (long) rules.difsSlots() * slotSamples;
        if (busy) {
            if (idleSamples >= difs && idleSamples > 0) {
                deferrals++;
            }
            idleSamples = 0;
            slotProgress = 0;
            return Tick.WAIT;
        }
        idleSamples += SharedAir.BLOCK_SAMPLES;
        if (idleSamples < difs) {
            return Tick.WAIT;
        }
        if (counter > 0 && idleSamples > difs) {
            slotProgress += SharedAir.BLOCK_SAMPLES;
            if (slotProgress >= slotSamples) {
                slotProgress -= slotSamples;
                counter--;
            }
        }
        if (counter == 0) {
            waiting = false;
            return Tick.SEND;
        }
        return Tick.WAIT;
    }

    /** Count-downs interrupted by a busy medium. */
    long deferrals() {
        return deferrals;
    }

    /** Back-off slots drawn, summed. */
    long slotsDrawn() {
        return slotsDrawn;
    }

    /** Frames abandoned after waiting too long. */
    long abandoned() {
        return abandoned;
    }

    /** What a tick decides. */
    enum Tick {
        /** Keep waiting. */
        WAIT,
        /** Transmit now. */
        SEND,
        /** Give the frame up. */
        ABANDON
    }
}

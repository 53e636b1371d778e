package echoai.link1.session;

import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.CarrierSense;
import echoai.link1.modem.FrameReceiver;
import echoai.wsp.Hex;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * One agent of a {@link SharedAir}: its receiver and carrier sense on its own microphone, its
 * medium access and the frames it waits to send. The carrier sense runs only while the agent
 * has a frame to send under CSMA, or while it watches the air for an answer (nothing else reads it); when it starts it first takes in the
 * microphone's last {@value #SENSE_HISTORY} samples, a whole window, so that it says what it
 * would have said had it run all along. Not thread-safe.
 */
final class RoomStation {
    /** Beyond its own measured latency, the least slot an agent counts in, samples (10 ms). */
    static final int LATENCY_MARGIN_SAMPLES = 160;
    /** Samples a carrier sense needs to be current: its window (512). */
    private static final int SENSE_HISTORY = 512;
    final int index;
    private final AirProfile profile;
    private final FrameReceiver receiver;
    private final CarrierSense sense;
    private final Contention contention;
    private final MediumAccess rules;
    private final Set<Integer> ownSenders = new HashSet<>();
    private final Map<String, Long> decidedAt = new HashMap<>();
    private final Deque<byte[]> queue = new ArrayDeque<>();
    /** Frames queued as replies (by identity): their back-off window is not scaled. */
    private final Set<byte[]> replies = Collections.newSetFromMap(new IdentityHashMap<>());
    private final List<AirReception> heard = new ArrayList<>();
    private final boolean sensing;
    /** The newest samples of the microphone, for a carrier sense that starts late. */
    private final short[] recent = new short[SENSE_HISTORY];
    private boolean senseOn;
    private boolean watching;
    private long clock;
    private long transmittingUntil = -1;
    private boolean listening = true;

    RoomStation(int index, AirProfile profile, MediumAccess rules, SplittableRandom random) {
        this.index = index;
        this.profile = profile;
        this.receiver = profile.receiver(LinkFrame::crcOk, 1, f -> {
            AirReception r = new AirReception(this.index, Hex.of(f.frame()), f.offsetSamples(),
                    clock);
            heard.add(r);
            ownLatency(r);
        });
        this.sense = CarrierSense.of(profile);
        this.contention = new Contention(rules, random);
        this.rules = rules;
        this.sensing = rules.mode() == MediumAccess.Mode.CSMA;
    }

    /** Queues a frame for medium access. */
    void enqueue(byte[] frame22, boolean reply) {
        byte[] copy = frame22.clone();
        queue.addLast(copy);
        if (reply) {
            replies.add(copy);
        }
    }

    boolean waitingToSend(byte[] frame22) {
        for (byte[] f : queue) {
            if (Arrays.equals(f, frame22)) {
                return true;
            }
        }
        return false;
    }

    boolean hasWork() {
        return !queue.isEmpty() || contention.waiting() || transmitting();
    }

    int queued() {
        return queue.size() + (contention.waiting() ? 1 : 0);
    }

    boolean transmitting() {
        return clock < transmittingUntil;
    }

    /**
     * Itself and the other speakers whose frames its receiver delivered in the last
     * {@link MediumAccess#horizonSamples()} (their sender bytes; its own excepted).
     */
    int contenders() {
        Set<Integer> others = new HashSet<>();
        for (int i = heard.size() - 1; i >= 0; i--) {
            AirReception r = heard.get(i);
            if (r.heardAtSamples() < clock - rules.horizonSamples()) {
                break;
            }
            int sender = Integer.parseInt(r.frameHex().substring(4, 6), 16);
            if (!ownSenders.contains(sender)) {
                others.add(sender);
            }
        }
        return 1 + others.size();
    }

    /** Busy as this agent senses the medium now (CSMA), or only its own transmission (ALOHA). */
    boolean busy() {
        return transmitting() || (sensing && hearsAir());
    }

    /**
     * Whether this agent's microphone says the air is taken: its carrier sense hears a tone,
     * or its receiver found a sync whose frame has not yet ended.
     */
    boolean hearsAir() {
        long start = receiver.lastStart();
        return (senseOn && sense.present()) || (start >= 0 && clock < start + profile.frameSamples());
    }

    /**
     * One block of medium access: the frame to send now, or null. A frame abandoned after
     * waiting too long is dropped here.
     */
    byte[] decide() {
        if (!contention.waiting() && !queue.isEmpty() && !transmitting()) {
            contention.arm(replies.contains(queue.peekFirst()) ? 1 : contenders());
        }
        boolean wanted = (sensing && hasWork()) || watching;
        if (wanted && !senseOn) {
            sense.reset();
            int held = (int) Math.min(clock, SENSE_HISTORY);
            int at = (int) (clock % SENSE_HISTORY);
            short[] ordered = new short[held];
            for (int i = 0; i < held; i++) {
                ordered[i] = recent[(at - held + i + SENSE_HISTORY) % SENSE_HISTORY];
            }
            sense.accept(ordered, 0, held);
            senseOn = true;
        } else if (senseOn && !wanted) {
            senseOn = false;
        }
        if (!contention.waiting()) {
            return null;
        }
        Contention.Tick t = contention.tick(busy());
        if (t == Contention.Tick.WAIT) {
            return null;
        }
        byte[] frame = queue.pollFirst();
        replies.remove(frame);
        return t == Contention.Tick.SEND ? frame : null;
    }

    void transmitted(byte[] frame22, long endSamples) {
        ownSenders.add(frame22[2] & 0xFF);
        decidedAt.put(Hex.of(frame22), clock);
        transmittedUntil(endSamples);
    }

    /**
     * A delivered frame of this agent's own: how long it took from the decision to send it to
     * its start at its own microphone (the device's output and input latency, the newest
     * measurement) sets the slot this agent counts in, that latency and
     * {@value #LATENCY_MARGIN_SAMPLES} samples at least.
     */
    private void ownLatency(AirReception r) {
        Long decided = decidedAt.get(r.frameHex());
        if (decided == null) {
            return;
        }
        long latency = r.offsetSamples() - decided;
        long slot = (latency + LATENCY_MARGIN_SAMPLES + SharedAir.BLOCK_SAMPLES - 1)
                / SharedAir.BLOCK_SAMPLES * SharedAir.BLOCK_SAMPLES;
        contention.slotSamples((int) Math.max(0, Math.min(Integer.MAX_VALUE, slot)));
    }

    void transmittedUntil(long endSamples) {
        transmittingUntil = endSamples;
    }

    /** The next block of this agent's microphone, ending at room time {@code now}. */
    void hear(short[] pcm, int length, long now) {
        clock = now;
        if (!listening) {
            return;
        }
        receiver.accept(pcm, 0, length);
        if (senseOn) {
            sense.accept(pcm, 0, length);
        }
        for (int i = 0; i < length; i++) {
            recent[(int) ((clock - length + i) % SENSE_HISTORY)] = pcm[i];
        }
    }

    /** The room's clock as this station last saw it. */
    void tickClock(long now) {
        clock = now;
    }

    /** Keeps the carrier sense running even with nothing to send (an agent awaiting an answer). */
    void watch(boolean on) {
        watching = on;
    }

    void stopListening() {
        listening = false;
    }

    boolean listening() {
        return listening;
    }

    List<AirReception> heard() {
        return heard;
    }

    FrameReceiver receiver() {
        return receiver;
    }

    Contention contention() {
        return contention;
    }
}

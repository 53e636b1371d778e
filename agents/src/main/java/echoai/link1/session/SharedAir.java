package echoai.link1.session;

import echoai.link1.modem.AirProfile;
import echoai.link1.room.SharedRoom;
import echoai.wsp.Hex;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * A shared acoustic channel (docs/spec/E7.md): the agents of a {@link SharedRoom} talk by one
 * air profile, each with its own receiver and carrier sense on its own microphone and its own
 * {@link MediumAccess}. Time advances in blocks of {@value #BLOCK_SAMPLES} samples
 * ({@link #step()}): first every agent with a frame waiting decides, from what it has heard so
 * far, whether it transmits now; then the room plays and every listening microphone captures
 * the block; then every agent's receiver and carrier sense take it in. Two agents that decide
 * close together really overlap in the air. What was sent ({@link #transmissions()}) and what
 * each agent's receiver delivered ({@link #heard(int)}) are kept for the accounting; the
 * channel never judges them. Deterministic for a seed. Not thread-safe.
 */
public final class SharedAir {
    /** The block of the medium-access decisions and of the room's time step, samples (1 ms). */
    public static final int BLOCK_SAMPLES = 16;
    /**
     * Overlap in the air, samples, up to which two arrivals at a microphone do not count as a
     * collision (10 ms: frames sent back to back from 0.5 and 3 m arrive 7 ms apart).
     */
    public static final int COLLISION_TOLERANCE_SAMPLES = 160;

    private final AirProfile profile;
    private final SharedRoom room;
    private final MediumAccess rules;
    private final RoomStation[] stations;
    private final short[][] block;
    private final List<AirTransmission> transmissions = new ArrayList<>();
    private final List<short[]> sounds = new ArrayList<>();
    private final List<String> soundFrames = new ArrayList<>();
    private long abandoned;
    private Consumer<AirTransmission> onTransmission = t -> { };

    /**
     * A channel over {@code room}, one agent per position of its config.
     *
     * @param profile the air profile every agent speaks and listens for
     * @param room the room, at time 0
     * @param rules the medium access every agent follows
     * @param seed the seed of the agents' back-off draws (split per agent, in order)
     */
    public SharedAir(AirProfile profile, SharedRoom room, MediumAccess rules, long seed) {
        this.profile = Objects.requireNonNull(profile, "profile");
        this.room = Objects.requireNonNull(room, "room");
        this.rules = Objects.requireNonNull(rules, "rules");
        if (room.now() != 0) {
            throw new IllegalArgumentException("room must be at time 0: " + room.now());
        }
        SplittableRandom root = new SplittableRandom(seed);
        this.stations = new RoomStation[room.agents()];
        for (int i = 0; i < stations.length; i++) {
            stations[i] = new RoomStation(i, profile, rules, root.split());
        }
        this.block = new short[stations.length][BLOCK_SAMPLES];
    }

    /**
     * Tells {@code listener} of every transmission as it starts, in the channel's own time (for
     * a command's progress: events, no clock). It must not touch the channel.
     *
     * @param listener called once a transmission, never null
     */
    public void onTransmission(Consumer<AirTransmission> listener) {
        this.onTransmission = Objects.requireNonNull(listener, "listener");
    }

    /**
     * The room's clock.
     *
     * @return 16 kHz samples since the start
     */
    public long now() {
        return room.now();
    }

    /**
     * The room underneath.
     *
     * @return the room
     */
    public SharedRoom room() {
        return room;
    }

    /**
     * The air profile.
     *
     * @return K1, K2 or R
     */
    public AirProfile profile() {
        return profile;
    }

    /**
     * The medium access every agent follows.
     *
     * @return the rules
     */
    public MediumAccess rules() {
        return rules;
    }

    /**
     * Queues a frame: agent {@code station} sends it under its medium access (CSMA or ALOHA),
     * after the frames it already waits to send.
     *
     * @param station the agent
     * @param frame22 the 22 bytes (copied)
     */
    public void send(int station, byte[] frame22) {
        checkFrame(frame22);
        stations[station].enqueue(frame22, false);
    }

    /**
     * Queues a reply (an answer to a question just heard): sent under the same medium access,
     * but its back-off is drawn from the window of one contender ({@link
     * MediumAccess#windowSlots()} slots), so that whoever asked knows how long to wait.
     *
     * @param station the agent
     * @param frame22 the 22 bytes (copied)
     */
    public void reply(int station, byte[] frame22) {
        checkFrame(frame22);
        stations[station].enqueue(frame22, true);
    }

    /**
     * Whether agent {@code station} has this frame waiting to go out.
     *
     * @param station the agent
     * @param frame22 the 22 bytes
     * @return true when it is queued or counting down
     */
    public boolean waitingToSend(int station, byte[] frame22) {
        return stations[station].waitingToSend(frame22);
    }

    /**
     * Sends a frame at once, whatever the medium (the TDMA schedule).
     *
     * @param station the agent
     * @param frame22 the 22 bytes
     * @return its transmission
     */
    public AirTransmission sendNow(int station, byte[] frame22) {
        checkFrame(frame22);
        return transmit(stations[station], frame22);
    }

    private static void checkFrame(byte[] frame22) {
        if (frame22.length != 22) {
            throw new IllegalArgumentException("frame22 must have 22 bytes: " + frame22.length);
        }
    }

    /** One block: decisions, the room, the hearing. */
    public void step() {
        for (RoomStation s : stations) {
            byte[] frame = s.decide();
            if (frame != null) {
                transmit(s, frame);
            }
        }
        room.advance(BLOCK_SAMPLES, block);
        long now = room.now();
        for (RoomStation s : stations) {
            s.hear(block[s.index], BLOCK_SAMPLES, now);
        }
    }

    /**
     * Steps until the room's clock reaches {@code samples}.
     *
     * @param samples the room time to reach, 16 kHz samples (rounded up to a whole block)
     */
    public void runUntil(long samples) {
        while (room.now() < samples) {
            step();
        }
    }

    private AirTransmission transmit(RoomStation s, byte[] frame22) {
        String hex = Hex.of(frame22);
        short[] pcm = soundOf(hex, frame22);
        long start = room.transmit(s.index, pcm);
        AirTransmission t = new AirTransmission(s.index, hex, start, pcm.length);
        transmissions.add(t);
        s.transmitted(frame22, t.endSamples());
        onTransmission.accept(t);
        return t;
    }

    /** The frame alone as the profile modulates it (no silence around it); repeats are reused. */
    private short[] soundOf(String hex, byte[] frame22) {
        int i = soundFrames.indexOf(hex);
        if (i >= 0) {
            return sounds.get(i);
        }
        short[] recording = profile.recordingOfFrames(List.of(frame22));
        int from = profile.frameOffset(0);
        short[] pcm = Arrays.copyOfRange(recording, from, from + profile.frameSamples());
        soundFrames.add(hex);
        sounds.add(pcm);
        return pcm;
    }

    /**
     * Whether agent {@code station} still has a frame waiting or on the air.
     *
     * @param station the agent
     * @return true while it has work
     */
    public boolean busy(int station) {
        return stations[station].hasWork();
    }

    /**
     * Whether any agent still has a frame waiting or on the air.
     *
     * @return true while one has work
     */
    public boolean anyBusy() {
        for (RoomStation s : stations) {
            if (s.hasWork()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the medium is busy as agent {@code station} senses it now (its carrier sense, its
     * receiver's sync, its own transmission; whatever its discipline).
     *
     * @param station the agent
     * @return true when busy
     */
    public boolean senses(int station) {
        return stations[station].transmitting() || stations[station].hearsAir();
    }

    /**
     * Keeps agent {@code station}'s carrier sense running whether or not it has a frame to send
     * (an agent that waits for an answer watches the air).
     *
     * @param station the agent
     * @param on true to watch, false to let it run only while a frame waits
     */
    public void watch(int station, boolean on) {
        stations[station].watch(on);
    }

    /**
     * Stops an agent's microphone for good (an agent that has nothing more to hear): its
     * receiver and carrier sense take nothing more in.
     *
     * @param station the agent
     */
    public void stopListening(int station) {
        stations[station].stopListening();
        room.stopListening(station);
    }

    /**
     * Every frame sent so far, in the order sent.
     *
     * @return the transmissions, unmodifiable
     */
    public List<AirTransmission> transmissions() {
        return Collections.unmodifiableList(transmissions);
    }

    /**
     * The frames agent {@code station}'s receiver delivered so far, in delivery order.
     *
     * @param station the agent
     * @return the receptions, unmodifiable
     */
    public List<AirReception> heard(int station) {
        return Collections.unmodifiableList(stations[station].heard());
    }

    /**
     * Agent {@code station}'s receiver counts.
     *
     * @param station the agent
     * @return syncs (greetings) and candidates so far: {@code [syncs, candidates]}
     */
    public long[] receiverCounts(int station) {
        return new long[] {stations[station].receiver().greetings(),
                stations[station].receiver().candidates()};
    }

    /**
     * Agent {@code station}'s medium-access counts.
     *
     * @param station the agent
     * @return {@code [deferrals, back-off slots drawn, frames abandoned]}
     */
    public long[] accessCounts(int station) {
        Contention c = stations[station].contention();
        return new long[] {c.deferrals(), c.slotsDrawn(), c.abandoned()};
    }
}

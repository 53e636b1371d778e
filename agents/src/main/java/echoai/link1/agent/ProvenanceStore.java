package echoai.link1.agent;

import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Claim;
import echoai.link1.speech.Speech;
import echoai.link1.speech.SpeechAct;
import echoai.nexus0.Action;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * What a listener heard, kept per speaker (E8, {@code docs/spec/E8.md}): the speaker is the
 * frame's sender byte (the speech reader already requires the postcard's generator to equal it),
 * and the same referent claimed by two speakers is two testimonies. Within one speaker a later
 * claim on the same (referent, action) replaces the earlier one, as in {@link TestimonyStore}.
 * It also keeps, per (speaker, referent), when that speaker's latest claim about the referent
 * was heard, so that a rule can break ties between speakers by who spoke last (LINK-1's own
 * order). Like the v1 store it holds no reference to an agent and has no path into one.
 */
public final class ProvenanceStore {
    private final Map<Integer, TestimonyStore> bySpeaker = new TreeMap<>();
    private final Map<Long, Integer> lastHeard = new HashMap<>();
    private int heard;

    /** An empty store. */
    public ProvenanceStore() {
    }

    /**
     * The store a listener that heard {@code frames} in this order would hold: each CLAIM read
     * strictly (its speaker equal to the frame's sender), a frame heard again byte for byte taken
     * once (docs/spec/E7.md). For the bench's accounting of what B's turns made of each speaker's
     * claims, in any arm.
     *
     * @param frames frames in hearing order
     * @return the store
     */
    public static ProvenanceStore of(List<LinkFrame> frames) {
        ProvenanceStore store = new ProvenanceStore();
        Set<ByteBuffer> taken = new HashSet<>();
        for (LinkFrame f : frames) {
            if (!taken.add(ByteBuffer.wrap(f.toBytes()))) {
                continue;
            }
            Optional<SpeechAct> act = Speech.read(f);
            if (act.isPresent() && act.get() instanceof Claim c && c.speaker() == f.sender()) {
                store.put(Testimony.of(c, f));
            }
        }
        return store;
    }

    /** Keeps {@code t} under its sender; counts the order in which claims were heard. */
    void put(Testimony t) {
        bySpeaker.computeIfAbsent(t.sender(), s -> new TestimonyStore()).put(t);
        lastHeard.put(key(t.sender(), t.referent()), heard++);
    }

    /**
     * The speakers heard, ascending by id.
     *
     * @return their sender ids, unmodifiable
     */
    public List<Integer> speakers() {
        return Collections.unmodifiableList(new ArrayList<>(bySpeaker.keySet()));
    }

    /**
     * One speaker's testimony.
     *
     * @param speaker the sender id, 0..255
     * @return its store (empty when the speaker was never heard)
     */
    public TestimonyStore of(int speaker) {
        TestimonyStore s = bySpeaker.get(speaker);
        return s == null ? new TestimonyStore() : s;
    }

    /**
     * What one speaker claimed about (referent, action).
     *
     * @param speaker the sender id
     * @param referent the referent, 0..65535
     * @param action the action
     * @return its latest claim there, or null
     */
    public Testimony get(int speaker, int referent, Action action) {
        TestimonyStore s = bySpeaker.get(speaker);
        return s == null ? null : s.get(referent, action);
    }

    /**
     * The speakers that said something about a referent.
     *
     * @param referent the referent, 0..65535
     * @return their ids, ascending
     */
    public List<Integer> speakersAbout(int referent) {
        List<Integer> out = new ArrayList<>();
        for (Map.Entry<Integer, TestimonyStore> e : bySpeaker.entrySet()) {
            if (!e.getValue().about(referent).isEmpty()) {
                out.add(e.getKey());
            }
        }
        return out;
    }

    /**
     * When a speaker's latest claim about a referent was heard: the claim's index in hearing
     * order, 0 for the first claim heard.
     *
     * @param speaker the sender id
     * @param referent the referent
     * @return the index, or -1 when the speaker said nothing about it
     */
    public int lastHeard(int speaker, int referent) {
        return lastHeard.getOrDefault(key(speaker, referent), -1);
    }

    /**
     * Claims taken in, every speaker, replaced ones included.
     *
     * @return the count, 0 or more
     */
    public int stored() {
        return heard;
    }

    private static long key(int speaker, int referent) {
        return ((long) speaker << 16) | referent;
    }
}

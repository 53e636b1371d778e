package echoai.link1.message;

import echoai.link1.message.FrameOutcome.CheckFailed;
import echoai.link1.message.FrameOutcome.Conflict;
import echoai.link1.message.FrameOutcome.Control;
import echoai.link1.message.FrameOutcome.Delivered;
import echoai.link1.message.FrameOutcome.Dropped;
import echoai.link1.message.FrameOutcome.Duplicate;
import echoai.link1.message.FrameOutcome.Held;
import echoai.link1.message.FrameOutcome.Repeat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Whole messages from message frames in any order (docs/spec/MESSAGE.md §4): duplicates, other
 * senders' and other messages' frames interleaved at will, corrupt frames dropped and counted.
 * One assembly per (sender id, message id); an assembly whose frames disagree is discarded whole,
 * a complete one is delivered only when its 64-bit check passes — exact or nothing, never a
 * guess. Time is the caller's sample count, given with each frame ({@link #expire} drops the
 * assemblies that have heard nothing for a while). Not thread-safe; no threads, no clocks.
 */
public final class Reassembler {
    /** Assemblies held at once by default. */
    public static final int DEFAULT_ASSEMBLIES = 16;
    /** Delivered messages remembered by default (rule 3). */
    public static final int DEFAULT_HISTORY = 16;

    /** What the counters count. */
    public enum Count {
        /** Frames of the wrong length. */
        BAD_LENGTH,
        /** Frames whose CRC failed. */
        CRC,
        /** Frames of another layer (postcards). */
        NOT_MESSAGE,
        /** Frames with a reserved type or a field out of range. */
        MALFORMED,
        /** NEED and DONE frames. */
        CONTROL,
        /** DATA frames held. */
        HELD,
        /** DATA frames that added nothing. */
        DUPLICATE,
        /** Assemblies discarded because a frame disagreed. */
        CONFLICT,
        /** Complete assemblies whose check or geometry failed. */
        CHECK_FAILED,
        /** Frames of a message delivered recently. */
        AFTER_DELIVERY,
        /** Messages delivered. */
        DELIVERED,
        /** Assemblies dropped to make room for a new one. */
        EVICTED,
        /** Assemblies dropped by {@link #expire} or {@link #giveUp}. */
        GIVEN_UP
    }

    /**
     * Whether a complete assembly's payload passes the check it carries: {@link MessageCheck#of}
     * equal to it, but in the mutation tests, which show that a weaker check is caught.
     */
    @FunctionalInterface
    interface Checker {
        boolean passes(int sender, int messageId, byte[] payload, long check);
    }

    private final int maxAssemblies;
    private final int historySize;
    private final Checker checker;
    private final Map<Integer, Assembly> assemblies = new LinkedHashMap<>();
    private final List<EncodedMessage> history = new ArrayList<>();
    private final long[] counts = new long[Count.values().length];

    /** A reassembler with the default bounds. */
    public Reassembler() {
        this(DEFAULT_ASSEMBLIES, DEFAULT_HISTORY);
    }

    /**
     * A reassembler with its own bounds.
     *
     * @param maxAssemblies assemblies held at once, ≥ 1 (the least recently heard goes first)
     * @param historySize delivered messages remembered, ≥ 0
     */
    public Reassembler(int maxAssemblies, int historySize) {
        this(maxAssemblies, historySize,
                (s, m, p, c) -> MessageCheck.of(s, m, p) == c);
    }

    Reassembler(int maxAssemblies, int historySize, Checker checker) {
        if (maxAssemblies < 1 || historySize < 0) {
            throw new IllegalArgumentException("maxAssemblies must be >= 1 and historySize >= 0: "
                    + maxAssemblies + ", " + historySize);
        }
        this.maxAssemblies = maxAssemblies;
        this.historySize = historySize;
        this.checker = Objects.requireNonNull(checker, "checker");
    }

    /**
     * Takes one frame as heard.
     *
     * @param frame22 the 22 bytes (any bytes: a bad frame is dropped and counted)
     * @param atSample when it was heard, in the caller's samples
     * @return what became of it
     */
    public FrameOutcome accept(byte[] frame22, long atSample) {
        ParsedFrame parsed = MessageFrames.parse(frame22);
        if (parsed instanceof ParsedFrame.Rejected r) {
            counts[countOf(r.reason()).ordinal()]++;
            return new Dropped(r.reason());
        }
        MessageFrame frame = (MessageFrame) parsed;
        if (frame instanceof DataFrame data) {
            return accept(data, atSample);
        }
        counts[Count.CONTROL.ordinal()]++;
        return new Control(frame);
    }

    private static Count countOf(ParsedFrame.Reason reason) {
        return switch (reason) {
            case BAD_LENGTH -> Count.BAD_LENGTH;
            case CRC -> Count.CRC;
            case NOT_MESSAGE -> Count.NOT_MESSAGE;
            case MALFORMED -> Count.MALFORMED;
        };
    }

    /**
     * Takes one DATA frame as heard.
     *
     * @param frame the frame
     * @param atSample when it was heard, in the caller's samples
     * @return what became of it
     */
    public FrameOutcome accept(DataFrame frame, long atSample) {
        Objects.requireNonNull(frame, "frame");
        Optional<Message> repeat = repeatOf(frame);
        if (repeat.isPresent()) {
            counts[Count.AFTER_DELIVERY.ordinal()]++;
            return new Repeat(repeat.get());
        }
        int key = key(frame.sender(), frame.messageId());
        Assembly assembly = assemblies.remove(key); // re-inserted last: most recently heard
        if (assembly == null) {
            assembly = newAssembly(frame);
        }
        assembly.lastHeard = atSample;
        assemblies.put(key, assembly);
        Verdict verdict = assembly.verdict(frame);
        if (verdict == Verdict.DUPLICATE) {
            counts[Count.DUPLICATE.ordinal()]++;
            return new Duplicate(frame.sender(), frame.messageId());
        }
        boolean conflict = verdict == Verdict.CONFLICT;
        if (conflict) {
            counts[Count.CONFLICT.ordinal()]++;
            assemblies.remove(key);
            assembly = newAssembly(frame);
            assembly.lastHeard = atSample;
            assemblies.put(key, assembly);
        }
        assembly.add(frame);
        counts[Count.HELD.ordinal()]++;
        if (!assembly.complete()) {
            return conflict ? new Conflict(frame.sender(), frame.messageId())
                    : new Held(frame.sender(), frame.messageId());
        }
        assemblies.remove(key);
        Optional<Message> message = assembly.message(checker);
        if (message.isEmpty()) {
            counts[Count.CHECK_FAILED.ordinal()]++;
            return new CheckFailed(frame.sender(), frame.messageId());
        }
        counts[Count.DELIVERED.ordinal()]++;
        history.add(EncodedMessage.of(message.get()));
        if (history.size() > historySize) {
            history.remove(0);
        }
        return new Delivered(message.get());
    }

    private Assembly newAssembly(DataFrame frame) {
        if (assemblies.size() >= maxAssemblies) {
            Iterator<Integer> oldest = assemblies.keySet().iterator();
            oldest.next();
            oldest.remove();
            counts[Count.EVICTED.ordinal()]++;
        }
        return new Assembly(frame.sender(), frame.messageId());
    }

    /** The recently delivered message this frame is a frame of, if any (rule 3). */
    private Optional<Message> repeatOf(DataFrame frame) {
        for (int i = history.size() - 1; i >= 0; i--) {
            EncodedMessage old = history.get(i);
            Message m = old.message();
            if (m.sender() == frame.sender() && m.messageId() == frame.messageId()
                    && frame.block() < old.geometry().blocks()
                    && old.frame(frame.block(), frame.point()).sameContent(frame)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    /**
     * The latest message delivered under a sender and message id, while it is remembered.
     *
     * @param sender the sender id
     * @param messageId the message id
     * @return the message, or empty
     */
    public Optional<Message> delivered(int sender, int messageId) {
        for (int i = history.size() - 1; i >= 0; i--) {
            Message m = history.get(i).message();
            if (m.sender() == sender && m.messageId() == messageId) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    /**
     * What the assembly of a message holds and lacks.
     *
     * @param sender the sender id
     * @param messageId the message id
     * @return its lack, or empty when no assembly of it is held
     */
    public Optional<Lack> lack(int sender, int messageId) {
        Assembly a = assemblies.get(key(sender, messageId));
        return a == null ? Optional.empty() : Optional.of(a.lack());
    }

    /**
     * What every assembly held holds and lacks, least recently heard first.
     *
     * @return one lack an assembly
     */
    public List<Lack> progress() {
        List<Lack> out = new ArrayList<>(assemblies.size());
        for (Assembly a : assemblies.values()) {
            out.add(a.lack());
        }
        return out;
    }

    /**
     * Drops the assembly of a message (its receiver gives it up).
     *
     * @param sender the sender id
     * @param messageId the message id
     * @return what it lacked, or empty when none was held
     */
    public Optional<Lack> giveUp(int sender, int messageId) {
        Assembly a = assemblies.remove(key(sender, messageId));
        if (a == null) {
            return Optional.empty();
        }
        counts[Count.GIVEN_UP.ordinal()]++;
        return Optional.of(a.lack());
    }

    /**
     * Drops every assembly that heard no frame since {@code sample} (exclusive).
     *
     * @param sample the cut-off, in the caller's samples
     * @return what each dropped assembly lacked
     */
    public List<Lack> expire(long sample) {
        List<Lack> out = new ArrayList<>();
        for (Iterator<Assembly> it = assemblies.values().iterator(); it.hasNext(); ) {
            Assembly a = it.next();
            if (a.lastHeard < sample) {
                it.remove();
                counts[Count.GIVEN_UP.ordinal()]++;
                out.add(a.lack());
            }
        }
        return out;
    }

    /**
     * When an assembly last heard a frame.
     *
     * @param sender the sender id
     * @param messageId the message id
     * @return the sample given with its latest frame, or empty when none is held
     */
    public Optional<Long> lastHeard(int sender, int messageId) {
        Assembly a = assemblies.get(key(sender, messageId));
        return a == null ? Optional.empty() : Optional.of(a.lastHeard);
    }

    /**
     * A counter.
     *
     * @param what which
     * @return its count since construction
     */
    public long count(Count what) {
        return counts[what.ordinal()];
    }

    private static int key(int sender, int messageId) {
        return sender << 8 | messageId;
    }

    private enum Verdict { NEW, DUPLICATE, CONFLICT }

    /** One message's frames so far. */
    private static final class Assembly {
        private final int sender;
        private final int messageId;
        private final Block[] blocks = new Block[Geometry.MAX_BLOCKS];
        private int lastBlock = -1;
        private int highestBlock = -1;
        private long lastHeard;

        Assembly(int sender, int messageId) {
            this.sender = sender;
            this.messageId = messageId;
        }

        /** Rules 4–6: how {@code f} fits what is held. */
        Verdict verdict(DataFrame f) {
            int b = f.block();
            Block block = blocks[b];
            if (block != null && block.size != f.blockSize()) {
                return Verdict.CONFLICT;
            }
            if (f.last() ? (lastBlock >= 0 && lastBlock != b) || highestBlock > b
                    : lastBlock >= 0 && b >= lastBlock) {
                return Verdict.CONFLICT;
            }
            if (block == null) {
                return Verdict.NEW;
            }
            byte[] held = block.fragments[f.point()];
            if (held != null) {
                return Arrays.equals(held, f.fragmentRef()) ? Verdict.DUPLICATE
                        : Verdict.CONFLICT;
            }
            if (block.recovered()) {
                byte[] expected = new byte[Geometry.FRAGMENT_BYTES];
                block.through.evaluate(block.heldFragments(), f.point(),
                        Geometry.FRAGMENT_BYTES, expected, 0);
                return Arrays.equals(expected, f.fragmentRef()) ? Verdict.DUPLICATE
                        : Verdict.CONFLICT;
            }
            return Verdict.NEW;
        }

        void add(DataFrame f) {
            int b = f.block();
            if (blocks[b] == null) {
                blocks[b] = new Block(f.blockSize());
            }
            blocks[b].add(f.point(), f.fragmentRef());
            if (f.last()) {
                lastBlock = b;
            }
            highestBlock = Math.max(highestBlock, b);
        }

        boolean complete() {
            if (lastBlock < 0) {
                return false;
            }
            for (int b = 0; b <= lastBlock; b++) {
                if (blocks[b] == null || !blocks[b].recovered()) {
                    return false;
                }
            }
            return true;
        }

        /** Rule 7: the stream, its length, geometry and check; empty when any fails. */
        Optional<Message> message(Checker checker) {
            int k = 0;
            for (int b = 0; b <= lastBlock; b++) {
                k += blocks[b].size;
            }
            byte[] stream = new byte[Geometry.FRAGMENT_BYTES * k];
            int at = 0;
            for (int b = 0; b <= lastBlock; b++) {
                for (byte[] fragment : blocks[b].data) {
                    System.arraycopy(fragment, 0, stream, at, fragment.length);
                    at += fragment.length;
                }
            }
            int end = stream.length - 1;
            while (end >= 0 && stream[end] == 0) {
                end--;
            }
            int length = end - MessageCheck.BYTES;
            if (end < 0 || (stream[end] & 0xFF) != 0x80 || length < 1
                    || length > Geometry.MAX_LENGTH) {
                return Optional.empty();
            }
            Geometry g = Geometry.of(length);
            if (g.blocks() != lastBlock + 1) {
                return Optional.empty();
            }
            for (int b = 0; b <= lastBlock; b++) {
                if (g.blockSize(b) != blocks[b].size) {
                    return Optional.empty();
                }
            }
            byte[] payload = Arrays.copyOf(stream, length);
            long check = MessageCheck.read(stream, length);
            if (!checker.passes(sender, messageId, payload, check)) {
                return Optional.empty();
            }
            return Optional.of(new Message(sender, messageId, payload,
                    MessageCheck.of(sender, messageId, payload)));
        }

        Lack lack() {
            int n = lastBlock >= 0 ? lastBlock + 1 : highestBlock + 1;
            List<Integer> held = new ArrayList<>(n);
            List<Integer> lacking = new ArrayList<>(n);
            for (int b = 0; b < n; b++) {
                Block block = blocks[b];
                held.add(block == null ? 0 : block.count);
                lacking.add(block == null ? Lack.UNKNOWN : Math.max(0, block.size - block.count));
            }
            return new Lack(sender, messageId, lastBlock >= 0, held, lacking);
        }
    }

    /** One block's fragments by point, and its data once kb points are held. */
    private static final class Block {
        private final int size;
        private final byte[][] fragments = new byte[ErasureCode.MAX_POINTS][];
        private final int[] points;
        private int count;
        private Interpolation through;
        private byte[][] data;

        Block(int size) {
            this.size = size;
            this.points = new int[size];
        }

        void add(int point, byte[] fragment) {
            fragments[point] = fragment;
            if (count < size) {
                points[count] = point;
            }
            count++;
            if (count == size) {
                through = new Interpolation(points, size);
                byte[][] held = heldFragments();
                data = new byte[size][];
                for (int x = 0; x < size; x++) {
                    data[x] = new byte[Geometry.FRAGMENT_BYTES];
                    through.evaluate(held, x, Geometry.FRAGMENT_BYTES, data[x], 0);
                }
            }
        }

        boolean recovered() {
            return data != null;
        }

        /** The fragments at the first {@code size} points held, in the order of {@link #points}. */
        byte[][] heldFragments() {
            byte[][] held = new byte[size][];
            for (int i = 0; i < size; i++) {
                held[i] = fragments[points[i]];
            }
            return held;
        }
    }
}

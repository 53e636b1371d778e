package echoai.link1.agent;

import echoai.link1.frame.Act;
import echoai.link1.frame.FrameResult;
import echoai.link1.frame.LinkFrame;
import echoai.wsp.Atom;
import echoai.wsp.Emotion;
import echoai.wsp.Postcard;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * The {@link Oracle}'s own reading of what the listener heard, written from LINK1.md ("Speech
 * acts", "How the novice listens") and kept apart from the code the oracle checks: it never
 * calls {@link Testimony#of}, {@link TestimonyStore} or the speech layer's readers, and maps a
 * claim's relation atom to an action by its own table (NEXUS0.md, "Actions and dynamics":
 * APPROACH ↔ UNIR, AVOID ↔ TEMER, WAIT ↔ OBSERVAR).
 *
 * <p>It is shown the 22 wire bytes of every frame the listener's decoder accepted. A frame is
 * a heard claim when its act code is CLAIM and its postcard has exactly the CLAIM shape:
 * src YO, rel one of the three action atoms, dst EFECTO, time ANTES, axes A = D = U = B = 0,
 * C one of 10, 20, …, 100, flags 0, domain 0x4C, style 0, and generator equal to the frame's
 * sender (the listener drops a claim whose speaker is not its sender). Only V is kept, per
 * (referent, action); a later claim replaces an earlier one, and a frame shown again byte for
 * byte (a retry, docs/spec/E7.md) is read once.
 */
final class OracleEar {
    /** Domain byte of every speech act, ASCII 'L' (LINK1.md, "Speech acts"). */
    private static final int DOMAIN_LINK = 0x4C;
    /** Number of actions in NEXUS-0 (APPROACH, AVOID, WAIT). */
    private static final int ACTIONS = 3;

    private final Map<Integer, Integer> heardValue = new HashMap<>();
    private final Set<String> framesRead = new HashSet<>();
    private final Set<Integer> referents = new TreeSet<>();
    /** E8: the V per (sender, referent, action), a later claim of one sender replacing its own. */
    private final Map<Long, Integer> spokenValue = new HashMap<>();
    /** E8: per (sender, referent), the reading order of that sender's latest claim about it. */
    private final Map<Long, Integer> spokenLast = new HashMap<>();
    /** E8: per referent, the senders that claimed something about it. */
    private final Map<Integer, Set<Integer>> speakersOf = new HashMap<>();
    private int claimsRead;

    /**
     * Reads one accepted frame. {@code IllegalArgumentException} if the bytes are not a frame
     * the decoder could have accepted (a caller bug: the oracle is shown accepted frames only).
     */
    void hear(byte[] frame22) {
        Objects.requireNonNull(frame22, "frame22");
        FrameResult parsed = LinkFrame.parse(frame22);
        if (!(parsed instanceof FrameResult.Accepted accepted)) {
            throw new IllegalArgumentException("frame22 must be an accepted frame: " + parsed);
        }
        LinkFrame frame = accepted.frame();
        StringBuilder key = new StringBuilder(2 * frame22.length);
        for (byte b : frame22) {
            key.append((char) ('a' + ((b >> 4) & 0xF))).append((char) ('a' + (b & 0xF)));
        }
        if (!framesRead.add(key.toString())) {
            return;
        }
        if (frame.act() != Act.CLAIM) {
            return;
        }
        Postcard card = frame.postcard();
        int action = claimedAction(card, frame.sender());
        if (action >= 0) {
            heardValue.put(key(card.referent(), action), card.e().v());
            referents.add(card.referent());
            int sender = frame.sender();
            spokenValue.put(spokenKey(sender, card.referent()) * ACTIONS + action, card.e().v());
            spokenLast.put(spokenKey(sender, card.referent()), claimsRead);
            speakersOf.computeIfAbsent(card.referent(), r -> new TreeSet<>()).add(sender);
            claimsRead++;
        }
    }

    /** The heard V on (referent, action index 0..2), or null when nothing was heard there. */
    Integer value(int referent, int action) {
        return heardValue.get(key(referent, action));
    }

    /** The referents of the claims read so far (E9's discovery reads A's referents here). */
    Set<Integer> referents() {
        return referents;
    }

    /** E8: the V {@code sender} claimed on (referent, action index 0..2), or null. */
    Integer value(int sender, int referent, int action) {
        return spokenValue.get(spokenKey(sender, referent) * ACTIONS + action);
    }

    /** E8: when {@code sender}'s latest claim about {@code referent} was read (-1: never). */
    int lastSpoken(int sender, int referent) {
        return spokenLast.getOrDefault(spokenKey(sender, referent), -1);
    }

    /** E8: the senders that claimed something about {@code referent}, ascending. */
    Set<Integer> speakersAbout(int referent) {
        return speakersOf.getOrDefault(referent, Set.of());
    }

    private static long spokenKey(int sender, int referent) {
        return (long) sender * 65_536 + referent;
    }

    /** Claims read so far (replaced ones included). */
    int claimsRead() {
        return claimsRead;
    }

    private static int key(int referent, int action) {
        return referent * ACTIONS + action;
    }

    /** The action index the CLAIM in {@code card} is about, or -1 if it lacks CLAIM's shape. */
    private static int claimedAction(Postcard card, int sender) {
        Emotion e = card.e();
        boolean fixedFields = card.src() == Atom.YO && card.dst() == Atom.EFECTO
                && card.time() == Atom.ANTES && card.flags() == 0
                && card.domain() == DOMAIN_LINK && card.style() == 0
                && card.generator() == sender;
        boolean axes = e.a() == 0 && e.d() == 0 && e.u() == 0 && e.b() == 0
                && e.c() >= 10 && e.c() <= 100 && e.c() % 10 == 0;
        if (!fixedFields || !axes) {
            return -1;
        }
        return switch (card.rel()) {
            case UNIR -> 0;
            case TEMER -> 1;
            case OBSERVAR -> 2;
            default -> -1;
        };
    }
}

package echoai.link1.speech;

import echoai.link1.frame.LinkFrame;
import echoai.wsp.Atom;
import echoai.wsp.Emotion;
import echoai.wsp.Postcard;
import java.util.Optional;

/**
 * Builders and strict readers of the four speech acts (spec, "Speech acts"). A reader accepts
 * exactly its act's shape — every field not carrying information must have its fixed value —
 * and nothing else; it never throws.
 *
 * <pre>
 * act     src rel        dst         time   axes          flags domain gen     style slot·seq
 * CLAIM   YO  UNIR|TEMER EFECTO      ANTES  V=value C=10n 0     0x4C   speaker 0     referent
 *             |OBSERVAR                     others 0
 * ASK     YO  PREGUNTAR  DESCONOCIDO AHORA  0             0     0x4C   speaker 0     referent
 * UNKNOWN YO  RESPONDER  DESCONOCIDO ANTES  0             0     0x4C   speaker 0     referent
 * HELLO   YO  UNIR       OTRO        AHORA  0             0     0x4C   speaker 0     0
 * </pre>
 */
public final class Speech {
    /** The domain byte of every speech act: 0x4C, ASCII 'L'. */
    public static final int DOMAIN = 0x4C;
    /** Largest |V| a claim carries. */
    public static final int VALUE_LIMIT = 100;

    private Speech() {
    }

    /**
     * A CLAIM from a speaker's Q(s,a) = {@code q} and visit count n(s,a) = {@code n}: V is q
     * clipped to ±100 (as the spec says), C = min(100, 10·n). {@code n} must be ≥ 1: a speaker
     * only claims what it did itself.
     */
    public static Claim claim(int speaker, int referent, Atom actionRel, int q, int n) {
        if (n < 1) {
            throw new IllegalArgumentException("n must be >= 1 (only lived pairs are claimed): " + n);
        }
        int value = Math.max(-VALUE_LIMIT, Math.min(VALUE_LIMIT, q));
        int confidence = (int) Math.min(100L, 10L * n);
        return new Claim(speaker, referent, actionRel, value, confidence);
    }

    /**
     * The frame carrying {@code act} with its act code, from the act's speaker (the frame's
     * sender is always the postcard's generator) with {@code seq}.
     */
    public static LinkFrame frame(SpeechAct act, int seq) {
        return new LinkFrame(act.act(), act.speaker(), seq, act.postcard());
    }

    /**
     * The frame carrying {@code act} with its act code, from {@code sender} with {@code seq};
     * {@code sender} must be the act's speaker (a frame whose sender differs from the speaker it
     * carries is refused: build such a forgery with {@link LinkFrame}'s constructor).
     */
    public static LinkFrame frame(SpeechAct act, int sender, int seq) {
        if (sender != act.speaker()) {
            throw new IllegalArgumentException("sender must be the act's speaker "
                    + act.speaker() + ": " + sender);
        }
        return frame(act, seq);
    }

    /** The CLAIM in {@code p}, if it has exactly the CLAIM shape. */
    public static Optional<Claim> readClaim(Postcard p) {
        Emotion e = p.e();
        if (!Shapes.commonFieldsOk(p) || p.src() != Atom.YO || !Shapes.isActionRel(p.rel())
                || p.dst() != Atom.EFECTO || p.time() != Atom.ANTES || e.a() != 0 || e.d() != 0
                || e.u() != 0 || e.b() != 0 || !Shapes.isConfidence(e.c())) {
            return Optional.empty();
        }
        return Optional.of(new Claim(p.generator(), p.referent(), p.rel(), e.v(), e.c()));
    }

    /** The ASK in {@code p}, if it has exactly the ASK shape. */
    public static Optional<Ask> readAsk(Postcard p) {
        if (!plain(p, Atom.PREGUNTAR, Atom.DESCONOCIDO, Atom.AHORA)) {
            return Optional.empty();
        }
        return Optional.of(new Ask(p.generator(), p.referent()));
    }

    /** The UNKNOWN in {@code p}, if it has exactly the UNKNOWN shape. */
    public static Optional<Unknown> readUnknown(Postcard p) {
        if (!plain(p, Atom.RESPONDER, Atom.DESCONOCIDO, Atom.ANTES)) {
            return Optional.empty();
        }
        return Optional.of(new Unknown(p.generator(), p.referent()));
    }

    /** The HELLO in {@code p}, if it has exactly the HELLO shape (referent 0). */
    public static Optional<Hello> readHello(Postcard p) {
        if (!plain(p, Atom.UNIR, Atom.OTRO, Atom.AHORA) || p.referent() != 0) {
            return Optional.empty();
        }
        return Optional.of(new Hello(p.generator()));
    }

    /** Whichever act's shape {@code p} has, if any (the shapes are disjoint). */
    public static Optional<SpeechAct> readAny(Postcard p) {
        Optional<? extends SpeechAct> found = readClaim(p);
        if (found.isEmpty()) {
            found = readAsk(p);
        }
        if (found.isEmpty()) {
            found = readUnknown(p);
        }
        if (found.isEmpty()) {
            found = readHello(p);
        }
        return found.map(SpeechAct.class::cast);
    }

    /** The act in {@code frame} when its postcard has the shape of the frame's act code. */
    public static Optional<SpeechAct> read(LinkFrame frame) {
        return readAny(frame.postcard()).filter(a -> a.act() == frame.act());
    }

    /** YO → rel → dst @time with all axes 0 and the common fields. */
    private static boolean plain(Postcard p, Atom rel, Atom dst, Atom time) {
        return Shapes.commonFieldsOk(p) && Shapes.atomsAre(p, Atom.YO, rel, dst, time)
                && p.e().equals(Emotion.ZERO);
    }
}

package echoai.link1.speech;

import echoai.wsp.Atom;
import echoai.wsp.Emotion;
import echoai.wsp.Postcard;

/** Range checks and the postcard skeleton shared by the speech acts. */
final class Shapes {
    private Shapes() {
    }

    static void checkSpeaker(int speaker) {
        if (speaker < 0 || speaker > 255) {
            throw new IllegalArgumentException("speaker must be in [0, 255]: " + speaker);
        }
    }

    /** A referent as {@link Postcard#human()} prints it: 0x and 4 lower-case hex digits. */
    static String hex(int referent) {
        return String.format("0x%04x", referent);
    }

    static void checkReferent(int referent) {
        if (referent < 0 || referent > 0xFFFF) {
            throw new IllegalArgumentException("referent must be in [0, 65535]: " + referent);
        }
    }

    static boolean isActionRel(Atom atom) {
        return atom == Atom.UNIR || atom == Atom.TEMER || atom == Atom.OBSERVAR;
    }

    /** C = min(100, 10·n) with n ≥ 1 takes exactly the values 10, 20, …, 100. */
    static boolean isConfidence(int c) {
        return c >= 10 && c <= 100 && c % 10 == 0;
    }

    static Postcard postcard(Atom src, Atom rel, Atom dst, Atom time, Emotion e, int speaker,
                             int referent) {
        return new Postcard(src, rel, dst, time, e, 0, Speech.DOMAIN, speaker, 0,
                referent >>> 8, referent & 0xFF);
    }

    /** True when the fields every act fixes (flags, domain, style) have their values. */
    static boolean commonFieldsOk(Postcard p) {
        return p.flags() == 0 && p.domain() == Speech.DOMAIN && p.style() == 0;
    }

    static boolean atomsAre(Postcard p, Atom src, Atom rel, Atom dst, Atom time) {
        return p.src() == src && p.rel() == rel && p.dst() == dst && p.time() == time;
    }
}

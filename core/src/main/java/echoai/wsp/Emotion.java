package echoai.wsp;

/**
 * The six signed axes V A D C U B of a postcard, each in [-100, +100].
 *
 * @param v valence
 * @param a arousal
 * @param d dominance
 * @param c confidence (support)
 * @param u urgency
 * @param b bond
 */
public record Emotion(int v, int a, int d, int c, int u, int b) {

    /** All axes zero. */
    public static final Emotion ZERO = new Emotion(0, 0, 0, 0, 0, 0);

    public Emotion {
        check("v", v);
        check("a", a);
        check("d", d);
        check("c", c);
        check("u", u);
        check("b", b);
    }

    private static void check(String name, int value) {
        if (!Axis.inRange(value)) {
            throw new IllegalArgumentException(name + " must be in [-100, 100]: " + value);
        }
    }

    /** The value of one axis. */
    public int get(Axis axis) {
        return switch (axis) {
            case V -> v;
            case A -> a;
            case D -> d;
            case C -> c;
            case U -> u;
            case B -> b;
        };
    }
}

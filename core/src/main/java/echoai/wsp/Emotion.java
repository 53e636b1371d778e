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

    /**
     * An emotion.
     *
     * @param v valence, -100..100
     * @param a arousal, -100..100
     * @param d dominance, -100..100
     * @param c confidence, -100..100
     * @param u urgency, -100..100
     * @param b bond, -100..100
     * @throws IllegalArgumentException when an axis is outside [-100, 100]
     */
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

    /**
     * The value of one axis.
     *
     * @param axis the axis
     * @return its value, -100..100
     */
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

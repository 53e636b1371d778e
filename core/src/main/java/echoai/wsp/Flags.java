package echoai.wsp;

/** Postcard flag bits (byte 10). Any other bit makes a postcard invalid. */
public final class Flags {
    /** Level-2 (derived) statement. */
    public static final int L2 = 1;
    /** The postcard states a rule. */
    public static final int RULE = 1 << 1;
    /** The postcard is a veto. */
    public static final int VETO = 1 << 2;
    /** Every defined bit. */
    public static final int KNOWN = L2 | RULE | VETO;

    private Flags() {
    }
}

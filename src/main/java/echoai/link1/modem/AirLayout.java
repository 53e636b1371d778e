package echoai.link1.modem;

/** Sizes the modem shares with the FEC: 60 air nibbles of 4 bits per frame. */
final class AirLayout {
    /** Air nibbles per frame (4 RS(15,11) blocks). */
    static final int NIBBLES = 60;

    private AirLayout() {
    }
}

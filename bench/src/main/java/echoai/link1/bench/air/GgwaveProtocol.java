package echoai.link1.bench.air;

/**
 * The ggwave protocols of the peer arm (ggwave's audible FSK: 6 tones a symbol, Reed–Solomon,
 * no CRC) with their code on the bridge's wire (scripts/ggwave/bridge.js).
 */
public enum GgwaveProtocol {
    /** ggwave's default: 9 frames of 1024 samples at 48 kHz a symbol (2.41 s for 16 bytes). */
    AUDIBLE_NORMAL(0, "ggwave-audible-normal"),
    /** 3 frames a symbol (1.26 s for 16 bytes). */
    AUDIBLE_FASTEST(2, "ggwave-audible-fastest");

    private final int code;
    private final String label;

    GgwaveProtocol(int code, String label) {
        this.code = code;
        this.label = label;
    }

    /** The protocol byte of the bridge's request. */
    int code() {
        return code;
    }

    /** The arm's name in the JSON. */
    public String label() {
        return label;
    }
}

package echoai.link1.bench.air;

/**
 * The ggwave protocols of the peer arm (ggwave's audible FSK: 6 tones a symbol, Reed–Solomon,
 * no CRC) with their code on the bridge's wire (scripts/ggwave/bridge.js).
 */
public enum GgwaveProtocol {
    /** ggwave's default: 9 frames of 1024 samples at 48 kHz a symbol (2.41 s for 16 bytes). */
    AUDIBLE_NORMAL(0, "ggwave-audible-normal"),
    /** 6 frames a symbol (1.83 s for 16 bytes); E2-rooms-Q's arm only. */
    AUDIBLE_FAST(1, "ggwave-audible-fast"),
    /** 3 frames a symbol (1.26 s for 16 bytes). */
    AUDIBLE_FASTEST(2, "ggwave-audible-fastest");

    /**
     * The protocols of the registrations before E2-rooms-Q (V2-4, ggwave-fair): NORMAL and
     * FASTEST, in this order; their files keep these two arms.
     */
    public static final java.util.List<GgwaveProtocol> V2 = java.util.List.of(AUDIBLE_NORMAL,
            AUDIBLE_FASTEST);

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

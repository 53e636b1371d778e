package echoai.link1.modem;

/** Why a detected greeting delivered no frame. Counted by {@link Demodulator#dropped}. */
public enum DropReason {
    /** The input ended before the frame's last slot. */
    TRUNCATED,
    /** A Reed–Solomon block had no codeword within reach (errors-only decoding). */
    UNDECODABLE,
    /** The decoded candidate failed the injected check (the CRC). */
    CHECK_FAILED,
    /** Too many greetings were waiting at once (a bounded queue; not expected in practice). */
    OVERFLOW
}

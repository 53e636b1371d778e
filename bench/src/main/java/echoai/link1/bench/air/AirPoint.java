package echoai.link1.bench.air;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * One point of an E2 sweep: {@code frames} frames in one recording through one room at one SNR
 * with one tone plan, and what the receiver made of them.
 *
 * <p>Corrupt frames (delivered frames not byte-equal to any frame sent) at three levels, the
 * names every air result uses: {@code corrupt_passed_crc}, delivered by the receiver, i.e. past
 * its CRC; {@code accepted_corrupt}, of those, past every check of the frame parser too (what
 * a listener would accept: the spec's "accepted corrupt"); {@code corrupt_speech_shaped}, of
 * those, with a speech act's exact shape.
 *
 * @param room           room label ({@code dry}, {@code echo}, {@code long-echo}, …)
 * @param k              tone groups of the plan (1 or 2)
 * @param snrDb          SNR in dB with one decimal, or {@code null} when no noise was added
 *                       (the clean loop; the files before the typed results wrote the word
 *                       {@code "none"}); see {@link #noiseAdded()}
 * @param frames         frames sent
 * @param delaySamples   the room's delay, in samples at 16 kHz
 * @param delivered      frames accepted by the receiver
 * @param lost           sent frames not delivered byte-equal
 * @param per            packet error rate lost / frames, 4 decimals
 * @param residualBer    bit errors of delivered frames / bits delivered, 6 decimals
 * @param corruptPassedCrc    corrupt frames the receiver delivered (past its CRC)
 * @param acceptedCorrupt     of those, past every check of the frame parser
 * @param corruptSpeechShaped of those, with a speech act's exact shape
 * @param greetings      greetings detected
 * @param candidates     frame candidates decoded
 * @param dropped        candidates dropped, by reason
 * @param clippedSamples samples the room saturated
 */
public record AirPoint(String room, int k, BigDecimal snrDb, int frames, int delaySamples,
                       int delivered, int lost, BigDecimal per, BigDecimal residualBer,
                       int corruptPassedCrc, int acceptedCorrupt, int corruptSpeechShaped,
                       long greetings, long candidates, Dropped dropped,
                       long clippedSamples) {
    /**
     * Checks the components.
     *
     * @param room room label ({@code dry}, {@code echo}, {@code long-echo}, …)
     * @param k tone groups of the plan (1 or 2)
     * @param snrDb SNR in dB with one decimal, or {@code null} when no noise was added
     *     (the clean loop; the files before the typed results wrote the word
     *     {@code "none"}); see {@link #noiseAdded()}
     * @param frames frames sent
     * @param delaySamples the room's delay, in samples at 16 kHz
     * @param delivered frames accepted by the receiver
     * @param lost sent frames not delivered byte-equal
     * @param per packet error rate lost / frames, 4 decimals
     * @param residualBer bit errors of delivered frames / bits delivered, 6 decimals
     * @param corruptPassedCrc corrupt frames the receiver delivered (past its CRC)
     * @param acceptedCorrupt of those, past every check of the frame parser
     * @param corruptSpeechShaped of those, with a speech act's exact shape
     * @param greetings greetings detected
     * @param candidates frame candidates decoded
     * @param dropped candidates dropped, by reason
     * @param clippedSamples samples the room saturated
     * @throws NullPointerException when a required component is null
     */
    public AirPoint {
        Objects.requireNonNull(room, "room");
        Objects.requireNonNull(per, "per");
        Objects.requireNonNull(residualBer, "residualBer");
        Objects.requireNonNull(dropped, "dropped");
    }

    /**
     * Whether the room added noise.
     *
     * @return false on the clean loop, where {@link #snrDb()} is null
     */
    public boolean noiseAdded() {
        return snrDb != null;
    }
}

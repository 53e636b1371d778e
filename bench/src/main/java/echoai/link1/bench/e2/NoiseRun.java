package echoai.link1.bench.e2;

import echoai.link1.bench.air.Dropped;
import java.util.Objects;

/**
 * Noise-only audio through one receiver (E2 {@code --extended}, reused by reliability): what it
 * detected and accepted where nothing was sent.
 *
 * @param k          tone groups of the plan (1 or 2)
 * @param hours      hours of audio
 * @param input      what the audio was (white noise, with or without the interferer)
 * @param greetings  greetings detected
 * @param candidates frame candidates decoded
 * @param dropped    candidates dropped, by reason
 * @param corruptPassedCrc    frames the receiver delivered, past its CRC (each one corrupt:
 *                            nothing was sent)
 * @param acceptedCorrupt     of those, past every check of the frame parser
 * @param corruptSpeechShaped of those, with a speech act's exact shape
 */
public record NoiseRun(int k, int hours, String input, long greetings, long candidates,
                       Dropped dropped, long corruptPassedCrc, long acceptedCorrupt,
                       long corruptSpeechShaped) {
    /**
     * Checks the components.
     *
     * @param k tone groups of the plan (1 or 2)
     * @param hours hours of audio
     * @param input what the audio was (white noise, with or without the interferer)
     * @param greetings greetings detected
     * @param candidates frame candidates decoded
     * @param dropped candidates dropped, by reason
     * @param corruptPassedCrc frames the receiver delivered, past its CRC (each one corrupt:
     *     nothing was sent)
     * @param acceptedCorrupt of those, past every check of the frame parser
     * @param corruptSpeechShaped of those, with a speech act's exact shape
     * @throws NullPointerException when a required component is null
     */
    public NoiseRun {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(dropped, "dropped");
    }
}

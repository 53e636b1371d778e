package echoai.link1.results;

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
 * @param accepted   frames accepted (each one a false frame)
 */
public record NoiseRun(int k, int hours, String input, long greetings, long candidates,
                       Dropped dropped, long accepted) {
    public NoiseRun {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(dropped, "dropped");
    }
}

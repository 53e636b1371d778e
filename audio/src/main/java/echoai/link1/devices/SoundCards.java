package echoai.link1.devices;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Whether this machine has a real sound card, so that "the default output and input" can be a
 * loudspeaker and a microphone rather than nothing or the private digital loop. On Linux the
 * answer is ALSA's card list, {@code /proc/asound/cards}: a card is a line {@code " 0 [Name ]:"};
 * no file, or {@code "--- no soundcards ---"}, means none (so on a system without ALSA the answer
 * is "none": E3 through real devices is supported on Linux).
 */
public final class SoundCards {
    /** ALSA's card list. */
    public static final Path ALSA_CARDS = Path.of("/proc/asound/cards");

    private static final Pattern CARD_LINE = Pattern.compile("^\\s*\\d+\\s+\\[.*");

    private SoundCards() {
    }

    /**
     * The cards ALSA lists in the lines of a card list.
     *
     * @param cardsFileLines the lines of a file like {@link #ALSA_CARDS}
     * @return the number of card lines, 0 when it holds none
     */
    public static int count(List<String> cardsFileLines) {
        return (int) cardsFileLines.stream().filter(l -> CARD_LINE.matcher(l).matches()).count();
    }

    /**
     * The cards ALSA lists on this machine.
     *
     * @return the number of cards, 0 when {@link #ALSA_CARDS} does not exist
     * @throws IOException when the file exists but cannot be read
     */
    public static int countOnThisMachine() throws IOException {
        return Files.exists(ALSA_CARDS) ? count(Files.readAllLines(ALSA_CARDS)) : 0;
    }
}

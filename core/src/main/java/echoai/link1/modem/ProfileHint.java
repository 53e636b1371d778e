package echoai.link1.modem;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * When a receiver listening for one profile hears nothing: which other profile seems to be on
 * the air. The other profiles' receivers run over the same audio; a frame another profile
 * delivers is the strongest sign, and then its greeting (K1's and K2's preamble, R's and F's
 * Costas sync). K1 and K2 share the greeting, so another profile's greetings count only when the
 * profile listened for heard none. One rule for {@code link1 modem decode}, {@code link1 air
 * listen} and the browser page.
 */
public final class ProfileHint {
    /**
     * What one other profile's receiver saw.
     *
     * @param profile   the other profile
     * @param greetings greetings (K1, K2) or syncs (R, F) it detected
     * @param frames    frames it delivered
     */
    public record Seen(AirProfile profile, long greetings, long frames) {
        /**
         * Checks the components.
         *
         * @param profile the other profile
         * @param greetings greetings or syncs detected, ≥ 0
         * @param frames frames delivered, ≥ 0
         */
        public Seen {
            Objects.requireNonNull(profile, "profile");
            if (greetings < 0 || frames < 0) {
                throw new IllegalArgumentException("counts must be >= 0: " + greetings + ", "
                        + frames);
            }
        }
    }

    private ProfileHint() {
    }

    /**
     * The other profiles that delivered a frame, in the order given.
     *
     * @param seen what the other profiles' receivers saw
     * @return those with a frame
     */
    public static List<Seen> framed(List<Seen> seen) {
        return seen.stream().filter(s -> s.frames() > 0).toList();
    }

    /**
     * The other profiles whose greeting or sync was heard, in the order given.
     *
     * @param seen what the other profiles' receivers saw
     * @return those with a greeting
     */
    public static List<Seen> greeted(List<Seen> seen) {
        return seen.stream().filter(s -> s.greetings() > 0).toList();
    }

    /**
     * The profile to suggest: the first other profile that delivered a frame; else, when the
     * profile listened for heard no greeting of its own, the first other profile whose greeting
     * was heard; else none.
     *
     * @param listenedGreetings greetings or syncs the profile listened for detected
     * @param seen              what the other profiles' receivers saw
     * @return the other profile's sighting to suggest, or empty
     */
    public static Optional<Seen> suggest(long listenedGreetings, List<Seen> seen) {
        List<Seen> framed = framed(seen);
        if (!framed.isEmpty()) {
            return Optional.of(framed.get(0));
        }
        if (listenedGreetings > 0) {
            return Optional.empty();
        }
        return greeted(seen).stream().findFirst();
    }
}

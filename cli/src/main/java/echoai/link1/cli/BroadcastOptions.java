package echoai.link1.cli;

import echoai.link1.message.Broadcast;
import picocli.CommandLine.Option;

/**
 * The options a message is sent under (a picocli mixin of {@code modem encode --message} and
 * {@code air send --text|--file}): its ids, its parity share and its rounds. Each command says
 * what an option left out means.
 */
final class BroadcastOptions {
    @Option(names = "--sender", paramLabel = "N",
            description = "The sender id, 0-255 (docs/spec/MESSAGE.md).")
    Integer sender;

    @Option(names = "--id", paramLabel = "N",
            description = "The message id, 0-255: give consecutive messages different ids.")
    Integer id;

    @Option(names = "--parity", paramLabel = "PCT",
            description = "Parity frames per block, %% of its data frames, 0-100: one way, a"
                    + " block survives the loss of that share of its frames.")
    Integer parity;

    @Option(names = "--rounds", paramLabel = "N",
            description = "Send the whole message N times, 1-255 (one way): a receiver that"
                    + " missed frames completes from a later round.")
    Integer rounds;

    /** Whether any of the options was given. */
    boolean any() {
        return sender != null || id != null || parity != null || rounds != null;
    }

    /**
     * The broadcast these options give, each option left out taking its default.
     *
     * @param defaultSender the sender id without {@code --sender}
     * @param defaultId the message id without {@code --id}
     * @param defaultParity the parity share without {@code --parity}
     * @return the broadcast; a usage error (exit 2) for a value out of range
     */
    Broadcast broadcast(int defaultSender, int defaultId, int defaultParity) {
        int s = range("--sender", sender, defaultSender, 0, 255);
        int m = range("--id", id, defaultId, 0, 255);
        int p = range("--parity", parity, defaultParity, 0, 100);
        int r = range("--rounds", rounds, 1, 1, 255);
        return new Broadcast(s, m, p, r);
    }

    private static int range(String option, Integer value, int fallback, int min, int max) {
        int v = value == null ? fallback : value;
        if (v < min || v > max) {
            throw new UsageException(option + " must be in [" + min + ", " + max + "]: " + v);
        }
        return v;
    }
}

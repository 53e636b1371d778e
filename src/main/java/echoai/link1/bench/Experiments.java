package echoai.link1.bench;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The registry of experiments, in the order {@code bench all} runs them. */
public final class Experiments {
    private Experiments() {
    }

    /** Every registered experiment, in run order. */
    public static List<Experiment> registered() {
        return List.of(
                // one line per experiment, in order E0..E6, then extra ones
                new E0FrameIntegrity(),
                new E3RealAir()
        );
    }

    /** The experiments that {@code bench all} runs. */
    public static List<Experiment> inAll() {
        return registered().stream().filter(Experiment::inAll).toList();
    }

    /** Looks an experiment up by id, case-insensitively. */
    public static Optional<Experiment> find(String id) {
        String want = id.strip().toUpperCase(Locale.ROOT);
        return registered().stream()
                .filter(e -> e.id().toUpperCase(Locale.ROOT).equals(want))
                .findFirst();
    }
}

package echoai.link1.bench;

import java.util.Objects;

/**
 * On which world seeds an experiment may run. The registry applies it before any run, with what
 * only the registry knows: which registrations exist and which eval ranges they hold.
 */
public sealed interface SeedPolicy {
    /** Any seeds: a reported experiment, which no rule judges. */
    SeedPolicy ANY = new Any();
    /** The dev seeds only (0–15): a target or an unregistered experiment. */
    SeedPolicy DEV_ONLY = new DevOnly();

    /**
     * The eval range of registration {@code id}, once that registration is in the registry, or
     * any seeds that touch no registered eval range (the dev seeds among them).
     *
     * @param id the registration's id
     * @return the policy
     */
    static SeedPolicy registeredBy(String id) {
        return new RegisteredBy(id);
    }

    /**
     * The policy in a few words, as {@code bench --list} and {@code docs/bench/} show it.
     *
     * @return the words
     */
    String describe();

    /** Any seeds. */
    record Any() implements SeedPolicy {
        @Override
        public String describe() {
            return "any";
        }
    }

    /** Dev seeds only. */
    record DevOnly() implements SeedPolicy {
        @Override
        public String describe() {
            return "dev only";
        }
    }

    /**
     * Judged by registration {@code id}.
     *
     * @param id the registration's id
     */
    record RegisteredBy(String id) implements SeedPolicy {
        public RegisteredBy {
            Objects.requireNonNull(id, "id");
        }

        @Override
        public String describe() {
            return "eval of " + id + ", or seeds apart from every eval range";
        }
    }
}

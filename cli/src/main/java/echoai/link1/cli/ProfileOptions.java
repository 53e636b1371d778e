package echoai.link1.cli;

import echoai.link1.cli.story.ProfileWords;
import echoai.link1.modem.AirProfile;
import java.util.Arrays;
import java.util.List;
import java.util.ListResourceBundle;
import java.util.stream.Collectors;
import picocli.CommandLine.Option;

/**
 * The air-profile options a command mixes in: {@code --profile} with every label of
 * {@link AirProfile#values()} (default k1) and the older {@code --k 1|2}; both given must agree,
 * else a usage error (exit 2).
 *
 * <p>The one source of the profile words the command line shows (issue 37, item 14): the labels
 * ({@link #LABELS}), each with its one-line explanation ({@link #EXPLAINED}), generated from
 * {@link AirProfile#values()}. Annotations hold only constants, so every option's help names
 * them as variables ({@code ${LINK1-PROFILES}}, {@code ${LINK1-PROFILES-EXPLAINED}}, ...),
 * which picocli fills in from {@link Words}, the resource bundle of {@link Main}'s command and
 * so of every subcommand. A new profile appears in every help once it is in {@link AirProfile}
 * and {@link ProfileWords#explain} (whose switch does not compile without it), which the stories
 * use too.
 */
final class ProfileOptions {
    /** Every profile's label, as {@code --profile} takes them: {@code k1|k2|r|f|q}. */
    static final String LABELS = join(List.of(AirProfile.values()), "|", "|");

    /** The labels in words: {@code k1, k2, r, f or q}. */
    static final String LABELS_OR = join(List.of(AirProfile.values()), ", ", " or ");

    /** Every label with its explanation, in one sentence fragment for a help text. */
    static final String EXPLAINED = Arrays.stream(AirProfile.values())
            .map(p -> p.label() + " (" + ProfileWords.explain(p) + ")")
            .collect(Collectors.joining(", "));

    /** The profiles without K1 and K2's RS blocks, in words: {@code r, f and q}. */
    static final String WITHOUT_RS_BLOCKS = join(Arrays.stream(AirProfile.values())
            .filter(p -> !p.hasTonePlan()).toList(), ", ", " and ");

    @Option(names = "--k", paramLabel = "1|2",
            description = "Tones per slot, the older spelling of --profile: 1 (profile k1) or 2"
                    + " (profile k2); default 1.")
    private Integer k;

    @Option(names = "--profile", paramLabel = "${LINK1-PROFILES}",
            description = "Air profile, the same at both ends: ${LINK1-PROFILES-EXPLAINED}."
                    + " Default k1.")
    private String profile;

    /** {@code text} as a profile, or a usage error (exit 2) naming {@code --profile}. */
    static AirProfile parse(String text) {
        try {
            return AirProfile.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--profile must be " + LABELS_OR + ": " + text);
        }
    }

    /** The profile picked. */
    AirProfile profile() {
        if (k != null && k != 1 && k != 2) {
            throw new UsageException("--k must be 1 or 2: " + k);
        }
        AirProfile picked = profile == null ? null : parse(profile);
        if (picked != null && k != null && picked != AirProfile.ofK(k)) {
            throw new UsageException("--k " + k + " contradicts --profile " + profile);
        }
        return picked != null ? picked : AirProfile.ofK(k == null ? 1 : k);
    }

    private static String join(List<AirProfile> profiles, String between, String last) {
        List<String> labels = profiles.stream().map(AirProfile::label).toList();
        return labels.size() < 2 ? String.join("", labels)
                : String.join(between, labels.subList(0, labels.size() - 1)) + last
                        + labels.get(labels.size() - 1);
    }

    /**
     * The variables of the help texts, picocli's resource bundle for {@link Main} and every
     * subcommand: {@code LINK1-PROFILES} ({@link #LABELS}), {@code LINK1-PROFILES-OR}
     * ({@link #LABELS_OR}), {@code LINK1-PROFILES-EXPLAINED} ({@link #EXPLAINED}) and
     * {@code LINK1-PROFILES-WITHOUT-RS} ({@link #WITHOUT_RS_BLOCKS}). No key is the name of an
     * option or command, so picocli finds no description here by itself.
     */
    public static final class Words extends ListResourceBundle {
        @Override
        protected Object[][] getContents() {
            return new Object[][] {
                {"LINK1-PROFILES", LABELS},
                {"LINK1-PROFILES-OR", LABELS_OR},
                {"LINK1-PROFILES-EXPLAINED", EXPLAINED},
                {"LINK1-PROFILES-WITHOUT-RS", WITHOUT_RS_BLOCKS},
            };
        }
    }
}

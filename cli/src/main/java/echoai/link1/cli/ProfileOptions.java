package echoai.link1.cli;

import echoai.link1.modem.AirProfile;
import picocli.CommandLine.Option;

/**
 * The air-profile options a command mixes in: {@code --profile k1|k2|r|f} and the older
 * {@code --k 1|2} (default k1); both given must agree, else a usage error (exit 2).
 */
final class ProfileOptions {
    @Option(names = "--k", paramLabel = "1|2",
            description = "Tones per slot, as --profile k1|k2 (default 1).")
    private Integer k;

    @Option(names = "--profile", paramLabel = "k1|k2|r|f",
            description = "Air profile: k1, k2, r (robust, for reverberant rooms; "
                    + "docs/spec/PROFILE-R.md) or f (r at half the air time; "
                    + "docs/spec/PROFILE-F.md). Default k1.")
    private String profile;

    /** {@code text} as a profile, or a usage error (exit 2) naming {@code --profile}. */
    static AirProfile parse(String text) {
        try {
            return AirProfile.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--profile must be k1, k2, r or f: " + text);
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
}

package echoai.link1.cli.story;

import echoai.link1.modem.AirProfile;
import echoai.link1.modem.TonePlan;
import java.math.BigDecimal;

/**
 * What each air profile is, in one line for a newcomer (issue 37, items 9 and 14): the words
 * every help text ({@code ProfileOptions.EXPLAINED}) and every story use. The switch does not
 * compile without a case for each profile of {@link AirProfile}.
 */
public final class ProfileWords {
    private ProfileWords() {
    }

    /**
     * What a profile is and how long a postcard takes.
     *
     * @param p the profile
     * @return e.g. {@code one tone a 40 ms slot, the original; 2.8 s a postcard}
     */
    public static String explain(AirProfile p) {
        String what = switch (p) {
            case K1 -> "one tone a 40 ms slot, the original";
            case K2 -> "two tones a slot: quicker, with less margin";
            case R -> "robust: hopping tones and a convolutional code, for rooms with echo";
            case F -> "r sent two tones a slot";
            case Q -> "f sent four tones a slot on 12 groups over 1-7 kHz; needs a device rate"
                    + " of 16 kHz or more";
        };
        return what + "; " + seconds(p) + " s a postcard";
    }

    /**
     * A profile named in a story: its letter and what it is.
     *
     * @param p the profile
     * @return e.g. {@code R (robust: ...; 4.752 s a postcard)}
     */
    public static String named(AirProfile p) {
        return p.name() + " (" + explain(p) + ")";
    }

    /**
     * The air time of one frame.
     *
     * @param p the profile
     * @return seconds, e.g. {@code 4.752}
     */
    public static String seconds(AirProfile p) {
        return BigDecimal.valueOf(p.frameSamples()).divide(BigDecimal.valueOf(
                TonePlan.SAMPLE_RATE_HZ)).stripTrailingZeros().toPlainString();
    }
}

package echoai.link1.modem;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.modem.ProfileHint.Seen;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which other profile to suggest when the one listened for heard nothing. */
class ProfileHintTest {
    @Test
    void aFrameOfAnotherProfileIsSuggestedFirst() {
        List<Seen> seen = List.of(new Seen(AirProfile.K2, 1, 0), new Seen(AirProfile.R, 2, 1));
        assertThat(ProfileHint.suggest(0, seen)).map(Seen::profile).contains(AirProfile.R);
        // also when the profile listened for heard a greeting (K1 and K2 share theirs)
        assertThat(ProfileHint.suggest(3, seen)).map(Seen::profile).contains(AirProfile.R);
    }

    @Test
    void aGreetingAloneCountsOnlyWhenTheListenedProfileHeardNone() {
        List<Seen> seen = List.of(new Seen(AirProfile.K2, 1, 0), new Seen(AirProfile.R, 0, 0));
        assertThat(ProfileHint.suggest(0, seen)).map(Seen::profile).contains(AirProfile.K2);
        assertThat(ProfileHint.suggest(1, seen)).isEmpty();
    }

    @Test
    void silenceSuggestsNothing() {
        assertThat(ProfileHint.suggest(0, List.of(new Seen(AirProfile.K2, 0, 0),
                new Seen(AirProfile.F, 0, 0)))).isEmpty();
        assertThat(ProfileHint.suggest(0, List.of())).isEmpty();
    }
}

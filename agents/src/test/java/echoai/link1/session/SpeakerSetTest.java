package echoai.link1.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.agent.Veteran;
import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Claim;
import echoai.link1.speech.Speech;
import echoai.nexus0.RingWorld;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** E8's speakers (docs/spec/E8.md): kinds, sets, and the orders B hears them in by wire. */
class SpeakerSetTest {
    private static List<Claim> truth(long seed, int j) {
        return Veteran.of(RingWorld.world(seed), j).claims();
    }

    @Test
    void honestSaysItsLifeTheLiarInvertsEverySignTheMixedOneAboutThreeInTen() {
        List<Claim> truth = truth(0, 1);
        assertThat(SpeakerKind.H.transform(truth, 0, 1)).isEqualTo(truth);
        List<Claim> lie = SpeakerKind.L.transform(truth, 0, 1);
        int flipped = 0;
        int nonZero = 0;
        for (long seed = 0; seed < 16; seed++) {
            List<Claim> t = truth(seed, 1);
            List<Claim> m = SpeakerKind.M.transform(t, seed, 1);
            assertThat(SpeakerKind.M.transform(t, seed, 1)).as("seeded").isEqualTo(m);
            for (int i = 0; i < t.size(); i++) {
                assertThat(m.get(i).value()).isIn(t.get(i).value(), -t.get(i).value());
                if (t.get(i).value() != 0) {
                    nonZero++;
                    flipped += m.get(i).value() != t.get(i).value() ? 1 : 0;
                }
            }
        }
        for (int i = 0; i < truth.size(); i++) {
            assertThat(lie.get(i).value()).isEqualTo(-truth.get(i).value());
            assertThat(lie.get(i).referent()).isEqualTo(truth.get(i).referent());
        }
        // 30 % of the non-zero claims (152 on these worlds: 37 flipped), within four standard
        // deviations of a binomial share (0.037 at n = 152)
        double share = (double) flipped / nonZero;
        assertThat(share).as("%d of %d", flipped, nonZero).isBetween(0.15, 0.45);
        assertThat(SpeakerKind.M.transform(truth(3, 1), 3, 1))
                .isNotEqualTo(SpeakerKind.M.transform(truth(3, 1), 3, 2));
    }

    @Test
    void speakerJIsVeteranJWithItsOwnIdSoTheTwoLiarsLiveDifferentLives() {
        List<List<LinkFrame>> frames = SpeakerSet.H_L_L.frames(0);
        assertThat(frames).hasSize(3);
        Set<Set<String>> said = new HashSet<>();
        for (int j = 0; j < 3; j++) {
            Set<String> claims = new HashSet<>();
            for (LinkFrame f : frames.get(j)) {
                assertThat(f.sender()).isEqualTo(Veteran.idOf(j));
                Claim c = (Claim) Speech.read(f).orElseThrow();
                assertThat(c.speaker()).isEqualTo(f.sender());
                claims.add(c.referent() + "/" + c.actionRel() + "/" + Math.abs(c.value()));
            }
            assertThat(frames.get(j).get(0).seq()).isZero();
            said.add(claims);
        }
        assertThat(said).as("three different lives").hasSize(3);
        assertThat(SpeakerSet.L.frames(0)).isEqualTo(List.of(new echoai.link1.agent.Outbox(
                Veteran.ID).frames(SpeakerKind.L.transform(truth(0, 0), 0, 0))));
        assertThat(SpeakerSet.parse("h+l+l")).isEqualTo(SpeakerSet.H_L_L);
        assertThatThrownBy(() -> SpeakerSet.parse("H+X")).hasMessageContaining("speaker set");
    }

    @Test
    void theAdversarialOrderPutsTheWrongSpeakersLastTheKnownLiarBaselineDropsThem() {
        List<List<LinkFrame>> frames = SpeakerSet.H_L.frames(2);
        List<LinkFrame> adversarial = new TrustArm(SpeakerSet.H_L, TrustArm.Rule.NOTRUST, false)
                .heard(frames);
        List<LinkFrame> honestLast = new TrustArm(SpeakerSet.H_L, TrustArm.Rule.TRUST, true)
                .heard(frames);
        List<LinkFrame> known = new TrustArm(SpeakerSet.H_L, TrustArm.Rule.KNOWN, false)
                .heard(frames);
        int h = frames.get(0).size();
        assertThat(adversarial.subList(0, h)).isEqualTo(frames.get(0));
        assertThat(adversarial.subList(h, adversarial.size())).isEqualTo(frames.get(1));
        assertThat(honestLast.subList(0, frames.get(1).size())).isEqualTo(frames.get(1));
        assertThat(known).isEqualTo(frames.get(0));
        assertThat(TrustArm.wireArms()).hasSize(21);
        assertThat(TrustArm.wireArms().get(0).name()).isEqualTo("H:trust");
        assertThatThrownBy(() -> new TrustArm(SpeakerSet.H, TrustArm.Rule.TRUST, true))
                .hasMessageContaining("honest-last");
    }
}

package echoai.link1.bench.u3rerun;

import echoai.link1.report.Block;
import echoai.link1.report.Lab;
import echoai.link1.report.page.Report;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Uncertainty;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** V2-3's section and tile: not run, then both verdicts with the arm outside the tolerance named. */
class U3RerunSectionTest {
    private static BigDecimal d(String v) {
        return new BigDecimal(v);
    }

    @Test
    void saysNotRunThenShowsBothVerdictsAndNamesTheArmOutside() {
        assertThat(Report.html(Lab.empty())).contains("<code>v2/understanding-rooms-u3.json</code>"
                + " is not in the input folder");
        U3RerunResult.ArmRatio in = new U3RerunResult.ArmRatio("A:k1:near", 3200, 96, d("0.0300"),
                new Uncertainty.Interval(d("0.0246"), d("0.0365")), d("0.0400"), 9, 160,
                d("0.0563"), d("6.4000"), true);
        U3RerunResult.ArmRatio out = new U3RerunResult.ArmRatio("A:k1:far", 3200, 2240,
                d("0.7000"), new Uncertainty.Interval(d("0.6840"), d("0.7155")), d("0.6000"), 120,
                160, d("0.7500"), d("96.0000"), false);
        U3RerunResult.Dispersion babble = new U3RerunResult.Dispersion("A:k1:babble", 64,
                d("0.1200"), d("70.1000"), 63, d("0.250000"), d("0.01"), true);
        U3RerunResult r = new U3RerunResult(1, "docs/spec/LINK1-v2.md (V2-3)", "110000-110063",
                Prediction.judged(false, "within 0.10 at every arm",
                        new U3RerunResult.Ratios(d("0.10"), 400, List.of(in, out))),
                Prediction.judged(true, "p >= 0.01", babble), List.of(babble));
        Lab lab = Lab.builder().doc(U3RerunPredictions.DOC, r).build();
        String html = Report.html(lab);
        assertThat(html).doesNotContain("<code>v2/u3-rerun-predictions.json</code> is not in")
                .contains("U3 re-registered").contains("within 0.10 at 1 of 2 arms; outside:"
                        + " A:k1:far (observed 0.7500, model 0.6000)")
                .contains("A:k1:babble: D 70.1000 on 63 df, p 0.250000 (α 0.01)");
        Block.Tally tally = (Block.Tally) Report.overview(lab).blocks().get(0);
        assertThat(tally.counts()).anySatisfy(c -> {
            assertThat(c.name()).isEqualTo("V2-3");
            assertThat(c.green()).isEqualTo(1);
            assertThat(c.red()).isEqualTo(1);
        });
    }
}

package echoai.link1.bench.v1;

import echoai.link1.bench.e2.E2Result;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import echoai.link1.bench.air.AirPoint;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Verdict;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * P6 is recomputed from E2's points (issue 14, item 7): before, predictions.json copied E2's
 * own verdict, so an E2 file whose points contradict its {@code p6} was judged by its
 * {@code p6}. Here the committed E2.json's points are edited and its own verdict left green.
 */
class P6ModemTest {
    private static final E2Result LAB = read();

    private static E2Result read() {
        try {
            return Json.read(Path.of("lab/link1/E2.json"), E2Result.class);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static AirPoint with(AirPoint p, int lost, int corrupt) {
        return new AirPoint(p.room(), p.k(), p.snrDb(), p.frames(), p.delaySamples(),
                p.delivered(), lost, Json.ratio(lost, p.frames(), 4), p.residualBer(), corrupt,
                0, 0, p.greetings(), p.candidates(), p.dropped(), p.clippedSamples());
    }

    private static List<AirPoint> edit(List<AirPoint> points, int index,
                                       UnaryOperator<AirPoint> f) {
        List<AirPoint> out = new ArrayList<>(points);
        out.set(index, f.apply(out.get(index)));
        return out;
    }

    private static E2Result e2(List<AirPoint> clean, List<AirPoint> random, List<AirPoint> claim) {
        return new E2Result(LAB.schemaVersion(), LAB.experiment(), LAB.title(), LAB.seedSet(),
                LAB.seedBase(), LAB.seedDerivation(), LAB.config(), clean, random, claim,
                LAB.p6(), null);
    }

    private static int index(List<AirPoint> points, String room, int k, String snr) {
        for (int i = 0; i < points.size(); i++) {
            AirPoint p = points.get(i);
            if (p.room().equals(room) && p.k() == k
                    && p.snrDb().compareTo(new BigDecimal(snr)) == 0) {
                return i;
            }
        }
        throw new IllegalArgumentException("no point " + room + " " + k + " " + snr);
    }

    @Test
    void theCommittedE2IsGreenWithItsPointsShown() {
        Prediction<PredictionsResult.P6> p6 = P6Modem.judge(LAB);
        assertThat(p6.verdict()).isEqualTo(Verdict.GREEN);
        assertThat(p6.numbers().e2Verdict()).isEqualTo(LAB.p6().verdict());
        assertThat(p6.numbers().corruptPassedCrcTotal())
                .isEqualTo(LAB.p6().corruptPassedCrcTotal());
        // 2 clean-loop points + echo K=1 at 10, 20, 30 dB in both sweeps; totals over all 50.
        assertThat(p6.numbers().points()).hasSize(8);
        assertThat(p6.numbers().pointsCounted()).isEqualTo(50);
    }

    @Test
    void pointsThatBreakTheRuleTurnItRedWhateverE2Says() {
        E2Result cleanLoss = e2(edit(LAB.cleanLoop(), 1, p -> with(p, 1, 0)), LAB.randomFrames(),
                LAB.claimFrames());
        assertThat(P6Modem.judge(cleanLoss).verdict()).isEqualTo(Verdict.RED);
        assertThat(P6Modem.judge(cleanLoss).numbers().e2Verdict()).isEqualTo(Verdict.GREEN);
        // 3 of 200 lost at 20 dB in the CLAIM sweep: PER 1.5 % > 1 %; 2 of 200 would be 1 %.
        int at20 = index(LAB.claimFrames(), "echo", 1, "20");
        E2Result echoLoss = e2(LAB.cleanLoop(), LAB.randomFrames(),
                edit(LAB.claimFrames(), at20, p -> with(p, 3, 0)));
        assertThat(P6Modem.judge(echoLoss).verdict()).isEqualTo(Verdict.RED);
        assertThat(P6Modem.judge(echoLoss).numbers().echoK1AtOrAbove10dbWorstPer())
                .isEqualByComparingTo("0.0150");
        E2Result twoOf200 = e2(LAB.cleanLoop(), LAB.randomFrames(),
                edit(LAB.claimFrames(), at20, p -> with(p, 2, 0)));
        assertThat(P6Modem.judge(twoOf200).verdict()).isEqualTo(Verdict.GREEN);
        // One corrupt frame past the CRC at -5 dB in the dry room, where no loss counts.
        int low = index(LAB.randomFrames(), "dry", 2, "-5");
        E2Result corrupt = e2(LAB.cleanLoop(), edit(LAB.randomFrames(), low,
                p -> with(p, p.lost(), 1)), LAB.claimFrames());
        assertThat(P6Modem.judge(corrupt).verdict()).isEqualTo(Verdict.RED);
        assertThat(P6Modem.judge(corrupt).numbers().corruptPassedCrcTotal()).isEqualTo(1);
    }
}

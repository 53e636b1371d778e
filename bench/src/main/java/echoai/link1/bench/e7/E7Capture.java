package echoai.link1.bench.e7;

import echoai.link1.bench.Doc;
import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.Worlds;
import echoai.link1.bench.rules.Uncertainty;
import echoai.link1.bench.understandingrooms.UnderstandingRooms;
import echoai.link1.modem.AirProfile;
import echoai.link1.session.CaptureEffect;
import java.util.ArrayList;
import java.util.List;

/**
 * E7's capture effect (docs/spec/E7.md, "Capture"; reported, not predicted): two frames from two
 * loudspeakers the same distance from a microphone in the living room (K1 at 0.5 m, R at 1 m),
 * the second starting when a share of the first is left, at a level over it; one trial per seed
 * of the run and point ({@link CaptureEffect}). Writes {@code v2/E7-capture.json}; not in
 * {@code bench all}.
 */
public final class E7Capture implements Experiment<E7CaptureResult> {
    /** Its document. */
    public static final Doc<E7CaptureResult> DOC = new Doc<>("v2/E7-capture.json", E7CaptureResult.class);
    /** The share of the first frame the second overlaps. */
    static final List<Double> OVERLAPS = List.of(0.0, 0.05, 0.25, 0.5, 0.75, 0.95, 1.0);
    /** The second frame's level over the first's, dB. */
    static final List<Double> RATIOS_DB = List.of(-10.0, -3.0, 0.0, 3.0, 10.0);
    /** The profiles. */
    static final List<AirProfile> PROFILES = List.of(AirProfile.K1, AirProfile.R);

    @Override
    public String id() {
        return "E7-capture";
    }

    @Override
    public Doc<E7CaptureResult> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "the capture effect: two frames overlapping at one microphone in the living room"
                + " (RT60 0.5 s, white 30 dB; K1 at 0.5 m, R at 1 m), which of them the receiver"
                + " delivers against the overlap and the second's level";
    }

    @Override
    public boolean inAll() {
        return false;
    }

    @Override
    public E7CaptureResult run(BenchContext ctx) throws Exception {
        List<E7CaptureResult.CapturePoint> out = new ArrayList<>();
        for (AirProfile p : PROFILES) {
            for (double ratio : RATIOS_DB) {
                for (double overlap : OVERLAPS) {
                    List<CaptureEffect.Outcome> trials = Worlds.map(ctx,
                            id() + " " + p.label() + " " + ratio + " dB " + overlap,
                            seed -> CaptureEffect.trial(p, overlap, ratio, seed));
                    int first = (int) trials.stream().filter(CaptureEffect.Outcome::first).count();
                    int second = (int) trials.stream().filter(CaptureEffect.Outcome::second)
                            .count();
                    out.add(new E7CaptureResult.CapturePoint(p.label(),
                            Json.fixed(CaptureEffect.distanceM(p), 1), Json.fixed(overlap, 2),
                            Json.fixed(ratio, 1), trials.size(), first, second,
                            Uncertainty.wilson95(first, trials.size()),
                            Uncertainty.wilson95(second, trials.size())));
                }
            }
        }
        return new E7CaptureResult(Json.SCHEMA_VERSION, id(), title(), ctx.seeds().label(), out);
    }
}

package echoai.link1.bench.e2roomsq;

import echoai.link1.bench.air.GgwavePoint;
import echoai.link1.bench.ggwavefair.GgwaveSeparations;
import java.util.ArrayList;
import java.util.List;

/** Q against every other arm, per case and axis, from the points alone. */
final class QPairs {
    /** The rule in words, as the file states it. */
    static final String RULE = "per case and axis, Q against another arm over the same"
            + " recordings: better where Q's PER interval (95 % Wilson, bounds rounded outward to"
            + " 4 decimals) lies wholly below the other's (its upper bound < the other's lower"
            + " bound), worse where it lies wholly above, a tie otherwise (the recordings do not"
            + " tell the two apart: not separated, never 'equal')";

    private QPairs() {
    }

    /**
     * The pairs of {@code points}: the points hold, per case and axis, every arm of
     * {@link QArm#ALL} in order, Q first.
     *
     * @param points the points
     * @return per case and axis, Q against each other arm
     * @throws IllegalArgumentException when the points are not in that order
     */
    static List<QPair> of(List<QPoint> points) {
        int arms = QArm.ALL.size();
        if (points.size() % arms != 0) {
            throw new IllegalArgumentException("points must hold " + arms + " arms a case and"
                    + " axis: " + points.size());
        }
        List<QPair> out = new ArrayList<>();
        for (int at = 0; at < points.size(); at += arms) {
            QPoint q = points.get(at);
            for (int a = 0; a < arms; a++) {
                QPoint p = points.get(at + a);
                if (!p.measured().arm().equals(QArm.ALL.get(a).label())
                        || !p.caseName().equals(q.caseName()) || !p.axis().equals(q.axis())) {
                    throw new IllegalArgumentException("points must be per case and axis in arm"
                            + " order: " + p.caseName() + " " + p.axis() + " "
                            + p.measured().arm());
                }
            }
            GgwavePoint mq = q.measured();
            for (int a = 1; a < arms; a++) {
                GgwavePoint o = points.get(at + a).measured();
                if (o.frames() != mq.frames()) {
                    throw new IllegalArgumentException("every arm must have Q's recordings: "
                            + o.frames() + " vs " + mq.frames());
                }
                out.add(new QPair(q.caseName(), q.axis(), o.arm(), mq.frames(), mq.lost(),
                        o.lost(), mq.per95(), o.per95(),
                        GgwaveSeparations.of(mq.per95(), o.per95())));
            }
        }
        return List.copyOf(out);
    }
}

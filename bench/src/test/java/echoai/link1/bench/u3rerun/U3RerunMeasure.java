package echoai.link1.bench.u3rerun;

import echoai.link1.bench.Json;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult;
import java.nio.file.Path;

/**
 * U3 re-registered's rules on a committed development run (the dev figures behind V2-3's
 * thresholds): {@code scripts/measure bench echoai.link1.bench.u3rerun.U3RerunMeasure
 * lab/link1/v2/dev/understanding-rooms.json} prints U3r and U3i (and every arm's dispersion)
 * as the judge would write them.
 */
final class U3RerunMeasure {
    private U3RerunMeasure() {
    }

    public static void main(String[] args) throws Exception {
        RoomsUnderstandingResult r = Json.read(Path.of(args[0]), RoomsUnderstandingResult.class);
        System.out.print(Json.text(U3RerunPredictions.judge(r)));
    }
}

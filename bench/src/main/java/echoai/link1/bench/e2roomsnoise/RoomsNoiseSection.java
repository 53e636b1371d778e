package echoai.link1.bench.e2roomsnoise;

import echoai.link1.bench.e2rooms.RoomsNoiseRun;
import echoai.link1.bench.e2rooms.Reach;
import echoai.link1.report.Block;
import echoai.link1.report.Lab;
import echoai.link1.report.Rooms;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * E2-rooms' false-frame runs ({@code v2/E2-rooms-noise.json}): background-only audio through
 * the physical room into each profile's receiver; issue 16's target (0 frames accepted in 12 h a
 * background and profile) with whether the run met it, and per run the greetings or syncs, the
 * candidates that reached the CRC and the frames delivered.
 */
public final class RoomsNoiseSection {
    /** The command that writes the file (dev seed bases; copied into the lab's v2 folder). */
    static final String COMMAND = "./link1 bench E2-rooms-noise --seeds dev --hours 12";
    /** The file, relative to the lab folder. */
    static final String FILE = Lab.V2 + "/E2-rooms-noise.json";

    private RoomsNoiseSection() {
    }

    static void figures(Section.Builder s, Lab lab) {
        E2RoomsNoiseResult n = lab.get(E2RoomsNoise.DOC);
        if (n == null) {
            return;
        }
        s.p(Text.strong("Target: ").then(Text.check(n.targetMet(), n.targetMet() ? "met"
                : "not met")).then(" — " + n.target() + "."));
        if (n.whatItTests() != null) {
            s.p(Text.strong("What it tests: ").then(n.whatItTests() + "."));
        }
        List<List<Text>> rows = new ArrayList<>();
        for (RoomsNoiseRun r : n.runs()) {
            RoomsNoiseRun.ForcedSearch f = r.forced();
            rows.add(List.of(Text.plain(Rooms.profile(r.profile())), Text.plain(r.background()),
                    Text.plain(r.hours().toPlainString()),
                    Text.plain(r.distinctHours() != null ? r.distinctHours().toPlainString()
                            : r.background().equals("babble") ? "not recorded" + Reach.distinct(r)
                            : "—"),
                    Text.plain(Long.toString(r.pieces())),
                    Text.plain(Long.toString(r.greetings())),
                    Text.plain(Long.toString(r.candidates())),
                    Text.check(r.corruptPassedCrc() == 0, Long.toString(r.corruptPassedCrc())),
                    Text.check(r.acceptedCorrupt() == 0, Long.toString(r.acceptedCorrupt())),
                    Text.plain(f == null ? "—" : Long.toString(f.atCrc())),
                    Text.plain(f == null ? "—" : f.crcPasses() + " (" + f.expectedCrcPasses()
                            .toPlainString() + "; p = " + f.poissonP().toPlainString() + ")"),
                    f == null ? Text.plain("—") : Text.check(f.acceptedCorrupt() == 0,
                            Long.toString(f.acceptedCorrupt()))));
        }
        s.table(List.of("profile", "background", "hours", "distinct hours", "pieces",
                "greetings / syncs", "candidates at the CRC", "accepted (corrupt_passed_crc)",
                "accepted_corrupt", "forced: candidates at the CRC",
                "forced: past the CRC (expected; Poisson p of as many or more)",
                "forced: past every frame check"), rows);
        s.fold("How the audio is made", List.of(
                new Block.Paragraph(Text.plain(n.recording())),
                new Block.Paragraph(Text.plain(n.seedDerivation()))));
    }
}

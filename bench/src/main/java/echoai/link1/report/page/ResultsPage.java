package echoai.link1.report.page;

import echoai.link1.bench.registry.Registry;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Page;
import echoai.link1.report.Section;
import java.util.ArrayList;
import java.util.List;

/**
 * The one section model of the results, in page order — the registrations' tiles, then a
 * section per folder the registry lists, then the files no folder names, the timings and the
 * commands; both renderers take it as it is.
 */
final class ResultsPage {
    private ResultsPage() {
    }

    static Page of(Lab lab, String footer) {
        List<Section> sections = new ArrayList<>();
        sections.add(Overview.build(lab));
        for (Folder f : Registry.folders()) {
            if (f.reported()) {
                sections.add(FolderSection.build(f, lab));
            }
        }
        sections.add(OthersSection.build(lab));
        sections.add(PerfSection.perf(lab));
        sections.add(PerfSection.commands(lab));
        return new Page("LINK-1 results", "Two agents talk in 16-byte WSP postcards, by wire and "
                + "by air. " + Provenance.summary(lab), sections, footer);
    }
}

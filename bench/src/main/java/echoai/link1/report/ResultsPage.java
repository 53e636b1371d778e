package echoai.link1.report;

import java.util.List;

/** The one section model of the results, in page order; both renderers take it as it is. */
final class ResultsPage {
    private ResultsPage() {
    }

    static Page of(Lab lab, String footer) {
        List<Section> sections = List.of(
                PredictionsSection.build(lab),
                PredictionsSection.v2(lab),
                ArmsSection.build(lab),
                AuditSection.build(lab),
                DialogueSection.build(lab),
                ModemSection.build(lab),
                RoomsSection.build(lab),
                RoomsNoiseSection.build(lab),
                BabbleShuffledSection.build(lab),
                ProfileFSection.build(lab),
                UnderstandingFSection.build(lab),
                GgwaveFairSection.build(lab),
                RoomsUnderstandingSection.build(lab),
                U3RerunSection.build(lab),
                E7Section.build(lab),
                E9Section.build(lab),
                E8Section.build(lab),
                E8AirSection.build(lab),
                SweepsSection.build(lab),
                FoundationSections.e0(lab),
                FoundationSections.e1(lab),
                GenericSections.e3(lab),
                GenericSections.e6(lab),
                GenericSections.reliability(lab),
                RegisteredSection.build(lab),
                GenericSections.others(lab),
                PerfSection.perf(lab),
                PerfSection.commands(lab));
        return new Page("LINK-1 results", "Two agents talk in 16-byte WSP postcards, by wire and "
                + "by air. " + Provenance.summary(lab), sections, footer);
    }
}

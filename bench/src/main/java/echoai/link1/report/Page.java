package echoai.link1.report;

import java.util.List;

/** The whole results document: a title, a one-line subtitle, the sections and a footer. */
public record Page(String title, String subtitle, List<Section> sections, String footer) {
    public Page {
        sections = List.copyOf(sections);
    }
}

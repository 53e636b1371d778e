package echoai.link1.report;

import java.util.List;

/** The whole results document: a title, a one-line subtitle, the sections and a footer. */
record Page(String title, String subtitle, List<Section> sections, String footer) {
    Page {
        sections = List.copyOf(sections);
    }
}

package echoai.link1.report.page;

import echoai.link1.report.Generic;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Tree;
import java.util.Map;

/** Documents the registry does not name, shown as they are. */
final class OthersSection {
    private OthersSection() {
    }

    static Section build(Lab lab) {
        Section.Builder s = Section.builder("others", "Other files", "Other files",
                "Documents without a section of their own, shown as they are.");
        if (lab.others().isEmpty()) {
            return s.p("None.").build();
        }
        for (Map.Entry<String, Tree> e : lab.others().entrySet()) {
            s.h3(e.getKey() + ".json").addAll(Generic.blocks(e.getValue()));
        }
        return s.build();
    }
}

package echoai.link1.report;

import java.util.ArrayList;
import java.util.List;

/**
 * One section of the results: an anchor id, a menu label, a title, a one-line lead and its
 * blocks. Built with {@link Builder}; rendered by {@link HtmlRenderer} and
 * {@link MarkdownRenderer} alike.
 */
public record Section(String id, String menu, String title, String lead, List<Block> blocks) {
    public Section {
        blocks = List.copyOf(blocks);
        if (!id.matches("[a-z0-9-]+")) {
            throw new IllegalArgumentException("id must be [a-z0-9-]+: " + id);
        }
    }

    public static Builder builder(String id, String menu, String title, String lead) {
        return new Builder(id, menu, title, lead);
    }

    /** Appends blocks in page order. */
    public static final class Builder {
        private final String id;
        private final String menu;
        private final String title;
        private final String lead;
        private final List<Block> blocks = new ArrayList<>();

        private Builder(String id, String menu, String title, String lead) {
            this.id = id;
            this.menu = menu;
            this.title = title;
            this.lead = lead;
        }

        public Builder add(Block block) {
            blocks.add(block);
            return this;
        }

        public Builder addAll(List<? extends Block> more) {
            blocks.addAll(more);
            return this;
        }

        public Builder h3(String text) {
            return add(new Block.Heading(3, text));
        }

        public Builder h4(String text) {
            return add(new Block.Heading(4, text));
        }

        public Builder p(String text) {
            return add(new Block.Paragraph(Text.plain(text)));
        }

        public Builder p(Text text) {
            return add(new Block.Paragraph(text));
        }

        public Builder table(List<String> header, List<List<Text>> rows) {
            return add(new Block.Table("", header, rows));
        }

        public Builder chart(Chart chart) {
            return add(new Block.Charts(List.of(chart)));
        }

        public Builder provenance(String command, String seeds) {
            return add(new Block.Provenance(command, seeds));
        }

        public Builder notRun(String file, String command) {
            return add(new Block.NotRun(file, command));
        }

        public Builder fold(String summary, List<Block> inside) {
            return add(new Block.Fold(summary, inside));
        }

        public Section build() {
            return new Section(id, menu, title, lead, blocks);
        }
    }
}

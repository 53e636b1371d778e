package echoai.link1.report;

import java.util.List;

/**
 * One block of a {@link Section}: what the page says, not how. {@link HtmlRenderer} and
 * {@link MarkdownRenderer} each write every kind; nothing else writes markup.
 */
public sealed interface Block permits Block.Heading, Block.Paragraph, Block.KeyValues, Block.Table,
        Block.Charts, Block.Provenance, Block.NotRun, Block.Fold, Block.Stats, Block.Terms,
        Block.Tally {
    /** A key (or label) and its value. */
    record Entry(String key, Text value) {
    }

    /** A sub-heading; level 3 or 4. */
    record Heading(int level, String text) implements Block {
        public Heading {
            if (level < 3 || level > 4) {
                throw new IllegalArgumentException("level must be 3 or 4: " + level);
            }
        }
    }

    /** A paragraph. */
    record Paragraph(Text text) implements Block {
    }

    /** A titled list of key/value pairs (title may be empty). */
    record KeyValues(String title, List<Entry> entries) implements Block {
        public KeyValues {
            entries = List.copyOf(entries);
        }
    }

    /** A titled table (title may be empty); long tables fold. */
    record Table(String title, List<String> header, List<List<Text>> rows) implements Block {
        public Table {
            header = List.copyOf(header);
            rows = rows.stream().map(List::copyOf).toList();
        }
    }

    /** Charts shown side by side where there is room. */
    record Charts(List<Chart> charts) implements Block {
        public Charts {
            charts = List.copyOf(charts);
        }
    }

    /** The command (and seeds) that produced the figures above. */
    record Provenance(String command, String seeds) implements Block {
    }

    /** A document that is missing, and the command that would produce it. */
    record NotRun(String file, String command) implements Block {
    }

    /** Blocks hidden behind a summary line. */
    record Fold(String summary, List<Block> blocks) implements Block {
        public Fold {
            blocks = List.copyOf(blocks);
        }
    }

    /** Headline figures: each entry is (label, value). */
    record Stats(List<Entry> stats) implements Block {
        public Stats {
            stats = List.copyOf(stats);
        }
    }

    /** Definitions: each entry is (term, meaning). */
    record Terms(List<Entry> terms) implements Block {
        public Terms {
            terms = List.copyOf(terms);
        }
    }

    /**
     * One registration's verdicts: its name ("v1", "V2-1"), what it covers, whether any verdict
     * is written, its predictions green, red and pending, its checks held and failed, the ids of
     * its reds (each named, so none hides), and the anchor of its section.
     */
    record Count(String name, String what, boolean judged, int green, int red, int pending,
            int held, int failed, List<String> reds, String anchor) {
        public Count {
            reds = List.copyOf(reds);
        }
    }

    /** The verdicts of every registration side by side, each red named. */
    record Tally(List<Count> counts) implements Block {
        public Tally {
            counts = List.copyOf(counts);
        }
    }
}

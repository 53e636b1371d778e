/**
 * The report's primitives, built from result records alone (never JSON by key; no JSON library):
 * one section model ({@code Section}, {@code Block}, {@code Text}, {@code Chart}, {@code Page})
 * rendered twice, as self-contained HTML ({@code HtmlRenderer}, {@code Html}, {@code Style}) and
 * as Markdown ({@code MarkdownRenderer}, {@code Md}), with SVG charts ({@code Svg},
 * {@code ChartFrame}, {@code TimelineSvg}).
 *
 * <ul>
 *   <li>{@link echoai.link1.report.Lab} — the input: the records of one lab folder, read by
 *       document, other documents as trees.</li>
 *   <li>{@link echoai.link1.report.Folder} — what one experiment folder contributes to the
 *       report: its sections, its tile in the glance, its provenance.</li>
 *   <li>{@link echoai.link1.report.Tree} — a JSON-shaped value without a library; also any record
 *       as a tree, for generic display.</li>
 *   <li>{@link echoai.link1.report.Markers} — a generated block between two marker lines.</li>
 *   <li>{@link echoai.link1.report.SweepDocs} — one sweep's documents ({@code sweep/NAME/}).</li>
 * </ul>
 *
 * <p>This package imports no experiment folder; the folders import it, and {@code report.page}
 * assembles the page from the registry.
 */
package echoai.link1.report;

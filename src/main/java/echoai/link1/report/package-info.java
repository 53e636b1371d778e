/**
 * The results page and the README's results, built from the bench's JSON files alone.
 *
 * <ul>
 *   <li>{@link echoai.link1.report.Report} — one self-contained HTML page (inline CSS and
 *       SVG); every section renders from whatever files exist, "not run yet" otherwise.</li>
 *   <li>{@link echoai.link1.report.ResultsMarkdown} — the README's results between
 *       {@code <!-- results:begin -->} and {@code <!-- results:end -->}.</li>
 *   <li>{@link echoai.link1.report.LabFolder} — the JSON files of one folder, decimals
 *       kept at their written scale.</li>
 *   <li>Package-private: {@code Svg} (line and bar charts), {@code Html}, {@code Md},
 *       {@code Blocks} (any JSON as key/value lists and tables), {@code ArmData} (arms, means,
 *       paired differences), the sections, {@code Predictions}, {@code Provenance}.</li>
 * </ul>
 */
package echoai.link1.report;

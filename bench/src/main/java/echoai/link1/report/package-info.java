/**
 * The results page and the Markdown results, built from results records alone: the report reads
 * {@code echoai.link1.results} records (never JSON by key; it imports no JSON library), builds
 * one section model, and renders it twice.
 *
 * <ul>
 *   <li>{@link echoai.link1.report.Report} — the self-contained HTML page (inline CSS and SVG).</li>
 *   <li>{@link echoai.link1.report.ResultsMarkdown} — {@code docs/results.md} with its SVG
 *       charts, and the README's verdicts at a glance.</li>
 *   <li>{@link echoai.link1.report.Lab} — the input: the records of one lab folder, other
 *       documents as trees, the registered v1 run as trees (the cli reads the files); v2's
 *       {@code v2/E2-rooms.json}, {@code v2/understanding-rooms.json} and
 *       {@code v2/predictions.json} as records.</li>
 *   <li>{@link echoai.link1.report.SweepDocs} — one sweep's documents ({@code sweep/NAME/}:
 *       grid, v1 predictions, understanding-rooms), drawn by {@code SweepsSection}.</li>
 *   <li>{@link echoai.link1.report.Tree} — a JSON-shaped value without a library; also any
 *       record as a tree, for generic display.</li>
 *   <li>{@link echoai.link1.report.Markers} — a generated block between two marker lines.</li>
 *   <li>Package-private: the model ({@code Section}, {@code Block}, {@code Text}, {@code Chart},
 *       {@code Page}), its renderers ({@code HtmlRenderer} with {@code Html} and {@code Style};
 *       {@code MarkdownRenderer} with {@code Md}; {@code Svg} with {@code ChartFrame}), the
 *       sections ({@code PredictionsSection}, {@code ArmsSection}, {@code AuditSection},
 *       {@code DialogueSection}, {@code ModemSection}, {@code RoomsSection} (v2
 *       E2-rooms), {@code RoomsNoiseSection} (its false-frame runs),
 *       {@code RoomsUnderstandingSection} (v2 understanding-rooms), {@code E7Section},
 *       {@code E8Section} (E8, its trust trajectories drawn by {@code E8Charts}),
 *       {@code E9Section}, {@code SweepsSection} (the
 *       sweeps on Spark), {@code FoundationSections},
 *       {@code GenericSections}, {@code RegisteredSection}, {@code PerfSection}) in
 *       {@code ResultsPage}'s order, and their helpers ({@code Arms}, {@code Predictions},
 *       {@code Registered}, {@code Generic}, {@code Provenance}, {@code Glance}, {@code Rooms},
 *       {@code Reach} (how far the air reaches; the false-frame target), {@code V2Verdicts},
 *       {@code V2RoomsVerdicts}).</li>
 * </ul>
 */
package echoai.link1.report;

/**
 * The report page and docs/results.md, assembled from the registry: the overview and the glance
 * (a row per registration, reds named), one section per folder
 * ({@link echoai.link1.report.page.FolderSection}: title, spec, provenance, the rule table with
 * predictions and checks apart, the folder's figures), the documents no folder shows
 * ({@link echoai.link1.report.page.OthersSection}), the timings
 * ({@link echoai.link1.report.page.PerfSection}) and the commands and seeds behind every file
 * ({@link echoai.link1.report.page.Provenance}). {@link echoai.link1.report.page.Report} writes the
 * HTML page, {@link echoai.link1.report.page.ResultsMarkdown} the Markdown.
 */
package echoai.link1.report.page;

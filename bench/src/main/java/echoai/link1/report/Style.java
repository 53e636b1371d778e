package echoai.link1.report;

/** The page's stylesheet (inline: the page loads nothing). */
public final class Style {
    /** The charts' rules, also embedded in a standalone SVG file. */
    public static final String SVG = """
            svg.chart { width: 100%; max-width: 640px; height: auto; display: block; margin: 6px 0;
              font-family: system-ui, "DejaVu Sans", sans-serif; }
            svg .title { font-size: 14.5px; font-weight: 600; fill: #243b53; }
            svg .tl { font-size: 12px; fill: #616e7c; }
            svg .al { font-size: 12.5px; fill: #334e68; }
            svg .legend { font-size: 12px; fill: #334e68; }
            svg .legend.note { font-size: 10.5px; fill: #616e7c; font-style: italic; }
            svg .gl { font-size: 11px; font-weight: 600; paint-order: stroke; stroke: #fff;
              stroke-width: 3px; }
            svg .grid { stroke: #e4e7eb; stroke-width: 1; }
            svg .axis, svg .tick { stroke: #9aa5b1; stroke-width: 1; }
            svg .line { fill: none; stroke-width: 2; }
            svg .guide { stroke-width: 1.4; stroke-dasharray: 5 4; }
            """;

    /** The page's rules, charts included. */
    public static final String CSS = SVG + """
            :root { --ink: #1f2933; --muted: #616e7c; --line: #e4e7eb; --bg: #f5f7fa;
              --card: #fff; --green: #2f855a; --green-bg: #e3f6ea; --red: #c53030;
              --red-bg: #fde8e8; --amber: #975a16; --amber-bg: #fdf3d8; --accent: #2f6fb3; }
            * { box-sizing: border-box; }
            body { margin: 0; background: var(--bg); color: var(--ink);
              font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
            header { background: #102a43; color: #f0f4f8; padding: 24px 28px 18px; }
            header h1 { margin: 0; font-size: 28px; letter-spacing: .5px; }
            header .sub { margin: 6px 0 0; color: #bcccdc; max-width: 1000px;
              overflow-wrap: anywhere; }
            .layout { display: grid; grid-template-columns: 200px minmax(0, 1fr); gap: 22px;
              max-width: 1500px; margin: 0 auto; padding: 0 22px; }
            nav.toc { position: sticky; top: 0; align-self: start; max-height: 100vh;
              overflow-y: auto; padding: 22px 0 12px; display: flex; flex-direction: column;
              gap: 2px; font-size: 13px; }
            nav.toc a { color: #334e68; text-decoration: none; padding: 4px 10px;
              border-radius: 6px; border-left: 3px solid transparent; }
            nav.toc a:hover { background: #e4ecf5; border-left-color: var(--accent); }
            nav.toc .toc-head { font-size: 11px; font-weight: 700; letter-spacing: .6px;
              text-transform: uppercase; color: var(--muted); padding: 0 10px 6px; }
            main { padding: 22px 0 8px; min-width: 0; }
            section { background: var(--card); border: 1px solid var(--line); border-radius: 10px;
              padding: 18px 22px 22px; margin: 0 0 22px; box-shadow: 0 1px 2px rgba(16,42,67,.05);
              scroll-margin-top: 8px; }
            h2 { margin: 0 0 4px; font-size: 21px; }
            h3 { margin: 22px 0 8px; font-size: 16px; color: #243b53; }
            h4 { margin: 16px 0 6px; font-size: 14px; color: var(--muted); font-weight: 600; }
            p.lead { margin: 0 0 12px; color: var(--muted); }
            code { font: 13px/1.4 ui-monospace, "DejaVu Sans Mono", Menlo, monospace;
              background: #f0f4f8; padding: 1px 5px; border-radius: 4px; overflow-wrap: anywhere; }
            .tw { overflow-x: auto; margin: 8px 0 10px; }
            .tw + .tw { margin-top: 4px; }
            table { border-collapse: collapse; font-size: 13.5px; min-width: 40%; }
            th { text-align: left; font-weight: 600; color: #334e68; background: #f0f4f8;
              border-bottom: 2px solid #d9e2ec; padding: 6px 10px; vertical-align: bottom; }
            td { border-bottom: 1px solid var(--line); padding: 5px 10px; vertical-align: top;
              overflow-wrap: break-word; }
            td.w { overflow-wrap: anywhere; }
            caption { caption-side: top; text-align: left; font-size: 12px; color: var(--muted);
              padding: 0 0 3px; }
            td.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
            tbody tr:hover { background: #f8fafc; }
            .badge { display: inline-block; padding: 1px 9px; border-radius: 11px; font-size: 12px;
              font-weight: 700; letter-spacing: .3px; text-transform: uppercase; white-space: nowrap; }
            .badge.green { color: var(--green); background: var(--green-bg); }
            .badge.red { color: var(--red); background: var(--red-bg); }
            .badge.pending { color: var(--amber); background: var(--amber-bg); }
            .badge.missing { color: var(--muted); background: #eef1f4; }
            .notrun { color: var(--muted); background: #f8fafc; border: 1px dashed #cbd2d9;
              border-radius: 8px; padding: 10px 14px; margin: 8px 0; }
            .prov { font-size: 12.5px; color: var(--muted); margin: 4px 0 14px; }
            .prov span { text-transform: uppercase; font-size: 10.5px; letter-spacing: .6px;
              font-weight: 700; margin-right: 2px; }
            .prov code { font-size: 12px; }
            dl.kv { display: grid; grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
              gap: 3px 16px; margin: 6px 0 10px; font-size: 13.5px; }
            dl.kv dt, dl.kv dd { overflow-wrap: anywhere; }
            dl.kv dt { color: var(--muted); }
            .kvs { display: flex; flex-wrap: wrap; gap: 4px 36px; align-items: flex-start; }
            .kvs h4 { margin-top: 10px; }
            details { margin: 8px 0; }
            summary { cursor: pointer; color: #334e68; font-weight: 600; font-size: 14px; }
            dl.terms { font-size: 13.5px; margin: 6px 0 12px; }
            dl.terms dt { font-weight: 600; margin-top: 6px; }
            dl.terms dd { margin: 0 0 0 18px; color: #3e4c59; }
            dl.kv dd { margin: 0; font-variant-numeric: tabular-nums; }
            ul.nums { margin: 0; padding-left: 16px; font-size: 13px; }
            .grid2 { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 440px),
              1fr)); gap: 12px; }
            .grid2 > div { min-width: 0; }
            .tally { display: flex; flex-wrap: wrap; gap: 10px; margin: 8px 0 14px; }
            .tally .reg { border: 1px solid var(--line); border-left: 5px solid var(--green);
              color: inherit; text-decoration: none;
              border-radius: 8px; padding: 8px 14px; min-width: 170px; flex: 1 1 170px; }
            .tally .reg.has-red { border-left-color: var(--red); background: var(--red-bg); }
            .tally .name { font-size: 12.5px; font-weight: 700; color: #243b53; }
            .tally .what { font-size: 12px; color: var(--muted); }
            .tally .counts { font-size: 20px; font-weight: 700; margin: 2px 0; }
            .tally .g { color: var(--green); }
            .tally .r { color: var(--red); }
            .tally .p { color: var(--amber); }
            .tally .reds { font-size: 12.5px; color: var(--red); font-weight: 600; }
            @media (max-width: 900px) {
              .layout { display: block; padding: 0 10px; }
              nav.toc { position: sticky; top: 0; z-index: 5; max-height: none; flex-direction: row;
                overflow-x: auto; background: #102a43; margin: 0 -10px; padding: 6px 10px;
                scrollbar-width: none; }
              nav.toc a { color: #d9e2ec; white-space: nowrap; border-left: 0;
                background: rgba(255,255,255,.08); border-radius: 14px; }
              nav.toc a:hover { background: rgba(255,255,255,.2); }
              nav.toc .toc-head { display: none; }
              header { padding: 18px 14px 12px; }
              section { padding: 14px 12px 16px; }
            }
            @media (max-width: 640px) {
              table.stack, table.stack tbody, table.stack tr, table.stack td { display: block; }
              table.stack { min-width: 0; width: 100%; }
              table.stack thead { display: none; }
              table.stack tr { border: 1px solid var(--line); border-radius: 6px; margin: 0 0 8px;
                padding: 4px 8px; }
              table.stack td { border: 0; padding: 2px 0; text-align: left; white-space: normal; }
              table.stack td:first-child { font-weight: 600; }
              table.stack td::before { content: attr(data-label) ": "; color: var(--muted);
                font-weight: 600; }
              table.stack td[data-label=""]::before { content: none; }
              table.stack td:empty { display: none; }
              header h1 { font-size: 22px; }
            }
            td.heat { text-align: center; font-variant-numeric: tabular-nums; min-width: 34px; }
            .big { font-size: 26px; font-weight: 700; }
            .stats { display: flex; flex-wrap: wrap; gap: 12px; margin: 8px 0 6px; }
            .stat { border: 1px solid var(--line); border-radius: 8px; padding: 8px 14px;
              min-width: 150px; }
            .stat .label { font-size: 12px; color: var(--muted); }
            footer { text-align: center; color: var(--muted); font-size: 12.5px; padding: 8px 0 30px; }
            """;

    private Style() {
    }
}

package echoai.link1.report;

/** The page's stylesheet (inline: the page loads nothing). */
final class Style {
    /** The charts' rules, also embedded in a standalone SVG file. */
    static final String SVG = """
            svg.chart { width: 100%; max-width: 600px; height: auto; display: block; margin: 6px 0;
              font-family: system-ui, "DejaVu Sans", sans-serif; }
            svg .title { font-size: 14.5px; font-weight: 600; fill: #243b53; }
            svg .tl { font-size: 12px; fill: #616e7c; }
            svg .al { font-size: 12.5px; fill: #334e68; }
            svg .legend { font-size: 12px; fill: #334e68; }
            svg .gl { font-size: 11px; font-weight: 600; paint-order: stroke; stroke: #fff;
              stroke-width: 3px; }
            svg .grid { stroke: #e4e7eb; stroke-width: 1; }
            svg .axis, svg .tick { stroke: #9aa5b1; stroke-width: 1; }
            svg .line { fill: none; stroke-width: 2; }
            svg .guide { stroke-width: 1.4; stroke-dasharray: 5 4; }
            """;

    /** The page's rules, charts included. */
    static final String CSS = SVG + """
            :root { --ink: #1f2933; --muted: #616e7c; --line: #e4e7eb; --bg: #f5f7fa;
              --card: #fff; --green: #2f855a; --green-bg: #e3f6ea; --red: #c53030;
              --red-bg: #fde8e8; --amber: #975a16; --amber-bg: #fdf3d8; --accent: #2f6fb3; }
            * { box-sizing: border-box; }
            body { margin: 0; background: var(--bg); color: var(--ink);
              font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
            header { background: #102a43; color: #f0f4f8; padding: 28px 40px 0; }
            header h1 { margin: 0; font-size: 28px; letter-spacing: .5px; }
            header .sub { margin: 6px 0 16px; color: #bcccdc; max-width: 1000px; }
            nav { display: flex; flex-wrap: wrap; gap: 4px; padding-bottom: 10px; }
            nav a { color: #d9e2ec; text-decoration: none; padding: 4px 10px; border-radius: 14px;
              background: rgba(255,255,255,.08); font-size: 13px; }
            nav a:hover { background: rgba(255,255,255,.2); }
            main { max-width: 1240px; margin: 0 auto; padding: 24px 24px 8px; }
            section { background: var(--card); border: 1px solid var(--line); border-radius: 10px;
              padding: 18px 26px 22px; margin: 0 0 22px; box-shadow: 0 1px 2px rgba(16,42,67,.05); }
            h2 { margin: 0 0 4px; font-size: 21px; }
            h3 { margin: 22px 0 8px; font-size: 16px; color: #243b53; }
            h4 { margin: 16px 0 6px; font-size: 14px; color: var(--muted); font-weight: 600; }
            p.lead { margin: 0 0 12px; color: var(--muted); }
            code { font: 13px/1.4 ui-monospace, "DejaVu Sans Mono", Menlo, monospace;
              background: #f0f4f8; padding: 1px 5px; border-radius: 4px; }
            .tw { overflow-x: auto; margin: 8px 0 10px; }
            table { border-collapse: collapse; font-size: 13.5px; min-width: 40%; }
            th { text-align: left; font-weight: 600; color: #334e68; background: #f0f4f8;
              border-bottom: 2px solid #d9e2ec; padding: 6px 10px; vertical-align: bottom; }
            td { border-bottom: 1px solid var(--line); padding: 5px 10px; vertical-align: top; }
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
            dl.kv { display: grid; grid-template-columns: max-content 1fr; gap: 3px 16px;
              margin: 6px 0 10px; font-size: 13.5px; }
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
            .grid2 { display: grid; grid-template-columns: repeat(auto-fit, minmax(520px, 1fr));
              gap: 12px; }
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

package echoai.link1.report.page;

import echoai.link1.report.Chromium;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The report's layout as headless Chromium lays it out at one width: the page is loaded in a
 * frame that wide (Chromium's window cannot be narrower than 500 px, a phone is 390), every
 * fold opened, and {@code layout-check.js} lists what does not fit: the page scrolling sideways,
 * a table wider than its column, labels overlapping each other or a chart's line. At a phone's
 * width the scrollbar takes no room, as on a phone. Nothing is fetched.
 */
public final class ReportLayout {
    /** A desktop window. */
    public static final int DESKTOP_PX = 1280;
    /** A phone (an iPhone 12–15's CSS width). */
    public static final int PHONE_PX = 390;
    private static final Pattern RESULT = Pattern.compile(
            "<pre id=\"layout-check\" data-width=\"(\\d+)\">(.*?)</pre>", Pattern.DOTALL);

    private ReportLayout() {
    }

    /**
     * The layout problems of {@code html} at {@code widthPx}, one line each (empty: none).
     *
     * @param chromium the browser
     * @param html     the page
     * @param widthPx  the width to lay it out at, CSS px
     * @param dir      a fresh folder for the files and the browser profile
     * @return the problems, in page order
     */
    public static List<String> problems(Path chromium, String html, int widthPx, Path dir)
            throws IOException, InterruptedException {
        String phone = widthPx < 500 ? "<style>html { scrollbar-width: none; }</style>\n" : "";
        Files.writeString(dir.resolve("page.html"), html.replace("</head>", phone + "</head>")
                .replace("</body>", "<script>\n" + script() + "\n</script>\n</body>"),
                StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("frame.html"), "<!DOCTYPE html>\n<html><body style=\""
                + "margin:0\"><iframe src=\"page.html\" style=\"width:" + widthPx + "px;height:"
                + "1600px;border:0\"></iframe></body></html>\n", StandardCharsets.UTF_8);
        String dom = Chromium.run(Chromium.command(chromium, Files.createDirectory(
                dir.resolve("profile")), "--allow-file-access-from-files",
                "--window-size=" + Math.max(DESKTOP_PX + 120, widthPx + 120) + ",1700",
                "--dump-dom", dir.resolve("frame.html").toUri().toString()), dir.resolve("log"));
        Matcher m = RESULT.matcher(dom);
        if (!m.find()) {
            throw new AssertionError("no layout-check result in the DOM (log: " + dir.resolve("log")
                    + ")");
        }
        if (Integer.parseInt(m.group(1)) != widthPx) {
            throw new AssertionError("laid out at " + m.group(1) + " px, not " + widthPx);
        }
        String json = m.group(2).replace("&quot;", "\"").replace("&lt;", "<")
                .replace("&gt;", ">").replace("&#39;", "'").replace("&amp;", "&");
        return Arrays.asList(new ObjectMapper().readValue(json, String[].class));
    }

    private static String script() {
        try (InputStream in = ReportLayout.class.getResourceAsStream("layout-check.js")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

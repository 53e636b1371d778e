/**
 * Serving the page: {@link echoai.link1.web.site.SiteServer}, a static HTTP server of the
 * {@link echoai.link1.web.site.SiteFiles} it is given (the page built into the jar, or a folder),
 * for {@code ./link1 web} and the browser tests, and
 * {@link echoai.link1.web.site.LocalTool}, whether node runs here. JVM only: the browser build never reaches it.
 */
package echoai.link1.web.site;

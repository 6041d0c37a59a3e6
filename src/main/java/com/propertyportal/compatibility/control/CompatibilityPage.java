package com.propertyportal.compatibility.control;

import com.propertyportal.http.PageRequests;
import java.util.List;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * docs/aptly-compatibility.md as a page a browser shows: rendered once (CommonMark with tables; the document
 * is the application's own, so its row anchors pass through as written), with a style of its own that the
 * page's content security policy names by hash, and nothing else it may load or run.
 */
public final class CompatibilityPage {

    private static final String STYLE = "body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1f24}"
            + "main{max-width:72rem;margin:0 auto;padding:1.5rem}"
            + "table{border-collapse:collapse;width:100%;font-size:.9rem}"
            + "th,td{border:1px solid #d0d7de;padding:.4rem .6rem;text-align:left;vertical-align:top}"
            + "th{background:#f6f8fa}tr:has(:target){background:#fff8c5}"
            + "code{font:.85em ui-monospace,monospace;background:#f6f8fa;padding:.1em .3em;border-radius:3px}";

    /** The policy the page is served under: its own style, nothing else. */
    public static final String POLICY = "default-src 'none'; style-src " + PageRequests.hashSource(STYLE)
            + "; frame-ancestors 'none'; base-uri 'none'";

    private static final String HTML = render(CompatibilityDocument.text());

    private CompatibilityPage() {}

    public static String html() {
        return HTML;
    }

    static String render(String markdown) {
        List<org.commonmark.Extension> extensions = List.of(TablesExtension.create());
        String body = HtmlRenderer.builder()
                .extensions(extensions)
                .build()
                .render(Parser.builder().extensions(extensions).build().parse(markdown));
        return "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
                + "<title>Compatibility with the hosted product's core API</title>"
                + "<style>" + STYLE + "</style></head><body><main>\n" + body + "</main></body></html>\n";
    }
}

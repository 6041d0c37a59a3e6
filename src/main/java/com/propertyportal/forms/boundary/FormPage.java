package com.propertyportal.forms.boundary;

import com.propertyportal.http.HtmlText;
import com.propertyportal.http.PageRequests;

/**
 * The page a form link opens in a browser: the form rendered by the embed script itself, from this server, with
 * the link's token, where the applicant reads and changes their card. Nothing but the script and the style
 * sheets of this server may load in it, and the token never leaves it for another site (no referrer).
 */
final class FormPage {

    static final String STYLE = "body{margin:0;background:#f3f5f8;color:#1f2933;font-family:system-ui,sans-serif}"
            + "main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}"
            + ".sheet{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:1.25rem}"
            + "h1{font-size:1.5rem;margin:0 0 1rem}";

    /** Scripts and style sheets of this server, the page's own style by hash, calls to this server only. */
    static final String POLICY =
            "default-src 'none'; script-src 'self'; style-src 'self' " + PageRequests.hashSource(STYLE) + "; "
                    + "connect-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

    private FormPage() {}

    static String of(String title, String formId, String cardId, String boardId, String token) {
        return "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<title>" + HtmlText.escape(title) + "</title>\n<link rel=\"icon\" href=\"data:,\">\n"
                + "<link rel=\"stylesheet\" id=\"pp-form-styles\" href=\"/admin/assets/embed.css\">\n"
                + "<style>" + STYLE + "</style>\n</head>\n<body>\n<main>\n<div class=\"sheet\">\n"
                + "<div data-form=\"" + HtmlText.escape(formId) + "\" data-board=\"" + HtmlText.escape(boardId)
                + "\" data-card=\"" + HtmlText.escape(cardId) + "\""
                + (token == null ? "" : " data-token=\"" + HtmlText.escape(token) + "\"")
                + "></div>\n</div>\n</main>\n<script src=\"/embed/form.js\"></script>\n</body>\n</html>\n";
    }

    /** The page for a link that opens no form: unknown, expired, or for another card. */
    static String invalid() {
        return "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<title>This form link does not open a form</title>\n<link rel=\"icon\" href=\"data:,\">\n<style>"
                + STYLE + "</style>\n</head>\n"
                + "<body>\n<main>\n<div class=\"sheet\">\n<h1>This form link does not open a form</h1>\n"
                + "<p>It may have expired, or been copied only in part. Ask whoever sent it for a new link.</p>\n"
                + "</div>\n</main>\n</body>\n</html>\n";
    }
}

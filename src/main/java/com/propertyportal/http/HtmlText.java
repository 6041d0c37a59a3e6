package com.propertyportal.http;

/** Text written into an HTML page or mail, between tags or in a quoted attribute: the one escape. */
public final class HtmlText {

    private HtmlText() {}

    public static String escape(String text) {
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;")
                .replace("'", "&#39;");
    }
}

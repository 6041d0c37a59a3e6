package com.propertyportal.organizations.control;

import org.owasp.html.PolicyFactory;
import org.owasp.html.Sanitizers;

/**
 * Cleans the HTML fields of applicationConfig at import with an allow-list: formatting, blocks,
 * lists, tables and http(s)/mailto links survive; scripts, event handlers and javascript: URLs do not.
 */
public final class HtmlSanitizer {

    private static final PolicyFactory POLICY = Sanitizers.FORMATTING
            .and(Sanitizers.BLOCKS)
            .and(Sanitizers.LINKS)
            .and(Sanitizers.TABLES)
            .and(Sanitizers.STYLES);

    private HtmlSanitizer() {}

    public static String clean(String html) {
        return POLICY.sanitize(html);
    }
}

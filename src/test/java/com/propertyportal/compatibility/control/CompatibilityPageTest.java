package com.propertyportal.compatibility.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class CompatibilityPageTest {

    @Test
    void aTableRowKeepsItsAnchorAndCodeSpans() {
        String html = CompatibilityPage.render(
                "| operation | here |\n|---|---|\n" + "| <a id=\"listUsers\"></a>`listUsers` | not offered |\n");
        assertTrue(html.contains("<table>"), html);
        assertTrue(html.contains("<a id=\"listUsers\"></a><code>listUsers</code>"), html);
        assertTrue(html.contains("<td>not offered</td>"), html);
    }

    @Test
    void thePolicyAllowsThePagesOwnStyleByItsHashAndNothingElse() throws Exception {
        String html = CompatibilityPage.html();
        Matcher style = Pattern.compile("<style>(.*?)</style>", Pattern.DOTALL).matcher(html);
        assertTrue(style.find());
        String hash = Base64.getEncoder()
                .encodeToString(MessageDigest.getInstance("SHA-256")
                        .digest(style.group(1).getBytes(StandardCharsets.UTF_8)));
        assertEquals(
                "default-src 'none'; style-src 'sha256-" + hash + "'; frame-ancestors 'none'; base-uri 'none'",
                CompatibilityPage.POLICY);
        assertTrue(!html.contains("<script"), "the page runs nothing");
    }

    @Test
    void everyRowOfTheServedDocumentIsAnAnchoredTableRow() {
        String html = CompatibilityPage.html();
        int anchors = html.split("<a id=\"", -1).length - 1;
        assertTrue(anchors >= 51, "one anchor per operation of the reference: " + anchors);
    }
}

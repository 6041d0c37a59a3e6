package com.propertyportal.examples.contactportal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;

class HtmlTest {

    @Test
    void escapesTheCharactersThatEndATextOrAnAttribute() {
        assertEquals("&lt;script&gt;&amp;&quot;&#39;", Html.escape("<script>&\"'"));
        assertEquals("", Html.escape(null));
    }

    @Test
    void aCardNameFromThePropertyPortalIsTextInThePage() {
        String page = Pages.message("Title <b>", "\"><script>alert(1)</script>");
        assertFalse(page.contains("<script>"), page);
        assertFalse(page.contains("<b>"), page);
    }
}

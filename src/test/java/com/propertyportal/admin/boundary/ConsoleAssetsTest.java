package com.propertyportal.admin.boundary;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ConsoleAssetsTest {

    @Test
    void theEmbedScriptsStylesAreServedAsAStyleSheet() throws IOException {
        String script;
        try (InputStream in = ConsoleAssets.class.getResourceAsStream("/embed/form.js")) {
            script = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String css = ConsoleAssets.embedStyles(script);
        assertTrue(css.startsWith(".pp-form{"), css);
        assertTrue(css.contains(".pp-listbox li{padding:.5rem .7rem;cursor:pointer}"), css);
        assertTrue(css.endsWith("color:var(--pp-error,#c62828)}"), css);
        assertFalse(css.contains("\""), "no string delimiters left: " + css);
    }
}

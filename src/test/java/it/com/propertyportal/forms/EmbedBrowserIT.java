package it.com.propertyportal.forms;

import it.com.propertyportal.BrowserTests;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

/** The headless-Chromium test of the embed script (src/test/browser/embed.test.mjs). */
class EmbedBrowserIT {

    @Test
    void embeddedFormSubmitsAndShowsMessages() throws IOException, InterruptedException {
        BrowserTests.run("embed.test.mjs",
                Map.of("SCREENSHOT", Path.of("docs", "images", "embed-form.png").toAbsolutePath().toString()));
    }
}

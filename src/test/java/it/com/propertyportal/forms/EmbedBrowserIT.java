package it.com.propertyportal.forms;

import it.com.propertyportal.BrowserTests;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The headless-Chromium test of the embed script (src/test/browser/embed.test.mjs); it saves the
 * screenshot of a form in docs/portal.md where {@link BrowserTests#screenshots()} says.
 */
class EmbedBrowserIT {

    @Test
    void embeddedFormSubmitsAndShowsMessages() throws IOException, InterruptedException {
        BrowserTests.run(
                "embed.test.mjs",
                Map.of(
                        "SCREENSHOT",
                        BrowserTests.screenshots().resolve("embed-form.png").toString()));
    }
}

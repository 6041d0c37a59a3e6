package it.com.propertyportal.core;

import it.com.propertyportal.BrowserTests;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The headless-Chromium test of the page a 501 links to (src/test/browser/compatibility.test.mjs); it saves a
 * screenshot of the targeted row where {@link BrowserTests#screenshots()} says.
 */
class CompatibilityPageBrowserIT {

    @Test
    void theLinkOfA501OpensItsRowOfAReadablePage() throws IOException, InterruptedException {
        BrowserTests.run(
                "compatibility.test.mjs",
                Map.of(
                        "SCREENSHOT",
                        BrowserTests.screenshots().resolve("compatibility.png").toString()));
    }
}

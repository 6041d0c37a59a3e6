package it.com.propertyportal.platform;

import it.com.propertyportal.BrowserTests;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The headless-Chromium test of the server's root address (src/test/browser/index.test.mjs): light and dark, at a
 * phone's width, accessible, every link answering; screenshots where {@link BrowserTests#screenshots()} says.
 */
class ServiceIndexBrowserIT {

    @Test
    void theRootAddressIsAReadableAccessiblePage() throws IOException, InterruptedException {
        BrowserTests.run(
                "index.test.mjs",
                Map.of("SCREENSHOTS", BrowserTests.screenshots().toString()));
    }
}

package it.com.propertyportal.admin;

import it.com.propertyportal.BrowserTests;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The headless-Chromium test of the console's Locations (src/test/browser/locations.test.mjs): the operator
 * creates a location (a refused value shown beside its field), edits it, orders the list, publishes it onto the
 * public portal and unpublishes it; accessible in light and dark, at 360 px wide and by keyboard alone.
 */
class ConsoleLocationsBrowserIT {

    @Test
    void theOperatorCreatesEditsAndPublishesALocation() throws IOException, InterruptedException {
        BrowserTests.run(
                "locations.test.mjs",
                Map.of("SCREENSHOTS", BrowserTests.screenshots().toString()));
    }
}

package it.com.propertyportal.admin;

import it.com.propertyportal.BrowserTests;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The headless-Chromium walk through every view of the console (src/test/browser/walk.test.mjs): as the
 * operator and as a Staff user, light and dark, with axe-core, at 360 px and by keyboard; it saves the
 * screenshots docs/console.md shows.
 */
class ConsoleWalkBrowserIT {

    @Test
    void everyViewIsAccessibleInLightAndDarkAndByKeyboard() throws IOException, InterruptedException {
        BrowserTests.run(
                "walk.test.mjs",
                Map.of("SCREENSHOTS", BrowserTests.screenshots().toString()));
    }

    /** Every browser test's pages fail on null, undefined, NaN or [object Object] a person would read. */
    @Test
    void theBrowsersPageTextWatcherFailsOnWordsNoPersonShouldRead() throws IOException, InterruptedException {
        BrowserTests.run("chromium.test.mjs", Map.of());
    }
}

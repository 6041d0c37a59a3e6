package it.com.propertyportal.admin;

import it.com.propertyportal.BrowserTests;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The headless-Chromium test of a board's cards in the console (src/test/browser/cards.test.mjs): search, filter,
 * sort and pages of the list; a card's fields by type, comments, files, form link; a Viewer's read-only card.
 */
class ConsoleCardsBrowserIT {

    @Test
    void theOperatorWorksThroughABoardsCardsAndAViewerReadsThem() throws IOException, InterruptedException {
        BrowserTests.run(
                "cards.test.mjs",
                Map.of("SCREENSHOTS", BrowserTests.screenshots().toString()));
    }
}

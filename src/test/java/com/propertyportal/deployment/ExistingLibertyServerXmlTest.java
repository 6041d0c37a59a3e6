package com.propertyportal.deployment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The server.xml that docs/deploy-existing-liberty.md shows an operations team is, character for character,
 * the one src/test/existing-liberty/run.sh deploys the WAR with.
 */
class ExistingLibertyServerXmlTest {

    private static final Path DOC = Path.of("docs/deploy-existing-liberty.md");
    private static final Path TESTED = Path.of("src/test/existing-liberty/server.xml");

    /** The first xml code block under the heading "## A minimal server.xml". */
    static String documented(List<String> lines) {
        int heading = lines.indexOf("## A minimal server.xml");
        assertTrue(heading >= 0, "no '## A minimal server.xml' heading in " + DOC);
        int start = lines.subList(heading, lines.size()).indexOf("```xml") + heading + 1;
        int end = lines.subList(start, lines.size()).indexOf("```") + start;
        assertTrue(start > heading && end > start, "no xml block under the heading");
        return String.join("\n", lines.subList(start, end)) + "\n";
    }

    @Test
    void theDocumentedServerXmlIsTheTestedOne() throws IOException {
        assertEquals(Files.readString(TESTED), documented(Files.readAllLines(DOC)));
    }
}

package it.com.propertyportal;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Tests that drive a tool from outside the build (Chromium, Spectral) run where it is installed; where
 * PORTAL_REQUIRE_TOOLS is set (as .ci/run sets it), a missing tool fails the test instead of skipping it.
 */
public final class Tools {

    private Tools() {}

    public static void require(Path tool, String howToInstall) {
        boolean present = Files.exists(tool);
        if (System.getenv("PORTAL_REQUIRE_TOOLS") != null && !present) {
            throw new AssertionError(tool + " is missing: " + howToInstall);
        }
        assumeTrue(present, tool + " is missing: " + howToInstall);
    }
}

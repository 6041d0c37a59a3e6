package com.propertyportal.compatibility.control;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** docs/aptly-compatibility.md as the build packed it into the application (see pom.xml). */
public final class CompatibilityDocument {

    private static final String TEXT = read();

    private CompatibilityDocument() {}

    public static String text() {
        return TEXT;
    }

    private static String read() {
        try (InputStream in = CompatibilityDocument.class.getResourceAsStream(NotOffered.DOCUMENT)) {
            if (in == null) {
                throw new IllegalStateException(NotOffered.DOCUMENT + " is missing from the application");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

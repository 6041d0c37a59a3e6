package com.propertyportal.admin.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.input.StrictJsonReader;
import com.propertyportal.input.Violations;
import jakarta.json.JsonObject;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/import-format.md shows one complete import document: it is read here as the import reads a body, so
 * the document and the import cannot drift apart (ImportFormatDocIT imports it into a running server).
 */
class ImportFormatDocTest {

    static final Path DOCUMENT = Path.of("docs", "import-format.md");
    private static final Pattern JSON_BLOCK =
            Pattern.compile("^```json\\n(.*?)^```$", Pattern.MULTILINE | Pattern.DOTALL);

    /** The one fenced json block of docs/import-format.md. */
    static String example() throws IOException {
        Matcher blocks = JSON_BLOCK.matcher(Files.readString(DOCUMENT, StandardCharsets.UTF_8));
        assertTrue(blocks.find(), "no ```json block in " + DOCUMENT);
        String example = blocks.group(1);
        assertTrue(!blocks.find(), DOCUMENT + " has more than one ```json block: which one is the example?");
        return example;
    }

    @Test
    void theDocumentsExampleIsAnImportWithoutAProblem() throws IOException {
        JsonObject body =
                StrictJsonReader.read(new StringReader(example()), "body").asJsonObject();
        Violations violations = new Violations();
        ImportDocument document = ImportDocument.read(body, violations);
        assertEquals(List.of(), violations.list(), "problems the import finds in the documented example");
        assertEquals(1, document.organizations().size());
        for (String kind : List.of("organizations", "locations", "contacts", "boards", "cards", "forms")) {
            assertTrue(!body.getJsonArray(kind).isEmpty(), "the example shows " + kind);
        }
        String organization = document.organizations().get(0).id();
        document.locations().forEach(l -> assertEquals(organization, l.organizationId()));
        document.contacts().forEach(c -> assertEquals(organization, c.organizationId()));
        document.boards().forEach(b -> assertEquals(organization, b.organizationId()));
        document.forms().forEach(f -> assertEquals(organization, f.organizationId()));
    }
}

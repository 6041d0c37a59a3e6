package it.com.propertyportal.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import jakarta.json.Json;
import jakarta.json.JsonArray;
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
 * The example document of docs/import-format.md, posted as it stands to the running server's import with
 * the administrator's login: it imports, and every record it names reads back as it was sent.
 */
class ImportFormatDocIT {

    private static final Path DOCUMENT = Path.of("docs", "import-format.md");
    private static final Pattern JSON_BLOCK =
            Pattern.compile("^```json\\n(.*?)^```$", Pattern.MULTILINE | Pattern.DOTALL);
    private static final List<String> KINDS =
            List.of("organizations", "locations", "contacts", "boards", "cards", "forms");

    private static String example() throws IOException {
        Matcher blocks = JSON_BLOCK.matcher(Files.readString(DOCUMENT, StandardCharsets.UTF_8));
        assertTrue(blocks.find(), "no ```json block in " + DOCUMENT);
        String example = blocks.group(1);
        assertFalse(blocks.find(), DOCUMENT + " has more than one ```json block: which one is the example?");
        return example;
    }

    @Test
    void theDocumentsExampleImportsAndReadsBack() throws IOException {
        String example = example();
        JsonObject sent = Json.createReader(new StringReader(example)).readObject();

        Api.Reply dryRun = Api.adminPost("/api/admin/import/dry-run", example);
        assertEquals(200, dryRun.status(), dryRun::toString);
        assertEquals(List.of(), dryRun.json().getJsonArray("errors"), "the dry run finds no problem");

        Api.Reply imported = Api.adminPost("/api/admin/import", example);
        assertEquals(200, imported.status(), imported::toString);
        String organization =
                sent.getJsonArray("organizations").getJsonObject(0).getString("_id");
        assertEquals(organization, imported.json().getString("organization"));
        for (String kind : KINDS) {
            JsonArray items = sent.getJsonArray(kind);
            assertFalse(items.isEmpty(), "the example shows " + kind);
            int stored = imported.json().getJsonObject("created").getInt(kind)
                    + imported.json().getJsonObject("updated").getInt(kind);
            assertEquals(items.size(), stored, kind + " created or updated: " + imported);
            for (JsonObject item : items.getValuesAs(JsonObject.class)) {
                Api.Reply back = Api.adminGet("/api/admin/" + kind + "/" + item.getString("_id"));
                assertEquals(200, back.status(), back::toString);
                ImportIT.assertContains(item, back.json(), kind);
            }
        }
    }
}

package com.propertyportal.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class JsonInputTest {

    private final Violations violations = new Violations();

    private JsonInput input(String json) {
        JsonObject object = Json.createReader(new java.io.StringReader(json)).readObject();
        return JsonInput.root(object, violations);
    }

    private List<String> problems() {
        return violations.list().stream().map(Object::toString).toList();
    }

    @Test
    void everyProblemIsCollectedUnderItsPath() {
        JsonInput in = input("{\"a\": 1, \"b\": \"x\", \"items\": [{\"n\": \"no\"}, 3], \"extra\": true}");
        in.rejectUnknown(Set.of("a", "b", "items"));
        in.string("a", 10);
        in.integer("b", 0, 5);
        in.objects("items", 10).forEach(item -> item.integer("n", 0, 9));
        in.requiredString("missing", 10);
        assertEquals(
                List.of(
                        "extra is not a known field",
                        "a must be a string",
                        "b must be an integer",
                        "items[1] must be an object",
                        "items[0].n must be an integer",
                        "missing is required"),
                problems());
    }

    @Test
    void limitsAreEnforced() {
        JsonInput in = input("{\"s\": \"abcdef\", \"n\": 11, \"list\": [1,2,3], \"id\": \"has space\"}");
        assertTrue(in.string("s", 5).isEmpty());
        assertTrue(in.integer("n", 0, 10).isEmpty());
        assertTrue(in.array("list", 2).isEmpty());
        assertTrue(in.id("id").isEmpty());
        assertEquals(4, violations.list().size(), problems()::toString);
    }

    /** A name, a title or a label is one line; a comment or HTML may span lines; a secret is read as given. */
    @Test
    void aOneLineMemberRefusesTabsAndLineBreaksWhereTextMaySpanLines() {
        JsonInput in = input("{\"title\": \"first\\nsecond\", \"label\": \"a\\tb\", \"names\": [\"ok\", \"x\\ry\"],"
                + " \"content\": \"first\\nsecond\", \"password\": \"tab\\there\"}");
        assertTrue(in.string("title", 100).isEmpty());
        assertTrue(in.requiredString("label", 100) == null);
        assertEquals(List.of("ok"), in.strings("names", 5, 10).orElseThrow());
        assertEquals("first\nsecond", in.requiredText("content", 100));
        assertEquals("tab\there", in.secret("password", 100).orElseThrow());
        assertEquals(
                List.of(
                        "title must be one line: it has the control character U+000A",
                        "label must be one line: it has the control character U+0009",
                        "names[1] must be one line: it has the control character U+000D"),
                problems());
    }

    @Test
    void nullCountsAsAbsent() {
        JsonInput in = input("{\"s\": null}");
        assertTrue(in.string("s", 5).isEmpty());
        assertTrue(in.isAbsent("s"));
        assertTrue(violations.isEmpty());
    }

    @Test
    void fractionsAreNotIntegers() {
        assertTrue(input("{\"n\": 1.5}").integer("n", 0, 10).isEmpty());
        assertEquals(1L, input("{\"n\": 1.0}").integer("n", 0, 10).orElseThrow());
    }
}

package com.propertyportal.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.propertyportal.problems.FieldError;
import jakarta.json.Json;
import jakarta.json.JsonNumber;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParsingException;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

class StrictJsonReaderTest {

    private static JsonValue read(String json) {
        return StrictJsonReader.read(new StringReader(json), "body");
    }

    private static FieldError refusal(String json) {
        return assertThrows(StrictJsonReader.Refused.class, () -> read(json)).error();
    }

    @Test
    void aDocumentReadsAsParssonReadsIt() {
        String json = "{\"name\":\"Robin\",\"n\":12.50,\"big\":12345678901234567890,\"ok\":true,\"no\":false,"
                + "\"none\":null,\"items\":[1,\"two\",{\"three\":[3]}],\"text\":\"tab\\tline\\nquote\\\"\"} ";
        assertEquals(Json.createReader(new StringReader(json)).readValue(), read(json));
        assertEquals("12.50", ((JsonNumber) read("[12.50]").asJsonArray().get(0)).toString());
    }

    @Test
    void aNulCharacterIsRefusedWhereItIs() {
        assertEquals(new FieldError("body.a.b", "has a NUL character"), refusal("{\"a\":{\"b\":\"x\\u0000y\"}}"));
        assertEquals(new FieldError("body.list[1]", "has a NUL character"), refusal("{\"list\":[\"ok\",\"\\u0000\"]}"));
        assertEquals(
                new FieldError("body.a", "has a member name with a NUL character"),
                refusal("{\"a\":{\"b\\u0000\":1}}"));
    }

    @Test
    void aMemberNameGivenTwiceIsRefused() {
        assertEquals(new FieldError("body.a", "appears more than once"), refusal("{\"a\":1,\"a\":1}"));
        assertEquals(new FieldError("body.x[0].b", "appears more than once"), refusal("{\"x\":[{\"b\":1,\"b\":2}]}"));
        assertEquals(2, read("{\"a\":{\"b\":1},\"b\":{\"b\":2}}").asJsonObject().size());
    }

    @Test
    void dataAfterTheValueIsRefused() {
        assertEquals(new FieldError("body", "has data after the JSON value"), refusal("{\"a\":1} trailing"));
        assertEquals(new FieldError("body", "has data after the JSON value"), refusal("{\"a\":1}{\"b\":2}"));
        assertEquals(new FieldError("body", "has data after the JSON value"), refusal("{} []"));
        assertEquals(JsonValue.EMPTY_JSON_OBJECT, read(" {} \r\n\t"));
    }

    @Test
    void nestingIsLimitedTo64Levels() {
        String deepest = "[".repeat(StrictJsonReader.MAX_DEPTH) + "]".repeat(StrictJsonReader.MAX_DEPTH);
        read(deepest);
        read("{\"a\":" + "[".repeat(63) + "]".repeat(63) + "}");
        assertEquals(new FieldError("body", "nests deeper than 64 levels"), refusal("[" + deepest + "]"));
        assertEquals(
                new FieldError("body", "nests deeper than 64 levels"),
                refusal("{\"a\":" + "{\"a\":".repeat(1000) + "1" + "}".repeat(1001)));
    }

    @Test
    void numbersAreLimitedTo100Characters() {
        String hundred = "9".repeat(StrictJsonReader.MAX_NUMBER_LENGTH);
        assertEquals(
                hundred,
                read("[" + hundred + "]").asJsonArray().getJsonNumber(0).toString());
        assertEquals(
                new FieldError("body.n", "is a number longer than 100 characters"),
                refusal("{\"n\":" + hundred + "9}"));
        assertEquals(
                new FieldError("body.n", "is a number longer than 100 characters"),
                refusal("{\"n\":1" + "0".repeat(5000) + "}"));
        assertEquals(
                new FieldError("body.n", "is a number longer than 100 characters written out"),
                refusal("{\"n\":1e999999999}"));
        assertEquals(
                new FieldError("body.n", "is a number longer than 100 characters written out"),
                refusal("{\"n\":1e-200}"));
        assertEquals(1500, read("[1.5e3]").asJsonArray().getJsonNumber(0).intValueExact());
    }

    @Test
    void malformedJsonStaysAParsingError() {
        assertThrows(JsonParsingException.class, () -> read("{\"a\":"));
        assertThrows(JsonParsingException.class, () -> read("{\"a\":\"raw \u0000 NUL\"}"));
    }
}

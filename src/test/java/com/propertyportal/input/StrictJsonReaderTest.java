package com.propertyportal.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.propertyportal.problems.FieldError;
import jakarta.json.Json;
import jakarta.json.JsonNumber;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParsingException;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

class StrictJsonReaderTest {

    private static JsonValue read(String json) {
        return StrictJsonReader.read(new StringReader(json), "body");
    }

    private static FieldError refusal(String json) {
        List<FieldError> errors =
                assertThrows(StrictJsonReader.Refused.class, () -> read(json)).errors();
        assertEquals(1, errors.size(), errors::toString);
        return errors.get(0);
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
        assertEquals(new FieldError("a.b", "has a NUL character"), refusal("{\"a\":{\"b\":\"x\\u0000y\"}}"));
        assertEquals(new FieldError("list[1]", "has a NUL character"), refusal("{\"list\":[\"ok\",\"\\u0000\"]}"));
        assertEquals(
                new FieldError("a", "has a member name that has a NUL character"), refusal("{\"a\":{\"b\\u0000\":1}}"));
    }

    /** The one text rule, wherever a string is: each refusal names the member and the character. */
    @Test
    void controlBidiAndLoneSurrogatesAreRefusedWhereTheyAre() {
        assertEquals(
                new FieldError("title", "has the control character U+0007"), refusal("{\"title\":\"ring\\u0007\"}"));
        assertEquals(
                new FieldError("title", "has the control character U+001B"), refusal("{\"title\":\"\\u001b[31mred\"}"));
        assertEquals(
                new FieldError("a[0]", "has the control character U+0085"), refusal("{\"a\":[\"next\\u0085line\"]}"));
        assertEquals(new FieldError("n", "has the control character U+007F"), refusal("{\"n\":\"del\\u007f\"}"));
        assertEquals(
                new FieldError(
                        "name", "has the bidirectional control U+202E, which shows text otherwise than it is stored"),
                refusal("{\"name\":\"invoice\\u202Efdp.exe\"}"));
        assertEquals(
                "has the bidirectional control U+2066, which shows text otherwise than it is stored",
                refusal("{\"x\":{\"y\":\"\\u2066z\"}}").reason());
        assertEquals(
                new FieldError("s", "has a lone surrogate U+D800, which is no Unicode text"),
                refusal("{\"s\":\"\\ud800\"}"));
        assertEquals(
                new FieldError("s", "has a lone surrogate U+DC00, which is no Unicode text"),
                refusal("{\"s\":\"a\\udc00\"}"));
        assertEquals(
                new FieldError("body", "has a member name that has the control character U+001B"),
                refusal("{\"\\u001b\":1}"));
    }

    /** Every member that breaks the text rule is named in one refusal, as every other check of a body does. */
    @Test
    void everyMemberThatBreaksTheTextRuleIsNamedAtOnce() {
        List<FieldError> errors = assertThrows(
                        StrictJsonReader.Refused.class,
                        () -> read("{\"a\":\"x\\u0007\",\"b\":[\"ok\",\"\\u202e\"],\"c\":{\"d\\u0000\":1}}"))
                .errors();
        assertEquals(
                List.of("a", "b[1]", "c"),
                errors.stream().map(FieldError::field).toList());
        String many = "{"
                + java.util.stream.IntStream.range(0, 150)
                        .mapToObj(i -> "\"m" + i + "\":\"\\u0007\"")
                        .collect(java.util.stream.Collectors.joining(","))
                + "}";
        assertEquals(
                StrictJsonReader.MOST_LISTED,
                assertThrows(StrictJsonReader.Refused.class, () -> read(many))
                        .errors()
                        .size());
    }

    @Test
    void tabLineBreaksPairedSurrogatesAndRightToLeftTextAreText() {
        String json =
                "{\"t\":\"tab\\tline\\r\\nend\",\"e\":\"\\ud83d\\ude00\",\"he\":\"\u05e9\u05dc\u05d5\u05dd\\u200f\"}";
        assertEquals(Json.createReader(new StringReader(json)).readValue(), read(json));
    }

    /** Every string comes back in NFC: "é" written as e and a combining accent is stored as the one character. */
    @Test
    void stringsAreReadInTheirComposedForm() {
        assertEquals("caf\u00e9", read("{\"n\":\"cafe\\u0301\"}").asJsonObject().getString("n"));
        assertEquals("caf\u00e9", read("[\"cafe\u0301\"]").asJsonArray().getString(0));
    }

    @Test
    void aMemberNameGivenTwiceIsRefused() {
        assertEquals(new FieldError("a", "appears more than once"), refusal("{\"a\":1,\"a\":1}"));
        assertEquals(new FieldError("x[0].b", "appears more than once"), refusal("{\"x\":[{\"b\":1,\"b\":2}]}"));
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
                new FieldError("n", "is a number longer than 100 characters"), refusal("{\"n\":" + hundred + "9}"));
        assertEquals(
                new FieldError("n", "is a number longer than 100 characters"),
                refusal("{\"n\":1" + "0".repeat(5000) + "}"));
        assertEquals(
                new FieldError("n", "is a number longer than 100 characters written out"),
                refusal("{\"n\":1e999999999}"));
        assertEquals(
                new FieldError("n", "is a number longer than 100 characters written out"), refusal("{\"n\":1e-200}"));
        assertEquals(1500, read("[1.5e3]").asJsonArray().getJsonNumber(0).intValueExact());
    }

    @Test
    void malformedJsonStaysAParsingError() {
        assertThrows(JsonParsingException.class, () -> read("{\"a\":"));
        assertThrows(JsonParsingException.class, () -> read("{\"a\":\"raw \u0000 NUL\"}"));
    }
}

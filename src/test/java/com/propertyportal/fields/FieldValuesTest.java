package com.propertyportal.fields;

import static com.propertyportal.fields.FieldType.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonValue;
import java.io.StringReader;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Every type's rule: values it keeps as written, values it stores changed, values it refuses and why. */
class FieldValuesTest {

    static final Choices AB = Choices.of(List.of("a", "b"));
    static final String EMOJI = "\uD83D\uDE00";
    static final String ADDRESS_MUST = Addresses.MUST;

    static JsonValue json(String text) {
        return Json.createReader(new StringReader(text)).readValue();
    }

    static String quoted(String text) {
        return Json.createValue(text).toString();
    }

    static String ids(int count) {
        JsonArrayBuilder array = Json.createArrayBuilder();
        for (int i = 0; i < count; i++) {
            array.add("user-" + i);
        }
        return array.build().toString();
    }

    static Checked check(FieldType type, String written) {
        return FieldValues.check(type, json(written), AB, FieldValues.Notation.CARD);
    }

    static Stream<Arguments> keptAsWritten() {
        return Stream.of(
                arguments(TEXT, "\"Grace Hopper\""),
                arguments(TEXT, "\"\""),
                arguments(TEXT, "\"   \""),
                arguments(TEXT, quoted("x".repeat(1_000))),
                arguments(TEXT, quoted(EMOJI.repeat(1_000))),
                arguments(TEXT, "\"名前 Ünïcödé\""),
                arguments(TEXT, "\"12\""),
                arguments(TEXT, "\"true\""),
                arguments(TEXTAREA, "\"Quiet tenant.\\nNo smoking.\""),
                arguments(TEXTAREA, "\"\""),
                arguments(TEXTAREA, quoted("y".repeat(20_000))),
                arguments(TEXTAREA, quoted("é".repeat(20_000))),
                arguments(RICH_TEXT, "\"<p>Quiet <b>cat</b></p>\""),
                arguments(RICH_TEXT, "\"\""),
                arguments(RICH_TEXT, quoted("x".repeat(100_000))),
                arguments(NUMBER, "0"),
                arguments(NUMBER, "7.5"),
                arguments(NUMBER, "-1.25"),
                arguments(NUMBER, "1e3"),
                arguments(NUMBER, "12345678901234567890"),
                arguments(PERCENT, "12.5"),
                arguments(PERCENT, "0"),
                arguments(PERCENT, "100"),
                arguments(PERCENT, "150"),
                arguments(BOOLEAN, "true"),
                arguments(BOOLEAN, "false"),
                arguments(DATE, "\"2027-01-15\""),
                arguments(DATE, "\"2028-02-29\""),
                arguments(DATE, "\"0001-01-01\""),
                arguments(DATE, "\"9999-12-31\""),
                arguments(DATETIME_LOCAL, "\"2027-03-01T14:30\""),
                arguments(DATETIME_LOCAL, "\"2027-03-01T14:30:59\""),
                arguments(DATETIME_LOCAL, "\"2027-03-01T23:59:59.999\""),
                arguments(DATETIME_LOCAL, "\"2028-02-29T00:00\""),
                arguments(EMAIL, "\"robin@example.com\""),
                arguments(EMAIL, "\"Ada.Park+lease@Example.co.uk\""),
                arguments(EMAIL, quoted("a".repeat(64) + "@" + ("b".repeat(63) + ".").repeat(3) + "c".repeat(61))),
                arguments(URL, "\"https://example.com/a?b=c\""),
                arguments(URL, "\"http://example.org/\""),
                arguments(SELECT, "\"a\""),
                arguments(SELECT, "\"b\""),
                arguments(MULTISELECT, "[\"a\",\"b\"]"),
                arguments(MULTISELECT, "[\"b\"]"),
                arguments(MULTISELECT, "[]"),
                arguments(PERSON, "\"user-ann\""),
                arguments(PERSON, quoted("u".repeat(64))),
                arguments(PERSON, "\"auth0|x\"".replace("|", ":")),
                arguments(PERSON, "\"a.b_c-1\""),
                arguments(PERSONS, "[]"),
                arguments(PERSONS, "[\"user-ann\",\"user-bob\"]"),
                arguments(PERSONS, ids(100)),
                arguments(
                        ADDRESS,
                        "{\"street\":\"12 Pier St\",\"city\":\"Seattle\",\"state\":\"WA\",\"zip\":\"98101\","
                                + "\"country\":\"US\"}"),
                arguments(ADDRESS, "{}"),
                arguments(ADDRESS, "{\"city\":null,\"zip\":\"\"}"),
                arguments(ADDRESS, "{\"street\":" + quoted("s".repeat(200)) + "}"),
                arguments(ADDRESS, "{\"city\":\"Zürich 東京\"}"),
                arguments(PHONE, "\"+12065550100\""),
                arguments(PHONE, "\"+12\""),
                arguments(PHONE, "\"+123456789012345\""));
    }

    @ParameterizedTest(name = "{index}: {0}")
    @MethodSource
    void keptAsWritten(FieldType type, String written) {
        Checked checked = check(type, written);
        assertTrue(checked.isValid(), () -> type + " " + abbreviated(written) + ": " + checked.problem());
        assertEquals(json(written), checked.value());
    }

    static Stream<Arguments> storedChanged() {
        return Stream.of(
                arguments(EMAIL, "\" robin@example.com \"", "\"robin@example.com\""),
                arguments(EMAIL, "\"\\trobin@example.com\\n\"", "\"robin@example.com\""),
                arguments(
                        RICH_TEXT,
                        "\"<p>Quiet <b>cat</b><script>alert(1)</script></p>\"",
                        "\"<p>Quiet <b>cat</b></p>\""),
                arguments(RICH_TEXT, "\"<a href=\\\"javascript:alert(1)\\\" onclick=\\\"x()\\\">go</a>\"", "\"go\""),
                arguments(PHONE, "\"+1 (206) 555-0100\"", "\"+12065550100\""),
                arguments(PHONE, "\"+44 20 7946 0958\"", "\"+442079460958\""),
                arguments(PHONE, "\"+1.206.555.0100\"", "\"+12065550100\""),
                arguments(PHONE, "\"+1 [206] 555 0100\"", "\"+12065550100\""),
                arguments(PHONE, "\" +1\\t206\\u00a0555 0100 \"", "\"+12065550100\""),
                // A number or a boolean written as a string is stored as what it writes.
                arguments(NUMBER, "\"12\"", "12"),
                arguments(NUMBER, "\"-2.50\"", "-2.50"),
                arguments(NUMBER, quoted("9".repeat(15) + "." + "9".repeat(15)), "9".repeat(15) + "." + "9".repeat(15)),
                arguments(PERCENT, "\"12.5\"", "12.5"),
                arguments(BOOLEAN, "\"true\"", "true"),
                arguments(BOOLEAN, "\"false\"", "false"),
                // A date and time in a date field is the date it writes; the offset is not applied.
                arguments(DATE, "\"2027-01-15T00:00:00.000Z\"", "\"2027-01-15\""),
                arguments(DATE, "\"2027-01-15T23:30:00+00:00\"", "\"2027-01-15\""),
                arguments(DATE, "\"2027-01-15T23:30:00-0500\"", "\"2027-01-15\""),
                arguments(DATE, "\"2027-01-15T00:30+1400\"", "\"2027-01-15\""),
                arguments(DATE, "\"2027-01-15T08:00\"", "\"2027-01-15\""),
                // A local date and time keeps what was written before the offset.
                arguments(DATETIME_LOCAL, "\"2027-03-01T14:30:00Z\"", "\"2027-03-01T14:30:00\""),
                arguments(DATETIME_LOCAL, "\"2027-03-01T14:30:00.000z\"", "\"2027-03-01T14:30:00.000\""),
                arguments(DATETIME_LOCAL, "\"2027-03-01T14:30+01:00\"", "\"2027-03-01T14:30\""),
                arguments(DATETIME_LOCAL, "\"2027-03-01T14:30:00+0000\"", "\"2027-03-01T14:30:00\""),
                arguments(DATETIME_LOCAL, "\"2027-03-01T14:30:00-0830\"", "\"2027-03-01T14:30:00\""),
                arguments(DATETIME_LOCAL, "\"2027-03-01t14:30:00+05\"", "\"2027-03-01T14:30:00\""));
    }

    @ParameterizedTest(name = "{index}: {0} {1}")
    @MethodSource
    void storedChanged(FieldType type, String written, String stored) {
        Checked checked = check(type, written);
        assertTrue(checked.isValid(), () -> type + " " + written + ": " + checked.problem());
        assertEquals(json(stored), checked.value());
    }

    static Stream<Arguments> refused() {
        String mustBeString = "must be a string";
        String multiselect = "must be an array of distinct options, each one of a, b";
        String persons = "must be an array of at most 100 user ids";
        String person = "must be a user id: 1 to 64 letters, digits or . _ : -";
        String number = "must be a number, or a decimal such as \"12.5\"";
        String date = FieldValues.DATE_MUST;
        String dateTime = FieldValues.DATE_TIME_MUST;
        String email = "must be a valid e-mail address";
        String url = "must be an absolute http or https URL with a host";
        return Stream.of(
                arguments(TEXT, quoted("x".repeat(1_001)), "must be at most 1000 characters"),
                arguments(TEXT, quoted(EMOJI.repeat(1_001)), "must be at most 1000 characters"),
                arguments(TEXT, "12", mustBeString),
                arguments(TEXT, "true", mustBeString),
                arguments(TEXT, "[\"x\"]", mustBeString),
                arguments(TEXT, "{}", mustBeString),
                arguments(TEXTAREA, quoted("y".repeat(20_001)), "must be at most 20000 characters"),
                arguments(TEXTAREA, "5", mustBeString),
                arguments(RICH_TEXT, quoted("x".repeat(100_001)), "must be at most 100000 characters"),
                arguments(RICH_TEXT, "5", mustBeString),
                arguments(NUMBER, "\"high\"", number),
                arguments(NUMBER, "true", number),
                arguments(NUMBER, "[1]", number),
                arguments(NUMBER, "\"\"", number),
                arguments(NUMBER, "\" 12\"", number),
                arguments(NUMBER, "\"+12\"", number),
                arguments(NUMBER, "\"1e3\"", number),
                arguments(NUMBER, "\"12.\"", number),
                arguments(NUMBER, "\"1,5\"", number),
                arguments(NUMBER, "\"NaN\"", number),
                arguments(NUMBER, "\"١٢\"", number),
                arguments(NUMBER, quoted("9".repeat(16)), number),
                arguments(PERCENT, "\"ten\"", number),
                arguments(PERCENT, "\"50%\"", number),
                arguments(BOOLEAN, "\"True\"", "must be true or false"),
                arguments(BOOLEAN, "\"1\"", "must be true or false"),
                arguments(BOOLEAN, "\"yes\"", "must be true or false"),
                arguments(BOOLEAN, "1", "must be true or false"),
                arguments(BOOLEAN, "0", "must be true or false"),
                arguments(DATE, "\"2027-02-29\"", date),
                arguments(DATE, "\"2027-02-30\"", date),
                arguments(DATE, "\"2027-2-01\"", date),
                arguments(DATE, "\"+12027-02-01\"", date),
                arguments(DATE, "\"2027-02-30T00:00Z\"", date),
                arguments(DATE, "\"2027-02-01T00:00+2500\"", date),
                arguments(DATE, "\"2027-02-01 00:00Z\"", date),
                arguments(DATE, "\"\"", date),
                arguments(DATE, "20270201", date),
                arguments(DATE, "\"01/02/2027\"", date),
                arguments(DATE, "\"２０２７-０１-１５\"", date),
                arguments(DATETIME_LOCAL, "\"2027-03-01T14:30:00+1:00\"", dateTime),
                arguments(DATETIME_LOCAL, "\"2027-03-01T14:30:00+01:0\"", dateTime),
                arguments(DATETIME_LOCAL, "\"2027-03-01T14:30:00+01:60\"", dateTime),
                arguments(DATETIME_LOCAL, "\"2027-03-01T14:30:00+19:00\"", dateTime),
                arguments(DATETIME_LOCAL, "\"2027-03-01T14:30:00 +00:00\"", dateTime),
                arguments(DATETIME_LOCAL, "\"2027-03-01T14:30:00UTC\"", dateTime),
                arguments(DATETIME_LOCAL, "\"2027-03-01T14:30:00.1234567890Z\"", dateTime),
                arguments(DATETIME_LOCAL, "\"2027-03-01\"", dateTime),
                arguments(DATETIME_LOCAL, "\"2027-03-01T25:00\"", dateTime),
                arguments(DATETIME_LOCAL, "\"2027-03-01 14:30\"", dateTime),
                arguments(DATETIME_LOCAL, "\"\"", dateTime),
                arguments(DATETIME_LOCAL, "1700000000", dateTime),
                arguments(EMAIL, "\"not-an-address\"", email),
                arguments(EMAIL, "\"a@\"", email),
                arguments(EMAIL, "\"a b@example.com\"", email),
                arguments(EMAIL, "\"a@example\"", email),
                arguments(EMAIL, "\"名前@example.com\"", email),
                arguments(EMAIL, "\"\"", email),
                arguments(EMAIL, "\"   \"", email),
                arguments(EMAIL, "5", email),
                arguments(EMAIL, quoted("a".repeat(64) + "@" + ("b".repeat(63) + ".").repeat(4) + "com"), email),
                arguments(EMAIL, quoted("a".repeat(65) + "@example.com"), email),
                arguments(URL, "\"/relative/link\"", url + ", not a relative link"),
                arguments(URL, "\"javascript:alert(1)\"", url + ", not a javascript: link"),
                arguments(URL, "\"ftp://example.com/\"", url + ", not a ftp: link"),
                arguments(URL, "\"\"", url),
                arguments(URL, "5", url),
                arguments(SELECT, "\"c\"", "must be one of a, b"),
                arguments(SELECT, "\"A\"", "must be one of a, b"),
                arguments(SELECT, "\"\"", "must be one of a, b"),
                arguments(SELECT, "\" a\"", "must be one of a, b"),
                arguments(SELECT, "[\"a\"]", "must be one of a, b"),
                arguments(SELECT, "1", "must be one of a, b"),
                arguments(MULTISELECT, "\"a\"", multiselect),
                arguments(MULTISELECT, "[\"a\",\"a\"]", multiselect),
                arguments(MULTISELECT, "[\"c\"]", multiselect),
                arguments(MULTISELECT, "[1]", multiselect),
                arguments(MULTISELECT, "[null]", multiselect),
                arguments(MULTISELECT, "{\"a\":true}", multiselect),
                arguments(PERSON, "\"two words\"", person),
                arguments(PERSON, quoted("u".repeat(65)), person),
                arguments(PERSON, "\"\"", person),
                arguments(PERSON, "5", person),
                arguments(PERSON, "\"usér\"", person),
                arguments(PERSONS, ids(101), persons),
                arguments(PERSONS, "[\"ok\",\"not ok\"]", persons),
                arguments(PERSONS, "\"user-ann\"", persons),
                arguments(PERSONS, "[5]", persons),
                arguments(PERSONS, "[null]", persons),
                arguments(ADDRESS, "{\"planet\":\"Mars\"}", ADDRESS_MUST),
                arguments(ADDRESS, "{\"street\":" + quoted("s".repeat(201)) + "}", ADDRESS_MUST),
                arguments(ADDRESS, "{\"zip\":98101}", ADDRESS_MUST),
                arguments(ADDRESS, "\"12 Pier St\"", ADDRESS_MUST),
                arguments(ADDRESS, "[]", ADDRESS_MUST),
                arguments(ADDRESS, "{\"city\":{\"name\":\"Seattle\"}}", ADDRESS_MUST));
    }

    @ParameterizedTest(name = "{index}: {0} {2}")
    @MethodSource
    void refused(FieldType type, String written, String problem) {
        Checked checked = check(type, written);
        assertFalse(checked.isValid(), () -> type + " took " + abbreviated(written));
        assertEquals(problem, checked.problem());
    }

    @ParameterizedTest
    @EnumSource(FieldType.class)
    void nullIsNeverAValueOfAType(FieldType type) {
        for (FieldValues.Notation notation : FieldValues.Notation.values()) {
            assertEquals(
                    FieldValues.NOT_NULL,
                    FieldValues.check(type, JsonValue.NULL, AB, notation).problem());
            assertEquals(
                    FieldValues.NOT_NULL,
                    FieldValues.check(type, null, AB, notation).problem());
        }
    }

    @ParameterizedTest(name = "{index}: {0}")
    @MethodSource("keptAsWritten")
    void everyTypeButMoneyReadsTheSameFromAFormAsFromACard(FieldType type, String written) {
        assertEquals(check(type, written), FieldValues.check(type, json(written), AB, FieldValues.Notation.FORM));
    }

    @Test
    void aChoiceIsAskedOfTheFieldsChoicesSuchAsTheUnitsOfAnOrganization() {
        Choices units = new Choices("loc-1"::equals, "a unit of this organization");
        assertTrue(FieldValues.check(SELECT, Json.createValue("loc-1"), units, FieldValues.Notation.FORM)
                .isValid());
        assertEquals(
                "must be a unit of this organization",
                FieldValues.check(SELECT, Json.createValue("loc-2"), units, FieldValues.Notation.FORM)
                        .problem());
        assertEquals(
                "must be one of ",
                FieldValues.check(SELECT, Json.createValue("a"), Choices.of(List.of()), FieldValues.Notation.CARD)
                        .problem());
    }

    static String abbreviated(String text) {
        return text.length() > 60 ? text.substring(0, 60) + "... (" + text.length() + " characters)" : text;
    }
}

package com.propertyportal.fields;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.json.Json;
import jakarta.json.JsonValue;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Which refusal a phone gets: any number without its country is told how to write one. */
class PhonesTest {

    @ParameterizedTest
    @ValueSource(
            strings = {
                "206 555 0100",
                "555-0100",
                "(206) 555-0100",
                "+0 206 555 0100",
                "+1234567890123456",
                "+1",
                "0012065550100",
                "+1 206 555 0100 ext 5",
                "+1/206/555/0100"
            })
    void aNumberThatIsNotInternationalIsToldTheForm(String written) {
        assertEquals(
                Phones.INTERNATIONAL, Phones.check(Json.createValue(written)).problem());
    }

    @ParameterizedTest
    @ValueSource(strings = {"call me", "", "   ", "+", "+٢٠٦٥٥٥٠١٠٠", "+1 206 555 0100 1 206 555 0100 1 206 555 0100"})
    void whatIsNoNumberAtAllIsToldSo(String written) {
        assertEquals(Phones.MUST, Phones.check(Json.createValue(written)).problem());
    }

    @ParameterizedTest
    @ValueSource(strings = {"12065550100", "true", "[\"+12065550100\"]", "{\"number\":\"+12065550100\"}"})
    void aPhoneIsAlwaysAString(String written) {
        JsonValue value = Json.createReader(new java.io.StringReader(written)).readValue();
        assertEquals(Phones.MUST, Phones.check(value).problem());
    }
}

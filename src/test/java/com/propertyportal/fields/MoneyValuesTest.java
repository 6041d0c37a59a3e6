package com.propertyportal.fields;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import com.propertyportal.input.Cents;
import jakarta.json.Json;
import jakarta.json.JsonValue;
import java.io.StringReader;
import java.math.BigDecimal;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Money as a card writes it ({amount, currency}, a number of whole units, a decimal string) and as a form does (cents). */
class MoneyValuesTest {

    static JsonValue json(String text) {
        return Json.createReader(new StringReader(text)).readValue();
    }

    static String stored(String amount, String currency) {
        return "{\"amount\":" + amount + ",\"currency\":\"" + currency + "\"}";
    }

    static Checked check(FieldValues.Notation notation, String written) {
        return FieldValues.check(FieldType.MONEY, json(written), Choices.NONE, notation);
    }

    static Stream<Arguments> onACard() {
        return Stream.of(
                arguments("{\"amount\":1250.5,\"currency\":\"USD\"}", stored("1250.5", "USD")),
                arguments("{\"amount\":\"4200.50\",\"currency\":\"USD\"}", stored("4200.50", "USD")),
                arguments("{\"amount\":\" 4200.50 \"}", stored("4200.50", "USD")),
                arguments("{\"amount\":5,\"currency\":\"EUR\"}", stored("5", "EUR")),
                arguments("{\"amount\":1,\"note\":\"dropped\"}", stored("1", "USD")),
                arguments("1250.5", stored("1250.5", "USD")),
                arguments("0", stored("0", "USD")),
                arguments("0.01", stored("0.01", "USD")),
                arguments("12.50", stored("12.50", "USD")),
                arguments("12.500", stored("12.500", "USD")),
                arguments("1e2", stored("100", "USD")),
                arguments("\"1250.50\"", stored("1250.50", "USD")),
                arguments("\"7\"", stored("7", "USD")),
                arguments("1000000000.00", stored("1000000000.00", "USD")),
                arguments("\"1000000000\"", stored("1000000000", "USD")));
    }

    @ParameterizedTest(name = "{index}: {0}")
    @MethodSource
    void onACard(String written, String stored) {
        Checked checked = check(FieldValues.Notation.CARD, written);
        assertTrue(checked.isValid(), () -> written + ": " + checked.problem());
        assertEquals(json(stored), checked.value());
    }

    static Stream<Arguments> refusedOnACard() {
        return Stream.of(
                arguments("-5", MoneyValues.NEGATIVE),
                arguments("-0.01", MoneyValues.NEGATIVE),
                arguments("{\"amount\":-1}", MoneyValues.NEGATIVE),
                arguments("12.345", MoneyValues.TWO_DECIMALS),
                arguments("{\"amount\":0.001}", MoneyValues.TWO_DECIMALS),
                arguments("1000000000.01", MoneyValues.TOO_LARGE),
                arguments("1e12", MoneyValues.TOO_LARGE),
                arguments("{\"amount\":\"abc\"}", MoneyValues.CARD_SHAPE),
                arguments("{\"amount\":\"1e3\"}", MoneyValues.CARD_SHAPE),
                arguments("{\"amount\":\"-1.00\"}", MoneyValues.CARD_SHAPE),
                arguments("{\"amount\":null}", MoneyValues.CARD_SHAPE),
                arguments("{\"currency\":\"USD\"}", MoneyValues.CARD_SHAPE),
                arguments("{\"amount\":1,\"currency\":\"usd\"}", MoneyValues.CURRENCY_CODE),
                arguments("{\"amount\":1,\"currency\":\"US\"}", MoneyValues.CURRENCY_CODE),
                arguments("{\"amount\":1,\"currency\":5}", MoneyValues.CURRENCY_CODE),
                arguments("{\"amount\":1,\"currency\":null}", MoneyValues.CURRENCY_CODE),
                arguments("true", MoneyValues.CARD_SHAPE),
                arguments("[1]", MoneyValues.CARD_SHAPE),
                arguments("\"\"", MoneyValues.CARD_SHAPE),
                arguments("\"1,250.50\"", MoneyValues.CARD_SHAPE),
                arguments("\"$12\"", MoneyValues.CARD_SHAPE),
                arguments("\"１２\"", MoneyValues.CARD_SHAPE),
                arguments("\"1.005\"", MoneyValues.CARD_SHAPE));
    }

    @ParameterizedTest(name = "{index}: {0}")
    @MethodSource
    void refusedOnACard(String written, String problem) {
        Checked checked = check(FieldValues.Notation.CARD, written);
        assertFalse(checked.isValid(), written);
        assertEquals(problem, checked.problem());
    }

    static Stream<Arguments> inAForm() {
        return Stream.of(
                arguments("125050", stored("1250.50", "USD")),
                arguments("125050.0", stored("1250.500", "USD")),
                arguments("0", stored("0.00", "USD")),
                arguments("1", stored("0.01", "USD")),
                arguments(String.valueOf(Cents.MAX), stored("1000000000.00", "USD")),
                arguments("\"1250.50\"", stored("1250.50", "USD")),
                arguments("\"1250.5\"", stored("1250.5", "USD")),
                arguments("\" 7 \"", stored("7", "USD")),
                arguments("\"1000000000.00\"", stored("1000000000.00", "USD")));
    }

    @ParameterizedTest(name = "{index}: {0}")
    @MethodSource
    void inAForm(String written, String stored) {
        Checked checked = check(FieldValues.Notation.FORM, written);
        assertTrue(checked.isValid(), () -> written + ": " + checked.problem());
        assertEquals(
                0,
                json(stored)
                        .asJsonObject()
                        .getJsonNumber("amount")
                        .bigDecimalValue()
                        .compareTo(checked.value()
                                .asJsonObject()
                                .getJsonNumber("amount")
                                .bigDecimalValue()),
                written);
        assertEquals("USD", checked.value().asJsonObject().getString("currency"));
    }

    static Stream<Arguments> refusedInAForm() {
        return Stream.of(
                arguments("-1", MoneyValues.NEGATIVE),
                arguments("12.5", MoneyValues.FORM_SHAPE),
                arguments(String.valueOf(Cents.MAX + 1), MoneyValues.TOO_LARGE),
                arguments("\"1000000000.01\"", MoneyValues.TOO_LARGE),
                arguments("\"-1.00\"", MoneyValues.FORM_SHAPE),
                arguments("\"1.005\"", MoneyValues.FORM_SHAPE),
                arguments("\"1e3\"", MoneyValues.FORM_SHAPE),
                arguments("\"abc\"", MoneyValues.FORM_SHAPE),
                arguments("true", MoneyValues.FORM_SHAPE),
                arguments("{\"amount\":12,\"currency\":\"USD\"}", MoneyValues.FORM_SHAPE),
                arguments("[125050]", MoneyValues.FORM_SHAPE));
    }

    @ParameterizedTest(name = "{index}: {0}")
    @MethodSource
    void refusedInAForm(String written, String problem) {
        Checked checked = check(FieldValues.Notation.FORM, written);
        assertFalse(checked.isValid(), written);
        assertEquals(problem, checked.problem());
    }

    static Stream<Arguments> amountOfAStoredValue() {
        return Stream.of(
                arguments(stored("1250.5", "USD"), Optional.of(new BigDecimal("1250.5"))),
                arguments("99.9", Optional.of(new BigDecimal("99.9"))),
                arguments("\"300.50\"", Optional.of(new BigDecimal("300.50"))),
                arguments("\"a lot\"", Optional.empty()),
                arguments("-1", Optional.empty()),
                arguments("true", Optional.empty()));
    }

    @ParameterizedTest(name = "{index}: {0}")
    @MethodSource
    void amountOfAStoredValue(String stored, Optional<BigDecimal> amount) {
        assertEquals(amount, MoneyValues.amount(json(stored)));
    }
}

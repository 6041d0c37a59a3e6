package com.propertyportal.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

class SortKeyTest {

    @Test
    void textIsInLowerCaseAndNumbersAreKeptAsNumbers() {
        assertEquals(new SortKey("pier view", null), SortKey.of(Json.createValue("Pier View")));
        assertEquals(new SortKey("12.50", 12.5), SortKey.of(Json.createValue(new java.math.BigDecimal("12.50"))));
        assertEquals(new SortKey("true", null), SortKey.of(JsonValue.TRUE));
    }

    @Test
    void listsJoinTheirElementsAndMoneySortsByItsAmount() {
        assertEquals(
                "balcony, parking",
                SortKey.of(JsonText.array("[\"Balcony\",\"Parking\"]")).text());
        SortKey money = SortKey.of(JsonText.object("{\"amount\":1250,\"currency\":\"EUR\"}"));
        assertEquals(1250.0, money.number());
        assertEquals("1250 eur", money.text());
        assertNull(SortKey.of(JsonText.object("{\"street\":\"Main St 1\"}")).number());
    }

    @Test
    void aLongTextIsCutToWhatTheColumnHolds() {
        assertEquals(
                SortKey.MAX_TEXT,
                SortKey.of(Json.createValue("x".repeat(500))).text().length());
    }
}

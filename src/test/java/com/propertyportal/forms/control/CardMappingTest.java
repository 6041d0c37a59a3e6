package com.propertyportal.forms.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.propertyportal.boards.entity.BoardField;
import com.propertyportal.fields.FieldType;
import com.propertyportal.forms.entity.FormField;
import jakarta.json.Json;
import jakarta.json.JsonValue;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CardMappingTest {

    private static final FormField MONEY = new FormField("m", "M", FieldType.MONEY, false, List.of(), "k", false);
    private static final JsonValue AMOUNT = Json.createObjectBuilder()
            .add("amount", new BigDecimal("300.5"))
            .add("currency", "USD")
            .build();

    private static BoardField target(String type) {
        return new BoardField("k", "K", type, List.of("a"));
    }

    @Test
    void moneyGoesIntoAMoneyANumberOrATextField() {
        assertEquals(AMOUNT, CardMapping.toCard(MONEY, target("money"), AMOUNT));
        assertEquals(Json.createValue(new BigDecimal("300.5")), CardMapping.toCard(MONEY, target("number"), AMOUNT));
        assertEquals(Json.createValue("300.50"), CardMapping.toCard(MONEY, target("string"), AMOUNT));
    }

    @Test
    void aCardsMoneyShowsInCentsAndWhatIsNoAmountShowsNothing() {
        assertEquals(Optional.of(Json.createValue(30050L)), CardMapping.toForm(MONEY, AMOUNT));
        assertEquals(Optional.of(Json.createValue(999L)), CardMapping.toForm(MONEY, Json.createValue("9.99")));
        assertEquals(Optional.empty(), CardMapping.toForm(MONEY, Json.createValue("a lot")));
        assertEquals(Optional.empty(), CardMapping.toForm(MONEY, JsonValue.NULL));
    }

    @Test
    void oneChoiceFillsAMultiselectAndAMultiselectShowsItsFirst() {
        FormField select = new FormField("s", "S", FieldType.SELECT, false, List.of("a"), "k", false);
        assertEquals(
                Json.createArrayBuilder().add("a").build(),
                CardMapping.toCard(select, target("checkboxlist"), Json.createValue("a")));
        assertEquals(
                Optional.of(Json.createValue("a")),
                CardMapping.toForm(
                        select, Json.createArrayBuilder().add("a").add("b").build()));
        FormField yes = new FormField("y", "Y", FieldType.BOOLEAN, false, List.of(), "k", false);
        assertEquals(Json.createValue("true"), CardMapping.toCard(yes, target("text"), JsonValue.TRUE));
    }
}

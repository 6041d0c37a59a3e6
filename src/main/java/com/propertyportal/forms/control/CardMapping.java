package com.propertyportal.forms.control;

import com.propertyportal.boards.entity.BoardField;
import com.propertyportal.fields.FieldType;
import com.propertyportal.fields.MoneyValues;
import com.propertyportal.forms.entity.FormField;
import com.propertyportal.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.math.BigDecimal;
import java.util.Optional;

/**
 * Translates between a form field's value and the card value of the board field it maps to, which may be
 * of another type (money into a text field, one choice into a multiselect), and forms show money in cents.
 */
public final class CardMapping {

    private CardMapping() {}

    /** The card value for a checked form value. */
    public static JsonValue toCard(FormField field, BoardField target, JsonValue value) {
        boolean textual = target.type() == FieldType.TEXT
                || target.type() == FieldType.TEXTAREA
                || target.type() == FieldType.RICH_TEXT;
        if (field.type() == FieldType.MONEY) {
            BigDecimal amount = value.asJsonObject().getJsonNumber("amount").bigDecimalValue();
            if (textual) {
                return Json.createValue(amount.setScale(2).toPlainString());
            }
            return target.type() == FieldType.NUMBER ? Json.createValue(amount) : value;
        }
        if (textual && !(value instanceof JsonString)) {
            return Json.createValue(value.toString());
        }
        if (target.type() == FieldType.MULTISELECT && value instanceof JsonString choice) {
            return Json.createArrayBuilder().add(choice).build();
        }
        return value;
    }

    /** The form value of a card value, money in cents; nothing when the card holds no usable value. */
    public static Optional<JsonValue> toForm(FormField field, JsonValue value) {
        if (value.getValueType() == JsonValue.ValueType.NULL) {
            return Optional.empty();
        }
        if (field.type() == FieldType.MONEY) {
            return MoneyValues.amount(value)
                    .map(a -> Json.createValue(a.movePointRight(2).longValueExact()));
        }
        // A form's select shows one choice; a multiselect card value gives it its first.
        if (value instanceof JsonArray choices) {
            return choices.isEmpty() ? Optional.empty() : Optional.of(choices.get(0));
        }
        return Optional.of(value);
    }
}

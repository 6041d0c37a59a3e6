package com.propertyportal.forms.control;

import com.propertyportal.boards.entity.BoardField;
import com.propertyportal.boards.entity.FieldType;
import com.propertyportal.forms.entity.FormField;
import com.propertyportal.forms.entity.FormFieldType;
import com.propertyportal.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.math.BigDecimal;
import java.util.Optional;

/**
 * Translates between a form field's value and the card value of the board field it maps to, since
 * forms speak money in cents and boards in {amount, currency}.
 */
public final class CardMapping {

    static final String CURRENCY = "USD";

    private CardMapping() {
    }

    /** The card value for a checked form value (money in cents). */
    public static JsonValue toCard(FormField field, BoardField target, JsonValue value) {
        boolean textual = target.type() == FieldType.TEXT || target.type() == FieldType.TEXTAREA
                || target.type() == FieldType.RICH_TEXT;
        if (field.type() == FormFieldType.MONEY && value instanceof JsonNumber cents) {
            BigDecimal amount = BigDecimal.valueOf(cents.longValue(), 2);
            if (textual) {
                return Json.createValue(amount.toPlainString());
            }
            if (target.type() == FieldType.NUMBER) {
                return Json.createValue(amount);
            }
            return Json.createObjectBuilder().add("amount", amount).add("currency", CURRENCY).build();
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
        if (field.type() != FormFieldType.MONEY) {
            // A form's select shows one choice; a multiselect card value gives it its first.
            if (value instanceof JsonArray choices) {
                return choices.isEmpty() ? Optional.empty() : Optional.of(choices.get(0));
            }
            return Optional.of(value);
        }
        BigDecimal amount = null;
        if (value instanceof JsonObject o && o.get("amount") instanceof JsonNumber n) {
            amount = n.bigDecimalValue();
        } else if (value instanceof JsonNumber n) {
            amount = n.bigDecimalValue();
        } else if (value instanceof JsonString s && s.getString().matches("[0-9]{1,13}(\\.[0-9]{1,2})?")) {
            amount = new BigDecimal(s.getString());
        }
        return Optional.ofNullable(amount).map(a -> Json.createValue(a.movePointRight(2).longValue()));
    }
}

package com.propertyportal.fields;

import com.propertyportal.input.Cents;
import com.propertyportal.json.Json;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.math.BigDecimal;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The money rule: a non-negative amount with at most two decimals, at most {@link Cents#MAX} cents, in a
 * three-letter currency (USD unless a card names another), stored as {amount, currency}. A card writes it as
 * that object, a plain number of whole units or a decimal string; a form as whole cents or a decimal string.
 */
public final class MoneyValues {

    public static final String CURRENCY = "USD";
    static final String NEGATIVE = "must not be negative";
    static final String CARD_SHAPE = "must be an amount: {amount, currency} with a decimal amount, a number or a "
            + "decimal string such as 1250.50";
    static final String FORM_SHAPE = "must be a non-negative amount: whole cents, or a decimal string such as 1250.50";
    static final String TWO_DECIMALS = "must have at most two decimals";
    static final String TOO_LARGE =
            "must be at most " + BigDecimal.valueOf(Cents.MAX, 2).toPlainString();
    static final String CURRENCY_CODE = "must have a three-letter currency code";
    private static final Pattern DECIMAL = Pattern.compile("[0-9]{1,13}(\\.[0-9]{1,2})?");
    private static final Pattern CODE = Pattern.compile("[A-Z]{3}");

    private MoneyValues() {}

    static Checked card(JsonValue value) {
        if (value instanceof JsonObject o) {
            JsonValue currency = o.getOrDefault("currency", Json.createValue(CURRENCY));
            if (!(currency instanceof JsonString code
                    && CODE.matcher(code.getString()).matches())) {
                return Checked.wrong(CURRENCY_CODE);
            }
            return amount(o.get("amount"), CARD_SHAPE, ((JsonString) currency).getString());
        }
        return amount(value, CARD_SHAPE, CURRENCY);
    }

    static Checked form(JsonValue value) {
        if (value instanceof JsonNumber n) {
            BigDecimal cents = n.bigDecimalValue();
            if (cents.stripTrailingZeros().scale() > 0) {
                return Checked.wrong(FORM_SHAPE);
            }
            return amount(Json.createValue(cents.movePointLeft(2)), FORM_SHAPE, CURRENCY);
        }
        return amount(value, FORM_SHAPE, CURRENCY);
    }

    /** The amount of a stored money value, a plain number or a decimal string; nothing for anything else. */
    public static Optional<BigDecimal> amount(JsonValue value) {
        Checked checked = card(value);
        return checked.isValid()
                ? Optional.of(
                        checked.value().asJsonObject().getJsonNumber("amount").bigDecimalValue())
                : Optional.empty();
    }

    private static Checked amount(JsonValue written, String shape, String currency) {
        BigDecimal amount;
        if (written instanceof JsonNumber n) {
            amount = n.bigDecimalValue();
        } else if (written instanceof JsonString s
                && DECIMAL.matcher(s.getString().trim()).matches()) {
            amount = new BigDecimal(s.getString().trim());
        } else {
            return Checked.wrong(shape);
        }
        if (amount.signum() < 0) {
            return Checked.wrong(NEGATIVE);
        }
        if (amount.stripTrailingZeros().scale() > 2) {
            return Checked.wrong(TWO_DECIMALS);
        }
        if (amount.movePointRight(2).compareTo(BigDecimal.valueOf(Cents.MAX)) > 0) {
            return Checked.wrong(TOO_LARGE);
        }
        // 1E+2 is a hundred too; stored as 100, so that every amount reads as a plain decimal.
        BigDecimal plain = amount.scale() < 0 ? amount.setScale(0) : amount;
        return Checked.valid(Json.createObjectBuilder()
                .add("amount", plain)
                .add("currency", currency)
                .build());
    }
}

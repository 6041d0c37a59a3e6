package com.propertyportal.boards.entity;

import com.propertyportal.json.SortKey;
import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import java.util.Objects;

/** One field value of a card as the database sorts and searches it (the card's values are kept as JSON). */
@Embeddable
public class CardValue {

    @Column(name = "field_key", nullable = false, length = 64)
    private String fieldKey;

    @Column(name = "text_value", nullable = false, length = SortKey.MAX_TEXT)
    private String text;

    @Column(name = "number_value")
    private Double number;

    protected CardValue() {}

    CardValue(String fieldKey, SortKey key) {
        this.fieldKey = Objects.requireNonNull(fieldKey);
        this.text = key.text();
        this.number = key.number();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CardValue v
                && fieldKey.equals(v.fieldKey)
                && text.equals(v.text)
                && Objects.equals(number, v.number);
    }

    @Override
    public int hashCode() {
        return Objects.hash(fieldKey, text, number);
    }
}

-- A card's field values again, one row a field, so that a card list sorts and filters by a field in the
-- database: the values themselves stay one JSON document (card.field_values). text_value is the value in
-- lower case (a list's elements joined), at most 200 characters; number_value its number, where it has one.
-- Filled for the cards already there by migration 30.1 (CardValuesBackfill).
CREATE TABLE card_value (
    card_id      VARCHAR(64)  NOT NULL REFERENCES card (id) ON DELETE CASCADE,
    field_key    VARCHAR(64)  NOT NULL,
    text_value   VARCHAR(200) NOT NULL,
    number_value DOUBLE PRECISION,
    PRIMARY KEY (card_id, field_key)
);
CREATE INDEX card_value_field ON card_value (field_key, text_value);

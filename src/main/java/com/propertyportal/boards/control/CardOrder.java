package com.propertyportal.boards.control;

/**
 * The order of a card list: by the card's name, createdAt or updatedAt, or by a field of the board (numbers
 * by value, anything else by its text in lower case; cards without a value last), then newest first.
 */
public record CardOrder(String by, boolean ascending) {

    public static final CardOrder NEWEST_FIRST = new CardOrder("createdAt", false);

    boolean byField() {
        return !CardListParameters.OWN_ORDERS.contains(by);
    }
}

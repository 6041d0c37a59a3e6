package com.propertyportal.apikeys.entity;

import com.propertyportal.access.Right;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * What an API key may do with the core API: {@link #FULL} everything (read and change), {@link #READ} every read
 * of its organization's data, {@link #PUBLIC} nothing of the core API. Every scope keeps the portal's answers
 * for the key's own organization (its unpublished and offline locations).
 */
public enum KeyScope {
    FULL,
    READ,
    PUBLIC;

    /** The name the API, the console and the database use. */
    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The scope with this wire name; any other spelling is none. */
    public static Optional<KeyScope> ofWire(String wire) {
        return Arrays.stream(values()).filter(s -> s.wire().equals(wire)).findFirst();
    }

    /** True when a key of this scope may call a core operation that needs {@code needed}. */
    public boolean grants(Right needed) {
        return switch (this) {
            case FULL -> needed == Right.READ || needed == Right.CHANGE;
            case READ -> needed == Right.READ;
            case PUBLIC -> false;
        };
    }

    /** The least scope that grants {@code needed}, if any does. */
    public static Optional<KeyScope> leastFor(Right needed) {
        return Arrays.stream(new KeyScope[] {PUBLIC, READ, FULL})
                .filter(s -> s.grants(needed))
                .findFirst();
    }
}

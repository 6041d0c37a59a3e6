package com.propertyportal.fields;

import java.util.List;
import java.util.function.Predicate;

/** What a choosing field (select, multiselect) allows, and the words a refusal names it with. */
public record Choices(Predicate<String> allows, String description) {

    /** For the types that choose nothing. */
    public static final Choices NONE = new Choices(choice -> false, "no option");

    /** The field's own options. */
    public static Choices of(List<String> options) {
        List<String> copy = List.copyOf(options);
        return new Choices(copy::contains, "one of " + String.join(", ", copy));
    }
}

package com.propertyportal.forms.entity;

import java.util.List;
import java.util.Objects;

/**
 * One field of a form: its uuid, what it shows, and the board field (fieldKey) it fills; a unit picker
 * is a select whose options are the organization's locations.
 */
public record FormField(String uuid, String label, FormFieldType type, boolean required, List<String> options,
        String fieldKey, boolean unitPicker) {

    public FormField {
        Objects.requireNonNull(uuid);
        Objects.requireNonNull(type);
        label = label == null ? uuid : label;
        options = options == null ? List.of() : List.copyOf(options);
    }
}

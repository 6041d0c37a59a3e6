package com.propertyportal.forms.entity;

import com.propertyportal.fields.FieldType;
import java.util.List;
import java.util.Objects;

/**
 * One field of a form: its uuid, what it shows, and the board field (fieldKey) it fills; a unit picker
 * is a select whose options are the organization's locations.
 */
public record FormField(
        String uuid,
        String label,
        FieldType type,
        boolean required,
        List<String> options,
        String fieldKey,
        boolean unitPicker) {

    public FormField {
        Objects.requireNonNull(uuid);
        if (type.formName().isEmpty()) {
            throw new IllegalArgumentException("a form has no " + type.value() + " fields");
        }
        label = label == null ? uuid : label;
        options = options == null ? List.of() : List.copyOf(options);
    }

    /** The type's name as a form writes it. */
    public String typeName() {
        return type.formName().orElseThrow();
    }
}

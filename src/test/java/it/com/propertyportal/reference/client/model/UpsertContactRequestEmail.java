package it.com.propertyportal.reference.client.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The reference's oneOf of one e-mail address or a list of them, which the generator cannot write in Java
 * (see src/test/reference/.openapi-generator-ignore): a string or a list of strings, as sent.
 */
public final class UpsertContactRequestEmail {

    private final Object value;

    @JsonCreator
    public UpsertContactRequestEmail(Object value) {
        this.value = value;
    }

    public static UpsertContactRequestEmail of(String address) {
        return new UpsertContactRequestEmail(address);
    }

    public static UpsertContactRequestEmail of(List<String> addresses) {
        return new UpsertContactRequestEmail(List.copyOf(addresses));
    }

    @JsonValue
    public Object value() {
        return value;
    }

    public String toUrlQueryString(String prefix) {
        if (value instanceof List<?> list) {
            return list.stream()
                    .map(v -> prefix + "=" + URLEncoder.encode(String.valueOf(v), StandardCharsets.UTF_8))
                    .collect(Collectors.joining("&"));
        }
        return value == null ? "" : prefix + "=" + URLEncoder.encode(String.valueOf(value), StandardCharsets.UTF_8);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof UpsertContactRequestEmail other && Objects.equals(value, other.value);
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(value);
    }

    @Override
    public String toString() {
        return String.valueOf(value);
    }
}

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
public final class GetContactsByEmailRequestEmail {

    private final Object value;

    @JsonCreator
    public GetContactsByEmailRequestEmail(Object value) {
        this.value = value;
    }

    public static GetContactsByEmailRequestEmail of(String address) {
        return new GetContactsByEmailRequestEmail(address);
    }

    public static GetContactsByEmailRequestEmail of(List<String> addresses) {
        return new GetContactsByEmailRequestEmail(List.copyOf(addresses));
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
        return o instanceof GetContactsByEmailRequestEmail other && Objects.equals(value, other.value);
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

package it.com.propertyportal.reference.client.model;

import com.fasterxml.jackson.annotation.JsonValue;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The reference's oneOf of one e-mail address or a list of them, which the generator cannot write in Java
 * (see src/test/reference/.openapi-generator-ignore): a string or a list of strings, sent as given. The two
 * models the generated code names extend it.
 */
public abstract class OneOrManyAddresses {

    private final Object value;

    protected OneOrManyAddresses(Object value) {
        this.value = value instanceof List<?> list ? List.copyOf(list) : value;
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
        return o != null && o.getClass() == getClass() && Objects.equals(value, ((OneOrManyAddresses) o).value);
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

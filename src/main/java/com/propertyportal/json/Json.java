package com.propertyportal.json;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonGeneratorFactory;
import jakarta.json.stream.JsonParser;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.Map;

/**
 * The factory methods of {@link jakarta.json.Json} over one provider looked up once. jakarta.json.Json
 * looks the provider up again on every call (a service-loader scan), which dominated responses that
 * build many objects, such as a listing search.
 */
public final class Json {

    private static final JsonProvider PROVIDER = JsonProvider.provider();
    private static final JsonGeneratorFactory GENERATORS = PROVIDER.createGeneratorFactory(Map.of());

    private Json() {}

    public static JsonObjectBuilder createObjectBuilder() {
        return PROVIDER.createObjectBuilder();
    }

    public static JsonObjectBuilder createObjectBuilder(JsonObject object) {
        return PROVIDER.createObjectBuilder(object);
    }

    public static JsonArrayBuilder createArrayBuilder() {
        return PROVIDER.createArrayBuilder();
    }

    public static JsonArrayBuilder createArrayBuilder(Collection<?> values) {
        return PROVIDER.createArrayBuilder(values);
    }

    public static JsonReader createReader(Reader reader) {
        return PROVIDER.createReader(reader);
    }

    public static JsonReader createReader(InputStream in) {
        return PROVIDER.createReader(in);
    }

    public static JsonParser createParser(Reader reader) {
        return PROVIDER.createParser(reader);
    }

    /** A compact UTF-8 generator over the stream. */
    public static JsonGenerator createGenerator(OutputStream out) {
        return GENERATORS.createGenerator(out, StandardCharsets.UTF_8);
    }

    public static JsonString createValue(String value) {
        return PROVIDER.createValue(value);
    }

    public static JsonNumber createValue(long value) {
        return PROVIDER.createValue(value);
    }

    public static JsonNumber createValue(BigDecimal value) {
        return PROVIDER.createValue(value);
    }
}

package com.propertyportal.input;

import com.propertyportal.json.Json;
import com.propertyportal.problems.FieldError;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParsingException;
import java.io.Reader;
import java.math.BigDecimal;
import java.util.HashSet;
import java.util.Set;

/**
 * Reads one JSON document of a request, refusing (for a 400 that names the member) what Parsson's own
 * JsonReader lets through or fails on with a 500: a NUL character in a name or string (which PostgreSQL
 * cannot store), a member name given twice (Parsson keeps the last), data after the value (readValue()
 * stops at the value's end), nesting deeper than {@value #MAX_DEPTH} (Parsson allows 1,000, then throws a
 * plain RuntimeException) and numbers longer than {@value #MAX_NUMBER_LENGTH} characters (Parsson throws
 * UnsupportedOperationException past 1,100) or whose exponent makes them longer than that written out.
 */
public final class StrictJsonReader {

    public static final int MAX_DEPTH = 64;
    public static final int MAX_NUMBER_LENGTH = 100;
    /** Member names in error fields are cut to this length: the field says where, not the whole name. */
    private static final int SHOWN_NAME_LENGTH = 64;

    /** What the reader refused, and where; the caller answers it as a 400 naming that field. */
    public static final class Refused extends RuntimeException {

        private final transient FieldError error;

        Refused(String field, String reason) {
            super(field + " " + reason, null, false, false);
            this.error = new FieldError(field, reason);
        }

        public FieldError error() {
            return error;
        }
    }

    private final JsonParser parser;
    private final String root;

    private StrictJsonReader(JsonParser parser, String root) {
        this.parser = parser;
        this.root = root;
    }

    /**
     * The single JSON value the reader holds; errors name their place under {@code root} ("body",
     * "body.data.name", "body.items[2]").
     */
    public static JsonValue read(Reader in, String root) {
        try (JsonParser parser = Json.createParser(in)) {
            StrictJsonReader reader = new StrictJsonReader(parser, root);
            if (!parser.hasNext()) {
                throw new Refused(root, "is empty");
            }
            JsonValue value = reader.value(parser.next(), root, 0);
            reader.requireEnd();
            return value;
        }
    }

    private JsonValue value(JsonParser.Event event, String path, int depth) {
        return switch (event) {
            case START_OBJECT -> object(path, depth + 1);
            case START_ARRAY -> array(path, depth + 1);
            case VALUE_STRING -> string(path);
            case VALUE_NUMBER -> number(path);
            case VALUE_TRUE -> JsonValue.TRUE;
            case VALUE_FALSE -> JsonValue.FALSE;
            case VALUE_NULL -> JsonValue.NULL;
            default -> throw new Refused(path, "is not valid JSON");
        };
    }

    private JsonValue object(String path, int depth) {
        requireDepth(depth);
        JsonObjectBuilder object = Json.createObjectBuilder();
        Set<String> names = new HashSet<>();
        for (JsonParser.Event event = parser.next(); event != JsonParser.Event.END_OBJECT; event = parser.next()) {
            String name = parser.getString();
            if (name.indexOf('\0') >= 0) {
                throw new Refused(path, "has a member name with a NUL character");
            }
            String member = path + "." + shown(name);
            if (!names.add(name)) {
                throw new Refused(member, "appears more than once");
            }
            object.add(name, value(parser.next(), member, depth));
        }
        return object.build();
    }

    private JsonValue array(String path, int depth) {
        requireDepth(depth);
        JsonArrayBuilder array = Json.createArrayBuilder();
        int index = 0;
        for (JsonParser.Event event = parser.next(); event != JsonParser.Event.END_ARRAY; event = parser.next()) {
            array.add(value(event, path + "[" + index++ + "]", depth));
        }
        return array.build();
    }

    private JsonValue string(String path) {
        if (parser.getString().indexOf('\0') >= 0) {
            throw new Refused(path, "has a NUL character");
        }
        return parser.getValue();
    }

    private JsonValue number(String path) {
        String text = parser.getString();
        if (text.length() > MAX_NUMBER_LENGTH) {
            throw new Refused(path, "is a number longer than " + MAX_NUMBER_LENGTH + " characters");
        }
        // 1e999999999 is short, but written out (as BigDecimal.toBigInteger() or toPlainString() would) it
        // is a billion digits.
        BigDecimal number = parser.getBigDecimal();
        if (number.precision() - number.scale() > MAX_NUMBER_LENGTH || number.scale() > MAX_NUMBER_LENGTH) {
            throw new Refused(path, "is a number longer than " + MAX_NUMBER_LENGTH + " characters written out");
        }
        return parser.getValue();
    }

    private void requireEnd() {
        boolean more;
        try {
            more = parser.hasNext();
        } catch (JsonParsingException e) {
            more = true;
        }
        if (more) {
            throw new Refused(root, "has data after the JSON value");
        }
    }

    private void requireDepth(int depth) {
        if (depth > MAX_DEPTH) {
            throw new Refused(root, "nests deeper than " + MAX_DEPTH + " levels");
        }
    }

    private static String shown(String name) {
        return name.length() > SHOWN_NAME_LENGTH ? name.substring(0, SHOWN_NAME_LENGTH) + "..." : name;
    }
}

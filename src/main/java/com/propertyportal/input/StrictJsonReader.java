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
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reads one JSON document of a request, refusing (for a 400 that names the member) what Parsson's own
 * JsonReader lets through or fails on with a 500: text that breaks the one text rule ({@link TextRule}: a NUL,
 * which PostgreSQL cannot store, another control character, a bidirectional override, a lone surrogate) in a
 * name or string, whose strings it gives back in NFC; a member name given twice (Parsson keeps the last), data after the value (readValue()
 * stops at the value's end), nesting deeper than {@value #MAX_DEPTH} (Parsson allows 1,000, then throws a
 * plain RuntimeException) and numbers longer than {@value #MAX_NUMBER_LENGTH} characters (Parsson throws
 * UnsupportedOperationException past 1,100) or whose exponent makes them longer than that written out.
 */
public final class StrictJsonReader {

    public static final int MAX_DEPTH = 64;
    public static final int MAX_NUMBER_LENGTH = 100;
    /** Member names in error fields are cut to this length: the field says where, not the whole name. */
    private static final int SHOWN_NAME_LENGTH = 64;

    /** The most text-rule problems one refusal lists: enough for any body a person wrote. */
    static final int MOST_LISTED = 100;

    /** What the reader refused, and where; the caller answers it as a 400 naming each field. */
    public static final class Refused extends RuntimeException {

        private final transient List<FieldError> errors;

        Refused(String field, String reason) {
            this(List.of(new FieldError(field, reason)));
        }

        Refused(List<FieldError> errors) {
            super(errors.get(0).field() + " " + errors.get(0).reason(), null, false, false);
            this.errors = List.copyOf(errors);
        }

        public List<FieldError> errors() {
            return errors;
        }
    }

    private final JsonParser parser;
    private final String root;
    /** Text that breaks the one text rule, listed as the reader goes on, so one answer names every member. */
    private final List<FieldError> textProblems = new ArrayList<>();

    private StrictJsonReader(JsonParser parser, String root) {
        this.parser = parser;
        this.root = root;
    }

    /**
     * The single JSON value the reader holds; errors name the member by its JSON path ("data.name", "items[2]"),
     * as every other check of a body does, or the whole value as {@code root} ("body").
     */
    public static JsonValue read(Reader in, String root) {
        try (JsonParser parser = Json.createParser(in)) {
            StrictJsonReader reader = new StrictJsonReader(parser, root);
            if (!parser.hasNext()) {
                throw new Refused(root, "is empty");
            }
            JsonValue value = reader.value(parser.next(), root, 0);
            reader.requireEnd();
            if (!reader.textProblems.isEmpty()) {
                throw new Refused(reader.textProblems);
            }
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
            String member = (path.equals(root) ? "" : path + ".") + shown(name);
            TextRule.problemWith(name).ifPresent(problem -> textProblem(path, "has a member name that " + problem));
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

    /** A string by the one text rule ({@link TextRule}), in NFC. */
    private JsonValue string(String path) {
        String text = parser.getString();
        Optional<String> problem = TextRule.problemWith(text);
        if (problem.isPresent()) {
            textProblem(path, problem.get());
            return parser.getValue();
        }
        String composed = TextRule.composed(text);
        return composed == text ? parser.getValue() : Json.createValue(composed);
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

    private void textProblem(String path, String reason) {
        if (textProblems.size() < MOST_LISTED) {
            textProblems.add(new FieldError(path, reason));
        }
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

package com.propertyportal.input;

import com.propertyportal.problems.ProblemException;
import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Typed, limit-checked reading of one JSON object. Each wrong field is recorded in {@link Violations}
 * under its JSON path instead of failing fast, so a caller sees every problem at once.
 */
public final class JsonInput {

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9._:\\-]{1,64}");

    private final JsonObject object;
    private final String path;
    private final Violations violations;

    public JsonInput(JsonObject object, String path, Violations violations) {
        this.object = object;
        this.path = path;
        this.violations = violations;
    }

    public static JsonInput root(JsonObject object, Violations violations) {
        return new JsonInput(object, "", violations);
    }

    public JsonObject raw() {
        return object;
    }

    public Violations violations() {
        return violations;
    }

    public String pathOf(String name) {
        return path.isEmpty() ? name : path + "." + name;
    }

    public boolean has(String name) {
        return object.containsKey(name);
    }

    /** True when the field is absent or JSON null. */
    public boolean isAbsent(String name) {
        JsonValue value = object.get(name);
        return value == null || value.getValueType() == JsonValue.ValueType.NULL;
    }

    public void reject(String name, String reason) {
        violations.add(pathOf(name), reason);
    }

    public void rejectUnknown(Set<String> allowed) {
        for (String key : object.keySet()) {
            if (!allowed.contains(key)) {
                reject(key, "is not a known field");
            }
        }
    }

    /**
     * A one-line text member (a name, a title, a label, an id): by the one text rule (the reader's) and without a
     * tab or line break.
     */
    public Optional<String> string(String name, int maxLength) {
        Optional<String> text = text(name, maxLength);
        if (text.isPresent()) {
            Optional<String> problem = TextRule.lineProblemWith(text.get());
            if (problem.isPresent()) {
                reject(name, problem.get());
                return Optional.empty();
            }
        }
        return text;
    }

    /**
     * A secret (a password, a code) as given: one line is not asked of it, so a password is never refused for
     * what it holds beyond the reader's rule.
     */
    public Optional<String> secret(String name, int maxLength) {
        return text(name, maxLength);
    }

    /** A secret that must be there and not blank. */
    public String requiredSecret(String name, int maxLength) {
        return required(name, text(name, maxLength));
    }

    /** A text member that may span lines (a comment, a description, HTML): tab and line breaks allowed. */
    public Optional<String> text(String name, int maxLength) {
        JsonValue value = object.get(name);
        if (value == null || value.getValueType() == JsonValue.ValueType.NULL) {
            return Optional.empty();
        }
        if (!(value instanceof JsonString text)) {
            reject(name, "must be a string");
            return Optional.empty();
        }
        String s = text.getString();
        if (s.length() > maxLength) {
            reject(name, "must be at most " + maxLength + " characters");
            return Optional.empty();
        }
        return Optional.of(s);
    }

    public String requiredString(String name, int maxLength) {
        return required(name, string(name, maxLength));
    }

    /** A text member that may span lines, that must be there and not blank. */
    public String requiredText(String name, int maxLength) {
        return required(name, text(name, maxLength));
    }

    private String required(String name, Optional<String> read) {
        if (isAbsent(name)) {
            reject(name, "is required");
            return null;
        }
        if (read.isPresent() && read.get().isBlank()) {
            reject(name, "must not be blank");
            return null;
        }
        return read.orElse(null);
    }

    /** A path parameter that must be an id: the value, or a 400 naming the parameter. */
    public static String pathId(String name, String value) {
        if (value == null || !ID.matcher(value).matches()) {
            throw ProblemException.invalid(name, "must be 1 to 64 letters, digits or . _ : -");
        }
        return value;
    }

    public Optional<String> id(String name) {
        Optional<String> s = string(name, 64);
        if (s.isPresent() && !ID.matcher(s.get()).matches()) {
            reject(name, "must be 1 to 64 letters, digits or . _ : -");
            return Optional.empty();
        }
        return s;
    }

    public String requiredId(String name) {
        if (isAbsent(name)) {
            reject(name, "is required");
            return null;
        }
        return id(name).orElse(null);
    }

    public Optional<Long> integer(String name, long min, long max) {
        JsonValue value = object.get(name);
        if (value == null || value.getValueType() == JsonValue.ValueType.NULL) {
            return Optional.empty();
        }
        if (!(value instanceof JsonNumber number)
                || number.bigDecimalValue().stripTrailingZeros().scale() > 0) {
            reject(name, "must be an integer");
            return Optional.empty();
        }
        long n;
        try {
            n = number.bigDecimalValue().longValueExact();
        } catch (ArithmeticException e) {
            reject(name, "must be between " + min + " and " + max);
            return Optional.empty();
        }
        if (n < min || n > max) {
            reject(name, "must be between " + min + " and " + max);
            return Optional.empty();
        }
        return Optional.of(n);
    }

    public Optional<Double> number(String name, double min, double max) {
        JsonValue value = object.get(name);
        if (value == null || value.getValueType() == JsonValue.ValueType.NULL) {
            return Optional.empty();
        }
        if (!(value instanceof JsonNumber number)) {
            reject(name, "must be a number");
            return Optional.empty();
        }
        double d = number.doubleValue();
        if (Double.isNaN(d) || d < min || d > max) {
            reject(name, "must be between " + min + " and " + max);
            return Optional.empty();
        }
        return Optional.of(d);
    }

    public Optional<Boolean> bool(String name) {
        JsonValue value = object.get(name);
        if (value == null || value.getValueType() == JsonValue.ValueType.NULL) {
            return Optional.empty();
        }
        if (value.getValueType() == JsonValue.ValueType.TRUE) {
            return Optional.of(true);
        }
        if (value.getValueType() == JsonValue.ValueType.FALSE) {
            return Optional.of(false);
        }
        reject(name, "must be true or false");
        return Optional.empty();
    }

    public Optional<JsonInput> object(String name) {
        JsonValue value = object.get(name);
        if (value == null || value.getValueType() == JsonValue.ValueType.NULL) {
            return Optional.empty();
        }
        if (value.getValueType() != JsonValue.ValueType.OBJECT) {
            reject(name, "must be an object");
            return Optional.empty();
        }
        return Optional.of(new JsonInput(value.asJsonObject(), pathOf(name), violations));
    }

    public Optional<JsonArray> array(String name, int maxItems) {
        JsonValue value = object.get(name);
        if (value == null || value.getValueType() == JsonValue.ValueType.NULL) {
            return Optional.empty();
        }
        if (value.getValueType() != JsonValue.ValueType.ARRAY) {
            reject(name, "must be an array");
            return Optional.empty();
        }
        JsonArray array = value.asJsonArray();
        if (array.size() > maxItems) {
            reject(name, "must have at most " + maxItems + " items");
            return Optional.empty();
        }
        return Optional.of(array);
    }

    /** The objects of an array field, each readable under its own path ({@code name[i]}). */
    public List<JsonInput> objects(String name, int maxItems) {
        List<JsonInput> items = new ArrayList<>();
        array(name, maxItems).ifPresent(array -> {
            for (int i = 0; i < array.size(); i++) {
                JsonValue item = array.get(i);
                String itemPath = pathOf(name) + "[" + i + "]";
                if (item.getValueType() != JsonValue.ValueType.OBJECT) {
                    violations.add(itemPath, "must be an object");
                } else {
                    items.add(new JsonInput(item.asJsonObject(), itemPath, violations));
                }
            }
        });
        return items;
    }

    public Optional<List<String>> strings(String name, int maxItems, int maxLength) {
        return array(name, maxItems).map(array -> {
            List<String> values = new ArrayList<>();
            for (int i = 0; i < array.size(); i++) {
                JsonValue item = array.get(i);
                String itemPath = pathOf(name) + "[" + i + "]";
                if (!(item instanceof JsonString text)) {
                    violations.add(itemPath, "must be a string");
                } else if (text.getString().length() > maxLength) {
                    violations.add(itemPath, "must be at most " + maxLength + " characters");
                } else if (TextRule.lineProblemWith(text.getString()).isPresent()) {
                    violations.add(
                            itemPath, TextRule.lineProblemWith(text.getString()).get());
                } else {
                    values.add(text.getString());
                }
            }
            return values;
        });
    }

    public Optional<List<String>> ids(String name, int maxItems) {
        return strings(name, maxItems, 64).map(values -> {
            for (int i = 0; i < values.size(); i++) {
                if (!ID.matcher(values.get(i)).matches()) {
                    violations.add(pathOf(name) + "[" + i + "]", "must be 1 to 64 letters, digits or . _ : -");
                }
            }
            return values;
        });
    }

    public static boolean isId(String value) {
        return value != null && ID.matcher(value).matches();
    }
}

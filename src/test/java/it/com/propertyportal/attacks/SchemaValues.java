package it.com.propertyportal.attacks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Values that conform to a schema of the document, as jqwik arbitraries: enums, formats, patterns, ranges,
 * lengths, required and optional members. Where the fixture knows real values for a parameter or member of
 * that name (the ids of its records), those are drawn most of the time, so that calls reach the code
 * behind a lookup instead of its 404.
 */
final class SchemaValues {

    static final JsonNodeFactory JSON = JsonNodeFactory.withExactBigDecimals(true);
    /** Longer strings than this are left to the mutations: valid values stay readable. */
    private static final int LONGEST = 40;

    /** What the fixture knows about a parameter or member of one operation. */
    interface Hints {

        /** Real values for a parameter or member of this name ("references[]" for an array's items). */
        Optional<Arbitrary<JsonNode>> values(String operationId, String name);

        /** Members an object of this name may carry beyond its properties (a form's data by field uuid). */
        Optional<Arbitrary<Map<String, JsonNode>>> members(String operationId, String name);
    }

    private final ServedApi api;
    private final Hints hints;
    /** Only the fixture's values where it has some: the base a mutation makes wrong in exactly one place. */
    private final boolean onlyReal;

    private final Map<String, Arbitrary<JsonNode>> made = new HashMap<>();

    SchemaValues(ServedApi api, Hints hints, boolean onlyReal) {
        this.api = api;
        this.hints = hints;
        this.onlyReal = onlyReal;
    }

    /** Values of the schema for the parameter or member named so in that operation. */
    Arbitrary<JsonNode> of(String operationId, String name, JsonNode schema) {
        String key = operationId + "|" + name + "|" + System.identityHashCode(schema);
        Arbitrary<JsonNode> known = made.get(key);
        if (known == null) {
            Arbitrary<JsonNode> plain = plain(operationId, name, schema);
            known = hints.values(operationId, name)
                    .<Arbitrary<JsonNode>>map(
                            real -> onlyReal ? real : Arbitraries.frequencyOf(Tuple.of(8, real), Tuple.of(2, plain)))
                    .orElse(plain);
            made.put(key, known);
        }
        return known;
    }

    private Arbitrary<JsonNode> plain(String operationId, String name, JsonNode reference) {
        JsonNode schema = api.merged(reference);
        if (schema.has("enum")) {
            List<JsonNode> values = new ArrayList<>();
            schema.get("enum").forEach(values::add);
            return Arbitraries.of(values);
        }
        for (String choice : List.of("oneOf", "anyOf")) {
            if (schema.has(choice)) {
                List<Arbitrary<JsonNode>> branches = new ArrayList<>();
                schema.get(choice).forEach(branch -> branches.add(of(operationId, name, branch)));
                return Arbitraries.oneOf(branches);
            }
        }
        return switch (typeOf(schema)) {
            case "string" -> strings(schema);
            case "integer" -> integers(schema);
            case "number" -> numbers(schema);
            case "boolean" -> Arbitraries.of(JSON.booleanNode(true), JSON.booleanNode(false));
            case "array" -> arrays(operationId, name, schema);
            case "object" -> objects(operationId, name, schema);
            default -> Arbitraries.of(JSON.textNode("text"), JSON.numberNode(1), JSON.booleanNode(true));
        };
    }

    static String typeOf(JsonNode schema) {
        if (schema.has("type")) {
            return schema.get("type").asText();
        }
        if (schema.has("properties") || schema.has("additionalProperties")) {
            return "object";
        }
        return schema.has("items") ? "array" : "any";
    }

    private Arbitrary<JsonNode> strings(JsonNode schema) {
        int min = schema.path("minLength").asInt(0);
        int max = schema.path("maxLength").asInt(1000);
        String format = schema.path("format").asText("");
        Arbitrary<String> text;
        if (schema.has("pattern")) {
            text = RegexStrings.matching(schema.get("pattern").asText());
        } else if (format.equals("email")) {
            text = Combinators.combine(
                            Arbitraries.strings()
                                    .alpha()
                                    .numeric()
                                    .ofMinLength(1)
                                    .ofMaxLength(20),
                            Arbitraries.of("example.com", "example.org", "mail.example.net"))
                    .as((local, domain) -> local.toLowerCase() + "@" + domain);
        } else if (format.equals("date-time")) {
            text = Arbitraries.longs()
                    .between(0, 4_000_000_000L)
                    .map(s -> Instant.EPOCH.plus(s, ChronoUnit.SECONDS).toString());
        } else if (format.equals("date")) {
            text = Arbitraries.longs()
                    .between(0, 50_000)
                    .map(d -> LocalDate.ofEpochDay(d).toString());
        } else if (format.equals("uri")) {
            text = Arbitraries.strings()
                    .alpha()
                    .numeric()
                    .ofMinLength(1)
                    .ofMaxLength(20)
                    .map(path -> "https://example.com/" + path);
        } else {
            text = Arbitraries.strings()
                    .alpha()
                    .numeric()
                    .withChars(" -_.,")
                    .ofMinLength(min)
                    .ofMaxLength(Math.max(min, Math.min(max, LONGEST)));
        }
        return text.filter(100, s -> s.length() >= min && s.length() <= max).map(JSON::textNode);
    }

    private static Arbitrary<JsonNode> integers(JsonNode schema) {
        boolean int32 = schema.path("format").asText("").equals("int32");
        BigInteger min = schema.has("minimum")
                ? schema.get("minimum").bigIntegerValue()
                : BigInteger.valueOf(int32 ? Integer.MIN_VALUE : Long.MIN_VALUE);
        BigInteger max = schema.has("maximum")
                ? schema.get("maximum").bigIntegerValue()
                : BigInteger.valueOf(int32 ? Integer.MAX_VALUE : Long.MAX_VALUE);
        BigInteger small = min.add(BigInteger.TEN).min(max);
        return Arbitraries.frequencyOf(
                        Tuple.of(6, Arbitraries.bigIntegers().between(min, small)),
                        Tuple.of(3, Arbitraries.bigIntegers().between(min, max)),
                        Tuple.of(1, Arbitraries.of(min, max)))
                .map(SchemaValues::integerNode);
    }

    static JsonNode integerNode(BigInteger value) {
        return value.bitLength() < 64 ? JSON.numberNode(value.longValue()) : JSON.numberNode(value);
    }

    private static Arbitrary<JsonNode> numbers(JsonNode schema) {
        BigDecimal min = schema.has("minimum") ? schema.get("minimum").decimalValue() : BigDecimal.valueOf(-1e9);
        BigDecimal max = schema.has("maximum") ? schema.get("maximum").decimalValue() : BigDecimal.valueOf(1e9);
        return Arbitraries.bigDecimals().between(min, max).ofScale(2).map(d -> JSON.numberNode(d.stripTrailingZeros()));
    }

    private Arbitrary<JsonNode> arrays(String operationId, String name, JsonNode schema) {
        int min = schema.path("minItems").asInt(0);
        int max = Math.min(schema.path("maxItems").asInt(4), Math.max(min, 4));
        return of(operationId, name + "[]", schema.path("items"))
                .list()
                .ofMinSize(min)
                .ofMaxSize(max)
                .map(items -> {
                    var array = JSON.arrayNode();
                    items.forEach(array::add);
                    return array;
                });
    }

    private Arbitrary<JsonNode> objects(String operationId, String name, JsonNode schema) {
        List<String> required = new ArrayList<>();
        schema.path("required").forEach(r -> required.add(r.asText()));
        List<Arbitrary<Map<String, JsonNode>>> parts = new ArrayList<>();
        schema.path("properties").fields().forEachRemaining(property -> {
            Arbitrary<JsonNode> value = of(operationId, property.getKey(), property.getValue());
            Arbitrary<Optional<JsonNode>> maybe =
                    required.contains(property.getKey()) ? value.map(Optional::of) : value.optional(0.6);
            parts.add(maybe.map(v -> v.map(x -> Map.of(property.getKey(), x)).orElse(Map.of())));
        });
        hints.members(operationId, name).ifPresent(parts::add);
        if (parts.isEmpty()) {
            parts.add(Arbitraries.maps(
                            Arbitraries.strings().alpha().ofMinLength(1).ofMaxLength(10),
                            Arbitraries.strings().alpha().ofMaxLength(10).map(v -> (JsonNode) JSON.textNode(v)))
                    .ofMaxSize(3));
        }
        return Combinators.combine(parts).as(maps -> {
            Map<String, JsonNode> members = new LinkedHashMap<>();
            maps.forEach(members::putAll);
            ObjectNode object = JSON.objectNode();
            object.setAll(members);
            return object;
        });
    }
}

package it.com.propertyportal.attacks;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.dialect.Dialects;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Validates values against the schemas of the served document, by JSON pointer, with OpenAPI 3.0's rules:
 * a value not marked nullable may not be null, formats are checked, additionalProperties as written, and
 * every $ref resolved inside the document.
 */
final class Contract {

    /** Where the document is registered for the validator; never fetched. */
    private static final String DOCUMENT = "https://portal.invalid/openapi.json";

    private final SchemaRegistry registry;
    private final Map<String, Schema> schemas = new ConcurrentHashMap<>();

    Contract(ServedApi api) {
        registry = SchemaRegistry.withDialect(
                Dialects.getOpenApi30(), builder -> builder.schemas(Map.of(DOCUMENT, api.text)));
    }

    /** What is wrong with the value by the schema at that pointer; empty when it conforms. */
    List<String> violations(String pointer, JsonNode value) {
        Schema schema =
                schemas.computeIfAbsent(pointer, p -> registry.getSchema(SchemaLocation.of(DOCUMENT + "#" + p)));
        List<Error> errors = schema.validate(value);
        // A missing member is named as itself, not as the object it is missing from.
        return errors.stream()
                .map(e -> e.getInstanceLocation()
                        + ("required".equals(e.getKeyword()) && e.getProperty() != null ? "." + e.getProperty() : "")
                        + ": " + e.getMessage())
                .toList();
    }
}

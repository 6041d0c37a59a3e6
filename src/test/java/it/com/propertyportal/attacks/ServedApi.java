package it.com.propertyportal.attacks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import it.com.propertyportal.Api;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The OpenAPI document the server serves at /openapi, read as JSON: its operations with every $ref followed. */
final class ServedApi {

    private static final Set<String> METHODS = Set.of("get", "put", "post", "delete", "patch");

    enum Area {
        PUBLIC,
        CORE,
        ADMIN
    }

    /** A parameter with its schema and that schema's JSON pointer in the document. */
    record Parameter(String name, String in, boolean required, JsonNode schema, String pointer) {}

    /** A request body: its media type and the JSON pointer of its schema in the document. */
    record Body(boolean required, String mediaType, JsonNode schema, String pointer) {}

    /** What one status answers: each media type with the JSON pointer of its schema (null without one). */
    record Answer(String status, Map<String, String> schemaPointers) {}

    record Operation(
            String id,
            String method,
            String template,
            Area area,
            List<Parameter> parameters,
            Body body,
            Map<String, Answer> answers) {

        boolean hasInput() {
            return !parameters.isEmpty() || body != null;
        }

        Optional<Parameter> parameter(String name) {
            return parameters.stream().filter(p -> p.name().equals(name)).findFirst();
        }

        @Override
        public String toString() {
            return id + " (" + method + " " + template + ")";
        }
    }

    final String text;
    final JsonNode document;
    final List<Operation> operations = new ArrayList<>();

    private ServedApi(String text) {
        this.text = text;
        try {
            this.document = new ObjectMapper().readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        JsonNode rootSecurity = document.path("security");
        for (Iterator<Map.Entry<String, JsonNode>> paths =
                        document.path("paths").fields();
                paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            String pathPointer = "/paths/" + escape(path.getKey());
            for (Iterator<Map.Entry<String, JsonNode>> ops = path.getValue().fields(); ops.hasNext(); ) {
                Map.Entry<String, JsonNode> op = ops.next();
                if (METHODS.contains(op.getKey())) {
                    operations.add(operation(
                            path.getKey(), op.getKey(), op.getValue(), pathPointer + "/" + op.getKey(), rootSecurity));
                }
            }
        }
    }

    static ServedApi fetch() {
        Api.Reply reply = Api.get("/openapi?format=JSON");
        assertEquals(200, reply.status(), reply::toString);
        return new ServedApi(reply.body());
    }

    private Operation operation(String template, String method, JsonNode op, String pointer, JsonNode rootSecurity) {
        List<Parameter> parameters = new ArrayList<>();
        List<JsonNode> declared = list(op.path("parameters"));
        for (int i = 0; i < declared.size(); i++) {
            JsonNode p = resolve(declared.get(i));
            String schemaPointer = pointerOf(declared.get(i), pointer + "/parameters/" + i) + "/schema";
            parameters.add(new Parameter(
                    p.path("name").asText(),
                    p.path("in").asText(),
                    p.path("required").asBoolean(),
                    resolve(p.path("schema")),
                    schemaPointer));
        }
        Body body = null;
        if (op.has("requestBody")) {
            String bodyPointer = pointerOf(op.get("requestBody"), pointer + "/requestBody");
            JsonNode requestBody = resolve(op.get("requestBody"));
            Map.Entry<String, JsonNode> content =
                    requestBody.path("content").fields().next();
            body = new Body(
                    requestBody.path("required").asBoolean(),
                    content.getKey(),
                    resolve(content.getValue().path("schema")),
                    bodyPointer + "/content/" + escape(content.getKey()) + "/schema");
        }
        Map<String, Answer> answers = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = op.path("responses").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> response = it.next();
            String responsePointer = pointerOf(response.getValue(), pointer + "/responses/" + response.getKey());
            Map<String, String> schemas = new LinkedHashMap<>();
            resolve(response.getValue())
                    .path("content")
                    .fields()
                    .forEachRemaining(c -> schemas.put(
                            c.getKey(),
                            c.getValue().has("schema")
                                    ? responsePointer + "/content/" + escape(c.getKey()) + "/schema"
                                    : null));
            answers.put(response.getKey(), new Answer(response.getKey(), schemas));
        }
        JsonNode security = op.has("security") ? op.get("security") : rootSecurity;
        Area area = Area.PUBLIC;
        if (security.isArray() && !security.isEmpty()) {
            area = security.get(0).has("admin") ? Area.ADMIN : Area.CORE;
        }
        return new Operation(
                op.path("operationId").asText(),
                method.toUpperCase(Locale.ROOT),
                template,
                area,
                parameters,
                body,
                answers);
    }

    /** The node a $ref names, followed until it is no reference. */
    JsonNode resolve(JsonNode node) {
        JsonNode at = node;
        for (int hops = 0; at != null && at.has("$ref") && hops < 20; hops++) {
            at = document.at(at.get("$ref").asText().substring(1));
        }
        return at == null || at.isMissingNode() ? JsonNodeFactory.instance.objectNode() : at;
    }

    /** The component name a schema node is a reference to, if it is one. */
    static Optional<String> componentOf(JsonNode node) {
        if (node != null && node.has("$ref")) {
            String ref = node.get("$ref").asText();
            return Optional.of(ref.substring(ref.lastIndexOf('/') + 1));
        }
        return Optional.empty();
    }

    /** A schema's allOf parts merged into one object schema (their properties and required members). */
    JsonNode merged(JsonNode schema) {
        JsonNode resolved = resolve(schema);
        if (!resolved.has("allOf")) {
            return resolved;
        }
        ObjectNode merged = JsonNodeFactory.instance.objectNode();
        ObjectNode properties = JsonNodeFactory.instance.objectNode();
        var required = JsonNodeFactory.instance.arrayNode();
        List<JsonNode> parts = new ArrayList<>();
        ObjectNode own = resolved.deepCopy();
        own.remove("allOf");
        parts.add(own);
        resolved.get("allOf").forEach(part -> parts.add(merged(part)));
        for (JsonNode part : parts) {
            part.fields().forEachRemaining(f -> {
                switch (f.getKey()) {
                    case "properties" -> properties.setAll((ObjectNode) f.getValue());
                    case "required" -> required.addAll((ArrayNode) f.getValue());
                    default -> merged.set(f.getKey(), f.getValue());
                }
            });
        }
        if (!properties.isEmpty()) {
            merged.set("properties", properties);
        }
        if (!required.isEmpty()) {
            merged.set("required", required);
        }
        return merged;
    }

    private static String pointerOf(JsonNode node, String pointer) {
        return node.has("$ref") ? node.get("$ref").asText().substring(1) : pointer;
    }

    private static List<JsonNode> list(JsonNode array) {
        List<JsonNode> list = new ArrayList<>();
        array.forEach(list::add);
        return list;
    }

    static String escape(String token) {
        return token.replace("~", "~0").replace("/", "~1");
    }
}

package it.com.propertyportal.attacks;

import static it.com.propertyportal.attacks.SchemaValues.JSON;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Whether a call, as generated and mutated, keeps the document's schemas for its body and parameters: what
 * it breaks may not be answered 2xx, and a 400 must name it.
 */
final class InputContract {

    private final ServedApi api;
    private final Contract contract;

    InputContract(ServedApi api, Contract contract) {
        this.api = api;
        this.contract = contract;
    }

    /** Whether the request, as mutated, still keeps the document's schemas; what breaks them a 400 must name. */
    void judge(FuzzRequest request) {
        forgetSplicesLeftOut(request);
        ServedApi.Body body = request.operation.body();
        if (body != null
                && body.mediaType().equals("application/json")
                && request.body != null
                && request.rawBody == null
                && request.splices.isEmpty()
                && request.contentType != null) {
            for (String violation : contract.violations(body.pointer(), withoutNullMembers(request.body))) {
                request.breaks.add("body " + violation);
                request.targets.add(violation.substring(0, violation.indexOf(':')));
            }
        } else if (body != null && body.required() && request.bytes() == null) {
            request.breaks.add("the body is required");
        }
        // A submit with the honeypot filled is answered success whatever it holds, as documented.
        request.honeypot = request.operation.id().startsWith("submitForm")
                && request.body != null
                && !request.body.path("hp").asText("").isEmpty();
        for (ServedApi.Parameter parameter : request.operation.parameters()) {
            List<String> given = new ArrayList<>();
            switch (parameter.in()) {
                case "path" -> given.add(request.path.get(parameter.name()));
                case "header" -> given.add(request.headers.get(parameter.name()));
                case "query" ->
                    request.query.stream()
                            .filter(e -> e.getKey().equals(parameter.name()))
                            .forEach(e -> given.add(e.getValue()));
                default -> {}
            }
            // A header the server may ignore (an ETag, a token that counts as none) is not held to its schema here,
            // nor a repeated query parameter after its first value.
            for (String value :
                    parameter.in().equals("header") ? List.<String>of() : given.subList(0, Math.min(1, given.size()))) {
                // An empty optional query value may be read as absent (the API's rule) or refused naming it.
                boolean emptyOptional =
                        value != null && value.isEmpty() && parameter.in().equals("query") && !parameter.required();
                if (value != null && !emptyOptional) {
                    List<String> off =
                            contract.violations(parameter.pointer(), typed(value, api.merged(parameter.schema())));
                    if (!off.isEmpty()) {
                        request.breaks.add(parameter.in() + " " + parameter.name() + ": " + off.get(0));
                        request.targets.add(parameter.name());
                    }
                }
            }
        }
    }

    /** The document says a member sent as null reads as absent: the body as the service reads it. */
    private static JsonNode withoutNullMembers(JsonNode body) {
        JsonNode copy = body.deepCopy();
        strip(copy);
        return copy;
    }

    private static void strip(JsonNode node) {
        if (node instanceof ObjectNode object) {
            List<String> nulls = new ArrayList<>();
            object.fields().forEachRemaining(f -> {
                if (f.getValue().isNull()) {
                    nulls.add(f.getKey());
                } else {
                    strip(f.getValue());
                }
            });
            object.remove(nulls);
        } else if (node.isArray()) {
            node.forEach(InputContract::strip);
        }
    }

    /** A parameter's text as the JSON value its schema's type reads it as; text that reads as none stays text. */
    private static JsonNode typed(String value, JsonNode schema) {
        try {
            return switch (SchemaValues.typeOf(schema)) {
                case "integer" ->
                    value.matches("-?\\d+") ? SchemaValues.integerNode(new BigInteger(value)) : JSON.textNode(value);
                case "number" ->
                    value.matches("-?\\d+(\\.\\d+)?([eE][-+]?\\d+)?")
                            ? JSON.numberNode(new BigDecimal(value))
                            : JSON.textNode(value);
                case "boolean" ->
                    value.equals("true") || value.equals("false")
                            ? JSON.booleanNode(value.equals("true"))
                            : JSON.textNode(value);
                default -> JSON.textNode(value);
            };
        } catch (NumberFormatException e) {
            return JSON.textNode(value);
        }
    }

    /** A splice whose member a later mutation left out is sent nowhere: it breaks nothing. */
    private static void forgetSplicesLeftOut(FuzzRequest request) {
        if (request.body == null || request.splices.isEmpty()) {
            return;
        }
        String text = request.body.toString();
        for (String marker : List.copyOf(request.splices.keySet())) {
            if (!text.contains(marker)) {
                request.splices.remove(marker);
                request.breaks.remove(request.spliceBreaks.remove(marker));
            }
        }
    }
}

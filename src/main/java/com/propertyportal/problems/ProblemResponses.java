package com.propertyportal.problems;

import com.propertyportal.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Builds RFC 9457 problem bodies. Each carries {@code error} and {@code message} for core clients and
 * {@code reason} for portal clients as extension members, so one body serves both.
 */
public final class ProblemResponses {

    public static final MediaType PROBLEM_JSON = new MediaType("application", "problem+json");

    /**
     * The longest message and error field or reason a problem carries, as its documented schema says: a
     * message may repeat what the client sent (an unknown id in the path), which has no length of its own.
     */
    static final int MAX_MESSAGE = 4000;

    static final int MAX_ERROR = 1000;

    private ProblemResponses() {}

    public static String newInstance() {
        return "urn:uuid:" + UUID.randomUUID();
    }

    /** The problem a {@link ProblemException} carries, under this instance. */
    public static Response of(ProblemException problem, String instance) {
        return of(
                problem.getResponse().getStatus(),
                problem.code(),
                problem.getMessage(),
                problem.errors(),
                problem.headers(),
                problem.members(),
                instance);
    }

    public static Response of(
            int status,
            String code,
            String message,
            List<FieldError> errors,
            Map<String, String> headers,
            String instance) {
        return of(status, code, message, errors, headers, Map.of(), instance);
    }

    public static Response of(
            int status,
            String code,
            String message,
            List<FieldError> errors,
            Map<String, String> headers,
            Map<String, String> members,
            String instance) {
        Response.ResponseBuilder response = Response.status(status)
                .type(PROBLEM_JSON)
                .entity(body(status, code, message, errors, members, instance));
        // A problem tells of one request (its instance is new each time): no cache keeps it.
        response.header("Cache-Control", "no-store");
        headers.forEach(response::header);
        return response.build();
    }

    /** The problem document itself, for answers written outside JAX-RS (servlet filters, error pages). */
    public static JsonObject body(
            int status,
            String code,
            String message,
            List<FieldError> errors,
            Map<String, String> members,
            String instance) {
        Response.StatusType type = Response.Status.fromStatusCode(status);
        JsonObjectBuilder body = Json.createObjectBuilder()
                .add("type", "about:blank")
                .add("title", type == null ? "Error" : type.getReasonPhrase())
                .add("status", status)
                .add("detail", bounded(message, MAX_MESSAGE))
                .add("instance", instance)
                .add("error", code)
                .add("message", bounded(message, MAX_MESSAGE))
                .add("reason", bounded(message, MAX_MESSAGE));
        members.forEach(body::add);
        if (!errors.isEmpty()) {
            JsonArrayBuilder list = Json.createArrayBuilder();
            errors.forEach(e -> list.add(Json.createObjectBuilder()
                    .add("field", bounded(e.field(), MAX_ERROR))
                    .add("reason", bounded(e.reason(), MAX_ERROR))));
            body.add("errors", list);
        }
        return body.build();
    }

    private static String bounded(String text, int max) {
        if (text.length() <= max) {
            return text;
        }
        int end = Character.isHighSurrogate(text.charAt(max - 2)) ? max - 2 : max - 1;
        return text.substring(0, end) + "…";
    }
}

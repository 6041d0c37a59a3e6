package com.propertyportal.problems;

import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A client-visible failure: status, machine code and a message that is safe to show. Rendered as
 * application/problem+json by {@link ProblemResponses}.
 */
public class ProblemException extends WebApplicationException {

    private final String code;
    private final List<FieldError> errors;
    private final Map<String, String> headers;
    private final Map<String, String> members;

    public ProblemException(Response.Status status, String code, String message) {
        this(status, code, message, List.of(), Map.of());
    }

    public ProblemException(
            Response.Status status, String code, String message, List<FieldError> errors, Map<String, String> headers) {
        this(status, code, message, errors, headers, Map.of());
    }

    /** With extra members for the body, such as the id of a request the failure concerns. */
    public ProblemException(
            Response.Status status,
            String code,
            String message,
            List<FieldError> errors,
            Map<String, String> headers,
            Map<String, String> members) {
        super(message, null, status);
        this.code = code;
        this.errors = List.copyOf(errors);
        this.headers = Map.copyOf(headers);
        this.members = Map.copyOf(members);
    }

    public static ProblemException invalid(List<FieldError> errors) {
        String summary = errors.stream()
                .limit(5)
                .map(FieldError::toString)
                .reduce((a, b) -> a + "; " + b)
                .orElse("");
        if (errors.size() > 5) {
            summary += "; and " + (errors.size() - 5) + " more";
        }
        return new ProblemException(
                Response.Status.BAD_REQUEST, "VALIDATION_FAILED", "Invalid request: " + summary, errors, Map.of());
    }

    public static ProblemException invalid(String field, String reason) {
        return invalid(List.of(new FieldError(field, reason)));
    }

    /** A request body larger than the limit of what reads it: 413, naming the body. */
    public static ProblemException tooLarge(long limit) {
        return tooLarge("body", "Request body", limit);
    }

    /** A part of the request (a file, named by field) larger than its limit: 413, naming it. */
    public static ProblemException tooLarge(String field, String what, long limit) {
        return new ProblemException(
                Response.Status.REQUEST_ENTITY_TOO_LARGE,
                "PAYLOAD_TOO_LARGE",
                what + " is larger than " + limit + " bytes",
                List.of(new FieldError(field, "is larger than " + limit + " bytes")),
                Map.of());
    }

    public static ProblemException notFound(String what) {
        return new ProblemException(Response.Status.NOT_FOUND, "NOT_FOUND", what + " not found");
    }

    /**
     * The problem among the causes of a failure, when code in between (the runtime, a parser) wrapped it in
     * an exception of its own.
     */
    public static Optional<ProblemException> among(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof ProblemException problem) {
                return Optional.of(problem);
            }
        }
        return Optional.empty();
    }

    public String code() {
        return code;
    }

    public List<FieldError> errors() {
        return errors;
    }

    public Map<String, String> headers() {
        return headers;
    }

    public Map<String, String> members() {
        return members;
    }
}

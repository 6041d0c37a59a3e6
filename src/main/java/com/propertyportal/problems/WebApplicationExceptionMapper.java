package com.propertyportal.problems;

import com.propertyportal.monitoring.control.TracedLog;
import jakarta.ws.rs.NotAllowedException;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * Maps every JAX-RS exception (our own and the runtime's 400, 404, 405, 406, 415) to a problem body. The
 * runtime's own messages name Java methods and classes ("RESTEASY003320: Failed processing arguments of
 * public ... CardResource.upload(...)"): they are never shown, only a message of our own per status.
 */
@Provider
public class WebApplicationExceptionMapper implements ExceptionMapper<WebApplicationException> {

    private static final Logger LOG = TracedLog.of(WebApplicationExceptionMapper.class);

    @Context
    UriInfo uri;

    @Context
    HttpHeaders headers;

    @Override
    public Response toResponse(WebApplicationException exception) {
        var unreadable = UnreadableRequest.of(exception, headers);
        if (unreadable.isPresent()) {
            return toResponse(ProblemException.invalid(List.of(unreadable.get())));
        }
        String instance = ProblemResponses.newInstance();
        Optional<ProblemException> carried = ProblemException.among(exception);
        if (carried.isPresent()) {
            return ProblemResponses.of(carried.get(), instance);
        }
        int status = exception.getResponse().getStatus();
        if (status >= 500) {
            LOG.severe(() -> "Request failed (" + instance + "): " + RedactedFailure.line(exception, headers));
            return ProblemResponses.of(
                    status,
                    "INTERNAL_ERROR",
                    "The server could not complete the request (" + instance + ")",
                    List.of(),
                    Map.of(),
                    instance);
        }
        String path = path();
        if (status == 405) {
            List<String> allowed = allowed(exception);
            return ProblemResponses.of(
                    405,
                    codeFor(405),
                    "Method not allowed on " + path + "; allowed: " + String.join(", ", allowed),
                    List.of(new FieldError("method", "must be one of " + String.join(", ", allowed))),
                    Map.of(HttpHeaders.ALLOW, String.join(", ", allowed)),
                    instance);
        }
        FieldError error = switch (status) {
            case 404 -> new FieldError("path", "names no resource");
            case 406 -> new FieldError("header.accept", "must accept application/json");
            case 413 -> new FieldError("body", "is too large");
            case 415 -> new FieldError("header.content-type", "is not a type this resource reads");
            case 400 -> new FieldError("body", "could not be read");
            default -> new FieldError("request", "was refused");
        };
        String message = switch (status) {
            case 404 -> exception instanceof NotFoundException ? "No resource at " + path : "Not found";
            case 406 -> "No acceptable representation; this resource produces application/json";
            case 413 -> "Request body is too large";
            case 415 -> "Unsupported media type; send Content-Type: application/json";
            case 400 -> "The request could not be read";
            default ->
                Optional.ofNullable(Response.Status.fromStatusCode(status))
                        .map(Response.Status::getReasonPhrase)
                        .orElse("Request refused");
        };
        return ProblemResponses.of(status, codeFor(status), message, List.of(error), Map.of(), instance);
    }

    private String path() {
        return uri == null ? "" : "/" + uri.getPath(false).replaceFirst("^/", "");
    }

    /** The methods the resource answers, as the runtime found them, in a stable order. */
    static List<String> allowed(WebApplicationException exception) {
        if (exception instanceof NotAllowedException notAllowed) {
            return notAllowed.getResponse().getAllowedMethods().stream()
                    .sorted()
                    .toList();
        }
        return List.of();
    }

    static String codeFor(int status) {
        return switch (status) {
            case 400 -> "BAD_REQUEST";
            case 401 -> "UNAUTHORIZED";
            case 403 -> "FORBIDDEN";
            case 404 -> "NOT_FOUND";
            case 405 -> "METHOD_NOT_ALLOWED";
            case 406 -> "NOT_ACCEPTABLE";
            case 409 -> "CONFLICT";
            case 411 -> "LENGTH_REQUIRED";
            case 413 -> "PAYLOAD_TOO_LARGE";
            case 415 -> "UNSUPPORTED_MEDIA_TYPE";
            case 429 -> "RATE_LIMITED";
            default -> "HTTP_" + status;
        };
    }
}

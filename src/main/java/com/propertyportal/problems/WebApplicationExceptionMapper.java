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
import java.util.logging.Logger;

/** Maps every JAX-RS exception (our own and the runtime's 404, 405, 406, 415) to a problem body. */
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
        if (exception instanceof ProblemException problem) {
            return ProblemResponses.of(problem.getResponse().getStatus(), problem.code(), problem.getMessage(),
                    problem.errors(), problem.headers(), problem.members(), instance);
        }
        int status = exception.getResponse().getStatus();
        String path = uri == null ? "" : "/" + uri.getPath(false).replaceFirst("^/", "");
        if (status >= 500) {
            LOG.severe(() -> "Request failed (" + instance + "): " + RedactedFailure.line(exception, headers));
            return ProblemResponses.of(status, "INTERNAL_ERROR", "The server could not complete the request ("
                    + instance + ")", List.of(), Map.of(), instance);
        }
        String message = switch (status) {
            case 404 -> exception instanceof NotFoundException && isRoutingMiss(exception)
                    ? "No resource at " + path : exception.getMessage();
            case 405 -> "Method not allowed on " + path + allowed(exception);
            case 406 -> "No acceptable representation; this resource produces application/json";
            case 415 -> "Unsupported media type; send Content-Type: application/json";
            default -> exception.getMessage();
        };
        return ProblemResponses.of(status, codeFor(status), message == null ? "Request failed" : message, List.of(),
                Map.of(), instance);
    }

    private static boolean isRoutingMiss(WebApplicationException exception) {
        String message = exception.getMessage();
        return message == null || message.startsWith("RESTEASY") || message.startsWith("HTTP 404");
    }

    private static String allowed(WebApplicationException exception) {
        if (exception instanceof NotAllowedException notAllowed) {
            var allow = notAllowed.getResponse().getAllowedMethods();
            if (!allow.isEmpty()) {
                return "; allowed: " + String.join(", ", allow.stream().sorted().toList());
            }
        }
        return "";
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
            case 413 -> "PAYLOAD_TOO_LARGE";
            case 415 -> "UNSUPPORTED_MEDIA_TYPE";
            case 429 -> "RATE_LIMITED";
            default -> "HTTP_" + status;
        };
    }
}

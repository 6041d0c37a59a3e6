package com.propertyportal.problems;

import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import java.util.Optional;

/**
 * RESTEasy answers arguments it could not read (a malformed multipart or form body, a part the container's
 * parser refuses) with a 400 whose message names the Java method it meant to call; the client is told instead
 * which part of its request could not be read.
 */
final class UnreadableRequest {

    private static final String ARGUMENTS_FAILED = "RESTEASY003320";

    private UnreadableRequest() {}

    static Optional<FieldError> of(WebApplicationException exception, HttpHeaders headers) {
        String message = exception.getMessage();
        if (exception.getResponse().getStatus() != 400 || message == null || !message.startsWith(ARGUMENTS_FAILED)) {
            return Optional.empty();
        }
        int depth = 0;
        for (Throwable cause = exception.getCause(); cause != null && depth < 16; cause = cause.getCause(), depth++) {
            // Commons FileUpload, inside Liberty, refuses a file name holding NUL before the application sees it.
            if (cause.getClass().getSimpleName().equals("InvalidFileNameException")) {
                return Optional.of(new FieldError("file", "has a file name holding a NUL character"));
            }
        }
        return Optional.of(new FieldError("body", "could not be read as " + mediaType(headers)));
    }

    private static String mediaType(HttpHeaders headers) {
        try {
            MediaType type = headers == null ? null : headers.getMediaType();
            return type == null ? "its Content-Type" : type.getType() + "/" + type.getSubtype();
        } catch (RuntimeException unparsable) {
            return "its Content-Type";
        }
    }
}

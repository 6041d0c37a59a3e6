package com.propertyportal.input;

import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import com.propertyportal.problems.ServletProblems;
import jakarta.inject.Inject;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Screens every request of the application before anything reads it: a path, query or header that holds
 * a control character or is not well-formed percent-encoded UTF-8 is a 400 naming it ({@code path},
 * {@code query.search}, {@code header.x-token}), a path not in its canonical spelling is a 404, a body announced larger than any endpoint accepts is a
 * 413 before it is read, and a form is read here, within its small limit, and held to the same rules. It
 * validates input only: what a caller may do is decided elsewhere, never here.
 */
@WebFilter(urlPatterns = "/*", asyncSupported = true)
public class RequestScreening extends HttpFilter {

    /** Form bodies are the console's sign-in (a user and a password): far below this. */
    static final int MAX_FORM_BYTES = 16_384;

    /** The largest body any endpoint accepts (an import document); each reader holds its own, smaller limit. */
    @Inject
    @ConfigProperty(name = "import.body.max-bytes")
    long maxBodyBytes;

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        Violations violations = new Violations();
        RequestLine.check(request.getRequestURI(), request.getQueryString(), violations);
        checkHeaders(request, violations);
        if (!violations.isEmpty()) {
            ServletProblems.send(request, response, ProblemException.invalid(violations.list()));
            return;
        }
        if (!RequestLine.isCanonical(request.getRequestURI())) {
            ServletProblems.send(
                    request,
                    response,
                    new ProblemException(
                            Response.Status.NOT_FOUND,
                            "NOT_FOUND",
                            "No resource at this spelling of a path; send it without dot segments or encoded letters"));
            return;
        }
        if (isMediaRange(request.getContentType())) {
            ServletProblems.send(
                    request,
                    response,
                    new ProblemException(
                            Response.Status.UNSUPPORTED_MEDIA_TYPE,
                            "UNSUPPORTED_MEDIA_TYPE",
                            "A body's Content-Type names one media type, such as application/json",
                            List.of(new FieldError(
                                    "header.content-type", "must name one media type, not a range such as */*")),
                            Map.of()));
            return;
        }
        long length = request.getContentLengthLong();
        boolean unannounced = length < 0 && request.getHeader("Transfer-Encoding") != null;
        // A body without a length is held to its limit by what reads it (the JSON reader, the upload).
        if (length > maxBodyBytes) {
            ServletProblems.send(request, response, ProblemException.tooLarge(maxBodyBytes));
            return;
        }
        if (isForm(request) && (unannounced || length > 0)) {
            ProblemException refused = checkForm(request, length, unannounced);
            if (refused != null) {
                ServletProblems.send(request, response, refused);
                return;
            }
        }
        chain.doFilter(request, response);
    }

    private static void checkHeaders(HttpServletRequest request, Violations violations) {
        var names = request.getHeaderNames();
        while (names.hasMoreElements()) {
            String name = names.nextElement();
            var values = request.getHeaders(name);
            while (values.hasMoreElements()) {
                if (ControlCharacters.in(values.nextElement(), true)) {
                    violations.add("header." + name.toLowerCase(Locale.ROOT), "has a control character");
                    break;
                }
            }
        }
    }

    /**
     * A form is small and announces its length (then the container parses it within that length); its
     * names and values, decoded, hold no control character.
     */
    private static ProblemException checkForm(HttpServletRequest request, long length, boolean unannounced) {
        if (unannounced) {
            return new ProblemException(
                    Response.Status.LENGTH_REQUIRED,
                    "LENGTH_REQUIRED",
                    "A form body must be sent with its Content-Length",
                    List.of(new FieldError("header.content-length", "is required with a form body")),
                    Map.of());
        }
        if (length > MAX_FORM_BYTES) {
            return ProblemException.tooLarge(MAX_FORM_BYTES);
        }
        Map<String, String[]> parameters;
        try {
            parameters = request.getParameterMap();
        } catch (IllegalArgumentException e) {
            return ProblemException.invalid("body", "is not valid form encoding");
        }
        Violations violations = new Violations();
        parameters.forEach((name, values) -> {
            if (ControlCharacters.in(name)) {
                violations.add("body", "has a form field name with a control character");
            } else if (List.of(values).stream().anyMatch(ControlCharacters::in)) {
                violations.add("form." + RequestLine.shown(name), "has a control character");
            }
        });
        return violations.isEmpty() ? null : ProblemException.invalid(violations.list());
    }

    /** A range such as *&#47;* or application/* says what a client accepts, never what a body is. */
    static boolean isMediaRange(String contentType) {
        if (contentType == null) {
            return false;
        }
        int semicolon = contentType.indexOf(';');
        String type = (semicolon < 0 ? contentType : contentType.substring(0, semicolon)).trim();
        return type.startsWith("*") || type.endsWith("/*");
    }

    private static boolean isForm(HttpServletRequest request) {
        String type = request.getContentType();
        return type != null && type.toLowerCase(Locale.ROOT).startsWith(MediaType.APPLICATION_FORM_URLENCODED);
    }
}

package com.propertyportal.problems;

import com.propertyportal.json.JsonBody;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * Problem answers written through the Servlet API, by what runs before JAX-RS (the request screening) or
 * after it (the container's error page). They may answer any area, the core and the administrator's
 * included, so they carry the headers a JSON answer of those areas has: a policy that loads and frames
 * nothing, no referrer, and no-store.
 */
public final class ServletProblems {

    static final String CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

    private ServletProblems() {}

    public static void send(HttpServletRequest request, HttpServletResponse response, ProblemException problem)
            throws IOException {
        send(
                request,
                response,
                problem.getResponse().getStatus(),
                problem.code(),
                problem.getMessage(),
                problem.errors(),
                problem.headers(),
                ProblemResponses.newInstance());
    }

    public static void send(
            HttpServletRequest request,
            HttpServletResponse response,
            int status,
            String code,
            String message,
            List<FieldError> errors,
            Map<String, String> headers,
            String instance)
            throws IOException {
        if (response.isCommitted()) {
            return;
        }
        response.resetBuffer();
        JsonBody body = JsonBody.of(ProblemResponses.body(status, code, message, errors, Map.of(), instance));
        response.setStatus(status);
        response.setContentType(ProblemMediaType.forAccept(request.getHeader("Accept")));
        response.setHeader("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        response.setHeader("Referrer-Policy", "no-referrer");
        response.setHeader("Cache-Control", "no-store");
        headers.forEach(response::setHeader);
        response.setContentLength(body.length());
        body.writeTo(response.getOutputStream());
        response.flushBuffer();
    }
}

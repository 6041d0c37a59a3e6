package com.propertyportal.problems;

import com.propertyportal.monitoring.control.TracedLog;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The error page of the web application (WEB-INF/web.xml): what the servlet container or the JAX-RS
 * runtime answers on its own, outside the exception mappers, is a problem body too, never an HTML page
 * with a class name and a stack frame.
 */
@WebServlet(urlPatterns = ContainerErrorPage.PATH)
public class ContainerErrorPage extends HttpServlet {

    static final String PATH = "/problems/container-error";

    private static final Logger LOG = TracedLog.of(ContainerErrorPage.class);

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String instance = ProblemResponses.newInstance();
        if (!(request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE) instanceof Integer status)) {
            // asked for by its own path, not as the error page
            ServletProblems.send(
                    request,
                    response,
                    404,
                    "NOT_FOUND",
                    "No resource at " + PATH,
                    List.of(new FieldError("path", "names no resource")),
                    Map.of(),
                    instance);
            return;
        }
        if (status >= 500) {
            Throwable failure = (Throwable) request.getAttribute(RequestDispatcher.ERROR_EXCEPTION);
            LOG.log(Level.SEVERE, "Request failed (" + instance + ")", failure);
            ServletProblems.send(
                    request,
                    response,
                    status,
                    "INTERNAL_ERROR",
                    "The server could not complete the request (" + instance + ")",
                    List.of(),
                    Map.of(),
                    instance);
            return;
        }
        String path = String.valueOf(request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI));
        FieldError error = switch (status) {
            case 400 -> unreadable(request);
            case 404 -> new FieldError("path", "names no resource");
            case 405 -> new FieldError("method", "is not allowed here");
            case 413 -> new FieldError("body", "is too large");
            case 415 -> new FieldError("header.content-type", "is not a type this resource reads");
            default -> new FieldError("request", "was refused");
        };
        String message = switch (status) {
            case 400 -> "Invalid request: " + error;
            case 404 -> "No resource at " + path;
            case 405 -> "Method not allowed on " + path;
            default -> reasonPhrase(status);
        };
        ServletProblems.send(
                request,
                response,
                status,
                WebApplicationExceptionMapper.codeFor(status),
                message,
                List.of(error),
                Map.of(),
                instance);
    }

    /**
     * What the runtime could not read: RESTEasy answers 400 on its own ("Failed to parse request") for a
     * Content-Type or Accept header that is no media type; anything else is the request line.
     */
    static FieldError unreadable(HttpServletRequest request) {
        if (!parses(request.getHeader("Content-Type"), false)) {
            return new FieldError("header.content-type", "is not a media type");
        }
        if (!parses(request.getHeader("Accept"), true)) {
            return new FieldError("header.accept", "is not a list of media types");
        }
        return new FieldError("path", "could not be read");
    }

    private static boolean parses(String header, boolean list) {
        if (header == null) {
            return true;
        }
        try {
            for (String type : list ? header.split(",") : new String[] {header}) {
                MediaType.valueOf(type.trim());
            }
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static String reasonPhrase(int status) {
        Response.Status known = Response.Status.fromStatusCode(status);
        return known == null ? "Request refused" : known.getReasonPhrase();
    }
}

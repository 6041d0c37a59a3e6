package com.propertyportal.home.boundary;

import com.propertyportal.access.Anyone;
import com.propertyportal.home.control.ServiceIndex;
import com.propertyportal.http.SecurityHeaders;
import com.propertyportal.monitoring.control.RequestArea;
import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Request;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.Variant;
import java.util.List;
import java.util.Map;

/**
 * The server's root address: a page for a person, the same links as JSON for a client that prefers JSON to HTML
 * (by its Accept's q-values); a tie, a wildcard or no Accept at all gets the page.
 */
@Anyone(RequestArea.OTHER)
@Path("")
public class IndexResource {

    private static final MediaType HTML = MediaType.valueOf("text/html; charset=utf-8");
    private static final List<Variant> VARIANTS = Variant.mediaTypes(
                    MediaType.TEXT_HTML_TYPE, MediaType.APPLICATION_JSON_TYPE)
            .build();

    @GET
    public Response index(@Context Request request) {
        Variant chosen = request.selectVariant(VARIANTS);
        if (chosen == null) {
            throw new ProblemException(
                    Response.Status.NOT_ACCEPTABLE,
                    "NOT_ACCEPTABLE",
                    "No acceptable representation; this address answers text/html or application/json",
                    List.of(new FieldError("header.accept", "must accept text/html or application/json")),
                    Map.of());
        }
        Response.ResponseBuilder answer = chosen.getMediaType().equals(MediaType.APPLICATION_JSON_TYPE)
                ? Response.ok(ServiceIndex.asJson(), MediaType.APPLICATION_JSON_TYPE)
                : Response.ok(ServiceIndex.asHtml(), HTML)
                        .header(SecurityHeaders.CONTENT_SECURITY_POLICY_HEADER, SecurityHeaders.CONSOLE_POLICY);
        return answer.header("Vary", "Accept")
                .header("Cache-Control", "no-cache")
                .build();
    }
}

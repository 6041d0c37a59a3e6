package com.propertyportal.forms.boundary;

import com.propertyportal.access.Anyone;
import com.propertyportal.monitoring.control.RequestArea;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Serves the embed script that integrators' pages load from any origin to show a form. */
@Anyone(RequestArea.FORMS)
@Path("embed/form.js")
public class EmbedResource {

    private static final String SCRIPT = read();

    private static String read() {
        try (InputStream in = EmbedResource.class.getResourceAsStream("/embed/form.js")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The embed script: <div data-form data-board data-card> plus this script renders a form. */
    @GET
    public Response script() {
        return Response.ok(SCRIPT, "application/javascript; charset=utf-8")
                .header("Cache-Control", "public, max-age=300")
                .header("Access-Control-Allow-Origin", "*")
                .build();
    }
}

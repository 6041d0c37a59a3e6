package com.propertyportal.compatibility.boundary;

import com.propertyportal.access.Anyone;
import com.propertyportal.compatibility.control.CompatibilityDocument;
import com.propertyportal.monitoring.control.RequestArea;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;

/**
 * docs/aptly-compatibility.md, public like the API description: the document a 501 for an operation not
 * offered links to, one row per operation of the hosted product, each with an anchor named by its operationId.
 */
@Anyone(RequestArea.CORE)
@Path("docs/aptly-compatibility.md")
public class CompatibilityDocumentResource {

    @GET
    public Response document() {
        return Response.ok(CompatibilityDocument.text(), "text/markdown; charset=utf-8")
                .header("Cache-Control", "public, max-age=300")
                .build();
    }
}

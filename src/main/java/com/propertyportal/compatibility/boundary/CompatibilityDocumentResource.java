package com.propertyportal.compatibility.boundary;

import com.propertyportal.access.Anyone;
import com.propertyportal.compatibility.control.CompatibilityDocument;
import com.propertyportal.compatibility.control.CompatibilityPage;
import com.propertyportal.http.PageRequests;
import com.propertyportal.http.SecurityHeaders;
import com.propertyportal.monitoring.control.RequestArea;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;

/**
 * docs/aptly-compatibility.md, public like the API description: the document a 501 for an operation not
 * offered links to, one row per operation of the hosted product, each with an anchor named by its operationId.
 */
@Anyone(RequestArea.CORE)
@Path("docs/aptly-compatibility.md")
public class CompatibilityDocumentResource {

    /**
     * A page to a browser (an Accept that names text/html), the Markdown itself to anyone else: a client, a
     * script, a test that compares it with the repository's file.
     */
    @GET
    public Response document(@Context HttpHeaders headers) {
        if (PageRequests.asksForAPage(headers.getAcceptableMediaTypes())) {
            return Response.ok(CompatibilityPage.html(), "text/html; charset=utf-8")
                    .header(SecurityHeaders.CONTENT_SECURITY_POLICY_HEADER, CompatibilityPage.POLICY)
                    .header("Cache-Control", "public, max-age=300")
                    .header("Vary", "Accept")
                    .build();
        }
        return Response.ok(CompatibilityDocument.text(), "text/markdown; charset=utf-8")
                .header("Vary", "Accept")
                .header("Cache-Control", "public, max-age=300")
                .build();
    }
}

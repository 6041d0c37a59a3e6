package com.propertyportal.forms.boundary;

import com.propertyportal.access.Anyone;
import com.propertyportal.forms.control.FormDefinitions;
import com.propertyportal.forms.control.FormLinks;
import com.propertyportal.forms.control.FormSubmissions;
import com.propertyportal.forms.control.Idempotency;
import com.propertyportal.http.ClientAddresses;
import com.propertyportal.http.Cors;
import com.propertyportal.http.PageRequests;
import com.propertyportal.http.PublicPortal;
import com.propertyportal.http.SecurityHeaders;
import com.propertyportal.monitoring.control.RequestArea;
import com.propertyportal.problems.ProblemException;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.OPTIONS;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Instant;

/**
 * The public embeddable forms: a definition to render, and the submit that fills a card. Under api/portal/
 * too, where the rest of the portal answers; api/portal/forms/searchLocations is the locations' resource,
 * chosen first because its path has more literal characters.
 */
@Anyone(RequestArea.FORMS)
@Path(PublicPortal.OPTIONAL_PREFIX + "forms")
@PublicPortal
public class FormsResource {

    @Inject
    FormDefinitions definitions;

    @Inject
    FormSubmissions submissions;

    @Inject
    Idempotency idempotency;

    @Inject
    ClientAddresses clientAddresses;

    @Context
    HttpServletRequest request;

    /**
     * A form's definition {formId, name, companyId, boardId, cardId, fields: [{uuid, label, type, required,
     * options?, unitPicker?, value?}]}; cardId 'new' is a blank form, otherwise a card of the board whose
     * values fill the fields (money in cents), which needs the token of a form link the card's owner made;
     * without a valid one the answer is 404, as for an unknown card.
     */
    @GET
    @Path("{formId}/{cardId}/{boardId}")
    @Produces({MediaType.APPLICATION_JSON, MediaType.TEXT_HTML})
    public Response definition(
            @PathParam("formId") String formId,
            @PathParam("cardId") String cardId,
            @PathParam("boardId") String boardId,
            @QueryParam("token") String token,
            @Context HttpHeaders headers) {
        // Any other text counts as no token (an existing card answers 404), but it has a limit, as in a submit.
        if (token != null && token.length() > FormLinks.MAX_TOKEN_LENGTH) {
            throw ProblemException.invalid("token", "must be at most " + FormLinks.MAX_TOKEN_LENGTH + " characters");
        }
        if (!PageRequests.asksForAPage(headers.getAcceptableMediaTypes())) {
            return Response.ok(definitions.definition(definitions.find(formId, cardId, boardId, token, Instant.now())))
                    .type(MediaType.APPLICATION_JSON_TYPE)
                    .build();
        }
        JsonObject definition;
        try {
            definition = definitions.definition(definitions.find(formId, cardId, boardId, token, Instant.now()));
        } catch (ProblemException notFound) {
            return page(Response.status(Response.Status.NOT_FOUND), FormPage.invalid());
        }
        return page(Response.ok(), FormPage.of(definition.getString("name", "Form"), formId, cardId, boardId, token));
    }

    private static Response page(Response.ResponseBuilder answer, String html) {
        return answer.entity(html)
                .type("text/html; charset=utf-8")
                .header(SecurityHeaders.CONTENT_SECURITY_POLICY_HEADER, FormPage.POLICY)
                .header("Cache-Control", "no-store")
                .header("Vary", "Accept")
                .build();
    }

    /**
     * Submit a form {formId, cardId, boardId, data: {uuid: value}, token?, hp?}: checked per field type,
     * stored into the mapped card fields ('new' creates a card; an existing card needs the token of its form
     * link, else 404); {status: success, message}. Limited per client address and form (429 with
     * Retry-After); an Idempotency-Key header makes a retry create one card (409 while the first submit with
     * that key is still in progress).
     */
    @POST
    @Path("submit")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject submit(JsonObject body, @HeaderParam("Idempotency-Key") String idempotencyKey) {
        try {
            return submissions.submit(body, clientAddresses.of(request), idempotencyKey, Instant.now());
        } catch (RuntimeException failure) {
            if (idempotencyKey == null || !Idempotency.isClash(failure)) {
                throw failure;
            }
            return idempotency.afterClash(body.getString("formId"), idempotencyKey);
        }
    }

    /** A browser's CORS preflight, from a page on another origin. */
    @OPTIONS
    @Path("{formId}/{cardId}/{boardId}")
    public Response preflightDefinition() {
        return Cors.preflight();
    }

    /** A browser's CORS preflight, from a page on another origin. */
    @OPTIONS
    @Path("submit")
    public Response preflightSubmit() {
        return Cors.preflight();
    }
}

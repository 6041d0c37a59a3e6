package com.propertyportal.verification.boundary;

import static com.propertyportal.http.QueryParams.intParam;

import com.propertyportal.access.ApiKeyHolder;
import com.propertyportal.access.Needs;
import com.propertyportal.access.Right;
import com.propertyportal.apikeys.control.Caller;
import com.propertyportal.contacts.control.Contacts;
import com.propertyportal.contacts.entity.Contact;
import com.propertyportal.http.QueryParams;
import com.propertyportal.input.JsonInput;
import com.propertyportal.json.Json;
import com.propertyportal.problems.ProblemException;
import com.propertyportal.verification.control.VerificationHistory;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.UriInfo;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import java.util.Set;

/** A contact's e-mail verification history: states and times only, never a code or its hash. */
@ApiKeyHolder
@Needs(Right.READ)
@ApplicationScoped
@Path("api/contacts/{contactId}/verifications")
public class ContactVerificationsResource {

    static final int DEFAULT_LIMIT = 20;
    static final int MAX_LIMIT = 100;

    @Inject
    Caller caller;

    @Inject
    Contacts contacts;

    @Inject
    VerificationHistory history;

    @Inject
    Clock clock;

    /** The contact's verification requests, newest first; another organization's contact is not found. */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject list(@PathParam("contactId") String contactId, @Context UriInfo uri) {
        Map<String, String> given = QueryParams.screened(uri.getQueryParameters(), Set.of("limit"), 20);
        int limit = given.containsKey("limit") ? intParam("limit", given.get("limit"), 1, MAX_LIMIT) : DEFAULT_LIMIT;
        Contact contact = contacts.find(caller.organizationId(), JsonInput.pathId("contactId", contactId))
                .orElseThrow(() -> ProblemException.notFound("Contact " + contactId));
        Instant now = clock.instant();
        JsonArrayBuilder data = Json.createArrayBuilder();
        history.of(contact, limit).forEach(v -> data.add(VerificationHistory.describe(v, now)));
        return Json.createObjectBuilder()
                .add("contactId", contact.id())
                .add("data", data)
                .add("limit", limit)
                .build();
    }
}

package com.propertyportal.forms.boundary;

import static com.propertyportal.http.QueryParams.intParam;

import com.propertyportal.access.ApiKeyHolder;
import com.propertyportal.access.Needs;
import com.propertyportal.access.Right;
import com.propertyportal.apikeys.control.Caller;
import com.propertyportal.contacts.control.Contacts;
import com.propertyportal.contacts.entity.Contact;
import com.propertyportal.forms.control.FormReceipts;
import com.propertyportal.forms.control.Forms;
import com.propertyportal.forms.entity.Form;
import com.propertyportal.forms.entity.FormReceipt;
import com.propertyportal.http.QueryParams;
import com.propertyportal.input.JsonInput;
import com.propertyportal.json.Json;
import com.propertyportal.persistence.Page;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.UriInfo;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The form submissions whose applicant is a contact, newest first: each with its form's name and the card it
 * created or filled. Another organization's contact is not found.
 */
@ApiKeyHolder
@Needs(Right.READ)
@ApplicationScoped
@Path("api/contacts/{contactId}/submissions")
public class ContactSubmissionsResource {

    static final int DEFAULT_LIMIT = 20;
    static final int MAX_LIMIT = 100;

    @Inject
    Caller caller;

    @Inject
    Contacts contacts;

    @Inject
    Forms forms;

    @Inject
    FormReceipts receipts;

    /** The contact's submissions, a page at a time. */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject list(@PathParam("contactId") String contactId, @Context UriInfo uri) {
        Map<String, String> given = QueryParams.screened(uri.getQueryParameters(), Set.of("limit", "skip"), 20);
        int limit = given.containsKey("limit") ? intParam("limit", given.get("limit"), 1, MAX_LIMIT) : DEFAULT_LIMIT;
        int skip = given.containsKey("skip") ? intParam("skip", given.get("skip"), 0, Integer.MAX_VALUE) : 0;
        Contact contact = contacts.find(caller.organizationId(), JsonInput.pathId("contactId", contactId))
                .orElseThrow(() -> ProblemException.notFound("Contact " + contactId));
        Page<FormReceipt> page = receipts.ofContact(contact.id(), skip, limit);
        JsonArrayBuilder data = Json.createArrayBuilder();
        // A contact's submissions are mostly of a few forms: each form is read once.
        Map<String, Optional<String>> formNames = new HashMap<>();
        for (FormReceipt receipt : page.items()) {
            JsonObjectBuilder entry = Json.createObjectBuilder(receipts.describe(receipt));
            formNames
                    .computeIfAbsent(receipt.formId(), id -> forms.find(id).map(Form::name))
                    .ifPresent(name -> entry.add("formName", name));
            data.add(entry);
        }
        return Json.createObjectBuilder()
                .add("contactId", contact.id())
                .add("data", data)
                .add("total", page.total())
                .add("limit", limit)
                .add("skip", skip)
                .build();
    }
}

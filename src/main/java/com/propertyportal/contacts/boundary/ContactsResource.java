package com.propertyportal.contacts.boundary;

import com.propertyportal.access.ApiKeyHolder;
import com.propertyportal.access.Needs;
import com.propertyportal.access.Right;
import com.propertyportal.apikeys.control.Caller;
import com.propertyportal.contacts.control.ContactListParameters;
import com.propertyportal.contacts.control.ContactLookup;
import com.propertyportal.contacts.control.ContactRow;
import com.propertyportal.contacts.control.ContactView;
import com.propertyportal.contacts.control.Contacts;
import com.propertyportal.contacts.control.EmailAddresses;
import com.propertyportal.contacts.entity.Contact;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import com.propertyportal.json.JsonBody;
import com.propertyportal.persistence.Page;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** The organization's contacts: listed, read, created or changed (an upsert), and found by e-mail address. */
@ApiKeyHolder
@Needs(Right.READ)
@ApplicationScoped
@Path("api/contacts")
public class ContactsResource {

    static final int MAX_ADDRESSES = 100;
    static final int MAX_LIMIT = 100;

    @Inject
    Caller caller;

    @Inject
    ContactLookup lookup;

    @Inject
    Contacts contacts;

    /** List the organization's contacts by _id. */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public Response list(@Context UriInfo uri) {
        ContactListParameters query = ContactListParameters.read(uri.getQueryParameters());
        Page<Contact> page = lookup.list(caller.organizationId(), query);
        JsonArrayBuilder data = Json.createArrayBuilder();
        page.items().forEach(c -> data.add(ContactView.withCustomFields(c)));
        return Response.ok(Json.createObjectBuilder()
                        .add("data", data)
                        .add("count", page.total())
                        .add("page", query.page())
                        .add("pageSize", query.pageSize())
                        .build())
                .header("x-offset", query.page())
                .header("x-count", page.total())
                .header("x-size", query.pageSize())
                .build();
    }

    /** Create or update a contact. */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Transactional
    @Needs(Right.CHANGE)
    public JsonObject upsert(JsonObject body) {
        return ContactView.withCustomFields(contacts.upsert(caller.organizationId(), body, Instant.now()));
    }

    /**
     * One contact, as {data: [contact], count: 1, page: 0, pageSize: 1}; an id the organization does not have
     * finds nothing, {data: [], count: 0, ...}, as a query does (the hosted product documents no 404 here).
     */
    @GET
    @Path("{contactId}")
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject find(@PathParam("contactId") String contactId) {
        JsonArrayBuilder data = Json.createArrayBuilder();
        Optional<Contact> contact = contacts.find(caller.organizationId(), JsonInput.pathId("contactId", contactId));
        contact.ifPresent(c -> data.add(ContactView.withCustomFields(c)));
        return Json.createObjectBuilder()
                .add("data", data)
                .add("count", contact.isPresent() ? 1 : 0)
                .add("page", 0)
                .add("pageSize", 1)
                .build();
    }

    /** Update a contact. */
    @POST
    @Path("{contactId}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Transactional
    @Needs(Right.CHANGE)
    public JsonObject update(@PathParam("contactId") String contactId, JsonObject body) {
        return ContactView.withCustomFields(contacts.update(
                caller.organizationId(), JsonInput.pathId("contactId", contactId), body, Instant.now()));
    }

    /** The organization's contacts with the given e-mail addresses. */
    @POST
    @Path("by-email")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public JsonBody byEmail(JsonObject body) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(Set.of("email", "limit", "skip"));
        List<String> addresses = addresses(in);
        int limit = in.integer("limit", 1, MAX_LIMIT).orElse(20L).intValue();
        int skip = in.integer("skip", 0, 1_000_000).orElse(0L).intValue();
        violations.throwIfAny();
        List<ContactRow> found = lookup.rowsByEmails(caller.organizationId(), addresses, skip, limit);
        return JsonBody.write(out -> {
            out.writeStartObject().writeStartArray("contacts");
            found.forEach(c -> ContactView.writeWithCustomFields(out, c));
            out.writeEnd().writeEnd();
        });
    }

    private static List<String> addresses(JsonInput in) {
        JsonValue value = in.raw().get("email");
        List<String> addresses = new ArrayList<>();
        if (value == null || value.getValueType() == JsonValue.ValueType.NULL) {
            in.reject("email", "is required");
        } else if (value instanceof JsonString s) {
            addresses.add(s.getString());
        } else if (value.getValueType() == JsonValue.ValueType.ARRAY) {
            var array = value.asJsonArray();
            if (array.isEmpty() || array.size() > MAX_ADDRESSES) {
                in.reject("email", "must list 1 to " + MAX_ADDRESSES + " addresses");
                return addresses;
            }
            for (int i = 0; i < array.size(); i++) {
                if (array.get(i) instanceof JsonString s) {
                    addresses.add(s.getString());
                } else {
                    in.reject("email[" + i + "]", "must be a string");
                }
            }
        } else {
            in.reject("email", "must be an address or an array of addresses");
        }
        for (int i = 0; i < addresses.size(); i++) {
            if (!EmailAddresses.isValid(addresses.get(i))) {
                in.reject(
                        addresses.size() == 1 && value instanceof JsonString ? "email" : "email[" + i + "]",
                        "must be a valid e-mail address");
            }
        }
        return addresses;
    }
}

package com.propertyportal.contacts.boundary;

import com.propertyportal.apikeys.control.Caller;
import com.propertyportal.contacts.control.ContactLookup;
import com.propertyportal.contacts.control.ContactView;
import com.propertyportal.contacts.control.EmailAddresses;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import com.propertyportal.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

@RequestScoped
@Path("api/contacts/by-email")
@Tag(name = "Core: contacts")
@SecurityRequirement(name = "apiKey")
public class ContactsResource {

    static final int MAX_ADDRESSES = 100;
    static final int MAX_LIMIT = 100;

    @Inject
    Caller caller;

    @Inject
    ContactLookup lookup;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "The organization's contacts with the given e-mail addresses",
            description = "Body {email: address or [addresses] (at most 100), limit (1-100, default 20), skip "
                    + "(default 0)}. Matching is exact and case-insensitive. Answers {contacts: [...]}.")
    public JsonObject byEmail(JsonObject body) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(Set.of("email", "limit", "skip"));
        List<String> addresses = addresses(in);
        int limit = in.integer("limit", 1, MAX_LIMIT).orElse(20L).intValue();
        int skip = in.integer("skip", 0, 1_000_000).orElse(0L).intValue();
        violations.throwIfAny();
        JsonArrayBuilder contacts = Json.createArrayBuilder();
        lookup.byEmails(caller.companyId(), addresses, skip, limit)
                .forEach(c -> contacts.add(ContactView.withCustomFields(c)));
        return Json.createObjectBuilder().add("contacts", contacts).build();
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
                in.reject(addresses.size() == 1 && value instanceof JsonString ? "email" : "email[" + i + "]",
                        "must be a valid e-mail address");
            }
        }
        return addresses;
    }
}

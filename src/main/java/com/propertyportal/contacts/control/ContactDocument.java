package com.propertyportal.contacts.control;

import static com.propertyportal.json.JsonOut.addIfPresent;

import com.propertyportal.contacts.entity.Contact;
import com.propertyportal.contacts.entity.ContactData;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.WebUrl;
import com.propertyportal.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import java.util.Set;

/** The administrator's JSON shape of a contact, read from an import and written back. */
public final class ContactDocument {

    private static final Set<String> FIELDS = Set.of(
            "_id",
            "uuid",
            "companyId",
            "firstname",
            "lastname",
            "company",
            "isCompany",
            "email",
            "phone",
            "typeId",
            "contactType",
            "photoId",
            "imageUrl",
            "title",
            "address",
            "alerts",
            "customFields");
    private static final int MAX_DOCUMENT = 20_000;

    public record Item(String id, String organizationId, ContactData data) {}

    private ContactDocument() {}

    public static Item read(JsonInput in, String generatedId) {
        in.rejectUnknown(FIELDS);
        String email = in.string("email", EmailAddresses.MAX_LENGTH).orElse(null);
        if (email != null && !EmailAddresses.isValid(email)) {
            in.reject("email", "must be a valid e-mail address");
        }
        JsonObject address = in.object("address").map(JsonInput::raw).orElse(JsonValue.EMPTY_JSON_OBJECT);
        JsonArray alerts = in.array("alerts", 100).orElse(JsonValue.EMPTY_JSON_ARRAY);
        JsonObject customFields = in.object("customFields").map(JsonInput::raw).orElse(JsonValue.EMPTY_JSON_OBJECT);
        for (var entry : java.util.Map.of("address", address, "alerts", alerts, "customFields", customFields)
                .entrySet()) {
            if (entry.getValue().toString().length() > MAX_DOCUMENT) {
                in.reject(entry.getKey(), "must be at most " + MAX_DOCUMENT + " characters of JSON");
            }
        }
        ContactData data = new ContactData(
                in.id("uuid").orElse(null),
                in.string("firstname", 100).orElse(null),
                in.string("lastname", 100).orElse(null),
                in.string("company", 200).orElse(null),
                in.bool("isCompany").orElse(false),
                email,
                in.string("phone", 50).orElse(null),
                in.id("typeId").orElse(null),
                in.string("contactType", 100).orElse(null),
                in.id("photoId").orElse(null),
                WebUrl.read(in, "imageUrl").orElse(null),
                in.string("title", 200).orElse(null),
                address,
                alerts,
                customFields);
        return new Item(in.id("_id").orElse(generatedId), in.requiredId("companyId"), data);
    }

    public static JsonObject write(Contact c) {
        JsonObjectBuilder out = Json.createObjectBuilder()
                .add("_id", c.id())
                .add("uuid", c.uuid())
                .add("companyId", c.organizationId());
        addIfPresent(out, "firstname", c.firstname());
        addIfPresent(out, "lastname", c.lastname());
        addIfPresent(out, "company", c.company());
        out.add("isCompany", c.isCompany());
        addIfPresent(out, "email", c.email());
        addIfPresent(out, "phone", c.phone());
        addIfPresent(out, "typeId", c.typeId());
        addIfPresent(out, "contactType", c.contactType());
        addIfPresent(out, "photoId", c.photoId());
        addIfPresent(out, "imageUrl", c.imageUrl());
        addIfPresent(out, "title", c.title());
        return out.add("address", c.address())
                .add("alerts", c.alerts())
                .add("customFields", c.customFields())
                .build();
    }
}

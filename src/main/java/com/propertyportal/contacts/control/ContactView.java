package com.propertyportal.contacts.control;

import static com.propertyportal.json.JsonOut.addIfPresent;
import static com.propertyportal.json.JsonOut.addOrNull;

import com.propertyportal.contacts.entity.Contact;
import com.propertyportal.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

/** The contact object the core area answers: every field, an absent one as null; customFields or fullname by call. */
public final class ContactView {

    private ContactView() {}

    /** The by-email shape: with customFields. */
    public static JsonObject withCustomFields(Contact c) {
        return Json.createObjectBuilder(base(c).build())
                .add("customFields", c.customFields())
                .build();
    }

    /** The confirm shape: with fullname. */
    public static JsonObject withFullname(Contact c) {
        return base(c).add("fullname", c.fullName()).build();
    }

    /**
     * The members every shape shares. A string the contact does not have is left out, as the hosted product's
     * schema types them as strings that are never null; photoId and imageUrl are null there when unknown.
     */
    private static JsonObjectBuilder base(Contact c) {
        JsonObjectBuilder out = Json.createObjectBuilder().add("_id", c.id()).add("uuid", c.uuid());
        addIfPresent(out, "firstname", c.firstname());
        addIfPresent(out, "lastname", c.lastname());
        out.add("fullName", c.fullName()).add("duogram", c.duogram());
        addOrNull(out, "photoId", c.photoId());
        addOrNull(out, "imageUrl", c.imageUrl());
        addIfPresent(out, "email", c.email());
        addIfPresent(out, "phone", c.phone());
        addIfPresent(out, "typeId", c.typeId());
        addIfPresent(out, "contactType", c.contactType());
        out.add("companyId", c.organizationId()).add("address", c.address());
        addIfPresent(out, "title", c.title());
        out.add("alerts", c.alerts());
        addIfPresent(out, "company", c.company());
        return out.add("isCompany", c.isCompany());
    }
}

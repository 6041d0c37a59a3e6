package com.propertyportal.contacts.control;

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

    private static JsonObjectBuilder base(Contact c) {
        JsonObjectBuilder out = Json.createObjectBuilder().add("_id", c.id()).add("uuid", c.uuid());
        addOrNull(out, "firstname", c.firstname());
        addOrNull(out, "lastname", c.lastname());
        out.add("fullName", c.fullName()).add("duogram", c.duogram());
        addOrNull(out, "photoId", c.photoId());
        addOrNull(out, "imageUrl", c.imageUrl());
        addOrNull(out, "email", c.email());
        addOrNull(out, "phone", c.phone());
        addOrNull(out, "typeId", c.typeId());
        addOrNull(out, "contactType", c.contactType());
        out.add("companyId", c.organizationId()).add("address", c.address());
        addOrNull(out, "title", c.title());
        out.add("alerts", c.alerts());
        addOrNull(out, "company", c.company());
        return out.add("isCompany", c.isCompany());
    }
}

package com.propertyportal.contacts.entity;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;

/** What an import or the core API sets on a contact. */
public record ContactData(
        String uuid,
        String firstname,
        String lastname,
        String company,
        boolean isCompany,
        String email,
        String phone,
        String typeId,
        String contactType,
        String photoId,
        String imageUrl,
        String title,
        JsonObject address,
        JsonArray alerts,
        JsonObject customFields) {

    /** A contact with nothing set yet. */
    public static final ContactData NONE = new ContactData(
            null,
            null,
            null,
            null,
            false,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            JsonValue.EMPTY_JSON_OBJECT,
            JsonValue.EMPTY_JSON_ARRAY,
            JsonValue.EMPTY_JSON_OBJECT);
}

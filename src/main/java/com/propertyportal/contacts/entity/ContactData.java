package com.propertyportal.contacts.entity;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;

/** What an administrator sets on a contact. */
public record ContactData(String uuid, String firstname, String lastname, String company, boolean isCompany,
        String email, String phone, String typeId, String photoId, String imageUrl, String title, JsonObject address,
        JsonArray alerts, JsonObject customFields) {
}

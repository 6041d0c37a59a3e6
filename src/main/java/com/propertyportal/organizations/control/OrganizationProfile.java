package com.propertyportal.organizations.control;

import com.propertyportal.input.JsonInput;
import com.propertyportal.input.WebUrl;
import com.propertyportal.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import java.util.List;
import java.util.Set;

/**
 * An organization's public profile, as the hosted product's company info shows it: address {street, city,
 * state, zip}, phone, phone2, website and logo (absolute URLs). Read from an organization's import
 * document, where these are top-level members, and kept together as one JSON document.
 */
public final class OrganizationProfile {

    static final Set<String> MEMBERS = Set.of("address", "phone", "phone2", "website", "logo");
    private static final List<String> ADDRESS = List.of("street", "city", "state", "zip");

    private OrganizationProfile() {}

    /** The profile members present in an organization's import document. */
    public static JsonObject read(JsonInput in) {
        JsonObjectBuilder out = Json.createObjectBuilder();
        in.object("address").ifPresent(address -> {
            address.rejectUnknown(Set.copyOf(ADDRESS));
            JsonObjectBuilder parts = Json.createObjectBuilder();
            ADDRESS.forEach(part -> address.string(part, 200).ifPresent(value -> parts.add(part, value)));
            out.add("address", parts);
        });
        in.string("phone", 50).ifPresent(phone -> out.add("phone", phone));
        in.string("phone2", 50).ifPresent(phone -> out.add("phone2", phone));
        for (String link : List.of("website", "logo")) {
            WebUrl.read(in, link).ifPresent(url -> out.add(link, url));
        }
        return out.build();
    }

    /** GET /api/company/info: {name, address: {street, city, state, zip}, phone, phone2, website, logo}, null where unknown. */
    public static JsonObject info(String name, JsonObject profile) {
        JsonObject address =
                profile.containsKey("address") ? profile.getJsonObject("address") : JsonValue.EMPTY_JSON_OBJECT;
        JsonObjectBuilder parts = Json.createObjectBuilder();
        ADDRESS.forEach(part -> parts.add(part, address.getOrDefault(part, JsonValue.NULL)));
        JsonObjectBuilder out = Json.createObjectBuilder().add("name", name).add("address", parts);
        for (String member : List.of("phone", "phone2", "website", "logo")) {
            out.add(member, profile.getOrDefault(member, JsonValue.NULL));
        }
        return out.build();
    }
}

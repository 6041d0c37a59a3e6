package com.propertyportal.schools.control;

import static com.propertyportal.json.JsonOut.addIfPresent;

import com.propertyportal.input.JsonInput;
import com.propertyportal.input.WebUrl;
import com.propertyportal.json.Json;
import com.propertyportal.schools.entity.School;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.Set;

/** The administrator's JSON shape of a school, read from an import and written back. */
public final class SchoolDocument {

    private static final Set<String> FIELDS =
            Set.of("_id", "name", "type", "rating", "address", "url", "latitude", "longitude");

    public record Item(
            String id,
            String name,
            String type,
            Double rating,
            String address,
            String url,
            Double latitude,
            Double longitude) {}

    private SchoolDocument() {}

    public static Item read(JsonInput in, String generatedId) {
        in.rejectUnknown(FIELDS);
        Double latitude = in.number("latitude", -90, 90).orElse(null);
        Double longitude = in.number("longitude", -180, 180).orElse(null);
        if (in.isAbsent("latitude")) {
            in.reject("latitude", "is required");
        }
        if (in.isAbsent("longitude")) {
            in.reject("longitude", "is required");
        }
        return new Item(
                in.id("_id").orElse(generatedId),
                in.requiredString("name", 200),
                in.string("type", 50).orElse(null),
                in.number("rating", 0, 100).orElse(null),
                in.string("address", 500).orElse(null),
                WebUrl.read(in, "url").orElse(null),
                latitude,
                longitude);
    }

    public static JsonObject write(School s) {
        JsonObjectBuilder out = Json.createObjectBuilder().add("_id", s.id()).add("name", s.name());
        addIfPresent(out, "type", s.type());
        addIfPresent(out, "rating", s.rating());
        addIfPresent(out, "address", s.address());
        addIfPresent(out, "url", s.url());
        return out.add("latitude", s.latitude()).add("longitude", s.longitude()).build();
    }
}

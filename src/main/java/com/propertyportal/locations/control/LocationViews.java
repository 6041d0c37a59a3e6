package com.propertyportal.locations.control;

import com.propertyportal.json.Json;
import com.propertyportal.json.JsonBody;
import com.propertyportal.locations.entity.LocationFields;
import com.propertyportal.organizations.control.ConfigLayers;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The public shapes of a location and of a context (docs/portal.md, "The portal area"): the location's fields
 * with its configuration laid over its organization's; no administrator-only fields. Written straight
 * to a JSON generator, so a listing of thousands of locations never becomes a document tree.
 */
public final class LocationViews {

    private LocationViews() {}

    /** One listing object. */
    public static JsonBody listing(LocationFields l, ConfigLayers config) {
        return JsonBody.write(out -> writeListing(out, l, config, false));
    }

    /** The listing object; publishStatus only for a caller holding the organization's token. */
    public static void writeListing(
            JsonGenerator out, LocationFields l, ConfigLayers config, boolean withPublishStatus) {
        out.writeStartObject();
        writeFields(out, l);
        if (withPublishStatus) {
            out.write("publishStatus", l.publishStatus().value());
        }
        JsonObject merged = config.applicationConfig(l.applicationConfigJson());
        out.writeStartObject("applicationConfig");
        merged.forEach(out::write);
        rentAdditions(l, merged).forEach(out::write);
        out.writeEnd();
        out.write("companyInfo", config.companyInfo(l.companyInfoJson()));
        out.writeEnd();
    }

    /** The context object merged with the location object, its configuration cut to the audience. */
    public static JsonBody context(LocationFields l, ConfigLayers config, Audience audience) {
        return JsonBody.write(out -> {
            out.writeStartObject();
            writeFields(out, l);
            out.write("id", l.id());
            out.write("applicationConfig", audience.applicationConfig(applicationConfig(l, config)));
            out.write("companyInfo", audience.companyInfo(config.companyInfo(l.companyInfoJson())));
            out.writeEnd();
        });
    }

    /** The location's display rent: the imported string, else the formatted marketRentValue. */
    public static String marketRent(LocationFields l) {
        if (l.marketRent() != null) {
            return l.marketRent();
        }
        return l.marketRentValue() == null ? null : Money.display(l.marketRentValue());
    }

    /** The organization's applicationConfig with the location's over it, and the location's rent where it has none. */
    public static JsonObject applicationConfig(LocationFields l, ConfigLayers config) {
        JsonObject merged = config.applicationConfig(l.applicationConfigJson());
        Map<String, JsonValue> additions = rentAdditions(l, merged);
        if (additions.isEmpty()) {
            return merged;
        }
        JsonObjectBuilder out = Json.createObjectBuilder(merged);
        additions.forEach(out::add);
        return out.build();
    }

    /** What the merged configuration lacks of the location's rent: marketRentValue, then marketRent. */
    private static Map<String, JsonValue> rentAdditions(LocationFields l, JsonObject merged) {
        Map<String, JsonValue> additions = new LinkedHashMap<>(4);
        if (!merged.containsKey("marketRentValue") && l.marketRentValue() != null) {
            additions.put("marketRentValue", Json.createValue(l.marketRentValue()));
        }
        if (!merged.containsKey("marketRent")) {
            String display = merged.get("marketRentValue") instanceof JsonNumber value
                    ? Money.display(value.bigDecimalValue().longValue())
                    : marketRent(l);
            if (display != null) {
                additions.put("marketRent", Json.createValue(display));
            }
        }
        return additions;
    }

    /** Names the fields itself: the public shape has its own order, nests the address and shows marketRent. */
    private static void writeFields(JsonGenerator out, LocationFields l) {
        out.write("_id", l.id()).write("name", l.name()).write("companyId", l.organizationId());
        out.writeStartObject("address");
        writeIfPresent(out, "formattedAddress", l.formattedAddress());
        writeIfPresent(out, "state", l.state());
        writeIfPresent(out, "countryName", l.countryName());
        out.writeEnd();
        writeIfPresent(out, "bedCount", l.bedCount());
        writeIfPresent(out, "bathCount", l.bathCount());
        writeIfPresent(out, "squareFeet", l.squareFeet());
        writeIfPresent(out, "marketRent", marketRent(l));
        writeIfPresent(out, "marketRentValue", l.marketRentValue());
        writeIfPresent(out, "rentMin", l.rentMin());
        writeIfPresent(out, "rentMax", l.rentMax());
        writeIfPresent(out, "videoUrl", l.videoUrl());
        writeIfPresent(out, "virtualTourUrl", l.virtualTourUrl());
    }

    private static void writeIfPresent(JsonGenerator out, String name, String value) {
        if (value != null) {
            out.write(name, value);
        }
    }

    private static void writeIfPresent(JsonGenerator out, String name, Number value) {
        if (value instanceof Integer i) {
            out.write(name, i);
        } else if (value instanceof Long n) {
            out.write(name, n);
        }
    }
}

package com.propertyportal.locations.control;

import static com.propertyportal.json.JsonOut.addIfPresent;

import com.propertyportal.input.Cents;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.WebUrl;
import com.propertyportal.json.Json;
import com.propertyportal.locations.entity.Location;
import com.propertyportal.locations.entity.LocationData;
import com.propertyportal.locations.entity.PublishStatus;
import com.propertyportal.organizations.control.ConfigSchema;
import com.propertyportal.organizations.control.HtmlSanitizer;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The administrator's JSON shape of a location, read from an import and written back. It names its
 * fields itself: the import shape (docs/import-format.md) carries more than a listing reads
 * (coordinates, active, available, segments), each field checked with its own limits.
 */
public final class LocationDocument {

    private static final Set<String> FIELDS = Set.of(
            "_id",
            "companyId",
            "name",
            "address",
            "bedCount",
            "bathCount",
            "squareFeet",
            "marketRent",
            "marketRentValue",
            "rentMin",
            "rentMax",
            "videoUrl",
            "virtualTourUrl",
            "applicationConfig",
            "companyInfo",
            "publishStatus",
            "active",
            "available",
            "segmentIds");
    private static final Set<String> ADDRESS =
            Set.of("formattedAddress", "state", "countryName", "latitude", "longitude");

    public record Item(String id, String organizationId, LocationData data) {}

    private LocationDocument() {}

    public static Item read(JsonInput in, String generatedId) {
        in.rejectUnknown(FIELDS);
        String id = in.id("_id").orElse(generatedId);
        String organizationId = in.requiredId("companyId");
        String name = in.requiredString("name", 200);
        Optional<JsonInput> address = in.object("address");
        address.ifPresent(a -> a.rejectUnknown(ADDRESS));
        Double latitude = address.flatMap(a -> a.number("latitude", -90, 90)).orElse(null);
        Double longitude =
                address.flatMap(a -> a.number("longitude", -180, 180)).orElse(null);
        if ((latitude == null) != (longitude == null)) {
            in.reject("address", "needs both latitude and longitude, or neither");
        }
        PublishStatus status = in.string("publishStatus", 20)
                .map(s -> PublishStatus.of(s).orElseGet(() -> {
                    in.reject("publishStatus", "must be one of published, unpublished, offline");
                    return null;
                }))
                .orElse(PublishStatus.PUBLISHED);
        LocationData data = new LocationData(
                name,
                address.flatMap(a -> a.string("formattedAddress", 500)).orElse(null),
                address.flatMap(a -> a.string("state", 100)).orElse(null),
                address.flatMap(a -> a.string("countryName", 100)).orElse(null),
                latitude,
                longitude,
                count(in, "bedCount"),
                count(in, "bathCount"),
                in.integer("squareFeet", 0, 10_000_000).map(Long::intValue).orElse(null),
                in.string("marketRent", 50).orElse(null),
                in.integer("marketRentValue", 0, Cents.MAX).orElse(null),
                in.integer("rentMin", 0, Cents.MAX).orElse(null),
                in.integer("rentMax", 0, Cents.MAX).orElse(null),
                WebUrl.read(in, "videoUrl").orElse(null),
                WebUrl.read(in, "virtualTourUrl").orElse(null),
                status,
                in.bool("active").orElse(true),
                in.bool("available").orElse(true),
                in.object("applicationConfig")
                        .map(o -> ConfigSchema.applicationConfig(o, HtmlSanitizer::clean))
                        .orElse(JsonValue.EMPTY_JSON_OBJECT),
                in.object("companyInfo")
                        .map(o -> ConfigSchema.companyInfo(o, HtmlSanitizer::clean))
                        .orElse(JsonValue.EMPTY_JSON_OBJECT),
                in.ids("segmentIds", 100).orElse(List.of()));
        return new Item(id, organizationId, data);
    }

    private static Integer count(JsonInput in, String name) {
        return in.integer(name, 0, 1000).map(Long::intValue).orElse(null);
    }

    public static JsonObject write(Location l) {
        JsonObjectBuilder address = Json.createObjectBuilder();
        addIfPresent(address, "formattedAddress", l.formattedAddress());
        addIfPresent(address, "state", l.state());
        addIfPresent(address, "countryName", l.countryName());
        if (l.latitude() != null) {
            address.add("latitude", l.latitude()).add("longitude", l.longitude());
        }
        JsonObjectBuilder out = Json.createObjectBuilder()
                .add("_id", l.id())
                .add("companyId", l.organizationId())
                .add("name", l.name())
                .add("address", address);
        addIfPresent(out, "bedCount", l.bedCount());
        addIfPresent(out, "bathCount", l.bathCount());
        addIfPresent(out, "squareFeet", l.squareFeet());
        addIfPresent(out, "marketRent", l.marketRent());
        addIfPresent(out, "marketRentValue", l.marketRentValue());
        addIfPresent(out, "rentMin", l.rentMin());
        addIfPresent(out, "rentMax", l.rentMax());
        addIfPresent(out, "videoUrl", l.videoUrl());
        addIfPresent(out, "virtualTourUrl", l.virtualTourUrl());
        return out.add("publishStatus", l.publishStatus().value())
                .add("active", l.active())
                .add("available", l.available())
                .add("segmentIds", Json.createArrayBuilder(l.segmentIds()))
                .add("applicationConfig", l.applicationConfig())
                .add("companyInfo", l.companyInfo())
                .build();
    }
}

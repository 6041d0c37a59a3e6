package com.propertyportal.locations.control;

import com.propertyportal.locations.entity.Location;
import com.propertyportal.organizations.control.CompanyDefaults;
import com.propertyportal.organizations.control.ConfigSchema;
import com.propertyportal.json.Json;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

import static com.propertyportal.json.JsonOut.addIfPresent;

/**
 * The public shapes of a location (spec 2.2) and of a context (2.1): the location's fields with its
 * configuration laid over its organization's; no administrator-only fields.
 */
public final class LocationViews {

    private LocationViews() {
    }

    /** The listing object; publishStatus only for a caller holding the organization's token. */
    public static JsonObject listing(Location l, CompanyDefaults company, boolean withPublishStatus) {
        JsonObjectBuilder out = fields(l);
        if (withPublishStatus) {
            out.add("publishStatus", l.publishStatus().value());
        }
        return out.add("applicationConfig", applicationConfig(l, company))
                .add("companyInfo", ConfigSchema.merge(company.companyInfo(), l.companyInfo()))
                .build();
    }

    /** The context object merged with the location object, its configuration cut to the audience. */
    public static JsonObject context(Location l, CompanyDefaults company, Audience audience) {
        return fields(l).add("id", l.id())
                .add("applicationConfig", audience.applicationConfig(applicationConfig(l, company)))
                .add("companyInfo", audience.companyInfo(ConfigSchema.merge(company.companyInfo(), l.companyInfo())))
                .build();
    }

    /** The location's display rent: the imported string, else the formatted marketRentValue. */
    public static String marketRent(Location l) {
        if (l.marketRent() != null) {
            return l.marketRent();
        }
        return l.marketRentValue() == null ? null : Money.display(l.marketRentValue());
    }

    /** The organization's applicationConfig with the location's over it, and the location's rent where it has none. */
    public static JsonObject applicationConfig(Location l, CompanyDefaults company) {
        JsonObject merged = ConfigSchema.merge(company.applicationConfig(), l.applicationConfig());
        JsonObjectBuilder out = Json.createObjectBuilder(merged);
        if (!merged.containsKey("marketRentValue") && l.marketRentValue() != null) {
            out.add("marketRentValue", l.marketRentValue());
        }
        if (!merged.containsKey("marketRent")) {
            if (merged.get("marketRentValue") instanceof JsonNumber value) {
                out.add("marketRent", Money.display(value.bigDecimalValue().longValue()));
            } else {
                addIfPresent(out, "marketRent", marketRent(l));
            }
        }
        return out.build();
    }

    private static JsonObjectBuilder fields(Location l) {
        JsonObjectBuilder address = Json.createObjectBuilder();
        addIfPresent(address, "formattedAddress", l.formattedAddress());
        addIfPresent(address, "state", l.state());
        addIfPresent(address, "countryName", l.countryName());
        JsonObjectBuilder out = Json.createObjectBuilder()
                .add("_id", l.id())
                .add("name", l.name())
                .add("companyId", l.companyId())
                .add("address", address);
        addIfPresent(out, "bedCount", l.bedCount());
        addIfPresent(out, "bathCount", l.bathCount());
        addIfPresent(out, "squareFeet", l.squareFeet());
        addIfPresent(out, "marketRent", marketRent(l));
        addIfPresent(out, "marketRentValue", l.marketRentValue());
        addIfPresent(out, "rentMin", l.rentMin());
        addIfPresent(out, "rentMax", l.rentMax());
        addIfPresent(out, "videoUrl", l.videoUrl());
        addIfPresent(out, "virtualTourUrl", l.virtualTourUrl());
        return out;
    }
}

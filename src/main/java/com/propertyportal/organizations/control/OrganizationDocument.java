package com.propertyportal.organizations.control;

import com.propertyportal.input.JsonInput;
import com.propertyportal.json.Json;
import com.propertyportal.organizations.entity.Organization;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import java.util.Set;

/** The administrator's JSON shape of an organization, read from an import and written back. */
public final class OrganizationDocument {

    private static final Set<String> FIELDS =
            Set.of("_id", "name", "companyInfo", "applicationConfig", "address", "phone", "phone2", "website", "logo");

    public record Item(
            String id, String name, JsonObject companyInfo, JsonObject applicationConfig, JsonObject profile) {}

    private OrganizationDocument() {}

    public static Item read(JsonInput in, String generatedId) {
        in.rejectUnknown(FIELDS);
        String id = in.id("_id").orElse(generatedId);
        String name = in.requiredString("name", 200);
        JsonObject companyInfo = in.object("companyInfo")
                .map(o -> ConfigSchema.companyInfo(o, HtmlSanitizer::clean))
                .orElse(JsonValue.EMPTY_JSON_OBJECT);
        JsonObject applicationConfig = in.object("applicationConfig")
                .map(o -> ConfigSchema.applicationConfig(o, HtmlSanitizer::clean))
                .orElse(JsonValue.EMPTY_JSON_OBJECT);
        return new Item(id, name, companyInfo, applicationConfig, OrganizationProfile.read(in));
    }

    public static JsonObject write(Organization organization) {
        JsonObjectBuilder out = Json.createObjectBuilder()
                .add("_id", organization.id())
                .add("name", organization.name())
                .add("companyInfo", organization.companyInfo())
                .add("applicationConfig", organization.applicationConfig());
        organization.profile().forEach(out::add);
        return out.build();
    }
}

package com.propertyportal.organizations.control;

import com.propertyportal.json.JsonText;
import jakarta.json.JsonObject;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * An organization's configuration with a location's laid over it. Within one answer many locations
 * store the same overrides (often none), so each distinct override text is parsed and merged once.
 */
public final class ConfigLayers {

    /** Distinct override texts remembered per answer; past this they are merged row by row. */
    static final int REMEMBERED = 256;

    private final OrganizationDefaults company;
    private final Map<String, JsonObject> applicationConfigs = new HashMap<>();
    private final Map<String, JsonObject> companyInfos = new HashMap<>();

    public ConfigLayers(OrganizationDefaults company) {
        this.company = company;
    }

    /** The organization's applicationConfig with the location's (stored JSON text) over it. */
    public JsonObject applicationConfig(String locationJson) {
        return merged(
                applicationConfigs,
                locationJson,
                text -> ConfigSchema.merge(company.applicationConfig(), JsonText.object(text)));
    }

    /** The organization's companyInfo with the location's (stored JSON text) over it. */
    public JsonObject companyInfo(String locationJson) {
        return merged(
                companyInfos, locationJson, text -> ConfigSchema.merge(company.companyInfo(), JsonText.object(text)));
    }

    private static JsonObject merged(
            Map<String, JsonObject> remembered, String text, Function<String, JsonObject> merge) {
        String key = text == null ? "" : text;
        JsonObject known = remembered.get(key);
        if (known != null) {
            return known;
        }
        JsonObject merged = merge.apply(key);
        if (remembered.size() < REMEMBERED) {
            remembered.put(key, merged);
        }
        return merged;
    }
}

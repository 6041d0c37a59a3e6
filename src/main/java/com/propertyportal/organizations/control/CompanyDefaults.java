package com.propertyportal.organizations.control;

import com.propertyportal.organizations.entity.Organization;
import jakarta.json.JsonObject;

/** An organization's name and configuration, parsed once per request and laid under each of its locations. */
public record CompanyDefaults(String id, String name, JsonObject applicationConfig, JsonObject companyInfo) {

    public static CompanyDefaults of(Organization organization) {
        return new CompanyDefaults(organization.id(), organization.name(), organization.applicationConfig(),
                organization.companyInfo());
    }
}

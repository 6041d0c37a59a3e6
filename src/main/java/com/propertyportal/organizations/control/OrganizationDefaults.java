package com.propertyportal.organizations.control;

import jakarta.json.JsonObject;

/** An organization's name and configuration, parsed once per request and laid under each of its locations. */
public record OrganizationDefaults(String id, String name, JsonObject applicationConfig, JsonObject companyInfo) {}

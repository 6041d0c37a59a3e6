package com.propertyportal;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import org.eclipse.microprofile.openapi.annotations.OpenAPIDefinition;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeIn;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeType;
import org.eclipse.microprofile.openapi.annotations.info.Info;
import org.eclipse.microprofile.openapi.annotations.security.SecurityScheme;
import org.eclipse.microprofile.openapi.annotations.security.SecuritySchemes;

@ApplicationPath("/")
@OpenAPIDefinition(info = @Info(title = "Property Portal and Contact Verification Service", version = "1.0",
        description = "Portal area (public property data and embeddable forms), core area (API-key access "
                + "to boards, cards and contacts, contact e-mail verification) and the administrator's API."))
@SecuritySchemes({
        @SecurityScheme(securitySchemeName = "apiKey", type = SecuritySchemeType.APIKEY,
                in = SecuritySchemeIn.HEADER, apiKeyName = "x-token"),
        @SecurityScheme(securitySchemeName = "admin", type = SecuritySchemeType.HTTP, scheme = "basic")})
public class PortalApplication extends Application {
}

package com.propertyportal.http;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.Optional;

/**
 * The base URL callers reach this service at, for links the service hands out: PUBLIC_BASE_URL when
 * set (a proxy's public name), else the base URL of the request being answered.
 */
@ApplicationScoped
public class PublicBaseUrl {

    @Inject
    @ConfigProperty(name = "public.base.url")
    Optional<String> configured;

    /** The base URL without a trailing slash, e.g. https://portal.example.com */
    public String of(UriInfo request) {
        String base = configured.filter(s -> !s.isBlank()).orElseGet(() -> request.getBaseUri().toString());
        return base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    }
}

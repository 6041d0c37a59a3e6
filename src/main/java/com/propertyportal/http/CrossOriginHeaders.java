package com.propertyportal.http;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.ext.Provider;

/** The CORS headers on every answer of a {@link CrossOrigin} resource, problems included. */
@Provider
@CrossOrigin
public class CrossOriginHeaders implements ContainerResponseFilter {

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        Cors.addTo(response.getHeaders());
    }
}

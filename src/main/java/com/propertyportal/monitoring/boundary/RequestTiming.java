package com.propertyportal.monitoring.boundary;

import com.propertyportal.monitoring.control.RequestArea;
import com.propertyportal.monitoring.control.RequestTimers;
import jakarta.annotation.Priority;
import jakarta.inject.Inject;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.ext.Provider;

import java.time.Duration;

/**
 * Times every application request from before any other filter (so answers served from the portal cache
 * and refusals count too) until its answer is ready to be written.
 */
@Provider
@PreMatching
@Priority(1)
public class RequestTiming implements ContainerRequestFilter, ContainerResponseFilter {

    private static final String STARTED = RequestTiming.class.getName() + ".started";

    @Inject
    RequestTimers timers;

    @Override
    public void filter(ContainerRequestContext request) {
        request.setProperty(STARTED, System.nanoTime());
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (request.getProperty(STARTED) instanceof Long started) {
            timers.record(RequestArea.of(request.getUriInfo().getPath()), response.getStatus(),
                    Duration.ofNanos(System.nanoTime() - started));
        }
    }
}

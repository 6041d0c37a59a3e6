package com.propertyportal.locations.control;

import com.propertyportal.locations.entity.Location;
import com.propertyportal.locations.entity.PublishStatus;
import com.propertyportal.problems.ProblemException;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.instrumentation.annotations.WithSpan;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

/**
 * One location as the public may see it: active and published, unless the caller bypasses the
 * publish status (bp=true, e.g. an agent's preview). Hidden and missing locations look the same.
 */
@ApplicationScoped
public class PublishedLocations {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    /** Traced as a database call when tracing is on (a cached portal answer does not get here). */
    @WithSpan(value = "SELECT location", kind = SpanKind.CLIENT)
    public Location require(String id, boolean bypass) {
        Location location = em.find(Location.class, id);
        if (location == null || !bypass && !isPublic(location)) {
            throw ProblemException.notFound("Location " + id);
        }
        return location;
    }

    static boolean isPublic(Location location) {
        return location.active() && location.publishStatus() == PublishStatus.PUBLISHED;
    }
}

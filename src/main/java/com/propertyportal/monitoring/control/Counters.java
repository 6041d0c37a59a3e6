package com.propertyportal.monitoring.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.eclipse.microprofile.metrics.Tag;

/** Moves the service's counters; what they count is named in {@link Counted}. */
@ApplicationScoped
public class Counters {

    @Inject
    MetricRegistry registry;

    public void add(Counted what) {
        registry.counter(what.metadata()).inc();
    }

    /** Counts under the counter's one label, e.g. a refusal's reason or a key's organization. */
    public void add(Counted what, String labelValue) {
        registry.counter(what.metadata(), new Tag(what.label(), labelValue)).inc();
    }

    public void add(Counted what, long amount) {
        registry.counter(what.metadata()).inc(amount);
    }
}

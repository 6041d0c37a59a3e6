package com.propertyportal.monitoring.control;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.Startup;
import jakarta.inject.Inject;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.microprofile.metrics.Counter;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.eclipse.microprofile.metrics.Tag;

/**
 * Moves the service's counters; what they count is named in {@link Counted}. Every counter without a label, and
 * every label value known at start (each {@link Refusal}; each organization, named by the organizations
 * component), is registered at start, so a scrape shows it at 0 before its first event. Each counter is looked up
 * in the registry once and kept, so counting on a request's path is one map read and an increment.
 */
@ApplicationScoped
public class Counters {

    @Inject
    MetricRegistry registry;

    private final Map<Counted, Counter> plain = new EnumMap<>(Counted.class);
    private final Map<Counted, Map<String, Counter>> labelled = new EnumMap<>(Counted.class);

    @PostConstruct
    void register() {
        for (Counted what : Counted.values()) {
            if (what.label() == null) {
                plain.put(what, registry.counter(what.metadata()));
            } else {
                labelled.put(what, new ConcurrentHashMap<>());
            }
        }
        for (Refusal reason : Refusal.values()) {
            register(Counted.REFUSED, reason.label());
        }
    }

    /** Makes the bean, and so registers the counters, when the application starts. */
    void registerAtStart(@Observes Startup startup) {}

    public void add(Counted what) {
        plain.get(what).inc();
    }

    public void add(Counted what, long amount) {
        plain.get(what).inc(amount);
    }

    public void refused(Refusal reason) {
        add(Counted.REFUSED, reason.label());
    }

    /** Counts under the counter's one label, e.g. a key's organization. */
    public void add(Counted what, String labelValue) {
        register(what, labelValue).inc();
    }

    /** Shows a labelled counter at 0 for a value known before its first event, such as a new organization. */
    public Counter register(Counted what, String labelValue) {
        return labelled.get(what)
                .computeIfAbsent(labelValue, value -> registry.counter(what.metadata(), new Tag(what.label(), value)));
    }
}

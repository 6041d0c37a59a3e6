package com.propertyportal.monitoring.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.microprofile.metrics.Counter;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.eclipse.microprofile.metrics.Tag;

/**
 * Moves the service's counters; what they count is named in {@link Counted}. Each counter is looked up in
 * the registry once and kept, so counting on a request's path is one map read and an increment.
 */
@ApplicationScoped
public class Counters {

    @Inject
    MetricRegistry registry;

    private final Map<Counted, Counter> plain = new ConcurrentHashMap<>();
    private final Map<Counted, Map<String, Counter>> labelled = new EnumMap<>(Counted.class);

    public Counters() {
        for (Counted what : Counted.values()) {
            labelled.put(what, new ConcurrentHashMap<>());
        }
    }

    public void add(Counted what) {
        plain.computeIfAbsent(what, c -> registry.counter(c.metadata())).inc();
    }

    public void add(Counted what, long amount) {
        plain.computeIfAbsent(what, c -> registry.counter(c.metadata())).inc(amount);
    }

    /** Counts under the counter's one label, e.g. a refusal's reason or a key's organization. */
    public void add(Counted what, String labelValue) {
        labelled.get(what)
                .computeIfAbsent(labelValue, value -> registry.counter(what.metadata(), new Tag(what.label(), value)))
                .inc();
    }
}

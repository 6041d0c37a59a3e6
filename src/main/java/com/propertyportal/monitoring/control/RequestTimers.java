package com.propertyportal.monitoring.control;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.Startup;
import jakarta.inject.Inject;
import java.time.Duration;
import org.eclipse.microprofile.metrics.Metadata;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.eclipse.microprofile.metrics.Tag;
import org.eclipse.microprofile.metrics.Timer;

/**
 * The request rate and latency histogram by area and status class ("1xx" to "5xx"): one timer per pair,
 * registered when the application starts (their buckets are set in microprofile-config.properties), so timing a request
 * costs an array read and the histogram's own update.
 */
@ApplicationScoped
public class RequestTimers {

    private static final Metadata REQUESTS = Metadata.builder()
            .withName("portal.requests")
            .withDescription("Requests answered by the application, by area and status class")
            .build();
    private static final int STATUS_CLASSES = 5;

    @Inject
    MetricRegistry registry;

    private Timer[] timers;

    @PostConstruct
    void register() {
        RequestArea[] areas = RequestArea.values();
        timers = new Timer[areas.length * STATUS_CLASSES];
        for (RequestArea area : areas) {
            for (int statusClass = 1; statusClass <= STATUS_CLASSES; statusClass++) {
                timers[index(area, statusClass)] =
                        registry.timer(REQUESTS, new Tag("area", area.label()), new Tag("status", statusClass + "xx"));
            }
        }
    }

    /** Makes the bean, and so registers the timers, when the application starts rather than at the first request. */
    void registerAtStart(@Observes Startup startup) {}

    public void record(RequestArea area, int status, long elapsedNanos) {
        int statusClass = Math.min(Math.max(status / 100, 1), STATUS_CLASSES);
        timers[index(area, statusClass)].update(Duration.ofNanos(elapsedNanos));
    }

    private static int index(RequestArea area, int statusClass) {
        return area.ordinal() * STATUS_CLASSES + statusClass - 1;
    }
}

package com.propertyportal.monitoring.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.metrics.Metadata;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.eclipse.microprofile.metrics.Tag;
import org.eclipse.microprofile.metrics.Timer;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The request rate and latency histogram by area and status class ("2xx", "4xx", ...): twenty timers at
 * most, looked up once each (their buckets are set in microprofile-config.properties).
 */
@ApplicationScoped
public class RequestTimers {

    private static final Metadata REQUESTS = Metadata.builder().withName("portal.requests")
            .withDescription("Requests answered by the application, by area and status class").build();

    @Inject
    MetricRegistry registry;

    private final Map<String, Timer> timers = new ConcurrentHashMap<>();

    public void record(RequestArea area, int status, Duration elapsed) {
        String statusClass = (status / 100) + "xx";
        timers.computeIfAbsent(area.label() + statusClass, key -> registry.timer(REQUESTS,
                new Tag("area", area.label()), new Tag("status", statusClass))).update(elapsed);
    }
}

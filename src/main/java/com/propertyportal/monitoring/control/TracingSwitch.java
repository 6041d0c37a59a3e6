package com.propertyportal.monitoring.control;

import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.config.spi.ConfigSource;

/**
 * Turns the application's OpenTelemetry SDK on exactly when OTEL_EXPORTER_OTLP_ENDPOINT names a collector,
 * so tracing needs one setting and costs nothing otherwise. An explicit OTEL_SDK_DISABLED still wins: the
 * environment's ordinal (300) is above this source's.
 */
public class TracingSwitch implements ConfigSource {

    static final String DISABLED = "otel.sdk.disabled";

    private final Map<String, String> values;

    public TracingSwitch() {
        this(System.getenv("OTEL_EXPORTER_OTLP_ENDPOINT"));
    }

    TracingSwitch(String endpoint) {
        values = Map.of(DISABLED, Boolean.toString(endpoint == null || endpoint.isBlank()));
    }

    @Override
    public Map<String, String> getProperties() {
        return values;
    }

    @Override
    public Set<String> getPropertyNames() {
        return values.keySet();
    }

    @Override
    public String getValue(String propertyName) {
        return values.get(propertyName);
    }

    @Override
    public String getName() {
        return "tracing switch (OTEL_EXPORTER_OTLP_ENDPOINT)";
    }

    @Override
    public int getOrdinal() {
        return 90;
    }
}

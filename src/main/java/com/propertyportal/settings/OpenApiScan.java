package com.propertyportal.settings;

import org.eclipse.microprofile.config.spi.ConfigSource;

import java.util.Map;
import java.util.Set;

/**
 * Scans the classes for the OpenAPI document at start-up only when the build did not generate it: the
 * packaged application serves META-INF/openapi.yaml as generated (a scan costs seconds of every start),
 * while `mvn liberty:run`, which runs the application from target/classes before that step, scans.
 */
public class OpenApiScan implements ConfigSource {

    static final String SCAN_DISABLE = "mp.openapi.scan.disable";
    static final String GENERATED = "META-INF/openapi.yaml";

    private final String generated = Boolean.toString(
            OpenApiScan.class.getClassLoader().getResource(GENERATED) != null);

    @Override
    public Set<String> getPropertyNames() {
        return Set.of(SCAN_DISABLE);
    }

    @Override
    public Map<String, String> getProperties() {
        return Map.of(SCAN_DISABLE, generated);
    }

    @Override
    public String getValue(String name) {
        return SCAN_DISABLE.equals(name) ? generated : null;
    }

    @Override
    public String getName() {
        return "OpenAPI document generated at build time";
    }

    @Override
    public int getOrdinal() {
        return 100;
    }
}

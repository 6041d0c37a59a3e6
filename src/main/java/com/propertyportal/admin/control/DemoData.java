package com.propertyportal.admin.control;

import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import com.propertyportal.monitoring.control.TracedLog;
import com.propertyportal.settings.DatabaseKind;
import jakarta.annotation.PostConstruct;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.io.InputStream;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Loads the demo data set (ordinary import documents: the schools, then one per organization) into an
 * empty database when DEMO_DATA is on, which it is by default on the embedded database.
 */
@Startup
@Singleton
@DependsOn("SchemaMigration")
public class DemoData {

    private static final Logger LOG = TracedLog.of(DemoData.class);
    static final List<String> DOCUMENTS =
            List.of("/demo/schools.json", "/demo/org-harbor.json", "/demo/org-summit.json");

    @Inject
    @ConfigProperty(name = "demo.data")
    Optional<Boolean> demoData;

    @Inject
    DatabaseKind databaseKind;

    @Inject
    Importer importer;

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @PostConstruct
    void loadIntoEmptyDatabase() {
        if (!demoData.orElse(databaseKind.isEmbedded())) {
            return;
        }
        long organizations =
                em.createNamedQuery("Organization.count", Long.class).getSingleResult();
        if (organizations > 0) {
            return;
        }
        for (String name : DOCUMENTS) {
            Violations violations = new Violations();
            ImportDocument parsed = ImportDocument.read(read(name), violations);
            violations.throwIfAny();
            ImportCounts counts = importer.apply(parsed, violations, Instant.now(), organization -> {});
            LOG.info(() -> "Loaded the demo data set's " + name + ": " + counts.toJson());
        }
    }

    private static JsonObject read(String name) {
        try (InputStream in = DemoData.class.getResourceAsStream(name);
                JsonReader reader = Json.createReader(in)) {
            return reader.readObject();
        } catch (Exception e) {
            throw new IllegalStateException("demo data set " + name + " is unreadable", e);
        }
    }
}

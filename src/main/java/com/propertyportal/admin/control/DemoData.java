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
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.InputStream;
import java.time.Instant;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * Loads the demo data set (an ordinary import document) into an empty database when DEMO_DATA is on,
 * which it is by default on the embedded database.
 */
@Startup
@Singleton
@DependsOn("SchemaMigration")
public class DemoData {

    private static final Logger LOG = TracedLog.of(DemoData.class);
    static final String DOCUMENT = "/demo/demo-data.json";

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
        long organizations = em.createNamedQuery("Organization.count", Long.class).getSingleResult();
        if (organizations > 0) {
            return;
        }
        JsonObject document;
        try (InputStream in = DemoData.class.getResourceAsStream(DOCUMENT); JsonReader reader = Json.createReader(in)) {
            document = reader.readObject();
        } catch (Exception e) {
            throw new IllegalStateException("demo data set " + DOCUMENT + " is unreadable", e);
        }
        Violations violations = new Violations();
        ImportDocument parsed = ImportDocument.read(document, violations);
        violations.throwIfAny();
        ImportCounts counts = importer.apply(parsed, violations, Instant.now());
        LOG.info(() -> "Loaded the demo data set: " + counts.toJson());
    }
}

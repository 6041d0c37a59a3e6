package com.propertyportal.settings;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.Optional;

/** Whether the server runs on the embedded database or on PostgreSQL (DATABASE_URL). */
@ApplicationScoped
public class DatabaseKind {

    @Inject
    @ConfigProperty(name = "database.url")
    Optional<String> databaseUrl;

    public boolean isEmbedded() {
        return databaseUrl.map(String::isBlank).orElse(true) || databaseUrl.get().startsWith("jdbc:h2:");
    }
}

package com.propertyportal.migration;

import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.migration.JavaMigration;

/**
 * A migration written in Java because it changes stored values by a rule the service's own code applies:
 * its version and description, no checksum (the code is the migration), and one transaction, so a failure
 * leaves the database as it was.
 */
abstract class DataMigration implements JavaMigration {

    private final MigrationVersion version;
    private final String description;

    DataMigration(String version, String description) {
        this.version = MigrationVersion.fromVersion(version);
        this.description = description;
    }

    @Override
    public final MigrationVersion getVersion() {
        return version;
    }

    @Override
    public final String getDescription() {
        return description;
    }

    @Override
    public final Integer getChecksum() {
        return null;
    }

    @Override
    public final boolean canExecuteInTransaction() {
        return true;
    }
}

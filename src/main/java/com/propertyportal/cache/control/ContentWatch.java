package com.propertyportal.cache.control;

import com.propertyportal.settings.DatabaseKind;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.ejb.ConcurrencyManagement;
import jakarta.ejb.ConcurrencyManagementType;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.inject.Inject;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Learns of content changes made by other servers: on PostgreSQL a listener on a connection of its own
 * (LISTEN/NOTIFY, with the version read again every few seconds in case a notification is missed); on
 * the embedded database, where this is the only server, the version is read once and then moved on by the
 * changes themselves.
 */
@Startup
@Singleton
@DependsOn("SchemaMigration")
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
public class ContentWatch {

    @Inject
    ContentVersion versions;

    @Inject
    DatabaseKind databaseKind;

    @Inject
    ContentListener listener;

    private final AtomicBoolean running = new AtomicBoolean(true);

    @PostConstruct
    void start() {
        versions.refresh();
        if (!databaseKind.isEmbedded()) {
            listener.listen(running);
        }
    }

    @PreDestroy
    void stop() {
        running.set(false);
    }
}

package com.propertyportal.cache.control;

import com.propertyportal.settings.DatabaseKind;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.ejb.ConcurrencyManagement;
import jakarta.ejb.ConcurrencyManagementType;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.Timeout;
import jakarta.ejb.Timer;
import jakarta.ejb.TimerConfig;
import jakarta.ejb.TimerService;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import java.sql.SQLException;
import java.time.Duration;

/**
 * Learns of content changes made by other servers. On PostgreSQL it listens (LISTEN/NOTIFY) in turns of a
 * few seconds, one after the other, so that no thread is held for longer than a turn and the server stops
 * without waiting for it; while the database cannot be reached the version counts as unknown and nothing
 * cached is served. On the embedded database, where this is the only server, the version is read once and
 * then moved on by the changes themselves.
 */
@Startup
@Singleton
@DependsOn("SchemaMigration")
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class ContentWatch {

    static final Duration TURN = Duration.ofSeconds(2);
    static final long RETRY_MILLIS = 1000;

    @Inject
    ContentVersion versions;

    @Inject
    DatabaseKind databaseKind;

    @Inject
    ContentListener listener;

    @Resource
    TimerService timers;

    private volatile boolean running = true;

    @PostConstruct
    void start() {
        versions.refresh();
        if (!databaseKind.isEmbedded()) {
            next(0);
        }
    }

    @Timeout
    void turn(Timer timer) {
        try {
            listener.listen(TURN, () -> running);
            next(0);
        } catch (SQLException | RuntimeException | LinkageError e) {
            // Whatever it was, the watch goes on: a timeout that throws would end it for good, and the
            // version would then count as known while nobody watches it.
            if (running) {
                versions.forget("the watch over the database was lost ("
                        + e.getClass().getSimpleName() + "); it is taken up again");
                next(RETRY_MILLIS);
            }
        }
    }

    private void next(long delayMillis) {
        if (running) {
            timers.createSingleActionTimer(delayMillis, new TimerConfig(null, false));
        }
    }

    @PreDestroy
    void stop() {
        running = false;
    }
}

package com.propertyportal.settings;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import javax.sql.DataSource;

/**
 * Which database the server runs on, as the data source jdbc/portal itself answers (in a Liberty server of its
 * own the operator defines that data source, and no DATABASE_URL is set), and every SQL difference between the
 * two: the one place that asks the database what it is, and the one place that writes vendor-only SQL.
 */
@ApplicationScoped
public class DatabaseKind {

    /** The databases the service runs on; the name in lower case is the folder of each one's own migrations. */
    public enum Vendor {
        H2,
        POSTGRESQL;

        public String folder() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * Unique violation, and the lock and serialization failures of waiting on another transaction's insert:
     * 23505 on both, HYT00 (lock timeout) on H2, 55P03, 40001 and 40P01 on PostgreSQL.
     */
    private static final Set<String> RACE_STATES = Set.of("23505", "HYT00", "55P03", "40001", "40P01");

    /** Lasts until the end of the statement's own transaction (PostgreSQL only). */
    static final String CUSTOM_PLANS = "SET LOCAL plan_cache_mode = force_custom_plan";

    @Resource(lookup = "jdbc/portal")
    DataSource dataSource;

    /** Null until the first connection tells which database this is. */
    private volatile Vendor vendor;

    public Vendor vendor() {
        Vendor known = vendor;
        if (known == null) {
            known = of(dataSource);
            vendor = known;
        }
        return known;
    }

    /** As if the database had answered so. */
    void known(Vendor answered) {
        vendor = answered;
    }

    public boolean isEmbedded() {
        return vendor() == Vendor.H2;
    }

    /** Asks the database behind the data source what it is; one that is neither H2 nor PostgreSQL is refused. */
    public static Vendor of(DataSource dataSource) {
        try (Connection connection = dataSource.getConnection()) {
            return of(connection.getMetaData().getDatabaseProductName());
        } catch (SQLException e) {
            throw new IllegalStateException("The database is unreachable: " + e.getSQLState(), e);
        }
    }

    /** The vendor of a database product name as JDBC metadata gives it; one that is neither is refused. */
    public static Vendor of(String productName) {
        String product = productName.toLowerCase(Locale.ROOT);
        if (product.contains("postgres")) {
            return Vendor.POSTGRESQL;
        }
        if (product.contains("h2")) {
            return Vendor.H2;
        }
        throw new IllegalStateException("Unsupported database " + productName + ": use PostgreSQL or the embedded H2");
    }

    /** Whether the failure is that of a transaction that lost the race to insert a key another one inserted. */
    public static boolean lostRace(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof SQLException sql && sql.getSQLState() != null && RACE_STATES.contains(sql.getSQLState())) {
                return true;
            }
        }
        return false;
    }

    /**
     * The insert, made to do nothing on PostgreSQL when another transaction made the same row first (it waits
     * for that one). H2 has no such clause: there the later insert fails on the key, and its caller retries.
     */
    public String insertUnlessPresent(String insert) {
        return isEmbedded() ? insert : insert + " ON CONFLICT DO NOTHING";
    }

    /** The query that tells the servers listening on the channel, when its transaction commits (PostgreSQL only). */
    public Optional<String> notification(String channel) {
        return isEmbedded() ? Optional.empty() : Optional.of("SELECT pg_notify('" + channel + "', '')");
    }

    /**
     * The setting that plans each statement of the transaction for its own values (PostgreSQL only), rather
     * than with a prepared statement's cached generic plan.
     */
    public Optional<String> planPerStatement() {
        return isEmbedded() ? Optional.empty() : Optional.of(CUSTOM_PLANS);
    }
}

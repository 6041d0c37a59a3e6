package com.propertyportal.settings;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;

/**
 * Whether the server runs on the embedded database or on PostgreSQL, as the data source jdbc/portal itself
 * answers: in a Liberty server of its own the operator defines that data source (properties.postgresql),
 * and no DATABASE_URL is set.
 */
@ApplicationScoped
public class DatabaseKind {

    @Resource(lookup = "jdbc/portal")
    DataSource dataSource;

    private volatile Boolean embedded;

    public boolean isEmbedded() {
        Boolean known = embedded;
        if (known == null) {
            known = productName().contains("h2");
            embedded = known;
        }
        return known;
    }

    private String productName() {
        try (Connection connection = dataSource.getConnection()) {
            return connection.getMetaData().getDatabaseProductName().toLowerCase(Locale.ROOT);
        } catch (SQLException e) {
            throw new IllegalStateException("The database is unreachable: " + e.getSQLState(), e);
        }
    }
}

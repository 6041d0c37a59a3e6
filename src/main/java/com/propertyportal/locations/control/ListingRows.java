package com.propertyportal.locations.control;

import com.propertyportal.locations.entity.PublishStatus;
import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.function.Consumer;

/**
 * Runs a listing statement and hands each result row on as it is read. Listings are read-only and can
 * be thousands of rows, so they skip the persistence context: no entity, no change tracking.
 */
@ApplicationScoped
public class ListingRows {

    /** Lasts until the end of the read's own transaction. */
    static final String CUSTOM_PLANS = "SET LOCAL plan_cache_mode = force_custom_plan";

    @Resource(lookup = "jdbc/portal")
    DataSource dataSource;

    /** Null until the first connection tells which database this is. */
    private volatile Boolean postgresql;

    /** Calls the action for each row in the statement's order; returns how many rows there were. */
    public int forEach(ListingSql.Statement statement, Consumer<LocationRow> action) {
        try (Connection connection = dataSource.getConnection()) {
            if (!planPerSearch(connection)) {
                return read(connection, statement, action);
            }
            connection.setAutoCommit(false);
            try {
                try (Statement setting = connection.createStatement()) {
                    setting.execute(CUSTOM_PLANS);
                }
                int rows = read(connection, statement, action);
                connection.commit();
                return rows;
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Listing query failed: " + e.getSQLState(), e);
        }
    }

    /**
     * On PostgreSQL, outside a caller's transaction, each listing statement is planned for its own
     * values: how selective a search term or an organization is varies by orders of magnitude, and a
     * prepared statement's cached generic plan, chosen for the average, reads the biggest organization's
     * index range on every search of it.
     */
    private boolean planPerSearch(Connection connection) throws SQLException {
        Boolean known = postgresql;
        if (known == null) {
            known = connection.getMetaData().getDatabaseProductName().equals("PostgreSQL");
            postgresql = known;
        }
        return known && connection.getAutoCommit();
    }

    private static int read(Connection connection, ListingSql.Statement statement, Consumer<LocationRow> action)
            throws SQLException {
        try (PreparedStatement query = connection.prepareStatement(statement.jdbcSql())) {
            List<Object> parameters = statement.parameters();
            for (int i = 0; i < parameters.size(); i++) {
                query.setObject(i + 1, parameters.get(i));
            }
            int rows = 0;
            try (ResultSet result = query.executeQuery()) {
                while (result.next()) {
                    action.accept(row(result));
                    rows++;
                }
            }
            return rows;
        }
    }

    /** The columns of {@link ListingSql#COLUMNS}, by position. */
    private static LocationRow row(ResultSet r) throws SQLException {
        return new LocationRow(r.getString(1), r.getString(2), r.getString(3), r.getString(4), r.getString(5),
                r.getString(6), integer(r, 7), integer(r, 8), integer(r, 9), r.getString(10), longValue(r, 11),
                longValue(r, 12), longValue(r, 13), r.getString(14), r.getString(15),
                PublishStatus.valueOf(r.getString(16)), r.getString(17), r.getString(18));
    }

    private static Integer integer(ResultSet r, int column) throws SQLException {
        int value = r.getInt(column);
        return r.wasNull() ? null : value;
    }

    private static Long longValue(ResultSet r, int column) throws SQLException {
        long value = r.getLong(column);
        return r.wasNull() ? null : value;
    }
}

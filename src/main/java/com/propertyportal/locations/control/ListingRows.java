package com.propertyportal.locations.control;

import com.propertyportal.locations.entity.PublishStatus;
import com.propertyportal.persistence.LocalTransaction;
import com.propertyportal.settings.DatabaseKind;
import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.EnumMap;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javax.sql.DataSource;

/**
 * Runs a listing statement and hands each result row on as it is read. Listings are read-only and can
 * be thousands of rows, so they skip the persistence context: no entity, no change tracking. On PostgreSQL,
 * outside a caller's transaction, each listing statement is planned for its own values: how selective a
 * search term or an organization is varies by orders of magnitude, and a prepared statement's cached generic
 * plan, chosen for the average, reads the biggest organization's index range on every search of it.
 */
@ApplicationScoped
public class ListingRows {

    private static final ListingColumn[] COLUMNS = ListingColumn.values();

    @Resource(lookup = "jdbc/portal")
    DataSource dataSource;

    @Inject
    DatabaseKind database;

    /** Calls the action for each row in the statement's order; returns how many rows there were. */
    public int forEach(ListingSql.Statement statement, Consumer<LocationRow> action) {
        try (Connection connection = dataSource.getConnection()) {
            Optional<String> planPerSearch = database.planPerStatement();
            if (planPerSearch.isEmpty() || !connection.getAutoCommit()) {
                return read(connection, statement, action);
            }
            return LocalTransaction.run(connection, () -> {
                try (Statement setting = connection.createStatement()) {
                    setting.execute(planPerSearch.get());
                }
                return read(connection, statement, action);
            });
        } catch (SQLException e) {
            throw new IllegalStateException("Listing query failed: " + e.getSQLState(), e);
        }
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
                int[] positions = positions(result);
                while (result.next()) {
                    action.accept(row(result, positions));
                    rows++;
                }
            }
            return rows;
        }
    }

    /**
     * Where each {@link ListingColumn} stands in the result, found by its label: the SELECT's order is
     * ListingSql's alone. Looked up once per result rather than by label in every row of thousands.
     */
    static int[] positions(ResultSet result) throws SQLException {
        int[] positions = new int[COLUMNS.length];
        for (ListingColumn column : COLUMNS) {
            positions[column.ordinal()] = result.findColumn(column.label());
        }
        return positions;
    }

    /** The current row's value of every listing column, read by its type. */
    static LocationRow row(ResultSet r, int[] positions) throws SQLException {
        EnumMap<ListingColumn, Object> values = new EnumMap<>(ListingColumn.class);
        for (ListingColumn column : COLUMNS) {
            int at = positions[column.ordinal()];
            values.put(
                    column,
                    switch (column.type()) {
                        case TEXT -> r.getString(at);
                        case COUNT -> integer(r, at);
                        case CENTS -> longValue(r, at);
                        case STATUS -> PublishStatus.valueOf(r.getString(at));
                    });
        }
        return new LocationRow(values);
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

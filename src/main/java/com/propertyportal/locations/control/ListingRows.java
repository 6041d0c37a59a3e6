package com.propertyportal.locations.control;

import com.propertyportal.locations.entity.PublishStatus;
import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.function.Consumer;

/**
 * Runs a listing statement and hands each result row on as it is read. Listings are read-only and can
 * be thousands of rows, so they skip the persistence context: no entity, no change tracking.
 */
@ApplicationScoped
public class ListingRows {

    @Resource(lookup = "jdbc/portal")
    DataSource dataSource;

    /** Calls the action for each row in the statement's order; returns how many rows there were. */
    public int forEach(ListingSql.Statement statement, Consumer<LocationRow> action) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement query = connection.prepareStatement(statement.jdbcSql())) {
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
        } catch (SQLException e) {
            throw new IllegalStateException("Listing query failed: " + e.getSQLState(), e);
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

package com.propertyportal.persistence;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * Work on one JDBC connection in a local transaction of its own, for the plain-JDBC reads and counts that run
 * outside any container transaction: committed when the work returns, rolled back when it throws, and the
 * connection back in auto-commit either way.
 */
public final class LocalTransaction {

    /** Statements on the connection. */
    @FunctionalInterface
    public interface Work<T> {
        T run() throws SQLException;
    }

    private LocalTransaction() {}

    public static <T> T run(Connection connection, Work<T> work) throws SQLException {
        connection.setAutoCommit(false);
        try {
            T result = work.run();
            connection.commit();
            return result;
        } catch (SQLException | RuntimeException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(true);
        }
    }
}

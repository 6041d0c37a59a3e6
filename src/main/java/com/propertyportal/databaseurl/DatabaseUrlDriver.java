package com.propertyportal.databaseurl;

import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Properties;
import java.util.logging.Logger;

/**
 * The JDBC driver of libpq-form URLs (postgres://user:password@host/database): it hands the PostgreSQL driver
 * beside it the JDBC URL, and the user and password the URL names (over DATABASE_USER and DATABASE_PASSWORD).
 * It is packaged on its own into the server's jdbc folder, where Liberty's data source finds it by the URL.
 */
public class DatabaseUrlDriver implements Driver {

    private static final String POSTGRESQL = "org.postgresql.Driver";

    @Override
    public boolean acceptsURL(String url) {
        return url != null && DatabaseUrl.isLibpqForm(url);
    }

    @Override
    public Connection connect(String url, Properties info) throws SQLException {
        if (!acceptsURL(url)) {
            return null;
        }
        DatabaseUrl read = DatabaseUrl.of(url);
        Properties properties = new Properties();
        if (info != null) {
            properties.putAll(info);
        }
        read.user().ifPresent(user -> properties.setProperty("user", user));
        read.password().ifPresent(password -> properties.setProperty("password", password));
        return postgresql().connect(read.jdbcUrl(), properties);
    }

    @Override
    public DriverPropertyInfo[] getPropertyInfo(String url, Properties info) throws SQLException {
        return acceptsURL(url)
                ? postgresql().getPropertyInfo(DatabaseUrl.of(url).jdbcUrl(), info)
                : new DriverPropertyInfo[0];
    }

    @Override
    public int getMajorVersion() {
        return 1;
    }

    @Override
    public int getMinorVersion() {
        return 0;
    }

    @Override
    public boolean jdbcCompliant() {
        return false;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException("no parent logger");
    }

    private Driver postgresql() throws SQLException {
        try {
            return (Driver) Class.forName(POSTGRESQL, true, DatabaseUrlDriver.class.getClassLoader())
                    .getDeclaredConstructor()
                    .newInstance();
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new SQLException("The PostgreSQL driver is not beside the postgres:// URL driver", "08001", e);
        }
    }
}

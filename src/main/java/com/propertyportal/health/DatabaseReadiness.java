package com.propertyportal.health;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/** Ready when the database answers within two seconds. */
@Readiness
@ApplicationScoped
public class DatabaseReadiness implements HealthCheck {

    @Resource(lookup = "jdbc/portal")
    DataSource dataSource;

    @Override
    public HealthCheckResponse call() {
        try (Connection connection = dataSource.getConnection()) {
            boolean valid = connection.isValid(2);
            return HealthCheckResponse.named("database")
                    .status(valid)
                    .withData("product", connection.getMetaData().getDatabaseProductName())
                    .build();
        } catch (SQLException e) {
            return HealthCheckResponse.named("database")
                    .down()
                    .withData("error", e.getClass().getSimpleName())
                    .build();
        }
    }
}

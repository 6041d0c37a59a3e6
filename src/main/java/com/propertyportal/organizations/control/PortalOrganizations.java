package com.propertyportal.organizations.control;

import com.propertyportal.json.JsonText;
import com.propertyportal.problems.ProblemException;
import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * Finds organizations for the portal. Every public portal read starts here, so the organization is one
 * plain row read: the portal only reads it, and a persistence context per call cost more than the query.
 */
@ApplicationScoped
public class PortalOrganizations {

    static final String DEFAULTS = "SELECT id, name, application_config, company_info FROM organization WHERE id = ?";

    @Resource(lookup = "jdbc/portal")
    DataSource dataSource;

    /** The organization's defaults, or a 404 naming it. */
    public OrganizationDefaults require(String id) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement query = connection.prepareStatement(DEFAULTS)) {
            query.setString(1, id);
            try (ResultSet row = query.executeQuery()) {
                if (!row.next()) {
                    throw ProblemException.notFound("Organization " + id);
                }
                return new OrganizationDefaults(
                        row.getString(1),
                        row.getString(2),
                        JsonText.object(row.getString(3)),
                        JsonText.object(row.getString(4)));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Organization query failed: " + e.getSQLState(), e);
        }
    }
}

package com.propertyportal.admin.boundary;

import static com.propertyportal.http.QueryParams.intParam;

import com.propertyportal.access.Needs;
import com.propertyportal.access.Operator;
import com.propertyportal.access.Right;
import com.propertyportal.admin.control.Administrator;
import com.propertyportal.admin.control.Overview;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.time.Instant;

@Operator
@Needs(Right.READ)
@Path("api/admin/overview")
@Produces(MediaType.APPLICATION_JSON)
public class OverviewResource {

    @Inject
    Overview overview;

    @Inject
    Administrator administrator;

    /**
     * Organizations with their counts, and the last 24 hours of e-mail verification; for an organization's user,
     * their organization alone.
     */
    @GET
    @Transactional
    public JsonObject overview(
            @QueryParam("limit") @DefaultValue("100") String limit,
            @QueryParam("skip") @DefaultValue("0") String skip) {
        return overview.of(
                intParam("limit", limit, 1, 1000),
                intParam("skip", skip, 0, Integer.MAX_VALUE),
                Instant.now(),
                administrator.confinement());
    }
}

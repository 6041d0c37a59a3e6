package com.propertyportal.compatibility.boundary;

import com.propertyportal.access.ApiKeyHolder;
import com.propertyportal.access.Needs;
import com.propertyportal.access.Right;
import com.propertyportal.compatibility.control.NotOffered;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;

/**
 * A board's configuration beyond its fields and tab views (automations, options, workflows, groups, shares,
 * theme, filters), which this service does not keep: each of the hosted product's operations on it answers
 * 501 naming its operationId (see docs/aptly-compatibility.md).
 *
 * <p>The template matches exactly these eight paths and no other. {@code configuration} is a template of its
 * own, a literal no parameter reads, so that the class ranks with the card's template
 * ({@code api/board/{boardId}/{cardId}}) and the tab views' and not above them; the lookahead keeps it off
 * {@code configuration/tabViews}, {@code configuration/fields} and a card's sub-paths, which stay where they
 * were.
 */
@ApiKeyHolder
@Needs(Right.READ)
@ApplicationScoped
@Path("api/board/{boardId}/{configuration: configuration"
        + "(?=$|/(?:automations|options|workflows|groups|shares|theme|filters)$)}")
public class NotOfferedBoardResource {

    @Inject
    NotOffered notOffered;

    @GET
    public Response getBoardConfiguration() {
        throw notOffered.operation("getBoardConfiguration");
    }

    @GET
    @Path("automations")
    public Response listAutomations() {
        throw notOffered.operation("listAutomations");
    }

    @GET
    @Path("options")
    public Response getBoardOptions() {
        throw notOffered.operation("getBoardOptions");
    }

    @GET
    @Path("workflows")
    public Response listWorkflows() {
        throw notOffered.operation("listWorkflows");
    }

    @GET
    @Path("groups")
    public Response listGroups() {
        throw notOffered.operation("listGroups");
    }

    @GET
    @Path("shares")
    public Response getBoardShares() {
        throw notOffered.operation("getBoardShares");
    }

    @GET
    @Path("theme")
    public Response getBoardTheme() {
        throw notOffered.operation("getBoardTheme");
    }

    @GET
    @Path("filters")
    public Response getBoardFilters() {
        throw notOffered.operation("getBoardFilters");
    }
}

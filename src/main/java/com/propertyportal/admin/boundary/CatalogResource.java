package com.propertyportal.admin.boundary;

import static com.propertyportal.http.QueryParams.intParam;

import com.propertyportal.access.Needs;
import com.propertyportal.access.Operator;
import com.propertyportal.access.Right;
import com.propertyportal.admin.control.Administrator;
import com.propertyportal.admin.control.Catalog;
import com.propertyportal.problems.ProblemException;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

@Operator
@Needs(Right.READ)
@Path(CatalogResource.PATH)
@Produces(MediaType.APPLICATION_JSON)
public class CatalogResource {

    /**
     * Only the kinds the catalog holds: any other word after /api/admin/ is no resource, rather than a kind
     * this resource would refuse (a POST to a mistyped /api/admin/IMPORT answers 404, not 405).
     */
    static final String PATH = "api/admin/{kind: organizations|locations|schools|contacts|boards|cards|forms}";

    @Inject
    Catalog catalog;

    @Inject
    Administrator administrator;

    /**
     * List records of one kind (organizations, locations, schools, contacts, boards, cards, forms) in the
     * import shape, ordered by _id.
     */
    @GET
    public JsonObject list(
            @PathParam("kind") String kind,
            @QueryParam("limit") @DefaultValue("100") String limit,
            @QueryParam("skip") @DefaultValue("0") String skip) {
        return catalog.list(
                kind,
                intParam("limit", limit, 1, 1000),
                intParam("skip", skip, 0, Integer.MAX_VALUE),
                administrator.confinement());
    }

    /** One record in the import shape. */
    @GET
    @Path("{id}")
    public JsonObject find(@PathParam("kind") String kind, @PathParam("id") String id) {
        return catalog.find(kind, id, administrator.confinement())
                .orElseThrow(() -> ProblemException.notFound(kind + " record " + id));
    }
}

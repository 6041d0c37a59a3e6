package com.propertyportal.identity.boundary;

import com.propertyportal.access.ApiKeyHolder;
import com.propertyportal.access.Needs;
import com.propertyportal.access.Right;
import com.propertyportal.apikeys.control.Caller;
import com.propertyportal.identity.control.UserView;
import com.propertyportal.identity.control.Users;
import com.propertyportal.json.Json;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/**
 * The hosted product's user list for the key's organization. {@code users} is a template no parameter reads,
 * held by its lookahead to the one path {@code api/users}: the users' other paths the hosted product names
 * ({@code api/users/{userId}/inboxes}) stay with the operations this service does not offer.
 */
@ApiKeyHolder
@Needs(Right.READ)
@ApplicationScoped
@Path("api/{users: users(?=$)}")
public class UsersResource {

    @Inject
    Caller caller;

    @Inject
    Users users;

    /** The organization's users that are not archived, by name. */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject list() {
        JsonArrayBuilder data = Json.createArrayBuilder();
        users.listed(caller.organizationId()).forEach(user -> data.add(UserView.listed(user)));
        return Json.createObjectBuilder().add("data", data).build();
    }
}

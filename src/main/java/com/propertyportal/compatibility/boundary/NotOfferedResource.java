package com.propertyportal.compatibility.boundary;

import com.propertyportal.access.ApiKeyHolder;
import com.propertyportal.access.Needs;
import com.propertyportal.access.Right;
import com.propertyportal.compatibility.control.NotOffered;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;

/**
 * The hosted product's operations outside the boards, cards and contacts this service keeps (a user's inboxes,
 * knowledge documents, e-mail, app users, templates, tasks, routing groups, upload URLs): each answers 501
 * naming its operationId (see docs/aptly-compatibility.md). They ask for an API key as the hosted product
 * does, so a caller without one is refused the same way as on every other core path.
 *
 * <p>The template {@code api} has fewer literal characters than any other resource under {@code api/}, so
 * the router chooses this class only for a path no other resource matches: it shadows none.
 */
@ApiKeyHolder
@Needs(Right.READ)
@ApplicationScoped
@Path("api")
public class NotOfferedResource {

    @Inject
    NotOffered notOffered;

    @GET
    @Path("users/{userId}/inboxes")
    public Response listUserInboxes() {
        throw notOffered.operation("listUserInboxes");
    }

    @GET
    @Path("inboxes/{channelId}/drafts")
    public Response listInboxDrafts() {
        throw notOffered.operation("listInboxDrafts");
    }

    @POST
    @Path("knowledge/create")
    public Response createKnowledgeDoc() {
        throw notOffered.operation("createKnowledgeDoc");
    }

    @GET
    @Path("knowledge/{id}")
    public Response getKnowledgeDoc() {
        throw notOffered.operation("getKnowledgeDoc");
    }

    @PUT
    @Path("knowledge/{id}")
    public Response updateKnowledgeDoc() {
        throw notOffered.operation("updateKnowledgeDoc");
    }

    @POST
    @Path("email/create-draft")
    public Response createEmailDraft() {
        throw notOffered.operation("createEmailDraft");
    }

    @POST
    @Path("email/send")
    public Response sendEmail() {
        throw notOffered.operation("sendEmail");
    }

    @GET
    @Path("templates")
    public Response listTemplates() {
        throw notOffered.operation("listTemplates");
    }

    @GET
    @Path("templates/{id}")
    public Response getTemplate() {
        throw notOffered.operation("getTemplate");
    }

    @POST
    @Path("tasks/search")
    public Response searchTasks() {
        throw notOffered.operation("searchTasks");
    }

    @POST
    @Path("tasks")
    public Response createTask() {
        throw notOffered.operation("createTask");
    }

    @GET
    @Path("tasks/{taskId}")
    public Response getTask() {
        throw notOffered.operation("getTask");
    }

    @PUT
    @Path("tasks/{taskId}")
    public Response updateTask() {
        throw notOffered.operation("updateTask");
    }

    @GET
    @Path("routing-groups")
    public Response listRoutingGroups() {
        throw notOffered.operation("listRoutingGroups");
    }

    @POST
    @Path("routing-groups/create")
    public Response createRoutingGroup() {
        throw notOffered.operation("createRoutingGroup");
    }

    @PUT
    @Path("routing-groups/{id}")
    public Response updateRoutingGroup() {
        throw notOffered.operation("updateRoutingGroup");
    }

    @POST
    @Path("routing-groups/{id}/archive")
    public Response archiveRoutingGroup() {
        throw notOffered.operation("archiveRoutingGroup");
    }

    @POST
    @Path("files/upload-url")
    public Response getFileUploadUrl() {
        throw notOffered.operation("getFileUploadUrl");
    }

    @POST
    @Path("files/upload-complete")
    public Response completeFileUpload() {
        throw notOffered.operation("completeFileUpload");
    }
}

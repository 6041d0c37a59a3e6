package com.propertyportal.admin.boundary;

import static com.propertyportal.http.QueryParams.intParam;

import com.propertyportal.access.Needs;
import com.propertyportal.access.Operator;
import com.propertyportal.access.Right;
import com.propertyportal.admin.control.Administrator;
import com.propertyportal.forms.control.FormReceipts;
import com.propertyportal.forms.control.Forms;
import com.propertyportal.forms.entity.Form;
import com.propertyportal.forms.entity.FormReceipt;
import com.propertyportal.http.QueryParams;
import com.propertyportal.input.JsonInput;
import com.propertyportal.json.Json;
import com.propertyportal.persistence.Page;
import com.propertyportal.problems.ProblemException;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.UriInfo;
import java.util.Map;
import java.util.Set;

/**
 * A form's submissions, newest first, each with the card it created or filled. The full path is this class's,
 * so the catalog keeps answering a form's own read. Another organization's form is not found for its users.
 */
@Operator
@Needs(Right.READ)
@Path("api/admin/forms/{formId}/submissions")
@Produces(MediaType.APPLICATION_JSON)
public class FormSubmissionsResource {

    static final int DEFAULT_LIMIT = 50;
    static final int MAX_LIMIT = 200;

    @Inject
    Forms forms;

    @Inject
    FormReceipts receipts;

    @Inject
    Administrator administrator;

    /** List the form's submissions, newest first, a page at a time. */
    @GET
    public JsonObject list(@PathParam("formId") String formId, @Context UriInfo uri) {
        Map<String, String> given = QueryParams.screened(uri.getQueryParameters(), Set.of("limit", "skip"), 20);
        int limit = given.containsKey("limit") ? intParam("limit", given.get("limit"), 1, MAX_LIMIT) : DEFAULT_LIMIT;
        int skip = given.containsKey("skip") ? intParam("skip", given.get("skip"), 0, Integer.MAX_VALUE) : 0;
        JsonInput.pathId("formId", formId);
        String notFound = "Form " + formId;
        Form form = forms.find(formId).orElseThrow(() -> ProblemException.notFound(notFound));
        administrator.reach(form.organizationId(), notFound);
        Page<FormReceipt> page = receipts.of(form, skip, limit);
        JsonArrayBuilder data = Json.createArrayBuilder();
        page.items().forEach(r -> data.add(receipts.describe(r)));
        return Json.createObjectBuilder()
                .add("formId", form.id())
                .add("data", data)
                .add("total", page.total())
                .add("limit", limit)
                .add("skip", skip)
                .build();
    }
}

package com.propertyportal.admin.boundary;

import static com.propertyportal.http.QueryParams.intParam;

import com.propertyportal.access.Needs;
import com.propertyportal.access.Operator;
import com.propertyportal.access.Right;
import com.propertyportal.admin.control.Administrator;
import com.propertyportal.admin.control.Catalog;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.cache.control.PublicContentChanged;
import com.propertyportal.forms.control.FormDocument;
import com.propertyportal.forms.control.Forms;
import com.propertyportal.forms.entity.Form;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.persistence.Ids;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import java.util.Optional;

/**
 * The form editor's operations: a form in the import's shape, read and checked by the import's own reader and
 * written by the forms' one writer. This resource owns the forms' path, so the catalog's reads of forms are
 * answered here too. Another organization's form is not found for its users.
 */
@Operator
@Needs(Right.MANAGE)
@Path("api/admin/forms")
@Produces(MediaType.APPLICATION_JSON)
public class FormAdministrationResource {

    @Inject
    Forms forms;

    @Inject
    Catalog catalog;

    @Inject
    Administrator administrator;

    @Inject
    Event<PublicContentChanged> contentChanged;

    @GET
    @Needs(Right.READ)
    public JsonObject list(
            @QueryParam("limit") @DefaultValue("100") String limit,
            @QueryParam("skip") @DefaultValue("0") String skip) {
        return catalog.list(
                "forms",
                intParam("limit", limit, 1, 1000),
                intParam("skip", skip, 0, Integer.MAX_VALUE),
                administrator.confinement());
    }

    @GET
    @Path("{formId}")
    @Needs(Right.READ)
    public JsonObject find(@PathParam("formId") String formId) {
        return catalog.find("forms", formId, administrator.confinement())
                .orElseThrow(() -> ProblemException.notFound("Form " + formId));
    }

    /** Creates a form (with the body's _id, or a new one); an _id already taken is refused, naming _id. */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    public Response create(JsonObject body) {
        Violations violations = new Violations();
        FormDocument.Item item = FormDocument.read(JsonInput.root(body, violations), Ids.newId());
        violations.throwIfAny();
        administrator.reach(item.organizationId());
        if (forms.find(item.id()).isPresent()) {
            throw ProblemException.invalid("_id", "is the id of a form already");
        }
        Form form = save(item, violations);
        return Response.status(Response.Status.CREATED)
                .entity(FormDocument.write(form))
                .build();
    }

    /** Redefines a form: its name, board and fields, as an import of it would. */
    @PUT
    @Path("{formId}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    public JsonObject change(@PathParam("formId") String formId, JsonObject body) {
        JsonInput.pathId("formId", formId);
        Form existing = forms.find(formId).orElseThrow(() -> ProblemException.notFound("Form " + formId));
        administrator.reach(existing.organizationId(), "Form " + formId);
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        FormDocument.Item item = FormDocument.read(in, formId);
        if (!formId.equals(item.id())) {
            in.reject("_id", "must be the form's id in the path, " + formId);
        }
        violations.throwIfAny();
        administrator.reach(item.organizationId());
        return FormDocument.write(save(item, violations));
    }

    private Form save(FormDocument.Item item, Violations violations) {
        Optional<Form> written = forms.write(item, "", violations, Instant.now());
        violations.throwIfAny();
        Form form = written.orElseThrow();
        administrator.record(
                AuditAction.FORM_SAVED,
                form.id(),
                "form \"" + form.name() + "\" on board " + form.boardId() + ", "
                        + form.fields().size() + " fields");
        contentChanged.fire(new PublicContentChanged("form"));
        return form;
    }
}

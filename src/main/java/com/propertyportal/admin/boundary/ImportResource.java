package com.propertyportal.admin.boundary;

import com.propertyportal.access.Needs;
import com.propertyportal.access.Operator;
import com.propertyportal.access.Right;
import com.propertyportal.admin.control.Administrator;
import com.propertyportal.admin.control.ImportCounts;
import com.propertyportal.admin.control.ImportDocument;
import com.propertyportal.admin.control.Importer;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.input.LargeBody;
import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.transaction.TransactionSynchronizationRegistry;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

@Operator
@Needs(Right.MANAGE)
@ApplicationScoped
@Path("api/admin/import")
public class ImportResource {

    @Inject
    Importer importer;

    @Inject
    Administrator administrator;

    @Resource
    TransactionSynchronizationRegistry transaction;

    /**
     * Upsert one organization's records (its organization, locations, contacts, boards, cards and forms) by
     * _id, or the schools every organization shares; see docs/import-format.md.
     */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Transactional
    public JsonObject importDocument(@LargeBody JsonObject body) {
        Violations violations = new Violations();
        ImportDocument document = ImportDocument.read(body, violations);
        violations.throwIfAny();
        ImportCounts counts = importer.apply(document, violations, Instant.now(), administrator::reachDocument);
        administrator.record(AuditAction.IMPORT, counts.organization().orElse("schools"), counts.summary());
        return counts.toJson();
    }

    /**
     * The whole import, run and then rolled back: what it would create and update, or every problem that
     * would refuse it. Nothing is written, and the portal's cache is not touched.
     */
    @POST
    @Path("dry-run")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Transactional
    public JsonObject dryRun(@LargeBody JsonObject body) {
        Violations violations = new Violations();
        JsonArrayBuilder errors = Json.createArrayBuilder();
        try {
            ImportDocument document = ImportDocument.read(body, violations);
            if (!violations.isEmpty()) {
                throw everyProblem(document, violations);
            }
            JsonObject counts = importer.apply(document, violations, Instant.now(), administrator::reachDocument)
                    .toJson();
            return Json.createObjectBuilder(counts)
                    .add("dryRun", true)
                    .add("errors", errors)
                    .build();
        } catch (ProblemException refused) {
            if (refused.getResponse().getStatus() != Response.Status.BAD_REQUEST.getStatusCode()) {
                // Not a problem of the document (another organization's, or a role without the right): no dry run.
                throw refused;
            }
            for (FieldError error : refused.errors()) {
                errors.add(
                        Json.createObjectBuilder().add("field", error.field()).add("reason", error.reason()));
            }
            return Json.createObjectBuilder()
                    .add("dryRun", true)
                    .add("errors", errors)
                    .build();
        } finally {
            // Marked at the end, not the start: a transaction marked for rollback takes no new connection.
            transaction.setRollbackOnly();
        }
    }

    /**
     * The shape problems and, checked against the database, the problems of the records that have none (an
     * unknown board, another organization's record): every problem the import would meet, in one answer.
     */
    private ProblemException everyProblem(ImportDocument document, Violations shape) {
        List<FieldError> problems = new ArrayList<>(shape.list());
        ImportDocument rest = document.withoutRecordsNamedIn(shape.list());
        if (rest.size() > 0) {
            try {
                importer.apply(rest, new Violations(), Instant.now(), administrator::reachDocument);
            } catch (ProblemException refused) {
                if (refused.getResponse().getStatus() != Response.Status.BAD_REQUEST.getStatusCode()) {
                    throw refused;
                }
                refused.errors().stream().filter(e -> !problems.contains(e)).forEach(problems::add);
            }
        }
        return ProblemException.invalid(problems);
    }
}

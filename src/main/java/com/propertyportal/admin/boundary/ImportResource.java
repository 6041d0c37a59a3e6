package com.propertyportal.admin.boundary;

import com.propertyportal.admin.control.ImportDocument;
import com.propertyportal.admin.control.Importer;
import com.propertyportal.input.LargeBody;
import com.propertyportal.input.Violations;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.time.Instant;

@RequestScoped
@Path("api/admin/import")
@Tag(name = "Administration")
@SecurityRequirement(name = "admin")
public class ImportResource {

    @Inject
    Importer importer;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Transactional
    @Operation(summary = "Upsert organizations, locations, schools, contacts, boards, cards and forms by _id",
            description = "All or nothing: a document with any problem changes nothing and answers 400 listing "
                    + "every problem by JSON path. See docs/import-format.md.")
    public JsonObject importDocument(@LargeBody JsonObject body) {
        Violations violations = new Violations();
        ImportDocument document = ImportDocument.read(body, violations);
        violations.throwIfAny();
        return importer.apply(document, violations, Instant.now()).toJson();
    }
}

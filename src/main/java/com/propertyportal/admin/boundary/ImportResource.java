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

import java.time.Instant;

@RequestScoped
@Path("api/admin/import")
public class ImportResource {

    @Inject
    Importer importer;

    /** Upsert organizations, locations, schools, contacts, boards, cards and forms by _id. */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Transactional
    public JsonObject importDocument(@LargeBody JsonObject body) {
        Violations violations = new Violations();
        ImportDocument document = ImportDocument.read(body, violations);
        violations.throwIfAny();
        return importer.apply(document, violations, Instant.now()).toJson();
    }
}

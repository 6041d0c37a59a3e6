package com.propertyportal.audit.boundary;

import static com.propertyportal.http.QueryParams.intParam;

import com.propertyportal.access.Operator;
import com.propertyportal.audit.control.AuditLog;
import com.propertyportal.audit.entity.AuditEntry;
import com.propertyportal.json.Json;
import com.propertyportal.persistence.Page;
import com.propertyportal.problems.ProblemException;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

/** The administrator's audit log, newest first, searchable and paged (behind the administrator's login). */
@Operator
@Path("api/admin/audit")
@Produces(MediaType.APPLICATION_JSON)
public class AuditResource {

    static final int MAX_QUERY = 200;

    @Inject
    AuditLog log;

    /** One page of audit entries, newest first. */
    @GET
    public JsonObject search(
            @QueryParam("q") @DefaultValue("") String q,
            @QueryParam("action") @DefaultValue("") String action,
            @QueryParam("limit") @DefaultValue("50") String limit,
            @QueryParam("skip") @DefaultValue("0") String skip) {
        if (q.length() > MAX_QUERY) {
            throw ProblemException.invalid("q", "must be at most " + MAX_QUERY + " characters");
        }
        if (action.length() > 40) {
            throw ProblemException.invalid("action", "must be at most 40 characters");
        }
        int pageSize = intParam("limit", limit, 1, 500);
        int offset = intParam("skip", skip, 0, 1_000_000);
        Page<AuditEntry> page = log.search(q.strip(), action.strip(), pageSize, offset);
        JsonArrayBuilder data = Json.createArrayBuilder();
        page.items().forEach(entry -> data.add(write(entry)));
        return Json.createObjectBuilder()
                .add("data", data)
                .add("total", page.total())
                .add("limit", pageSize)
                .add("skip", offset)
                .build();
    }

    static JsonObject write(AuditEntry entry) {
        JsonObjectBuilder json = Json.createObjectBuilder()
                .add("id", entry.id())
                .add("at", entry.at().toString())
                .add("user", entry.user())
                .add("client", entry.client())
                .add("action", entry.action());
        if (entry.target() != null) {
            json.add("target", entry.target());
        }
        return json.add("detail", entry.detail()).build();
    }
}

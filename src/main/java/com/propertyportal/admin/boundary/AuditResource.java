package com.propertyportal.admin.boundary;

import static com.propertyportal.http.QueryParams.intParam;

import com.propertyportal.access.Needs;
import com.propertyportal.access.Operator;
import com.propertyportal.access.Right;
import com.propertyportal.admin.control.Administrator;
import com.propertyportal.audit.control.AuditLog;
import com.propertyportal.audit.entity.AuditEntry;
import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import com.propertyportal.persistence.Page;
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
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;

/**
 * The administrator's audit log, newest first, searchable, filtered by action, user and time, and paged. An
 * organization's Admin reads the entries concerning their organization; the operator reads every entry.
 */
@Operator
@Needs(Right.MANAGE)
@Path("api/admin/audit")
@Produces(MediaType.APPLICATION_JSON)
public class AuditResource {

    static final int MAX_QUERY = 200;

    @Inject
    AuditLog log;

    @Inject
    Administrator administrator;

    /** One page of audit entries, newest first. */
    @GET
    public JsonObject search(
            @QueryParam("q") @DefaultValue("") String q,
            @QueryParam("action") @DefaultValue("") String action,
            @QueryParam("user") @DefaultValue("") String user,
            @QueryParam("from") @DefaultValue("") String from,
            @QueryParam("to") @DefaultValue("") String to,
            @QueryParam("limit") @DefaultValue("50") String limit,
            @QueryParam("skip") @DefaultValue("0") String skip) {
        Violations violations = new Violations();
        if (q.length() > MAX_QUERY) {
            violations.add("q", "must be at most " + MAX_QUERY + " characters");
        }
        if (action.length() > 40) {
            violations.add("action", "must be at most 40 characters");
        }
        if (user.length() > AuditEntry.MAX_USER) {
            violations.add("user", "must be at most " + AuditEntry.MAX_USER + " characters");
        }
        Instant since = instant("from", from, violations);
        Instant until = instant("to", to, violations);
        violations.throwIfAny();
        int pageSize = intParam("limit", limit, 1, 500);
        int offset = intParam("skip", skip, 0, 1_000_000);
        AuditLog.Search search = new AuditLog.Search(
                q.strip(),
                action.strip(),
                user.strip(),
                since,
                until,
                administrator.confinement().orElse(null));
        Page<AuditEntry> page = log.search(search, pageSize, offset);
        JsonArrayBuilder data = Json.createArrayBuilder();
        page.items().forEach(entry -> data.add(write(entry)));
        return Json.createObjectBuilder()
                .add("data", data)
                .add("total", page.total())
                .add("limit", pageSize)
                .add("skip", offset)
                .build();
    }

    /**
     * An ISO-8601 instant ({@code 2026-11-26T10:00:00Z}) or date ({@code 2026-11-26}, its start in UTC); null
     * when empty (no bound) or wrong (the wrong one recorded in violations: spaces alone are not a time).
     */
    static Instant instant(String name, String text, Violations violations) {
        if (text.isEmpty()) {
            return null;
        }
        if (text.length() > 40) {
            violations.add(name, "must be at most 40 characters");
            return null;
        }
        try {
            return text.length() == 10
                    ? LocalDate.parse(text).atStartOfDay(ZoneOffset.UTC).toInstant()
                    : OffsetDateTime.parse(text).toInstant();
        } catch (DateTimeParseException e) {
            violations.add(name, "must be a date (2026-11-26) or a time with its offset (2026-11-26T10:00:00Z)");
            return null;
        }
    }

    static JsonObject write(AuditEntry entry) {
        JsonObjectBuilder json = Json.createObjectBuilder()
                .add("id", entry.id())
                .add("at", entry.at().toString())
                .add("user", entry.user())
                .add("client", entry.client())
                .add("action", entry.action());
        if (entry.userId() != null) {
            json.add("userId", entry.userId());
        }
        if (entry.organizationId() != null) {
            json.add("organizationId", entry.organizationId());
        }
        if (entry.target() != null) {
            json.add("target", entry.target());
        }
        return json.add("detail", entry.detail()).build();
    }
}

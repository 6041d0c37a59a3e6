package com.propertyportal.admin.boundary;

import com.propertyportal.access.Needs;
import com.propertyportal.access.Operator;
import com.propertyportal.access.Right;
import com.propertyportal.admin.control.Administrator;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.delegation.control.Apps;
import com.propertyportal.delegation.control.DelegateTokens;
import com.propertyportal.delegation.entity.App;
import com.propertyportal.identity.control.Actor;
import com.propertyportal.identity.control.Users;
import com.propertyportal.identity.entity.User;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A delegate token for the signed-in organization user (console session or HTTP Basic): a short-lived signed
 * statement of who they are, to hand to an app of their organization (naming it) or to use on the core API. The
 * operator is no organization user and gets none (403). Every token issued is in the audit log.
 */
@Operator
@Needs(Right.READ)
@Path("api/platform/user-token")
@Produces(MediaType.APPLICATION_JSON)
public class UserTokenResource {

    @Inject
    Administrator administrator;

    @Inject
    Users users;

    @Inject
    Apps apps;

    @Inject
    DelegateTokens tokens;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    public JsonObject issue(JsonObject body) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(Set.of("appClientId"));
        Optional<String> appClientId = in.id("appClientId");
        violations.throwIfAny();
        Actor actor = administrator.actor();
        if (actor.isOperator()) {
            throw new ProblemException(
                    Response.Status.FORBIDDEN,
                    "USER_REQUIRED",
                    "Delegate tokens speak for an organization's user; the operator is none. Sign in as a user.",
                    List.of(new FieldError("role", "must be an organization user's")),
                    Map.of());
        }
        User user = users.require(actor.organizationId(), actor.userId());
        Optional<App> app = Optional.empty();
        if (appClientId.isPresent()) {
            app = apps.find(user.organizationId(), appClientId.get());
            if (app.isEmpty()) {
                throw ProblemException.invalid("appClientId", "is no app of your organization");
            }
        }
        DelegateTokens.Issued issued = tokens.issue(user, app);
        administrator.record(
                AuditAction.DELEGATE_TOKEN_ISSUED,
                user.organizationId(),
                app.map(a -> "for app " + a.id() + " " + a.title()).orElse("for no app") + ", expires "
                        + issued.expiresAt());
        return Json.createObjectBuilder()
                .add("token", issued.token())
                .add("expiresAt", issued.expiresAt().toString())
                .build();
    }
}

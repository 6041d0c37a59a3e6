package com.propertyportal.admin.boundary;

import com.propertyportal.access.Needs;
import com.propertyportal.access.Operator;
import com.propertyportal.access.Right;
import com.propertyportal.admin.control.Administrator;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.identity.control.Actor;
import com.propertyportal.identity.control.PasswordRule;
import com.propertyportal.identity.control.Reauthentication;
import com.propertyportal.identity.control.SecondFactors;
import com.propertyportal.identity.control.UserBody;
import com.propertyportal.identity.control.UserView;
import com.propertyportal.identity.control.Users;
import com.propertyportal.identity.entity.User;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import com.propertyportal.problems.ProblemException;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Clock;
import java.util.Optional;
import java.util.Set;

/**
 * The signed-in organization user's own profile: their name, their password and their second factor. A change of
 * the password or the second factor takes the current password (or, for the second factor, a single sign-on of the
 * last five minutes), checked as a sign-in attempt is. Every role has one; the operator has none (the operator's
 * login is ADMIN_USER / ADMIN_PASSWORD), a 404.
 */
@Operator
@Needs(Right.READ)
@Path("api/admin/profile")
@Produces(MediaType.APPLICATION_JSON)
public class ProfileResource {

    @Inject
    Users users;

    @Inject
    Administrator administrator;

    @Inject
    Clock clock;

    @Inject
    SecondFactors secondFactors;

    @Inject
    Reauthentication reauthentication;

    /** The signed-in user, with the organization. */
    @GET
    public JsonObject profile() {
        User user = signedIn();
        return view(user);
    }

    /** Changes the user's own first and last name; nothing else of a user is theirs to change here. */
    @PATCH
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    public JsonObject rename(JsonObject body) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(Set.of("firstName", "lastName", "email", "role", "password"));
        for (String member : Set.of("email", "role", "password")) {
            if (in.has(member)) {
                in.reject(
                        member,
                        "is changed by an Admin of the organization, or for the password at /api/admin/profile/password");
            }
        }
        violations.throwIfAny();
        UserBody change = UserBody.toChange(body);
        User user = signedIn();
        users.rename(
                user,
                change.firstName().orElse(user.firstName()),
                change.lastName().orElse(user.lastName()),
                clock.instant());
        administrator.record(
                AuditAction.USER_CHANGED, user.organizationId(), "user " + user.id() + " changed their name");
        return view(user);
    }

    /**
     * Changes the user's own password, given the current one; every other console session of the user ends.
     * The answer is a 204; a wrong current password or a new one that breaks the rule is a 400 naming it.
     */
    @POST
    @Path("password")
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    public Response changePassword(JsonObject body) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(Set.of("currentPassword", "newPassword"));
        String current = in.requiredSecret("currentPassword", PasswordRule.MAX_LENGTH * 2);
        String replacement = in.requiredSecret("newPassword", PasswordRule.MAX_LENGTH * 2);
        // Every wrong member is named at once: a new password that breaks the rule beside a blank current one.
        if (replacement != null) {
            PasswordRule.problemWith(replacement).ifPresent(problem -> in.reject("newPassword", problem));
        }
        violations.throwIfAny();
        User user = signedIn();
        reauthentication.requirePassword(user, current, "change the password");
        users.changeOwnPassword(user, replacement, clock.instant());
        administrator.record(
                AuditAction.USER_PASSWORD_SET, user.organizationId(), "user " + user.id() + " changed their password");
        return Response.noContent().build();
    }

    /**
     * Offers a new second-factor secret to set up, given the current password ({@code currentPassword}; a single
     * sign-on of the last five minutes stands in for it): the secret and its otpauth:// link (the QR code of it at
     * {@code second-factor/qr.svg}). It counts once a code made with it confirms it; an account that has a
     * second factor must remove it first (409).
     */
    @POST
    @Path("second-factor")
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    public JsonObject offerSecondFactor(JsonObject body) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(Set.of("currentPassword"));
        Optional<String> current = in.secret("currentPassword", PasswordRule.MAX_LENGTH * 2);
        violations.throwIfAny();
        User user = signedIn();
        reauthentication.requirePasswordOrFreshSignOn(user, current, "set up a second factor");
        if (user.hasSecondFactor()) {
            throw new ProblemException(
                    Response.Status.CONFLICT,
                    "SECOND_FACTOR_SET",
                    "Your account has a second factor already: remove it before setting up another");
        }
        SecondFactors.Offer offer = secondFactors.offer(user, clock.instant());
        return Json.createObjectBuilder()
                .add("secret", offer.secret())
                .add("link", offer.link())
                .build();
    }

    /** The QR code of the offered secret's link, for an authenticator app to scan; 404 when none is offered. */
    @GET
    @Path("second-factor/qr.svg")
    @Produces("image/svg+xml")
    public Response secondFactorQrCode() {
        User user = signedIn();
        String secret = user.offeredSecondFactorSecret();
        if (secret == null) {
            throw ProblemException.notFound("An offered second factor");
        }
        return Response.ok(SecondFactors.qrCode(SecondFactors.link(user, secret)))
                .header("Cache-Control", "no-store")
                .build();
    }

    /** Confirms the offered secret with a code of it: from now on the console asks for a code at sign-in. */
    @POST
    @Path("second-factor/confirm")
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    public JsonObject confirmSecondFactor(JsonObject body) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(Set.of("code"));
        String code = in.requiredString("code", 20);
        violations.throwIfAny();
        User user = signedIn();
        if (user.offeredSecondFactorSecret() == null) {
            throw ProblemException.invalid("code", "confirms nothing: set up a second factor first");
        }
        if (!secondFactors.confirm(user, code, clock.instant())) {
            throw ProblemException.invalid("code", "is not the code your authenticator shows now");
        }
        administrator.record(
                AuditAction.SECOND_FACTOR_SET, user.organizationId(), "user " + user.id() + " set up a second factor");
        return view(user);
    }

    /** Removes the user's second factor, given their password (or a single sign-on of the last five minutes). */
    @POST
    @Path("second-factor/remove")
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    public Response removeSecondFactor(JsonObject body) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(Set.of("currentPassword"));
        Optional<String> current = in.secret("currentPassword", PasswordRule.MAX_LENGTH * 2);
        violations.throwIfAny();
        User user = signedIn();
        reauthentication.requirePasswordOrFreshSignOn(user, current, "remove the second factor");
        users.removeSecondFactor(user, clock.instant());
        administrator.record(
                AuditAction.SECOND_FACTOR_REMOVED,
                user.organizationId(),
                "user " + user.id() + " removed their second factor");
        return Response.noContent().build();
    }

    private User signedIn() {
        Actor actor = administrator.actor();
        if (actor.isOperator()) {
            throw ProblemException.notFound(
                    "A profile of the operator (the operator's login is ADMIN_USER / ADMIN_PASSWORD)");
        }
        return users.require(actor.organizationId(), actor.userId());
    }

    private static JsonObject view(User user) {
        return Json.createObjectBuilder(UserView.of(user))
                .add("organizationId", user.organizationId())
                .build();
    }
}

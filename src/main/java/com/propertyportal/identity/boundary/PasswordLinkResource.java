package com.propertyportal.identity.boundary;

import com.propertyportal.access.Anyone;
import com.propertyportal.audit.control.AuditLog;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.http.ClientAddresses;
import com.propertyportal.identity.control.Invitations;
import com.propertyportal.identity.control.LinkThrottle;
import com.propertyportal.identity.control.PasswordRule;
import com.propertyportal.identity.control.Users;
import com.propertyportal.identity.entity.User;
import com.propertyportal.limits.CounterRows;
import com.propertyportal.monitoring.control.RequestArea;
import com.propertyportal.problems.ProblemException;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The page an invitation or a "forgot password" mail links to, and the form it posts: a valid link sets the
 * user's password once. A link used already, expired, replaced or never sent gets the same answer; every post
 * counts against the client address's {@link LinkThrottle}.
 */
@Anyone(RequestArea.ADMIN)
@Path("users/set-password")
public class PasswordLinkResource {

    /** A token is 43 characters; anything much longer is not one. */
    static final int MAX_TOKEN = 100;

    @Inject
    Users users;

    @Inject
    LinkThrottle throttle;

    @Inject
    AuditLog audit;

    @Inject
    ClientAddresses clientAddresses;

    @Inject
    Clock clock;

    @Context
    HttpServletRequest request;

    /** The form, with the link's token; after a post, what came of it ({@code state}: done, link or password). */
    @GET
    public Response page(
            @QueryParam("token") @DefaultValue("") String token, @QueryParam("state") @DefaultValue("") String state) {
        if (token.length() > MAX_TOKEN) {
            throw ProblemException.invalid("token", "must be at most " + MAX_TOKEN + " characters");
        }
        if (!state.isEmpty() && !PasswordPage.STATES.contains(state)) {
            throw ProblemException.invalid("state", "must be one of " + String.join(", ", PasswordPage.STATES));
        }
        return state.equals("done") ? PasswordPage.done() : PasswordPage.form(token, state);
    }

    /** Sets the password of the link's user, then shows that it is done; otherwise back to the form with why. */
    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Transactional
    public Response set(@FormParam("token") String token, @FormParam("password") String password) {
        Instant now = clock.instant();
        String client = clientAddresses.of(request);
        admit(throttle, client, now);
        String link = token == null || token.length() > MAX_TOKEN ? "" : token;
        if (password == null || PasswordRule.problemWith(password).isPresent()) {
            return back("?token=" + URLEncoder.encode(link, StandardCharsets.UTF_8) + "&state=password");
        }
        Optional<User> user = link.isEmpty() ? Optional.empty() : users.setPasswordByLink(link, password, now);
        if (user.isEmpty()) {
            return back("?state=link");
        }
        User set = user.get();
        audit.record(
                set.email(),
                set.id(),
                set.organizationId(),
                client,
                AuditAction.USER_PASSWORD_SET,
                set.organizationId(),
                "user " + set.id() + " (" + set.email() + ") set a password with a mailed link",
                now);
        return back("?state=done");
    }

    /**
     * Counts a post to one of the password pages against the client address: a 429 with Retry-After when the
     * address had its share.
     */
    static void admit(LinkThrottle throttle, String client, Instant now) {
        Optional<Duration> refused = CounterRows.countOnce(() -> throttle.attempt(client, now));
        if (refused.isPresent()) {
            long seconds = Math.max(1, (refused.get().toMillis() + 999) / 1000);
            throw new ProblemException(
                    Response.Status.TOO_MANY_REQUESTS,
                    "RATE_LIMITED",
                    "Too many posts to the password pages from this address; retry after " + seconds + " s",
                    List.of(),
                    Map.of("Retry-After", Long.toString(seconds)));
        }
    }

    private static Response back(String query) {
        return Response.seeOther(URI.create(Invitations.PAGE + query)).build();
    }
}

package com.propertyportal.identity.boundary;

import com.propertyportal.access.Anyone;
import com.propertyportal.contacts.control.EmailAddresses;
import com.propertyportal.http.ClientAddresses;
import com.propertyportal.http.OwnOrigins;
import com.propertyportal.identity.control.LinkThrottle;
import com.propertyportal.identity.control.PasswordResets;
import com.propertyportal.limits.CounterRows;
import com.propertyportal.monitoring.control.RequestArea;
import com.propertyportal.problems.ProblemException;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.Clock;
import java.time.Instant;

/**
 * "Forgot password": the page asks for an e-mail address, and its post answers the same whether the address has
 * an account or not, so it tells no one which addresses do. Posts count against the client address's
 * {@link LinkThrottle}, shared with the link's page; the mails to an address are limited by {@link PasswordResets}.
 */
@Anyone(RequestArea.ADMIN)
@Path("users/forgot-password")
public class ForgotPasswordResource {

    static final String PAGE = "/users/forgot-password";

    @Inject
    PasswordResets resets;

    @Inject
    LinkThrottle throttle;

    @Inject
    ClientAddresses clientAddresses;

    @Inject
    OwnOrigins ownOrigins;

    @Inject
    Clock clock;

    @Context
    HttpServletRequest request;

    /** The form; after a post, what came of it ({@code state}: sent, or email when the address was not one). */
    @GET
    public Response page(@QueryParam("state") @DefaultValue("") String state) {
        if (!state.isEmpty() && !PasswordPage.FORGOT_STATES.contains(state)) {
            throw ProblemException.invalid("state", "must be one of " + String.join(", ", PasswordPage.FORGOT_STATES));
        }
        return state.equals("sent") ? PasswordPage.sent() : PasswordPage.forgot(state);
    }

    /**
     * Mails the address's users a link, within the limits, then shows the one answer. Only from the service's own
     * page (as the console's sign-in); the form's address is checked before it is looked up.
     */
    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response request(
            @FormParam("email") String email,
            @HeaderParam("Origin") String origin,
            @HeaderParam("Sec-Fetch-Site") String fetchSite,
            @HeaderParam("Referer") String referer) {
        ownOrigins.requireTheForm(origin, fetchSite, referer, "The forgot-password page");
        Instant now = clock.instant();
        String client = clientAddresses.of(request);
        PasswordLinkResource.admit(throttle, client, now);
        String address = email == null ? "" : email.strip();
        if (address.length() > EmailAddresses.MAX_LENGTH || !EmailAddresses.isValid(address)) {
            return Response.seeOther(URI.create(PAGE + "?state=email")).build();
        }
        CounterRows.countOnce(() -> {
            resets.request(address, client, now);
            return null;
        });
        return Response.seeOther(URI.create(PAGE + "?state=sent")).build();
    }
}

package com.propertyportal.identity.control;

import com.propertyportal.http.HtmlText;
import com.propertyportal.http.PublicBaseUrl;
import com.propertyportal.identity.entity.User;
import com.propertyportal.mail.MailFailure;
import com.propertyportal.mail.Mailer;
import com.propertyportal.mail.OutgoingMail;
import com.propertyportal.monitoring.control.TracedLog;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * An invited user's link to set a password: a random token of 256 bits, valid {@link #LIFETIME}, of which only
 * the SHA-256 is stored. The mail is sent in the transaction that made the user, so a failure to send it
 * undoes the invitation (500 EMAIL_SEND_FAILURE) and the administrator can try again.
 */
@ApplicationScoped
public class Invitations {

    public static final Duration LIFETIME = Duration.ofHours(72);
    public static final String PAGE = "/users/set-password";

    private static final Logger LOG = TracedLog.of(Invitations.class);
    private static final SecureRandom RANDOM = new SecureRandom();

    @Inject
    Mailer mailer;

    @Inject
    PublicBaseUrl baseUrl;

    /** A new link: the token for the mail and its hash for the user's record. */
    public record Link(String token, String hash) {}

    public static Link newLink() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        return new Link(token, Passwords.tokenHash(token));
    }

    /** Mails the invitation; when it cannot be sent, a 500 EMAIL_SEND_FAILURE undoes the invitation. */
    public void send(User user, Link link) {
        try {
            mail(user, link);
        } catch (MailFailure failure) {
            LOG.warning(() -> "Invitation of user " + user.id() + ": " + failure.getMessage());
            throw new ProblemException(
                    Response.Status.INTERNAL_SERVER_ERROR,
                    "EMAIL_SEND_FAILURE",
                    "The invitation e-mail could not be sent; the user was not invited",
                    List.of(),
                    Map.of());
        }
    }

    /** Mails the invitation, or says why it could not. */
    void mail(User user, Link link) throws MailFailure {
        String url = url(link);
        String text = "Hello " + user.firstName() + ",\n\n"
                + "You are invited to the Property Portal of your organization. Set your password here (the link"
                + " works once, for 72 hours):\n\n" + url + "\n";
        String html = "<p>Hello " + HtmlText.escape(user.firstName()) + ",</p>"
                + "<p>You are invited to the Property Portal of your organization. "
                + "<a href=\"" + HtmlText.escape(url)
                + "\">Set your password</a> (the link works once, for 72 hours).</p>";
        mailer.send(new OutgoingMail(user.email(), Optional.empty(), "Set your Property Portal password", html, text));
    }

    /** The page's address with the link's token, from the configured base URL, never from a request. */
    String url(Link link) {
        return baseUrl.get() + PAGE + "?token=" + URLEncoder.encode(link.token(), StandardCharsets.UTF_8);
    }
}

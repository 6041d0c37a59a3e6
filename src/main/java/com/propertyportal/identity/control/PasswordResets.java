package com.propertyportal.identity.control;

import com.propertyportal.audit.control.AuditLog;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.http.HtmlText;
import com.propertyportal.identity.entity.ResetRequests;
import com.propertyportal.identity.entity.User;
import com.propertyportal.identity.entity.UserStatus;
import com.propertyportal.limits.CounterRows;
import com.propertyportal.limits.SlidingWindow;
import com.propertyportal.mail.MailFailure;
import com.propertyportal.mail.Mailer;
import com.propertyportal.mail.OutgoingMail;
import com.propertyportal.monitoring.control.TracedLog;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * "Forgot password": every user of the address that is not archived, in any organization, is mailed a new link,
 * an active user's to set a new password (valid {@link #LIFETIME}), an invited user's invitation again. At most
 * {@link #MAX_PER_ADDRESS} requests mail an address in any {@link #WINDOW}, checked and counted under the
 * address's row lock in the transaction that makes the links and sends the mail. The caller learns nothing it
 * may show: whether an address has users stays on this side.
 */
@ApplicationScoped
public class PasswordResets {

    public static final Duration LIFETIME = Duration.ofMinutes(30);
    public static final int MAX_PER_ADDRESS = 3;
    public static final Duration WINDOW = Duration.ofHours(1);
    static final int BUCKETS = 12;

    private static final Logger LOG = TracedLog.of(PasswordResets.class);

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    Users users;

    @Inject
    Invitations invitations;

    @Inject
    Mailer mailer;

    @Inject
    CounterRows rows;

    @Inject
    AuditLog audit;

    /**
     * Mails the address's users their links, unless the address had its share this hour, and records each in the
     * audit log. Call through {@link CounterRows#countOnce}: a transaction of its own, run again when it lost the
     * race to make the address's row, before anything was sent.
     */
    @Transactional
    public void request(String email, String client, Instant now) {
        List<User> found = users.withAddress(email);
        if (found.isEmpty() || !count(User.normalized(email), now)) {
            return;
        }
        Map<User, Invitations.Link> links = new LinkedHashMap<>();
        found.forEach(user -> links.put(user, users.newLink(user, now)));
        em.flush();
        links.forEach((user, link) -> {
            boolean invited = user.status() == UserStatus.INVITED;
            try {
                if (invited) {
                    invitations.mail(user, link);
                } else {
                    mail(user, link);
                }
            } catch (MailFailure failure) {
                LOG.warning(() -> "Password link of user " + user.id() + ": " + failure.getMessage());
                return;
            }
            audit.record(
                    user.email(),
                    user.id(),
                    user.organizationId(),
                    client,
                    AuditAction.USER_PASSWORD_RESET_REQUESTED,
                    user.organizationId(),
                    "user " + user.id() + " (" + user.email() + ") was mailed "
                            + (invited ? "the invitation again" : "a link to set a new password"),
                    now);
        });
    }

    /** Counts a request that mails the address: false when the address had its share in the window. */
    private boolean count(String address, Instant now) {
        String key = Passwords.tokenHash(address);
        ResetRequests row = rows.lock(
                em.createNamedQuery("ResetRequests.of", ResetRequests.class).setParameter("address", key),
                ResetRequests.INSERT,
                key);
        long newest = row.newestMs();
        Instant at = Instant.ofEpochMilli(Math.max(newest, now.toEpochMilli()));
        SlidingWindow requests =
                SlidingWindow.read(WINDOW, BUCKETS, newest, row.requests()).at(at);
        if (requests.room(MAX_PER_ADDRESS) == 0) {
            return false;
        }
        requests.add(1);
        row.count(at.toEpochMilli(), requests.text());
        return true;
    }

    private void mail(User user, Invitations.Link link) throws MailFailure {
        String url = invitations.url(link);
        String text = "Hello " + user.firstName() + ",\n\n"
                + "Someone asked for a new Property Portal password for this address. Set it here (the link works"
                + " once, for 30 minutes):\n\n" + url + "\n\n"
                + "If it was not you, ignore this message: your password stays as it is.\n";
        String html = "<p>Hello " + HtmlText.escape(user.firstName()) + ",</p>"
                + "<p>Someone asked for a new Property Portal password for this address. "
                + "<a href=\"" + HtmlText.escape(url) + "\">Set a new password</a> (the link works once, for 30"
                + " minutes).</p><p>If it was not you, ignore this message: your password stays as it is.</p>";
        mailer.send(new OutgoingMail(user.email(), Optional.empty(), "Your Property Portal password", html, text));
    }

    /** Forgets addresses whose requests all left the window. */
    @Transactional
    public int purge(Instant now) {
        return em.createNamedQuery("ResetRequests.purge")
                .setParameter(
                        "before",
                        now.minus(SlidingWindow.reach(WINDOW, BUCKETS)).toEpochMilli())
                .executeUpdate();
    }
}

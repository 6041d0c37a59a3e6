package com.propertyportal.identity.control;

import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.identity.entity.User;
import com.propertyportal.monitoring.control.Counters;
import com.propertyportal.monitoring.control.Refusal;
import com.propertyportal.monitoring.control.TracedLog;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * The proof a signed-in user gives before changing their own account (a new password, a second factor set up or
 * removed): their current password, checked as a sign-in attempt (the same throttles, one hash, a failure
 * audited as {@code sign-in-failed}), or where the change allows it a single sign-on within the last
 * {@link #FRESH_SIGN_ON}. A stolen session cookie alone does not reach these changes.
 */
@RequestScoped
public class Reauthentication {

    public static final String MEMBER = "currentPassword";
    /** How recent a single sign-on stands in for the password. */
    public static final Duration FRESH_SIGN_ON = Duration.ofMinutes(5);

    private static final Logger LOG = TracedLog.of(Reauthentication.class);

    @Inject
    Logins logins;

    @Inject
    RequestActor caller;

    @Inject
    ConsoleSessions sessions;

    @Inject
    HttpServletRequest request;

    @Inject
    Counters counters;

    @Inject
    Clock clock;

    /** The user's current password, right; else a 400 naming {@value #MEMBER}, or a 429 while throttled. */
    public void requirePassword(User user, String password, String change) {
        Instant now = clock.instant();
        Logins.Result result = logins.checkOwnPassword(user, password, caller.client(), now);
        if (result instanceof Logins.Throttled throttled) {
            counters.refused(Refusal.LOGIN_THROTTLE);
            throw throttled.problem();
        }
        if (!(result instanceof Logins.Admitted)) {
            LOG.warning(() -> "A wrong current password for user " + user.id() + " from " + caller.client());
            caller.recordApart(AuditAction.SIGN_IN_FAILED, "profile: wrong current password to " + change);
            throw ProblemException.invalid(MEMBER, "is not your password");
        }
    }

    /**
     * The current password when given; without one, a console session that a single sign-on opened within
     * {@link #FRESH_SIGN_ON} will do. Else a 400 naming {@value #MEMBER}.
     */
    public void requirePasswordOrFreshSignOn(User user, Optional<String> password, String change) {
        if (password.isPresent()) {
            requirePassword(user, password.get(), change);
            return;
        }
        Instant now = clock.instant();
        boolean fresh = sessions.of(request)
                .filter(signed -> signed.user().equals(Actor.of(user).subject()))
                .filter(signed -> signed.signedOnSince(now, FRESH_SIGN_ON))
                .isPresent();
        if (!fresh) {
            throw ProblemException.invalid(
                    MEMBER,
                    "is required: give your current password, or sign in again with single sign-on and do this within "
                            + FRESH_SIGN_ON.toMinutes() + " minutes");
        }
    }
}

package com.propertyportal.identity.control;

import com.propertyportal.identity.entity.PasswordChanged;
import com.propertyportal.identity.entity.UserArchived;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.ContextNotActiveException;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Optional;

/**
 * Ends the console sessions of a user whose password changed (all but the session that changed it, when the
 * user changed it themselves, which goes on under the new credential version) or who was archived, on every
 * server, in the transaction of that change. Those sessions would be refused anyway (their credential version
 * is an old one); they are deleted so that none lingers.
 */
@ApplicationScoped
public class SessionsOfChangedUsers {

    @Inject
    ConsoleSessions sessions;

    @Inject
    HttpServletRequest request;

    void passwordChanged(@Observes PasswordChanged changed) {
        String subject = Actor.USER_SUBJECT + changed.userId();
        boolean ownSession = currentRequest()
                .flatMap(sessions::of)
                .filter(signed -> signed.user().equals(subject))
                .isPresent();
        if (ownSession) {
            sessions.closeEveryOther(request, Integer.toString(changed.credentialVersion()));
        } else {
            sessions.closeEvery(subject);
        }
    }

    void archived(@Observes UserArchived archived) {
        sessions.closeEvery(Actor.USER_SUBJECT + archived.userId());
    }

    /** The request of the change, when it came through one (not from a timer or a test inside the server). */
    private Optional<HttpServletRequest> currentRequest() {
        try {
            request.getMethod();
            return Optional.of(request);
        } catch (ContextNotActiveException | IllegalStateException | NullPointerException none) {
            return Optional.empty();
        }
    }
}

package com.propertyportal.identity.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.identity.entity.PasswordChanged;
import com.propertyportal.identity.entity.Role;
import com.propertyportal.identity.entity.User;
import com.propertyportal.identity.entity.UserStatus;
import com.propertyportal.persistence.InContainer;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.json.Json;
import java.io.File;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * An active user's "forgot password" link against the clock, through the writer: valid to its last instant of
 * 30 minutes, dead from then on; and every password set on an existing user is announced.
 */
@ExtendWith(ArquillianExtension.class)
class PasswordResetsArquillianIT {

    @Deployment
    static WebArchive deployment() {
        WebArchive app = ShrinkWrap.createFromZipFile(WebArchive.class, new File("target/property-portal.war"));
        return ShrinkWrap.create(WebArchive.class, "password-resets-it.war")
                .merge(app)
                .addClasses(PasswordResetsArquillianIT.class, Announcements.class, InContainer.class);
    }

    /** What the test's observer heard, as the console's sessions will hear it. */
    @ApplicationScoped
    public static class Announcements {
        private final List<String> changed = new CopyOnWriteArrayList<>();

        void on(@Observes PasswordChanged event) {
            changed.add(event.userId());
        }

        /** Read through a method: a field read on the injected client proxy would see the proxy's own. */
        public boolean heard(String userId) {
            return changed.contains(userId);
        }
    }

    @Inject
    Users users;

    @Inject
    Passwords passwords;

    @Inject
    InContainer container;

    @Inject
    Announcements announcements;

    private final String org = "org-" + UUID.randomUUID();
    private final Instant requestedAt = Instant.parse("2026-03-01T10:00:00Z");

    /** An active user of a new organization; its id. */
    private String active() {
        container.importDocument(Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder().add("_id", org).add("name", "Resets")))
                .build());
        User user = new User(
                "u-" + UUID.randomUUID(),
                org,
                UUID.randomUUID() + "@example.com",
                "Kim",
                "Lee",
                Role.STAFF,
                requestedAt);
        user.setPassword(passwords.hash("an old private phrase", 1), requestedAt);
        container.persist(user);
        return user.id();
    }

    private Invitations.Link newLink(String id) {
        return container.inTransaction(() -> users.newLink(container.find(User.class, id), requestedAt));
    }

    @Test
    void aResetLinkSetsThePasswordUpToItsLastInstantAndOnlyOnce() {
        String id = active();
        Invitations.Link link = newLink(id);
        Instant last = requestedAt.plus(PasswordResets.LIFETIME).minusMillis(1);
        assertEquals(
                id,
                container
                        .inTransaction(() -> users.setPasswordByLink(link.token(), "a new private phrase", last))
                        .orElseThrow()
                        .id());
        User stored = container.find(User.class, id);
        assertEquals(UserStatus.ACTIVE, stored.status());
        assertTrue(passwords.matches("a new private phrase", stored.passwordHash()));
        assertTrue(announcements.heard(id));
        assertFalse(container
                .inTransaction(() -> users.setPasswordByLink(link.token(), "another private phrase", last))
                .isPresent());
    }

    @Test
    void anExpiredResetLinkSetsNothing() {
        String id = active();
        Invitations.Link link = newLink(id);
        Instant expiry = requestedAt.plus(PasswordResets.LIFETIME);
        assertFalse(container
                .inTransaction(() -> users.setPasswordByLink(link.token(), "a new private phrase", expiry))
                .isPresent());
        assertTrue(passwords.matches(
                "an old private phrase", container.find(User.class, id).passwordHash()));
        assertFalse(announcements.heard(id));
    }

    @Test
    void aPasswordTheAdministratorSetsIsAnnounced() {
        String id = active();
        UserBody body = UserBody.toChange(Json.createObjectBuilder()
                .add("password", "a new private phrase")
                .build());
        container.inTransaction(() -> users.change(container.find(User.class, id), body, requestedAt));
        assertTrue(announcements.heard(id));
    }
}

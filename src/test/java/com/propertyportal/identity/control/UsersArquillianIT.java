package com.propertyportal.identity.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.identity.entity.Role;
import com.propertyportal.identity.entity.User;
import com.propertyportal.identity.entity.UserStatus;
import com.propertyportal.persistence.InContainer;
import com.propertyportal.problems.ProblemException;
import jakarta.inject.Inject;
import jakarta.json.Json;
import java.io.File;
import java.time.Instant;
import java.util.UUID;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** A password link against the clock, through the writer's query: valid to its last instant, dead from then on. */
@ExtendWith(ArquillianExtension.class)
class UsersArquillianIT {

    @Deployment
    static WebArchive deployment() {
        WebArchive app = ShrinkWrap.createFromZipFile(WebArchive.class, new File("target/property-portal.war"));
        return ShrinkWrap.create(WebArchive.class, "users-it.war")
                .merge(app)
                .addClasses(UsersArquillianIT.class, InContainer.class);
    }

    @Inject
    Users users;

    @Inject
    Passwords passwords;

    @Inject
    InContainer container;

    private final String org = "org-" + UUID.randomUUID();
    private final Instant invitedAt = Instant.parse("2026-03-01T10:00:00Z");

    /** An invited user whose link was made at invitedAt; the link's token. */
    private Invitations.Link invited() {
        container.importDocument(Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder().add("_id", org).add("name", "Users")))
                .build());
        Invitations.Link link = Invitations.newLink();
        User user = new User(
                "u-" + UUID.randomUUID(), org, UUID.randomUUID() + "@example.com", "Kim", "Lee", Role.STAFF, invitedAt);
        user.invite(link.hash(), invitedAt.plus(Invitations.LIFETIME), invitedAt);
        container.persist(user);
        return link;
    }

    @Test
    void aLinkSetsThePasswordUpToItsLastInstantAndOnlyOnce() {
        Invitations.Link link = invited();
        Instant last = invitedAt.plus(Invitations.LIFETIME).minusMillis(1);
        User set = container
                .inTransaction(() -> users.setPasswordByLink(link.token(), "a long private phrase", last))
                .orElseThrow();
        User stored = container.find(User.class, set.id());
        assertEquals(UserStatus.ACTIVE, stored.status());
        assertTrue(passwords.matches("a long private phrase", stored.passwordHash()));
        assertFalse(container
                .inTransaction(() -> users.setPasswordByLink(link.token(), "another private phrase", last))
                .isPresent());
    }

    @Test
    void anExpiredLinkSetsNothing() {
        Invitations.Link link = invited();
        Instant expiry = invitedAt.plus(Invitations.LIFETIME);
        assertFalse(container
                .inTransaction(() -> users.setPasswordByLink(link.token(), "a long private phrase", expiry))
                .isPresent());
        assertFalse(container
                .inTransaction(
                        () -> users.setPasswordByLink(link.token(), "a long private phrase", expiry.plusSeconds(3600)))
                .isPresent());
        assertTrue(container
                .inTransaction(() -> users.setPasswordByLink(link.token(), "a long private phrase", invitedAt))
                .isPresent());
    }

    @Test
    void anOrganizationHoldsAtMostItsLimitOfUsers() {
        invited();
        container.inTransaction(() -> {
            for (int i = 1; i < Users.MAX_PER_ORGANIZATION; i++) {
                container.persist(new User(
                        "u-" + UUID.randomUUID(), org, i + "@example.com", "Kim", "Lee", Role.VIEWER, invitedAt));
            }
            return null;
        });
        UserBody one = UserBody.toCreate(Json.createObjectBuilder()
                .add("email", "one-more@example.com")
                .add("firstName", "One")
                .add("lastName", "More")
                .add("role", "Viewer")
                .add("password", "a long private phrase")
                .build());
        ProblemException refused = assertThrows(
                ProblemException.class, () -> container.inTransaction(() -> users.create(org, one, invitedAt)));
        assertEquals(409, refused.getResponse().getStatus());
        assertEquals("TOO_MANY_USERS", refused.code());
    }
}

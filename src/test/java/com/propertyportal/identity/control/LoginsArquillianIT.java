package com.propertyportal.identity.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.identity.entity.Role;
import com.propertyportal.identity.entity.User;
import com.propertyportal.persistence.InContainer;
import jakarta.inject.Inject;
import jakarta.json.Json;
import java.io.File;
import java.time.Instant;
import java.util.UUID;
import java.util.function.Supplier;
import org.eclipse.microprofile.metrics.MetricID;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Every sign-in attempt costs exactly one password hash, whatever its login names: an unknown address, a user of
 * one organization, an address of users of several, the operator, a name that is nobody's. So the time of a
 * wrong answer says nothing of how many accounts an address has (bench/sign-in.sh measures the times). A right
 * sign-in with a hash of fewer rounds than the hasher's stores it anew.
 */
@ExtendWith(ArquillianExtension.class)
class LoginsArquillianIT {

    @Deployment
    static WebArchive deployment() {
        WebArchive app = ShrinkWrap.createFromZipFile(WebArchive.class, new File("target/property-portal.war"));
        return ShrinkWrap.create(WebArchive.class, "logins-it.war")
                .merge(app)
                .addClasses(LoginsArquillianIT.class, InContainer.class);
    }

    @Inject
    Logins logins;

    @Inject
    Passwords passwords;

    @Inject
    InContainer container;

    @Inject
    MetricRegistry metrics;

    private String one;
    private String two;

    @BeforeEach
    void twoOrganizations() {
        one = organization();
        two = organization();
    }

    private String organization() {
        String id = "org-" + UUID.randomUUID();
        container.importDocument(Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder().add("_id", id).add("name", "Sign-ins")))
                .build());
        return id;
    }

    private User user(String organization, String email, String hash) {
        Instant now = Instant.now();
        User user = new User("u-" + UUID.randomUUID(), organization, email, "Kim", "Lee", Role.STAFF, now);
        user.setPassword(hash, now);
        container.persist(user);
        return user;
    }

    private long hashed() {
        return metrics.getCounters().get(new MetricID("passwords.hashed")).getCount();
    }

    /** The hashes one attempt computed, from a client address of its own (so no throttle is met). */
    private long hashesOf(Supplier<Logins.Result> attempt, Class<? extends Logins.Result> expected) {
        long before = hashed();
        Logins.Result result = attempt.get();
        assertInstanceOf(expected, result);
        return hashed() - before;
    }

    private static String client() {
        return "203.0.113." + (1 + (int) (Math.random() * 250));
    }

    @Test
    void aWrongPasswordCostsOneHashWhateverTheLoginNames() {
        String address = UUID.randomUUID() + "@example.com";
        String several = UUID.randomUUID() + "@example.com";
        String hash = passwords.hash("a private phrase of kim's");
        user(one, address, hash);
        user(one, several, hash);
        user(two, several, passwords.hash("a private phrase of kim's"));
        Instant now = Instant.now();
        assertEquals(
                1,
                hashesOf(
                        () -> logins.signIn(UUID.randomUUID() + "@example.com", "wrong", null, client(), now),
                        Logins.Wrong.class),
                "an unknown address");
        assertEquals(
                1, hashesOf(() -> logins.signIn(address, "wrong", null, client(), now), Logins.Wrong.class), "one");
        assertEquals(
                1,
                hashesOf(() -> logins.signIn(several, "wrong", null, client(), now), Logins.Wrong.class),
                "an address of users of two organizations");
        assertEquals(
                1,
                hashesOf(() -> logins.signIn(two + "/" + several, "wrong", null, client(), now), Logins.Wrong.class),
                "one of them named");
        assertEquals(
                1,
                hashesOf(() -> logins.signIn("nobody-at-all", "wrong", null, client(), now), Logins.Wrong.class),
                "a name that is nobody's");
        assertEquals(
                1,
                hashesOf(() -> logins.signIn("admin", "wrong", null, client(), now), Logins.Wrong.class),
                "the operator");
        assertEquals(
                1,
                hashesOf(
                        () -> logins.signIn(several, "a private phrase of kim's", null, client(), now),
                        Logins.Ambiguous.class),
                "right for several: the organization must be named, after one hash");
        assertEquals(
                1,
                hashesOf(
                        () -> logins.signIn(one + "/" + several, "a private phrase of kim's", null, client(), now),
                        Logins.Admitted.class),
                "named, it signs in");
        assertEquals(
                0,
                hashesOf(
                        () -> logins.signIn(one + "/" + several, "a private phrase of kim's", null, client(), now),
                        Logins.Admitted.class),
                "and is remembered");
    }

    @Test
    void aRightSignInStoresAHashOfFewerRoundsAnew() {
        String address = UUID.randomUUID() + "@example.com";
        User user = user(one, address, passwords.hash("an old private phrase", 1_000));
        assertTrue(Passwords.outdated(user.passwordHash()));
        int version = user.credentialVersion();
        Logins.Result result = logins.signIn(address, "an old private phrase", null, client(), Instant.now());
        assertInstanceOf(Logins.Admitted.class, result);
        User stored = container.find(User.class, user.id());
        assertFalse(
                Passwords.outdated(stored.passwordHash()), stored.passwordHash().substring(0, 22));
        assertTrue(stored.passwordHash().startsWith("pbkdf2-sha256$600000$"));
        assertTrue(passwords.matches("an old private phrase", stored.passwordHash()));
        assertEquals(version, stored.credentialVersion(), "the same password: sessions and tokens go on");
    }
}

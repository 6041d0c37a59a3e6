package com.propertyportal.identity.control;

import com.propertyportal.monitoring.control.TracedLog;
import com.propertyportal.settings.DataDirectory;
import com.propertyportal.settings.DatabaseKind;
import com.propertyportal.settings.FailFast;
import com.propertyportal.settings.StartupProblem;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.Startup;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Optional;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The administrator's login: ADMIN_USER / ADMIN_PASSWORD, or on the embedded database a password
 * generated at first start, written for the operator to DATA_DIR/initial-admin-password (mode 0600; the log
 * says where, never what) and kept by the server only as a PBKDF2 hash in DATA_DIR. On PostgreSQL
 * the application refuses to start without both variables.
 *
 * A plain CDI bean, not an EJB: the check runs in a JAX-RS filter on every administrator request, and an
 * EJB call there passes Liberty's EJB security collaborator, which fails ("subject is null") while the
 * security configuration is re-read: that happens on a first start, when the Admin Center login this
 * application writes into DATA_DIR is taken up, just as the first requests arrive. Resolved at start-up,
 * so the generated password is logged then and a missing setting stops the start.
 */
@ApplicationScoped
public class AdminCredentials {

    private static final Logger LOG = TracedLog.of(AdminCredentials.class);
    static final String HASH_FILE = "admin-password.pbkdf2";
    /** The generated password in plain text, for the operator to read once (mode 0600). */
    static final String INITIAL_PASSWORD_FILE = "initial-admin-password";

    @Inject
    @ConfigProperty(name = "admin.user")
    Optional<String> configuredUser;

    @Inject
    @ConfigProperty(name = "admin.password")
    Optional<String> configuredPassword;

    @Inject
    DataDirectory dataDirectory;

    @Inject
    DatabaseKind databaseKind;

    @Inject
    AdminCenterAccess adminCenter;

    private String user;
    private byte[] configuredDigest;
    private String storedHash;
    private volatile byte[] lastVerified;

    void atStartup(@Observes Startup startup) {
        // Observing the start creates the bean, which resolves the credentials in @PostConstruct.
    }

    @PostConstruct
    void resolve() {
        user = configuredUser.filter(u -> !u.isBlank()).orElse("admin");
        if (user.indexOf(':') >= 0 || user.length() > 100) {
            // HTTP Basic cannot carry a ':' in a user name, and a console session names an organization user "user:id".
            throw FailFast.stop(StartupProblem.ofSetting(
                    "ADMIN_USER",
                    "it is longer than 100 characters or has a ':'",
                    "set it to a name of at most 100 characters without ':', e.g. admin"));
        }
        Optional<String> password = configuredPassword.filter(p -> !p.isBlank());
        if (password.isPresent()) {
            configuredDigest = sha256(password.get());
            adminCenter.grant(user, password.get());
            forgetGeneratedPassword();
            return;
        }
        if (!databaseKind.isEmbedded()
                || configuredUser.filter(u -> !u.isBlank()).isPresent()) {
            throw FailFast.stop(StartupProblem.ofSetting(
                    "ADMIN_PASSWORD",
                    "it is not set, and the server runs on PostgreSQL " + "or names its own ADMIN_USER",
                    "set ADMIN_PASSWORD (every server of one database the same)"));
        }
        Path file = dataDirectory.root().resolve(HASH_FILE);
        try {
            if (Files.exists(file)) {
                storedHash = Files.readString(file);
                Path initial = dataDirectory.root().resolve(INITIAL_PASSWORD_FILE);
                if (Files.exists(initial)) {
                    LOG.info(() -> "The administrator '" + user + "' has the generated password in " + initial
                            + " (set ADMIN_PASSWORD to choose one)");
                }
                return;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        String generated = PasswordHash.randomPassword();
        storedHash = PasswordHash.of(generated);
        Path initial = dataDirectory.root().resolve(INITIAL_PASSWORD_FILE);
        dataDirectory.writeSecret(initial, generated + "\n");
        dataDirectory.writeSecret(file, storedHash);
        adminCenter.grant(user, generated);
        LOG.warning(() -> "First start: the administrator is '" + user + "'; the generated password is in " + initial
                + ", readable only by this server's user (set ADMIN_PASSWORD to choose one; the file goes then)");
    }

    /**
     * With ADMIN_PASSWORD set, the generated password is no longer the administrator's: its file and its hash go,
     * so neither lingers on disk, and a later start without ADMIN_PASSWORD generates a new one.
     */
    private void forgetGeneratedPassword() {
        for (String name : new String[] {INITIAL_PASSWORD_FILE, HASH_FILE}) {
            Path stale = dataDirectory.root().resolve(name);
            try {
                if (Files.deleteIfExists(stale)) {
                    LOG.info(() -> "ADMIN_PASSWORD is set: removed " + stale);
                }
            } catch (IOException e) {
                LOG.warning(() -> "ADMIN_PASSWORD is set, but " + stale + " could not be removed: " + e);
            }
        }
    }

    public boolean verify(String candidateUser, String candidatePassword) {
        byte[] digest = sha256(candidatePassword);
        boolean userMatches = MessageDigest.isEqual(sha256(user), sha256(candidateUser));
        if (configuredDigest != null) {
            return MessageDigest.isEqual(configuredDigest, digest) & userMatches;
        }
        byte[] known = lastVerified;
        if (known != null && MessageDigest.isEqual(known, digest)) {
            return userMatches;
        }
        boolean matches = PasswordHash.matches(candidatePassword, storedHash);
        if (matches) {
            lastVerified = digest;
        }
        return matches && userMatches;
    }

    static byte[] sha256(String value) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}

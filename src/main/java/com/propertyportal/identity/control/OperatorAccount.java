package com.propertyportal.identity.control;

import com.propertyportal.monitoring.control.TracedLog;
import com.propertyportal.settings.DataDirectory;
import com.propertyportal.settings.DatabaseKind;
import com.propertyportal.settings.FailFast;
import com.propertyportal.settings.StartupProblem;
import com.propertyportal.verification.control.VerificationSecret;
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
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Optional;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The operator's login: ADMIN_USER / ADMIN_PASSWORD, or on the embedded database a password generated at first
 * start, written for the operator to DATA_DIR/initial-admin-password (mode 0600; the log says where, never what)
 * and kept by the server only as its hash in DATA_DIR. On PostgreSQL the application refuses to start without
 * both variables.
 *
 * <p>The password is checked like every user's: one derivation of the one hasher ({@link Passwords}) per attempt.
 * ADMIN_PASSWORD's hash is made with a salt derived from the servers' shared secret and the operator's name, so
 * every server of a cluster holds the same hash without storing it. The credential's {@link #generation()} is a
 * digest of the name and that hash: a console session records it, and a new ADMIN_USER or ADMIN_PASSWORD ends
 * every session opened with the old one, on every server.
 *
 * <p>A plain CDI bean, not an EJB: the check runs in a JAX-RS filter on every administrator request, and an EJB
 * call there passes Liberty's EJB security collaborator, which fails ("subject is null") while the security
 * configuration is re-read on a first start.
 */
@ApplicationScoped
public class OperatorAccount {

    private static final Logger LOG = TracedLog.of(OperatorAccount.class);
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

    @Inject
    Passwords passwords;

    @Inject
    VerificationSecret serverSecret;

    private String user;
    private byte[] userDigest;
    private String password;
    private volatile String hash;

    void atStartup(@Observes Startup startup) {
        // Observing the start creates the bean, which resolves the credentials in @PostConstruct.
    }

    @PostConstruct
    void resolve() {
        user = configuredUser.filter(u -> !u.isBlank()).orElse("admin");
        if (user.indexOf(':') >= 0 || user.length() > 100) {
            // HTTP Basic cannot carry a ':' in a user name.
            throw FailFast.stop(StartupProblem.ofSetting(
                    "ADMIN_USER",
                    "it is longer than 100 characters or has a ':'",
                    "set it to a name of at most 100 characters without ':', e.g. admin"));
        }
        userDigest = sha256(user);
        Optional<String> configured = configuredPassword.filter(p -> !p.isBlank());
        if (configured.isPresent()) {
            password = configured.get();
            adminCenter.grant(user, password);
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
                hash = Files.readString(file).strip();
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
        String generated = Passwords.randomPassword();
        hash = passwords.hashSecret(generated);
        Path initial = dataDirectory.root().resolve(INITIAL_PASSWORD_FILE);
        dataDirectory.writeSecret(initial, generated + "\n");
        dataDirectory.writeSecret(file, hash);
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

    /** ADMIN_USER, as the audit names the operator. */
    public String name() {
        return user;
    }

    /** Whether a login names the operator (compared in constant time). */
    public boolean isNamed(String login) {
        return MessageDigest.isEqual(userDigest, sha256(login));
    }

    /**
     * Whether the password is the operator's: one derivation. A right password whose generated hash was made with
     * fewer rounds than the hasher's own is hashed anew and written back (the operator's other sessions end then,
     * as after a new password).
     */
    public boolean matches(String candidate) {
        String known = hash();
        boolean right = passwords.matches(candidate, known);
        if (right && password == null && Passwords.outdated(known)) {
            upgrade(candidate, known);
        }
        return right;
    }

    private synchronized void upgrade(String candidate, String known) {
        if (!known.equals(hash)) {
            return;
        }
        String upgraded = passwords.hash(candidate);
        dataDirectory.writeSecret(dataDirectory.root().resolve(HASH_FILE), upgraded);
        hash = upgraded;
        LOG.info(() -> "The administrator's password hash was made anew with " + Passwords.ITERATIONS + " rounds");
    }

    /**
     * The version of the operator's credential: a digest of ADMIN_USER and the password's hash, the same on every
     * server that has the same settings. A console session opened by the operator records it.
     */
    public String generation() {
        return HexFormat.of().formatHex(sha256("operator\n" + user + "\n" + hash()));
    }

    /** The hash of ADMIN_PASSWORD is made when first needed (a third of a second), not during the start. */
    private String hash() {
        String known = hash;
        if (known == null) {
            synchronized (this) {
                if (hash == null) {
                    hash = passwords.hashSecret(password, salt());
                }
                known = hash;
            }
        }
        return known;
    }

    /** ADMIN_PASSWORD's salt: derived from the servers' shared secret and the name, never stored. */
    private byte[] salt() {
        return Arrays.copyOf(serverSecret.derive("operator password salt\n" + user), Passwords.SALT_BYTES);
    }

    private static byte[] sha256(String value) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}

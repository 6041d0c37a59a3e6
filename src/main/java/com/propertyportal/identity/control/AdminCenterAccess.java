package com.propertyportal.identity.control;

import com.ibm.websphere.crypto.PasswordUtil;
import com.propertyportal.monitoring.control.TracedLog;
import com.propertyportal.settings.DataDirectory;
import jakarta.ejb.Asynchronous;
import jakarta.ejb.Singleton;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.logging.Logger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Gives the administrator Liberty's Admin Center: writes DATA_DIR/admin-center.xml (included by
 * server.xml) with the user's password as a Liberty hash and the TLS key store the console needs.
 * The file is rewritten only when the administrator changes. Its password hashes take a second of
 * CPU, so this runs beside the application's start instead of in it: Liberty takes the file up
 * after the server has started either way.
 */
@Singleton
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class AdminCenterAccess {

    private static final Logger LOG = TracedLog.of(AdminCenterAccess.class);
    static final String FILE = "admin-center.xml";
    static final String KEY_STORE = "tls/key.p12";
    private static final Pattern MARKER = Pattern.compile("<!-- admin: (\\S+) -->");
    private static final Pattern KEYSTORE =
            Pattern.compile("keyStore id=\"defaultKeyStore\"[^>]*password=\"([^\"]+)\"");

    @Inject
    DataDirectory dataDirectory;

    @Inject
    Passwords passwords;

    @Asynchronous
    public void grant(String user, String password) {
        Path file = dataDirectory.root().resolve(FILE);
        try {
            String existing = read(file);
            Matcher marker = MARKER.matcher(existing);
            if (marker.find() && passwords.sameSecret(user + "\n" + password, marker.group(1))) {
                return;
            }
            Optional<String> knownPassword = keystorePassword(existing);
            if (knownPassword.isEmpty()) {
                // A key store whose password went with a lost file cannot be opened: Liberty makes a new one.
                Files.deleteIfExists(dataDirectory.root().resolve(KEY_STORE));
            }
            String keystorePassword = knownPassword.orElseGet(Passwords::randomPassword);
            String xml = """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <!-- Written by the Property Portal application at start-up; edits are replaced. -->
                    <!-- admin: %s -->
                    <server>
                        <basicRegistry id="basic" realm="property-portal">
                            <user name="%s" password="%s"/>
                        </basicRegistry>
                        <administrator-role>
                            <user>%s</user>
                        </administrator-role>
                        <keyStore id="defaultKeyStore" location="${data.dir}/tls/key.p12" password="%s"/>
                    </server>
                    """.formatted(
                            passwords.hashSecret(user + "\n" + password),
                            xml(user),
                            PasswordUtil.encode(password, "hash"),
                            xml(user),
                            PasswordUtil.encode(keystorePassword, "aes"));
            dataDirectory.writeSecret(file, xml);
            LOG.info(() -> "Admin Center access for '" + user + "' written to " + file);
        } catch (Exception e) {
            LOG.warning(() ->
                    "Admin Center access could not be written: " + e.getClass().getSimpleName());
        }
    }

    private static Optional<String> keystorePassword(String existing) {
        Matcher matcher = KEYSTORE.matcher(existing);
        if (!matcher.find()) {
            return Optional.empty();
        }
        try {
            return Optional.of(PasswordUtil.decode(matcher.group(1)));
        } catch (Exception e) {
            return Optional.empty();
        }
    }

    private static String read(Path file) {
        try {
            return Files.exists(file) ? Files.readString(file) : "";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String xml(String value) {
        return value.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;");
    }
}

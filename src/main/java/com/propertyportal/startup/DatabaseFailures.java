package com.propertyportal.startup;

import com.propertyportal.databaseurl.DatabaseUrl;
import com.propertyportal.settings.StartupProblem;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a failure to reach the database means for the operator: which setting to change and how, read from the
 * SQL states and network exceptions of the PostgreSQL and H2 drivers. The URL in a line is masked; a password is
 * never named.
 */
final class DatabaseFailures {

    private static final Pattern HOST = Pattern.compile("//(?:[^@/?]*@)?([^/?;]+)");
    private static final Pattern DATABASE = Pattern.compile("//[^/?]*/([^?;]+)");

    private DatabaseFailures() {}

    /**
     * @param url the configured DATABASE_URL, if one is set
     * @param user the user the server logs in as, if one is named
     */
    static StartupProblem of(Throwable failure, Optional<String> url, Optional<String> user) {
        String where = url.map(DatabaseFailures::host).orElse("the database");
        String shownUrl = url.map(DatabaseUrl::masked).map(u -> "'" + u + "'").orElse("jdbc/portal");
        String who = user.map(u -> "'" + u + "'").orElse("(none named)");
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof UnknownHostException) {
                return StartupProblem.unavailable(
                        "DATABASE_URL",
                        "the host of " + shownUrl + " is unknown",
                        "correct the host name in DATABASE_URL");
            }
            if (t instanceof ConnectException || t instanceof NoRouteToHostException) {
                return StartupProblem.unavailable(
                        "DATABASE_URL",
                        "nothing answers at " + where + " (" + shownUrl + ": connection refused)",
                        "start PostgreSQL there, or correct the host and port in DATABASE_URL");
            }
            if (t instanceof SocketTimeoutException) {
                return StartupProblem.unavailable(
                        "DATABASE_URL",
                        where + " did not answer in time (" + shownUrl + ")",
                        "check the address in DATABASE_URL, and that a firewall lets this server reach it");
            }
        }
        String state = sqlState(failure).orElse("");
        String message = messages(failure);
        switch (state) {
            case "28P01":
                return StartupProblem.ofSetting(
                        "DATABASE_PASSWORD",
                        "the database at " + where + " refused the password of user " + who,
                        "set DATABASE_PASSWORD (or the password in a postgres:// DATABASE_URL) to that user's password");
            case "28000":
                return StartupProblem.ofSetting(
                        "DATABASE_USER",
                        "the database at " + where + " refused the login of user " + who + " ("
                                + DatabaseUrl.masked(firstLine(failureMessage(failure))) + ")",
                        "set DATABASE_USER and DATABASE_PASSWORD to a role that may log in to it, e.g. createuser -P portal");
            case "3D000":
                return StartupProblem.ofSetting(
                        "DATABASE_URL",
                        "the database " + database(url) + " does not exist at " + where,
                        "create it (createdb -O portal " + database(url).replace("'", "")
                                + ") or name an existing one in DATABASE_URL");
            case "90020":
                return StartupProblem.unavailable(
                        "DATA_DIR",
                        "the embedded database in DATA_DIR is in use by another " + "process",
                        "stop the other server that uses this DATA_DIR, or give this server a DATA_DIR of its own");
            default:
                break;
        }
        String lower = message.toLowerCase(Locale.ROOT);
        if (lower.contains("dsra4000e") || lower.contains("no suitable driver") || lower.contains("dsra4008e")) {
            if (url.filter(DatabaseUrl::isLibpqForm).isPresent()) {
                return StartupProblem.ofSetting(
                        "DATABASE_URL",
                        "this server has no driver for postgres:// URLs "
                                + "(it comes with the server that mvn package builds, target/property-portal.jar)",
                        "run that server, or give DATABASE_URL as jdbc:postgresql://host:5432/database with DATABASE_USER "
                                + "and DATABASE_PASSWORD");
            }
            return StartupProblem.ofSetting(
                    "DATABASE_URL",
                    shownUrl + " is not a URL of PostgreSQL or of the embedded " + "database",
                    "set it to postgres://user:password@host:5432/database or jdbc:postgresql://host:5432/database, "
                            + "or unset it for the embedded database in DATA_DIR");
        }
        return StartupProblem.unavailable(
                "DATABASE_URL",
                "the database at " + where + " refused the connection ("
                        + (state.isEmpty() ? "" : "SQL state " + state + ": ")
                        + DatabaseUrl.masked(firstLine(failureMessage(failure))) + ")",
                "check DATABASE_URL, DATABASE_USER and DATABASE_PASSWORD against the database");
    }

    static String host(String url) {
        Matcher matcher = HOST.matcher(url);
        if (matcher.find()) {
            return matcher.group(1);
        }
        return url.toLowerCase(Locale.ROOT).startsWith("jdbc:h2:") ? "the embedded database" : "the database";
    }

    private static String database(Optional<String> url) {
        return url.map(DATABASE::matcher)
                .filter(Matcher::find)
                .map(m -> "'" + m.group(1) + "'")
                .orElse("named in DATABASE_URL");
    }

    private static Optional<String> sqlState(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof SQLException sql && sql.getSQLState() != null) {
                return Optional.of(sql.getSQLState());
            }
        }
        return Optional.empty();
    }

    private static String messages(Throwable failure) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = failure; t != null; t = t.getCause()) {
            all.append(' ').append(t.getMessage());
        }
        return all.toString();
    }

    private static String failureMessage(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof SQLException && t.getMessage() != null) {
                return t.getMessage();
            }
        }
        return String.valueOf(failure.getMessage());
    }

    private static String firstLine(String message) {
        String line = message.lines()
                .findFirst()
                .orElse("")
                .replaceAll("\\s*DSRA\\d{4}E:.*$", "")
                .strip();
        return line.length() > 160 ? line.substring(0, 160) + "…" : line;
    }
}

package com.propertyportal.migration;

import com.propertyportal.input.WebUrl;
import com.propertyportal.json.Json;
import com.propertyportal.json.JsonText;
import com.propertyportal.monitoring.control.TracedLog;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.logging.Logger;
import org.flywaydb.core.api.migration.Context;

/**
 * Migration 33.1: rewrites the stored links that hold non-ASCII characters into the ASCII form every write
 * now stores ({@link WebUrl#canonical}), so that every link served is the URI its schema promises: a school's
 * url, a contact's imageUrl, a location's videoUrl and virtualTourUrl, a tab view's and an app's url, the
 * coverPhoto, marketingImages and agent.photo of organizations' and locations' applicationConfig, and an
 * organization's website and logo. A link in ASCII is left as it is, and so is one whose ASCII form would be
 * longer than a link may be: no row and no link is lost. Written in Java because it applies the same rule as
 * every write, and the links inside JSON documents are out of SQL's reach on H2.
 */
public final class StoredLinksInAscii extends DataMigration {

    private static final Logger LOG = TracedLog.of(StoredLinksInAscii.class);
    private static final List<String> COLUMNS = List.of(
            "school.url",
            "contact.image_url",
            "location.video_url",
            "location.virtual_tour_url",
            "tab_view.url",
            "app.url");
    private static final List<String> LINK_LISTS = List.of("coverPhoto", "marketingImages");
    private static final List<String> PROFILE_LINKS = List.of("website", "logo");
    private static final int FETCH = 1000;

    private final Map<String, Integer> rewritten = new TreeMap<>();

    public StoredLinksInAscii() {
        super("33.1", "store links in their ASCII form");
    }

    @Override
    public void migrate(Context context) throws SQLException {
        Connection db = context.getConnection();
        rewritten.clear();
        for (String column : COLUMNS) {
            int dot = column.indexOf('.');
            rewriteColumn(db, column.substring(0, dot), column.substring(dot + 1));
        }
        rewriteDocuments(db, "organization", "application_config");
        rewriteDocuments(db, "location", "application_config");
        rewriteDocuments(db, "organization", "profile");
        if (!rewritten.isEmpty()) {
            try (Statement sql = db.createStatement()) {
                // Servers still holding cached answers with the former links drop them.
                sql.executeUpdate("UPDATE content_version SET version = version + 1 WHERE id = 1");
            }
            LOG.info(() -> "Stored links rewritten in their ASCII form: " + rewritten);
        }
    }

    private void rewriteColumn(Connection db, String table, String column) throws SQLException {
        Map<String, String> changed = new TreeMap<>();
        try (Statement sql = db.createStatement()) {
            sql.setFetchSize(FETCH);
            try (ResultSet rows =
                    sql.executeQuery("SELECT id, " + column + " FROM " + table + " WHERE " + column + " IS NOT NULL")) {
                while (rows.next()) {
                    String link = rows.getString(2);
                    String ascii = inAscii(link);
                    if (!ascii.equals(link)) {
                        changed.put(rows.getString(1), ascii);
                    }
                }
            }
        }
        update(db, table, column, changed);
        count(table + "." + column, changed.size());
    }

    private void rewriteDocuments(Connection db, String table, String column) throws SQLException {
        Map<String, String> changed = new TreeMap<>();
        try (Statement sql = db.createStatement()) {
            // In pages, not all at once: PostgreSQL's driver honours this inside the migration's transaction.
            sql.setFetchSize(FETCH);
            String field = table + "." + column;
            try (ResultSet rows = sql.executeQuery("SELECT id, " + column + " FROM " + table)) {
                while (rows.next()) {
                    String text = rows.getString(2);
                    if (text != null && mayHoldNonAscii(text)) {
                        JsonObject document = JsonText.object(text);
                        JsonObject ascii = column.equals("profile")
                                ? profileInAscii(document, field)
                                : configInAscii(document, field);
                        if (!ascii.equals(document)) {
                            changed.put(rows.getString(1), ascii.toString());
                        }
                    }
                }
            }
        }
        update(db, table, column, changed);
    }

    private static void update(Connection db, String table, String column, Map<String, String> values)
            throws SQLException {
        String sql = "UPDATE " + table + " SET " + column + " = ? WHERE id = ?";
        try (PreparedStatement update = db.prepareStatement(sql)) {
            for (var row : values.entrySet()) {
                update.setString(1, row.getValue());
                update.setString(2, row.getKey());
                update.executeUpdate();
            }
        }
    }

    /** An organization's profile with its website and logo in ASCII. */
    private JsonObject profileInAscii(JsonObject profile, String field) {
        JsonObjectBuilder out = Json.createObjectBuilder(profile);
        for (String name : PROFILE_LINKS) {
            rewriteLink(profile, name, out, field);
        }
        return out.build();
    }

    /** An applicationConfig with its coverPhoto, marketingImages and agent.photo in ASCII. */
    private JsonObject configInAscii(JsonObject document, String field) {
        JsonObjectBuilder out = Json.createObjectBuilder(document);
        for (String list : LINK_LISTS) {
            if (document.get(list) instanceof JsonArray links) {
                JsonArrayBuilder ascii = Json.createArrayBuilder();
                int changed = 0;
                for (JsonValue link : links) {
                    JsonValue rewrittenLink = inAscii(link);
                    changed += rewrittenLink.equals(link) ? 0 : 1;
                    ascii.add(rewrittenLink);
                }
                if (changed > 0) {
                    out.add(list, ascii);
                    count(field + "." + list, changed);
                }
            }
        }
        if (document.get("agent") instanceof JsonObject agent) {
            JsonObjectBuilder rewrittenAgent = Json.createObjectBuilder(agent);
            if (rewriteLink(agent, "photo", rewrittenAgent, field + ".agent")) {
                out.add("agent", rewrittenAgent);
            }
        }
        return out.build();
    }

    /** Puts the document's link {@code name} in ASCII into out where that changes it; whether it did. */
    private boolean rewriteLink(JsonObject document, String name, JsonObjectBuilder out, String field) {
        JsonValue link = document.get(name);
        JsonValue ascii = link == null ? null : inAscii(link);
        if (ascii == null || ascii.equals(link)) {
            return false;
        }
        out.add(name, ascii);
        count(field + "." + name, 1);
        return true;
    }

    private static JsonValue inAscii(JsonValue link) {
        return link instanceof JsonString text ? Json.createValue(inAscii(text.getString())) : link;
    }

    /** The link's ASCII form, or the link as it is when it has none. */
    private static String inAscii(String link) {
        return WebUrl.canonical(link).orElse(link);
    }

    /** Whether a JSON text may hold a non-ASCII character, raw or escaped. */
    private static boolean mayHoldNonAscii(String text) {
        return text.contains("\\u") || text.chars().anyMatch(c -> c >= 0x80);
    }

    private void count(String field, int n) {
        if (n > 0) {
            rewritten.merge(field, n, Integer::sum);
        }
    }
}

package com.propertyportal.migration;

import com.propertyportal.input.WebUrl;
import com.propertyportal.json.Json;
import com.propertyportal.json.JsonText;
import com.propertyportal.monitoring.control.TracedLog;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.logging.Logger;
import org.flywaydb.core.api.migration.Context;

/**
 * Migration 14.1: removes the stored links that the link rule ({@link WebUrl}) refuses from the fields
 * that took any text before it (a school's url, a contact's imageUrl, and coverPhoto, marketingImages and
 * agent.photo of organizations' and locations' applicationConfig), so that a planted {@code javascript:}
 * or {@code data:} link stops being served. Every row stays; only the refused link goes. Written in Java
 * because it applies the same rule as every write, and the links inside JSON documents are out of SQL's
 * reach on H2.
 */
public final class StoredLinksCleanup extends DataMigration {

    private static final Logger LOG = TracedLog.of(StoredLinksCleanup.class);
    private static final List<String> LINK_LISTS = List.of("coverPhoto", "marketingImages");
    private static final int FETCH = 1000;

    private final Map<String, Integer> removed = new TreeMap<>();

    public StoredLinksCleanup() {
        super("14.1", "remove stored links the link rule refuses");
    }

    @Override
    public void migrate(Context context) throws SQLException {
        Connection db = context.getConnection();
        removed.clear();
        clearColumn(db, "school", "url");
        clearColumn(db, "contact", "image_url");
        cleanConfigs(db, "organization");
        cleanConfigs(db, "location");
        if (!removed.isEmpty()) {
            try (Statement sql = db.createStatement()) {
                // Servers still holding cached answers with those links drop them.
                sql.executeUpdate("UPDATE content_version SET version = version + 1 WHERE id = 1");
            }
            LOG.warning(() -> "Removed stored links that are not absolute http(s) URLs: " + removed);
        }
    }

    private void clearColumn(Connection db, String table, String column) throws SQLException {
        List<String> refused = new ArrayList<>();
        try (Statement sql = db.createStatement();
                ResultSet rows = sql.executeQuery(
                        "SELECT id, " + column + " FROM " + table + " WHERE " + column + " IS NOT NULL")) {
            while (rows.next()) {
                if (!WebUrl.isValid(rows.getString(2))) {
                    refused.add(rows.getString(1));
                }
            }
        }
        String sql = "UPDATE " + table + " SET " + column + " = NULL WHERE id = ?";
        try (PreparedStatement clear = db.prepareStatement(sql)) {
            for (String id : refused) {
                clear.setString(1, id);
                clear.executeUpdate();
            }
        }
        count(table + "." + column, refused.size());
    }

    private void cleanConfigs(Connection db, String table) throws SQLException {
        Map<String, String> cleaned = new TreeMap<>();
        try (Statement sql = db.createStatement()) {
            // In pages, not all at once: PostgreSQL's driver honours this inside the migration's transaction.
            sql.setFetchSize(FETCH);
            try (ResultSet rows = sql.executeQuery("SELECT id, application_config FROM " + table)) {
                while (rows.next()) {
                    JsonObject config = JsonText.object(rows.getString(2));
                    JsonObject clean = withoutRefusedLinks(config, table);
                    if (!clean.equals(config)) {
                        cleaned.put(rows.getString(1), clean.toString());
                    }
                }
            }
        }
        String sql = "UPDATE " + table + " SET application_config = ? WHERE id = ?";
        try (PreparedStatement update = db.prepareStatement(sql)) {
            for (var row : cleaned.entrySet()) {
                update.setString(1, row.getValue());
                update.setString(2, row.getKey());
                update.executeUpdate();
            }
        }
    }

    private JsonObject withoutRefusedLinks(JsonObject config, String table) {
        JsonObjectBuilder out = Json.createObjectBuilder(config);
        for (String list : LINK_LISTS) {
            if (config.get(list) instanceof jakarta.json.JsonArray links) {
                JsonArrayBuilder kept = Json.createArrayBuilder();
                int dropped = 0;
                for (JsonValue link : links) {
                    if (link instanceof JsonString s && WebUrl.isValid(s.getString())) {
                        kept.add(link);
                    } else {
                        dropped++;
                    }
                }
                if (dropped > 0) {
                    out.add(list, kept);
                    count(table + ".applicationConfig." + list, dropped);
                }
            }
        }
        if (config.get("agent") instanceof JsonObject agent
                && agent.containsKey("photo")
                && !(agent.get("photo") instanceof JsonString photo && WebUrl.isValid(photo.getString()))) {
            out.add("agent", Json.createObjectBuilder(agent).remove("photo"));
            count(table + ".applicationConfig.agent.photo", 1);
        }
        return out.build();
    }

    private void count(String field, int n) {
        if (n > 0) {
            removed.merge(field, n, Integer::sum);
        }
    }
}

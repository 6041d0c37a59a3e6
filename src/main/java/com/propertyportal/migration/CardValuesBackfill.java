package com.propertyportal.migration;

import com.propertyportal.json.JsonText;
import com.propertyportal.json.SortKey;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import org.flywaydb.core.api.migration.Context;

/**
 * Migration 30.1: fills card_value for the cards written before it, by the rule every write of a card applies
 * ({@link SortKey}). Written in Java because the values are JSON documents, out of SQL's reach on H2.
 */
public final class CardValuesBackfill extends DataMigration {

    private static final int BATCH = 500;

    public CardValuesBackfill() {
        super("30.1", "fill card values for sorting and filtering");
    }

    @Override
    public void migrate(Context context) throws SQLException {
        Connection db = context.getConnection();
        String insert = "INSERT INTO card_value (card_id, field_key, text_value, number_value) VALUES (?, ?, ?, ?)";
        try (Statement read = db.createStatement();
                ResultSet rows = read.executeQuery("SELECT id, field_values FROM card");
                PreparedStatement write = db.prepareStatement(insert)) {
            int pending = 0;
            while (rows.next()) {
                String cardId = rows.getString(1);
                for (var entry : JsonText.object(rows.getString(2)).entrySet()) {
                    SortKey key = SortKey.of(entry.getValue());
                    write.setString(1, cardId);
                    write.setString(2, entry.getKey());
                    write.setString(3, key.text());
                    if (key.number() == null) {
                        write.setNull(4, Types.DOUBLE);
                    } else {
                        write.setDouble(4, key.number());
                    }
                    write.addBatch();
                    if (++pending == BATCH) {
                        write.executeBatch();
                        pending = 0;
                    }
                }
            }
            if (pending > 0) {
                write.executeBatch();
            }
        }
    }
}
